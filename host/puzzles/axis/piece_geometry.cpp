// Turn geometry on sticker points; see piece_geometry.hpp.
#include "host/puzzles/axis/piece_geometry.hpp"

#include <stdexcept>

namespace twobit {

namespace {

Point3 cross(const Point3& a, const Point3& b) {
    return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}

// Rodrigues' formula for 120 degrees about a = axis / sqrt(3), with |axis|^2 = 3:
// R p = (axis (axis.p) + s axis x p - p) / 2, s = +1 anticlockwise (right-handed, seen from
// the tip), -1 clockwise. Every entry of the numerator is even when axis is all +-1, so the
// integer division is exact and points stay on the integer grid.
Point3 rotate(const Point3& axis, const Point3& p, int s) {
    const int ap = dot(axis, p);
    const Point3 c = cross(axis, p);
    return {(axis.x * ap + s * c.x - p.x) / 2, (axis.y * ap + s * c.y - p.y) / 2,
            (axis.z * ap + s * c.z - p.z) / 2};
}

} // namespace

Point3 rotate_clockwise(const Point3& axis, const Point3& p) {
    return rotate(axis, p, -1);
}

Point3 rotate_anticlockwise(const Point3& axis, const Point3& p) {
    return rotate(axis, p, +1);
}

bool is_turned(const AxisTurn& turn, const Point3& p) {
    return dot(p, turn.axis) > turn.cut;
}

Point3 turn_point(const AxisTurn& turn, const Point3& p) {
    if (!is_turned(turn, p)) return p;
    return turn.clockwise ? rotate_clockwise(turn.axis, p) : rotate_anticlockwise(turn.axis, p);
}

std::vector<Point3> slots_about(const Point3& diagonal, const Point3& first) {
    const Point3 second = rotate_clockwise(diagonal, first);
    return {first, second, rotate_clockwise(diagonal, second)};
}

PieceMotion piece_motion(const PieceSlots& slots, const AxisTurn& turn) {
    const size_t n = slots.size();
    PieceMotion m{std::vector<uint8_t>(n), std::vector<uint8_t>(n)};
    std::vector<bool> taken(n, false);
    for (size_t p = 0; p < n; ++p) {
        const std::vector<Point3>& from = slots[p];
        const size_t k = from.size();
        const bool moves = is_turned(turn, from[0]);
        for (const Point3& s : from)
            if (is_turned(turn, s) != moves) throw std::logic_error("a turn cuts through a piece");
        if (!moves) {
            m.to[p] = static_cast<uint8_t>(p);
            continue;
        }
        // Find the slot the first sticker lands in; the others must follow in order.
        const Point3 first = turn_point(turn, from[0]);
        size_t q = n, shift = 0;
        for (size_t cand = 0; cand < n && q == n; ++cand)
            for (size_t j = 0; j < slots[cand].size(); ++j)
                if (slots[cand][j] == first) {
                    q = cand;
                    shift = j;
                }
        if (q == n || slots[q].size() != k)
            throw std::logic_error("a turn carries a sticker off every slot");
        for (size_t j = 0; j < k; ++j)
            if (turn_point(turn, from[j]) != slots[q][(j + shift) % k])
                throw std::logic_error("a turn shifts the slots of a piece unevenly");
        m.to[p] = static_cast<uint8_t>(q);
        m.twist[p] = static_cast<uint8_t>(shift);
    }
    for (uint8_t q : m.to) {
        if (taken[q]) throw std::logic_error("a turn puts two pieces in one position");
        taken[q] = true;
    }
    return m;
}

PieceState solved_pieces(size_t positions) {
    PieceState s{std::vector<uint8_t>(positions), std::vector<uint8_t>(positions, 0)};
    for (size_t p = 0; p < positions; ++p) s.piece[p] = static_cast<uint8_t>(p);
    return s;
}

PieceState apply_motion(const PieceState& s, const PieceMotion& motion, int stickers) {
    PieceState next = s;
    for (size_t p = 0; p < s.piece.size(); ++p) {
        const uint8_t q = motion.to[p];
        next.piece[q] = s.piece[p];
        next.ori[q] = static_cast<uint8_t>((s.ori[p] + motion.twist[p]) % stickers);
    }
    return next;
}

void append_points(const PieceSlots& slots, std::vector<Point3>& points) {
    for (const std::vector<Point3>& position : slots)
        points.insert(points.end(), position.begin(), position.end());
}

void append_colours(const PieceSlots& slots, const PieceState& s, FaceOfPoint face_of,
                    std::vector<uint8_t>& colours) {
    for (size_t p = 0; p < slots.size(); ++p) {
        const std::vector<Point3>& home = slots[s.piece[p]];
        const size_t k = home.size();
        for (size_t slot = 0; slot < k; ++slot)
            colours.push_back(face_of(home[(slot + k - s.ori[p]) % k]));
    }
}

std::vector<uint8_t> turn_stickers(const std::vector<Point3>& points,
                                   const std::vector<uint8_t>& colours, const AxisTurn& turn) {
    std::vector<uint8_t> next = colours;
    for (size_t i = 0; i < points.size(); ++i) {
        if (!is_turned(turn, points[i])) continue;
        const Point3 image = turn_point(turn, points[i]);
        size_t j = 0;
        while (j < points.size() && points[j] != image) ++j;
        if (j == points.size()) throw std::logic_error("a turn carries a sticker off the puzzle");
        next[j] = colours[i];
    }
    return next;
}

} // namespace twobit
