// The classes and tables of a symmetry-reduced corner space (corner_classes.hpp).
#include "host/puzzles/cube/corner_classes.hpp"

#include <stdexcept>
#include <unordered_map>

#include "host/puzzles/cube/corner_symmetry.hpp"
#include "host/puzzles/cube2/cube2_model.hpp"
#include "host/puzzles/cube3/cube3_models.hpp"
#include "tables/table_file.hpp"

namespace twobit {

namespace {

template <class T>
uint64_t hash_of(const std::vector<T>& v) {
    return payload_hash(reinterpret_cast<const uint8_t*>(v.data()), v.size() * sizeof(T));
}

} // namespace

CornerClasses::CornerClasses(CornerSpaceShape shape, std::vector<FaceTurn> turns,
                             std::vector<int> symmetries)
    : shape_(std::move(shape)), turns_(std::move(turns)), symmetries_(std::move(symmetries)) {
    moves_ = static_cast<int>(turns_.size());
    group_order_ = static_cast<uint32_t>(symmetries_.size());
    const uint32_t P = shape_.perm_size, T = shape_.twist_size;
    const auto n = static_cast<uint32_t>(symmetries_.size());
    const size_t M = turns_.size();
    if (symmetries_.empty() || symmetries_[0] != 0)
        throw std::invalid_argument("a symmetry group starts with the identity");
    if (M > static_cast<size_t>(kMaxClassMoves) || n > static_cast<uint32_t>(kMaxStabilizer))
        throw std::invalid_argument("more moves or symmetries than a class search takes");
    for (const int s : symmetries_)
        for (const FaceTurn& t : turns_) {
            bool kept = false;
            for (const FaceTurn& u : turns_) kept = kept || u.face == symmetry_face(s, t.face);
            if (!kept)
                throw std::invalid_argument("a symmetry takes a turning face to one that does not "
                                            "turn");
        }
    const auto twist_of = [&](const CornerCube& c) {
        return static_cast<uint32_t>(shape_.index(c) % T);
    };
    const auto perm_of = [&](const CornerCube& c) {
        return static_cast<uint32_t>(shape_.index(c) / T);
    };

    twist_move_.resize(size_t{T} * M);
    twist_shuffle_.resize(size_t{n} * T);
    for (uint32_t t = 0; t < T; ++t) {
        const CornerCube c = shape_.cube(t);
        for (size_t m = 0; m < M; ++m)
            twist_move_[t * M + m] =
                static_cast<uint16_t>(twist_of(turn(c, turns_[m].face, turns_[m].power)));
        for (uint32_t i = 0; i < n; ++i)
            twist_shuffle_[size_t{i} * T + t] =
                static_cast<uint16_t>(twist_of(conjugate_corners(c, symmetries_[i])));
    }

    // Each permutation's smallest conjugate (its class's representative), the first symmetry
    // that gives it and the twist that conjugating the permutation alone adds.
    std::vector<uint32_t> best(P), best_sym(P), best_offset(P);
#pragma omp parallel for schedule(dynamic, 256)
    for (uint32_t p = 0; p < P; ++p) {
        const CornerCube c = shape_.cube(uint64_t{p} * T);
        best[p] = UINT32_MAX;
        for (uint32_t i = 0; i < n; ++i) {
            const uint64_t y = shape_.index(conjugate_corners(c, symmetries_[i]));
            if (y / T < best[p]) {
                best[p] = static_cast<uint32_t>(y / T);
                best_sym[p] = i;
                best_offset[p] = static_cast<uint32_t>(y % T);
            }
        }
    }
    std::vector<uint16_t> offsets;
    std::unordered_map<uint32_t, uint32_t> offset_id;
    const auto map_for = [&](uint32_t offset, uint32_t sym) {
        const auto [it, added] = offset_id.emplace(offset, static_cast<uint32_t>(offsets.size()));
        if (added) offsets.push_back(static_cast<uint16_t>(offset));
        return it->second << 8 | sym;
    };
    map_for(0, 0); // offset id 0 is no offset: a representative's own map is 0
    class_of_.resize(P);
    map_of_.resize(P);
    for (uint32_t p = 0; p < P; ++p) {
        if (best[p] == p) {
            const CornerCube c = shape_.cube(uint64_t{p} * T);
            std::vector<uint32_t> own;
            for (uint32_t i = 1; i < n; ++i) {
                const CornerCube y = conjugate_corners(c, symmetries_[i]);
                if (perm_of(y) == p) own.push_back(map_for(twist_of(y), i));
            }
            class_of_[p] = add_row(p, own);
        } else {
            class_of_[p] = class_of_[best[p]];
        }
        map_of_[p] = map_for(best_offset[p], best_sym[p]);
    }
    step_.resize(size_t{rows()} * M);
    for (uint32_t r = 0; r < rows(); ++r) {
        const CornerCube c = shape_.cube(uint64_t{representative_[r]} * T);
        for (size_t m = 0; m < M; ++m) {
            const uint32_t q = perm_of(turn(c, turns_[m].face, turns_[m].power));
            step_[r * M + m] = {class_of_[q], map_of_[q]};
        }
    }
    add_.resize(offsets.size() * T);
    for (size_t o = 0; o < offsets.size(); ++o) {
        const CornerCube a = shape_.cube(offsets[o]);
        for (uint32_t t = 0; t < T; ++t) {
            CornerCube sum = shape_.cube(t);
            for (int p = 0; p < kNumCorners; ++p)
                sum.twist[p] = static_cast<uint8_t>((sum.twist[p] + a.twist[p]) % 3);
            add_[o * T + t] = static_cast<uint16_t>(twist_of(sum));
        }
    }
}

uint64_t CornerClasses::fingerprint() const {
    std::vector<uint64_t> parts = {
        hash_of(class_of_),   hash_of(map_of_), hash_of(twist_shuffle_), hash_of(add_),
        hash_of(twist_move_), shape_.perm_size, shape_.twist_size};
    for (const int s : symmetries_) parts.push_back(static_cast<uint64_t>(s));
    return hash_of(parts);
}

CornerClasses make_corner_classes(const std::string& metric) {
    std::string gens;
    return CornerClasses(
        {kCornersPermSize, kCornersTwistSize, cube3_corners_index, cube3_corners_from_index},
        face_turn_set(metric, "", kAllFaces, gens), symmetries_keeping(kAllFaces));
}

CornerClasses make_cube2_classes(const std::string& metric) {
    std::string gens;
    return CornerClasses({kCube2PermSize, kCube2TwistSize, cube2_index, cube2_from_index},
                         face_turn_set(metric, "", kCube2Faces, gens),
                         symmetries_keeping(kCube2Faces));
}

} // namespace twobit
