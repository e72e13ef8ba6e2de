// The scalar reference BFS; see reference_bfs.hpp.
#include "reference_bfs.hpp"

#include "host/puzzles/cube2/cube2_model.hpp"

namespace twobit::reference {

std::vector<uint8_t> cube2_bfs(const std::vector<Turn>& turns) {
    std::vector<uint8_t> distance(kCube2States, kNotReached);
    std::vector<uint64_t> queue;
    queue.reserve(kCube2States);
    const uint64_t solved = cube2_index(CornerCube{});
    distance[solved] = 0;
    queue.push_back(solved);
    for (size_t head = 0; head < queue.size(); ++head) {
        const uint64_t index = queue[head];
        const CornerCube cube = cube2_from_index(index);
        for (const Turn& t : turns) {
            const uint64_t next = cube2_index(turn(cube, t.face, t.power));
            if (distance[next] != kNotReached) continue;
            distance[next] = static_cast<uint8_t>(distance[index] + 1);
            queue.push_back(next);
        }
    }
    return distance;
}

std::vector<uint8_t> model_bfs(const PuzzleModel& model) {
    const uint64_t n = model.num_states();
    std::vector<uint8_t> distance(n, kNotReached);
    distance[model.solved_index] = 0;
    for (uint8_t depth = 0;; ++depth) {
        bool grew = false;
        for (uint64_t i = 0; i < n; ++i) {
            if (distance[i] != depth) continue;
            for (int m = 0; m < model.num_moves(); ++m) {
                const uint64_t j = model.apply(i, m);
                if (distance[j] != kNotReached) continue;
                distance[j] = static_cast<uint8_t>(depth + 1);
                grew = true;
            }
        }
        if (!grew) return distance;
    }
}

std::vector<uint64_t> depth_counts(const std::vector<uint8_t>& distance) {
    std::vector<uint64_t> counts;
    for (uint8_t d : distance) {
        if (d == kNotReached) continue;
        if (d >= counts.size()) counts.resize(size_t{d} + 1, 0);
        ++counts[d];
    }
    return counts;
}

namespace {
std::vector<Turn> turns_of(const char* faces, std::initializer_list<int> powers) {
    std::vector<Turn> turns;
    for (const char* f = faces; *f != '\0'; ++f) {
        Face face;
        if (!face_from_letter(*f, face)) continue;
        for (int p : powers) turns.push_back({face, p});
    }
    return turns;
}
} // namespace

std::vector<Turn> htm_turns(const char* faces) {
    return turns_of(faces, {1, 2, 3});
}
std::vector<Turn> qtm_turns(const char* faces) {
    return turns_of(faces, {1, 3});
}

} // namespace twobit::reference
