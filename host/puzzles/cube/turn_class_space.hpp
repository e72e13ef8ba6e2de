// A cube's space of symmetry classes (corner, phase-2, edge classes: any class_search.hpp space
// with turns()) as the commands' ClassSpace (host/engine/class_space.hpp), its move names those
// of its face turns.
#pragma once

#include <memory>
#include <string>

#include "host/engine/class_space.hpp"
#include "host/puzzles/cube/corner_cubies.hpp" // move_name
#include "host/puzzles/cube/move_set.hpp"

namespace twobit {

template <class Space>
std::unique_ptr<ClassSpace> turn_class_space(std::shared_ptr<const Space> space,
                                             const std::string& gens) {
    std::string names;
    for (const FaceTurn& t : space->turns())
        names += (names.empty() ? "" : " ") + move_name(t.face, t.power);
    return std::make_unique<ClassSpaceOf<Space>>(std::move(space), names, gens);
}

} // namespace twobit
