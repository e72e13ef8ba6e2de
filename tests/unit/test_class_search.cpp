// host/engine/class_search.hpp's ways through a row, each against a plain breadth-first
// search written here: short rows (pushed a move at a time when the frontier is dense, pulled
// a move at a time) and rows longer than the 128 words the search keeps on the stack (an
// entry at a time), on a space whose rows a test can size. The catalog's class tables have
// rows of 69 words or of 15,120 (kociemba-phase2-sym16, a huge-labelled test), so this is
// where the long rows' paths run in the default suite.
#include <gtest/gtest.h>

#include <deque>
#include <vector>

#include "host/engine/class_search.hpp"

namespace twobit {
namespace {

// Rows 0..2, columns 0..C-1 (C prime). Moves in inverse pairs, as every search space's: 0 and
// 1 add and take 1 in the row; 2 doubles the column and goes to the next row, 3 halves it and
// goes back. No symmetries: every entry stands for one position.
class CyclicSpace {
  public:
    static constexpr uint32_t kRows = 3;
    explicit CyclicSpace(uint32_t columns) : columns_(columns), half_((columns + 1) / 2) {}

    uint32_t rows() const { return kRows; }
    uint32_t columns() const { return columns_; }
    int moves() const { return 4; }
    void steps(uint32_t row, ClassStep* out) const {
        out[0] = out[1] = {row, 0};
        out[2] = {(row + 1) % kRows, 0};
        out[3] = {(row + kRows - 1) % kRows, 0};
    }
    uint32_t column_after(const ClassStep&, int move, uint32_t c) const {
        const uint64_t n = columns_;
        switch (move) {
        case 0:
            return static_cast<uint32_t>((c + 1) % n);
        case 1:
            return static_cast<uint32_t>((c + n - 1) % n);
        case 2:
            return static_cast<uint32_t>(uint64_t{c} * 2 % n);
        default:
            return static_cast<uint32_t>(uint64_t{c} * half_ % n);
        }
    }
    int stabilizer(uint32_t, uint32_t*) const { return 0; }
    uint32_t conjugate(uint32_t, uint32_t c) const { return c; }
    uint64_t row_weight(uint32_t) const { return 1; }
    ClassEntry solved() const { return {0, 0}; }

  private:
    uint32_t columns_, half_; // half_: 2's inverse mod columns_
};

// Each position's distance, by a queue over (row, column), the moves as the space defines
// them but walked one position at a time.
std::vector<int> reference_distances(const CyclicSpace& space) {
    const uint32_t c = space.columns();
    std::vector<int> distance(size_t{CyclicSpace::kRows} * c, -1);
    std::deque<uint32_t> queue{0};
    distance[0] = 0;
    while (!queue.empty()) {
        const uint32_t at = queue.front();
        queue.pop_front();
        ClassStep steps[4];
        space.steps(at / c, steps);
        for (int m = 0; m < 4; ++m) {
            const uint32_t to = steps[m].row * c + space.column_after(steps[m], m, at % c);
            if (distance[to] >= 0) continue;
            distance[to] = distance[at] + 1;
            queue.push_back(to);
        }
    }
    return distance;
}

void expect_search_equals_reference(uint32_t columns) {
    SCOPED_TRACE(columns);
    const CyclicSpace space(columns);
    const std::vector<int> want = reference_distances(space);
    std::vector<uint64_t> counts;
    for (int d : want) {
        ASSERT_GE(d, 0);
        if (counts.size() <= static_cast<size_t>(d)) counts.resize(static_cast<size_t>(d) + 1);
        ++counts[static_cast<size_t>(d)];
    }
    const uint32_t row_words = class_row_words(columns);
    std::vector<uint64_t> first;
    for (int threads : {1, 2}) {
        std::vector<uint64_t> words(size_t{CyclicSpace::kRows} * row_words);
        std::vector<std::string> lines;
        const ClassSearchCounts got =
            search_classes(space, words.data(), threads,
                           [&](const std::string& line, double) { lines.push_back(line); });
        EXPECT_EQ(got.entries, counts);
        EXPECT_EQ(got.positions, counts);
        for (uint32_t row = 0; row < CyclicSpace::kRows; ++row)
            for (uint32_t c = 0; c < columns; ++c) {
                const uint64_t i = (uint64_t{row} * row_words) * 32 + c;
                const auto v = static_cast<int>(words[i / 32] >> (2 * (i % 32)) & 3);
                ASSERT_EQ(v, want[size_t{row} * columns + c] % 3) << row << " " << c;
            }
        // Both directions ran: the levels' lines say which.
        bool pushed = false, pulled = false;
        for (const std::string& line : lines) {
            pushed = pushed || line.find("(push)") != std::string::npos;
            pulled = pulled || line.find("(pull)") != std::string::npos;
        }
        EXPECT_TRUE(pushed && pulled);
        if (first.empty()) first = words;
        EXPECT_EQ(words, first) << "on " << threads << " threads";
    }
}

TEST(ClassSearch, ShortRowsEqualABreadthFirstSearch) {
    expect_search_equals_reference(1009); // 32 words a row
}

TEST(ClassSearch, RowsLongerThanTheStacksListsEqualABreadthFirstSearch) {
    expect_search_equals_reference(20011); // 626 words a row
}

} // namespace
} // namespace twobit
