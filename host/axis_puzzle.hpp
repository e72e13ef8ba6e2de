// What the Skewb and the tipless Pyraminx share once their geometry is given: the motion of
// every kind of piece under every turn (worked out once), turning a State, moves like "U R'",
// and the sticker view that checks the pieces. It holds no puzzle's geometry: each puzzle's
// own file gives the slots, the turns and the colours, and keeps its State and public names.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "axis_turn_set.hpp"
#include "piece_geometry.hpp"

namespace twobit {

// State: a struct with one PieceState member per kind of piece.
template <class State>
class AxisPuzzle {
  public:
    // One kind of piece: the State member that holds it and where its stickers lie.
    struct Kind {
        PieceState State::*pieces;
        PieceSlots slots;
    };
    using TurnOf = AxisTurn (*)(int axis, bool clockwise);

    // name: the puzzle as error messages call it; letters: one per axis, in axis order; kinds:
    // in the order of the sticker view; axis_turn(axis, clockwise): what each turn cuts off.
    AxisPuzzle(std::string name, std::string letters, std::vector<Kind> kinds, TurnOf axis_turn,
               FaceOfPoint face_of)
        : name_(std::move(name)), letters_(std::move(letters)), kinds_(std::move(kinds)),
          axis_turn_(axis_turn), face_of_(face_of) {
        for (const Kind& kind : kinds_) {
            append_points(kind.slots, points_);
            std::vector<std::array<PieceMotion, 2>> by_axis(letters_.size());
            for (size_t axis = 0; axis < letters_.size(); ++axis)
                for (bool clockwise : {false, true})
                    by_axis[axis][clockwise] =
                        piece_motion(kind.slots, axis_turn(static_cast<int>(axis), clockwise));
            motions_.push_back(std::move(by_axis));
        }
    }

    State turn(const State& s, int axis, bool clockwise) const {
        State next = s;
        for (size_t k = 0; k < kinds_.size(); ++k) {
            const Kind& kind = kinds_[k];
            next.*kind.pieces =
                apply_motion(s.*kind.pieces, motions_[k][static_cast<size_t>(axis)][clockwise],
                             static_cast<int>(kind.slots.front().size()));
        }
        return next;
    }

    // Moves as parse_axis_moves reads them; throws std::invalid_argument as it does.
    State apply_moves(State s, const std::string& sequence) const {
        for (const AxisMove& m : parse_axis_moves(sequence, letters_, name_))
            s = turn(s, m.axis, m.clockwise);
        return s;
    }

    // Every slot's point, kind by kind (append_points order within a kind).
    const std::vector<Point3>& sticker_points() const { return points_; }

    std::vector<uint8_t> stickers(const State& s) const {
        std::vector<uint8_t> colours;
        for (const Kind& kind : kinds_)
            append_colours(kind.slots, s.*kind.pieces, face_of_, colours);
        return colours;
    }

    // The colours after a turn, moved sticker by sticker with no notion of pieces.
    std::vector<uint8_t> turn_colours(const std::vector<uint8_t>& colours, int axis,
                                      bool clockwise) const {
        return turn_stickers(points_, colours, axis_turn_(axis, clockwise));
    }

  private:
    std::string name_;
    std::string letters_;
    std::vector<Kind> kinds_;
    TurnOf axis_turn_;
    FaceOfPoint face_of_;
    std::vector<Point3> points_;
    // motions_[kind][axis][clockwise]
    std::vector<std::vector<std::array<PieceMotion, 2>>> motions_;
};

} // namespace twobit
