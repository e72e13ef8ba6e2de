// What the Skewb and the tipless Pyraminx share once their geometry is given: the motion of
// every kind of piece under every turn (worked out once), turning a State, moves like "U R'",
// the sticker view that checks the pieces, and the PuzzleModel from the State's coordinates.
// It holds no puzzle's geometry or coordinates: each puzzle's own files give those.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "host/engine/coordinate_table.hpp"
#include "host/engine/puzzle_model.hpp"
#include "host/puzzles/axis/axis_turn_set.hpp"
#include "host/puzzles/axis/piece_geometry.hpp"

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

    // One letter per axis, in axis order.
    const std::string& letters() const { return letters_; }

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

    // Moves like "U R' B L", as parse_axis_moves reads them; throws std::invalid_argument
    // naming an unknown token.
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

// One coordinate of State for make_axis_model: with_value(v) is a state with value v and
// value_of the value of a state. The coordinate must move on its own, as PuzzleModel demands,
// so the other coordinates of with_value's state do not matter.
template <class State>
struct StateCoordinate {
    std::string name;
    uint32_t size;
    State (*with_value)(uint32_t);
    uint32_t (*value_of)(const State&);
};

// The model of the moves metric and gens pick (see axis_move_set): coords in index order, the
// first most significant, and the solved index read off State{}. Throws as axis_move_set does.
template <class State>
PuzzleModel make_axis_model(std::string id, const std::string& metric, const std::string& gens,
                            const AxisPuzzle<State>& puzzle,
                            const std::vector<StateCoordinate<State>>& coords) {
    PuzzleModel model;
    model.puzzle = std::move(id);
    model.metric = metric;
    const std::vector<AxisMove> moves = axis_move_set(metric, gens, puzzle.letters(), model.gens);
    model.moves = axis_model_moves(moves, puzzle.letters());
    const auto turn_by = [&moves, &puzzle](const State& s, size_t m) {
        return puzzle.turn(s, moves[m].axis, moves[m].clockwise);
    };
    for (const StateCoordinate<State>& c : coords) {
        model.coords.push_back(coordinate_from_states(c.name, c.size, moves.size(), c.with_value,
                                                      c.value_of, turn_by));
        model.solved_index = model.solved_index * c.size + c.value_of(State{});
    }
    model.validate();
    return model;
}

} // namespace twobit
