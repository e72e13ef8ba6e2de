// The registry of puzzle records; see registry.hpp. Each family folder defines its records'
// functions; the list below is the one place that names them all.
#include "host/puzzles/registry.hpp"

#include <algorithm>
#include <cctype>
#include <deque>
#include <mutex>
#include <stdexcept>

#include "host/io/input_lines.hpp"
#include "host/io/program_name.hpp"
#include "host/io/suggest.hpp"
#include "host/puzzles/table_walk_solver.hpp"

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

// A record with a table of its own and no solver is answered by the table walk; a record with
// a model and no record of its full table gets one.
Puzzle completed(Puzzle record) {
    if (record.model && std::none_of(record.tables.begin(), record.tables.end(),
                                     [&](const TableRecord& t) { return t.id == record.id; }))
        record.tables.insert(record.tables.begin(),
                             full_table(record.id, record.description, record.metrics, {}));
    if (!record.solver && record.model) {
        record.solver = make_table_walk_solver;
        record.solve_options = table_walk_options(record);
    }
    return record;
}

} // namespace

const std::vector<Puzzle>& puzzles() {
#define TWOBIT_MAKE(name) completed(name()),
    static const std::vector<Puzzle> records = {TWOBIT_PUZZLES(TWOBIT_MAKE)};
#undef TWOBIT_MAKE
    return records;
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
    for (Puzzle& p : registered())
        if (p.id == record.id) {
            if (p.definition_hash != record.definition_hash)
                throw std::invalid_argument("two different definitions are both named '" +
                                            record.id + "'");
            // The same definition made again with its table of classes (info --def on a
            // class table): it takes the first's place, at the same address.
            const auto classes = [](const Puzzle& r) {
                return std::any_of(r.tables.begin(), r.tables.end(),
                                   [](const TableRecord& t) { return t.classes_space(); });
            };
            if (classes(record) && !classes(p)) p = completed(std::move(record));
            return p;
        }
    registered().push_back(completed(std::move(record)));
    return registered().back();
}

PuzzleList puzzles_listed(const std::string& names, uint64_t all_below_states) {
    PuzzleList list;
    if (names == "all") {
        list.every = true;
        for (const Puzzle& p : puzzles())
            if (p.model && p.states < all_below_states) list.records.push_back(&p);
        return list;
    }
    if (names.find(',') == std::string::npos) return list;
    for (size_t start = 0;;) {
        const size_t comma = names.find(',', start);
        const std::string name = names.substr(start, comma - start);
        if (name.empty())
            throw std::invalid_argument("the list '" + excerpt(names) + "' has an empty name");
        list.records.push_back(&find_puzzle(name));
        if (comma == std::string::npos) return list;
        start = comma + 1;
    }
}

const Puzzle& find_puzzle(const std::string& name) {
    std::vector<std::string> names;
    std::string known;
    {
        const std::lock_guard<std::mutex> lock(registered_mutex());
        for (const Puzzle& p : registered())
            if (same_name(name, p.id)) return p;
    }
    for (const Puzzle& p : puzzles()) {
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

std::string check_metric(const Puzzle& p, const std::string& metric) {
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
    return m;
}

namespace {

// model_of's checks: the metric meant, or std::invalid_argument.
std::string metric_for_model(const Puzzle& p, const std::string& metric, const std::string& gens) {
    if (!p.model)
        throw std::invalid_argument(p.id + " has no table of its own: " + p.table_note + " (" +
                                    program_name() + " solve --puzzle " + p.id + ")");
    const std::string m = check_metric(p, metric);
    if (!gens.empty() && p.faces.empty() && p.definition_file.empty())
        throw std::invalid_argument(p.id + " takes no --gens");
    return m;
}

} // namespace

PuzzleModel model_of(const Puzzle& p, const std::string& metric, const std::string& gens) {
    const std::string m = metric_for_model(p, metric, gens);
    return p.model(m, gens);
}

ModelSizes sizes_of(const Puzzle& p, const std::string& metric, const std::string& gens) {
    const std::string m = metric_for_model(p, metric, gens);
    if (!p.sizes) throw std::logic_error("sizes_of: " + p.id + " has no sizes");
    return p.sizes(m, gens);
}

PuzzleModel make_puzzle(const std::string& name, const std::string& metric,
                        const std::string& gens) {
    return model_of(find_puzzle(name), metric, gens);
}

namespace {

// Every puzzle, built-in then registered (a copy of the registered list's pointers: the deque
// keeps them valid).
std::vector<const Puzzle*> all_puzzles() {
    std::vector<const Puzzle*> all;
    for (const Puzzle& p : puzzles()) all.push_back(&p);
    const std::lock_guard<std::mutex> lock(registered_mutex());
    for (const Puzzle& p : registered()) all.push_back(&p);
    return all;
}

} // namespace

std::vector<const TableRecord*> table_records() {
    std::vector<const TableRecord*> all;
    for (const Puzzle* p : all_puzzles())
        for (const TableRecord& t : p->tables) all.push_back(&t);
    return all;
}

const TableRecord* table_of_id(const std::string& id) {
    for (const TableRecord* t : table_records())
        if (t->id == id) return t;
    return nullptr;
}

const TableRecord& find_table(const std::string& name) {
    for (const TableRecord* t : table_records()) {
        if (same_name(name, t->id)) return *t;
        for (const std::string& alias : t->aliases)
            if (same_name(name, alias)) return *t;
    }
    const Puzzle& p = find_puzzle(name); // throws for an unknown name, with the suggestion
    if (const TableRecord* t = full_table_of(p); t != nullptr) return *t;
    throw std::invalid_argument(p.id + " has no table of its own: " + p.table_note + " (" +
                                program_name() + " solve --puzzle " + p.id + ")");
}

const Puzzle& owner_of(const TableRecord& table) {
    for (const Puzzle* p : all_puzzles())
        for (const TableRecord& t : p->tables)
            if (&t == &table) return *p;
    throw std::logic_error("owner_of: " + table.id + " is not a registered table");
}

const TableRecord* full_table_of(const Puzzle& record) {
    for (const TableRecord& t : record.tables)
        if (t.id == record.id) return &t;
    return nullptr;
}

const TableRecord* class_table_of(const Puzzle& record) {
    for (const TableRecord& t : record.tables)
        if (t.classes_space() && t.puzzle == record.id) return &t;
    return nullptr;
}

std::string check_table_metric(const TableRecord& table, const std::string& metric) {
    const std::string m = metric.empty() ? table.metrics.front() : metric;
    if (std::find(table.metrics.begin(), table.metrics.end(), m) == table.metrics.end())
        throw std::invalid_argument("--metric " + m + " does not apply to " + table.id +
                                    ": its metrics are " + [&] {
                                        std::string all;
                                        for (const std::string& x : table.metrics)
                                            all += (all.empty() ? "" : ", ") + x;
                                        return all;
                                    }());
    return m;
}

std::vector<const Puzzle*> puzzles_claiming(const std::string& line, InputKind input) {
    std::vector<const Puzzle*> best;
    int strongest = 0;
    for (const Puzzle& p : puzzles()) {
        const int claim = p.claims_position ? p.claims_position(line, input) : 0;
        if (claim > strongest) best.clear(), strongest = claim;
        if (claim == strongest && claim > 0) best.push_back(&p);
    }
    return best;
}

} // namespace twobit
