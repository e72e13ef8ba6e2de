// `twobit solve` for every puzzle whose table the tests can build (all but kociemba-phase2,
// 4.9 GB, and clock-front, 1.29 GB, whose readers the unit tests cover): random scrambles,
// very short ones too, and malformed lines through `solve --json` in one batch. Every answer
// is applied in an independent model (support/independent_puzzles.hpp) and must solve it;
// for short scrambles its length must be the optimum that an independent search finds; no
// answer is longer than the published God's number; bad lines are reported and the batch
// goes on. The same answers go through cubing.js's own models in tests/cubing/.
#include <algorithm>
#include <cctype>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <random>

#include "independent_puzzles.hpp"
#include "tables/published_distributions.hpp"
#include "test_support.hpp"
#include "text_checks.hpp"

namespace twobit {

namespace {

struct Spec {
    std::string id;
    std::vector<std::string> scramble_moves;
    int optimal_up_to; // scrambles this short get their length checked against the search
    // A line that is a real position these moves cannot reach (empty: none) and one that
    // is no position at all.
    std::string unsolvable, invalid;
};

std::vector<std::string> moves_of(const std::string& letters,
                                  const std::vector<std::string>& suffixes) {
    std::vector<std::string> moves;
    for (char f : letters)
        for (const std::string& s : suffixes) moves.push_back(std::string(1, f) + s);
    return moves;
}

const std::vector<Spec>& specs() {
    static const std::vector<std::string> htm = moves_of("URFDLB", {"", "2", "'"});
    static const std::vector<Spec> all = {
        {"3x3x3-corners", htm, 4, "", "R U x"},
        {"3x3x3-ru", moves_of("RU", {"", "2", "'"}), 6, "R U F", "R M"},
        {"3x3x3-squares", moves_of("URFDLB", {"2"}), 5, "R2 U", "R2 Q"},
        {"kociemba-phase1", htm, 3, "", "Rw U"},
        {"3x3x3-edges6-UR.UF.UL.UB.DR.DF", htm, 4, "", "R E"},
        {"3x3x3-edges6-DL.DB.FR.FL.BL.BR", htm, 4, "", "y"},
        {"skewb", moves_of("ULRB", {"", "'"}), 6, "", "R F"},
        {"pyraminx", moves_of("ULRBulrb", {"", "'"}), 5, "", "U D"},
        {"pyraminx-notips", moves_of("ULRB", {"", "'"}), 6, "", "U u"},
    };
    return all;
}

int move_count(const std::string& moves) {
    return moves.empty() ? 0 : static_cast<int>(1 + std::count(moves.begin(), moves.end(), ' '));
}

std::string random_scramble(const Spec& spec, int length, std::mt19937_64& rng) {
    std::string text;
    char last = 0;
    for (int k = 0; k < length;) {
        const std::string& m = spec.scramble_moves[rng() % spec.scramble_moves.size()];
        if (m[0] == last) continue;
        last = m[0];
        text += (text.empty() ? "" : " ") + m;
        ++k;
    }
    return text;
}

} // namespace

class SolveEveryPuzzle : public ::testing::TestWithParam<size_t> {};

TEST_P(SolveEveryPuzzle, AnswersSolveAnIndependentModelOptimallyAndBadLinesAreReported) {
    const Spec& spec = specs()[GetParam()];
    const auto model = test::independent_puzzle(spec.id);
    ASSERT_TRUE(model) << spec.id;
    const PublishedDistribution* published = nullptr;
    for (const PublishedDistribution& p : published_distributions())
        if (p.puzzle == spec.id && p.metric == (spec.id == "3x3x3-squares" ? "half" : "htm"))
            published = &p;
    ASSERT_NE(published, nullptr) << spec.id;
    const int gods_number = static_cast<int>(published->counts.size()) - 1;

    std::mt19937_64 rng(std::hash<std::string>{}(spec.id));
    std::vector<std::string> scrambles;
    for (int length : {1, 1, 2, 2, 3, 3, 4, 5, 6, 8, 12, 20, 25}) // short ones, and long
        scrambles.push_back(random_scramble(spec, length, rng));
    std::string input;
    for (const std::string& s : scrambles) input += s + "\n";
    input += spec.invalid + "\n";
    if (!spec.unsolvable.empty()) input += spec.unsolvable + "\n";

    const auto r = test::run_twobit("solve --json --puzzle " + spec.id, test::tables_env(), input);
    EXPECT_EQ(r.exit_code, 1) << r.err; // the bad lines
    const auto lines = test::lines_of(r.out);
    ASSERT_EQ(lines.size(), scrambles.size() + 1 + (spec.unsolvable.empty() ? 0 : 1)) << r.err;
    for (size_t k = 0; k < scrambles.size(); ++k) {
        SCOPED_TRACE(spec.id + ": " + scrambles[k]);
        const auto j = nlohmann::json::parse(lines[k]);
        ASSERT_FALSE(j.contains("error")) << j;
        const std::string solution = j["solution"];
        const int length = j["length"];
        EXPECT_LE(length, gods_number);
        EXPECT_EQ(length, move_count(solution)); // htm: every move counts one
        auto check = model->clone();
        check->reset();
        check->apply(scrambles[k]);
        const int scramble_length = move_count(scrambles[k]);
        EXPECT_LE(length, scramble_length); // the scramble itself is a solution
        if (scramble_length <= spec.optimal_up_to) {
            EXPECT_EQ(length, test::optimal_length(*check, scramble_length));
        }
        check->apply(solution);
        EXPECT_TRUE(check->solved()) << solution;
    }
    const auto bad = nlohmann::json::parse(lines[scrambles.size()]);
    EXPECT_EQ(bad["error_kind"], "invalid") << bad;
    if (!spec.unsolvable.empty()) {
        EXPECT_EQ(nlohmann::json::parse(lines.back())["error_kind"], "unsolvable") << lines.back();
    }
}

INSTANTIATE_TEST_SUITE_P(Puzzles, SolveEveryPuzzle, ::testing::Range<size_t>(0, 9),
                         [](const ::testing::TestParamInfo<size_t>& param) {
                             std::string name = specs()[param.param].id;
                             for (char& c : name)
                                 if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
                             return name;
                         });

} // namespace twobit
