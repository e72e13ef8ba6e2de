// with_move_count: calls a step template compiled for the model's move count (so that the
// per-move loops unroll and per-move arrays are indexed by constants), for the counts of the
// catalog's puzzles; any other count gets 0, the generic step. Shared by the CPU launcher,
// an MPI rank's slice and the CUDA launchers (whose cursor it sizes: CursorFor<kMoves>).
#pragma once

#include <cstdint>
#include <type_traits>

namespace twobit {

// The move counts the CPU search is compiled for (so that per-move loops unroll and the
// per-move arrays are indexed by constants): those of the catalog's puzzles; any other
// count runs the generic step.
// TWOBIT_GENERIC_STEPS_ONLY (the sanitizer build, tools/scripts/asan-build.sh) compiles the
// generic step alone: the unrolled copies are the same code with constant bounds, and under
// the sanitizers they took two thirds of the whole build's compile time.
template <class F>
uint64_t with_move_count(int num_moves, F&& f) {
#ifdef TWOBIT_GENERIC_STEPS_ONLY
    (void)num_moves;
    return f(std::integral_constant<int, 0>{});
#endif
    switch (num_moves) {
    case 4:
        return f(std::integral_constant<int, 4>{});
    case 6:
        return f(std::integral_constant<int, 6>{});
    case 8:
        return f(std::integral_constant<int, 8>{});
    case 9:
        return f(std::integral_constant<int, 9>{});
    case 10:
        return f(std::integral_constant<int, 10>{});
    case 12:
        return f(std::integral_constant<int, 12>{});
    case 14: // Thistlethwaite's second phase
        return f(std::integral_constant<int, 14>{});
    case 16:
        return f(std::integral_constant<int, 16>{});
    case 18:
        return f(std::integral_constant<int, 18>{});
    case 165: // clock-front
        return f(std::integral_constant<int, 165>{});
    default:
        return f(std::integral_constant<int, 0>{});
    }
}

// with_pull_group<kMoves>: calls a pull compiled for the model's pull group (the moves it
// checks per lane before it may stop; unrolled when the group divides kMoves): the cube
// metrics' 2 and 3 turns per face, and clock-front's 11 amounts per pin set (compiled only
// for move counts it divides); any other group gets 0, a loop over the model's group.
template <int kMoves, class F>
uint64_t with_pull_group(int group, F&& f) {
#ifdef TWOBIT_GENERIC_STEPS_ONLY
    (void)group;
    return f(std::integral_constant<int, 0>{});
#endif
    if (group == 2) return f(std::integral_constant<int, 2>{});
    if (group == 3) return f(std::integral_constant<int, 3>{});
    if constexpr (kMoves > 0 && kMoves % 11 == 0)
        if (group == 11) return f(std::integral_constant<int, 11>{});
    return f(std::integral_constant<int, 0>{});
}

} // namespace twobit
