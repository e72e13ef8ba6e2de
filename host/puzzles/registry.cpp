// The registry of puzzle records; see registry.hpp. Each family folder defines its records'
// functions; the list below is the one place that names them all.
#include "host/puzzles/registry.hpp"

#include <cctype>
#include <deque>
#include <mutex>
#include <stdexcept>

#include "host/io/suggest.hpp"

// One line per puzzle, in `twobit list` order: X(function returning its Puzzle record).
#define TWOBIT_PUZZLES(X)                                                                          \
    X(cube2_puzzle)         /* host/puzzles/cube2/cube2_record.cpp */                              \
    X(cube3_puzzle)         /* host/puzzles/cube3/cube3_record.cpp */                              \
    X(cube3_corners_puzzle) /* host/puzzles/cube3/cube3_records.cpp */                             \
    X(cube3_squares_puzzle)                                                                        \
    X(cube3_ru_puzzle)                                                                             \
    X(kociemba_phase1_puzzle)                                                                      \
    X(cube3_edges6_upper_puzzle)                                                                   \
    X(cube3_edges6_lower_puzzle)                                                                   \
    X(kociemba_phase2_puzzle)                                                                      \
    X(kociemba_phase2_corners_puzzle)                                                              \
    X(kociemba_phase2_edges_puzzle)                                                                \
    X(thistlethwaite_g1_puzzle) /* host/puzzles/cube3/thistlethwaite_records.cpp */                \
    X(thistlethwaite_g2_puzzle)                                                                    \
    X(thistlethwaite_g3_puzzle)                                                                    \
    X(skewb_puzzle)    /* host/puzzles/skewb/skewb_record.cpp */                                   \
    X(pyraminx_puzzle) /* host/puzzles/pyraminx/pyraminx_records.cpp */                            \
    X(pyraminx_notips_puzzle)                                                                      \
    X(clock_front_puzzle) /* host/puzzles/clock/clock_records.cpp */                               \
    X(clock_puzzle)

namespace twobit {

#define TWOBIT_DECLARE(name) Puzzle name();
TWOBIT_PUZZLES(TWOBIT_DECLARE)
#undef TWOBIT_DECLARE

namespace {

#define TWOBIT_ENTRY(name) name,
constexpr Puzzle (*kRecordMakers[])() = {TWOBIT_PUZZLES(TWOBIT_ENTRY)};
#undef TWOBIT_ENTRY
constexpr size_t kBuiltIn = sizeof kRecordMakers / sizeof kRecordMakers[0];

// The built-in records, made in list order as far as a lookup needs them: a fresh `generate
// --puzzle 2x2x2` made all 19 to find the first, 0.25 ms of its start on the development VM
// (bench/RESULTS.md, 2026-12-03, tenth round). The capacity is reserved, so a record never
// moves once made, and references to it stay valid while later ones are added.
struct BuiltIn {
    std::mutex mutex;
    std::vector<Puzzle> made;
    BuiltIn() { made.reserve(kBuiltIn); }
};

BuiltIn& built_in() {
    static BuiltIn records;
    return records;
}

// Record i (made now if it is not yet, with every one before it).
const Puzzle& built_in_record(size_t i) {
    BuiltIn& b = built_in();
    const std::lock_guard<std::mutex> lock(b.mutex);
    while (b.made.size() <= i) b.made.push_back(kRecordMakers[b.made.size()]());
    return b.made[i];
}

} // namespace

const std::vector<Puzzle>& puzzles() {
    built_in_record(kBuiltIn - 1);
    return built_in().made; // complete: nothing is added to it any more
}

namespace {

// Records made at run time; a deque keeps references to them valid as it grows.
std::deque<Puzzle>& registered() {
    static std::deque<Puzzle> records;
    return records;
}
std::mutex& registered_mutex() {
    static std::mutex mutex;
    return mutex;
}

bool same_name(const std::string& a, const std::string& b) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(a[i])) !=
            std::tolower(static_cast<unsigned char>(b[i])))
            return false;
    return true;
}

} // namespace

const Puzzle& register_puzzle(Puzzle record) {
    const std::lock_guard<std::mutex> lock(registered_mutex());
    for (const Puzzle& p : puzzles())
        if (same_name(p.id, record.id))
            throw std::invalid_argument("'" + record.id + "' is the name of a built-in puzzle");
    for (const Puzzle& p : registered())
        if (p.id == record.id) {
            if (p.definition_hash != record.definition_hash)
                throw std::invalid_argument("two different definitions are both named '" +
                                            record.id + "'");
            return p;
        }
    registered().push_back(std::move(record));
    return registered().back();
}

const Puzzle& find_puzzle(const std::string& name) {
    std::vector<std::string> names;
    std::string known;
    {
        const std::lock_guard<std::mutex> lock(registered_mutex());
        for (const Puzzle& p : registered())
            if (same_name(name, p.id)) return p;
    }
    for (size_t i = 0; i < kBuiltIn; ++i) {
        const Puzzle& p = built_in_record(i);
        if (same_name(name, p.id)) return p;
        for (const std::string& alias : p.aliases)
            if (same_name(name, alias)) return p;
        names.push_back(p.id);
        names.insert(names.end(), p.aliases.begin(), p.aliases.end());
        known += (known.empty() ? "" : ", ") + p.id;
    }
    throw std::invalid_argument("unknown puzzle '" + name.substr(0, 64) + "'" +
                                did_you_mean(name, names) + " (known: " + known + ")");
}

PuzzleModel make_puzzle(const std::string& name, const std::string& metric,
                        const std::string& gens) {
    const Puzzle& p = find_puzzle(name);
    if (!p.model)
        throw std::invalid_argument(p.id + " has no table of its own: " + p.table_note +
                                    " (twobit solve --puzzle " + p.id + ")");
    const std::string m = metric.empty() ? p.metrics.front() : metric;
    std::string offered;
    bool known = false;
    for (const std::string& candidate : p.metrics) {
        known = known || candidate == m;
        offered += (offered.empty() ? "" : ", ") + candidate;
    }
    if (!known) {
        const bool a_metric = m == "htm" || m == "qtm" || m == "half";
        throw std::invalid_argument((a_metric ? "puzzle " + p.id + " has no metric '" + m + "'"
                                              : "unknown metric '" + m + "' for " + p.id) +
                                    " (use " + offered + ")");
    }
    if (!gens.empty() && p.faces.empty() && p.definition_file.empty())
        throw std::invalid_argument(p.id + " takes no --gens");
    return p.model(m, gens);
}

} // namespace twobit
