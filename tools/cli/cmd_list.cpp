// `twobit list`: the puzzle catalog.
#include <algorithm>
#include <fmt/format.h>
#include <memory>
#include <nlohmann/json.hpp>
#include <numeric>

#include "host/puzzles/puzzle_catalog.hpp"
#include "tables/published_distributions.hpp"
#include "tools/cli/cli_common.hpp"
#include "tools/cli/commands.hpp"

namespace twobit::cli {

namespace {

int run_list(bool json) {
    nlohmann::json all = nlohmann::json::array();
    size_t id_width = 8; // the id column fits the longest id
    for (const CatalogEntry& e : puzzle_catalog()) id_width = std::max(id_width, e.id.size());
    if (!json)
        fmt::print("{:<{}} {:<12} {:>11} {:>11} {:>11}  {}\n", "id", id_width, "metrics",
                   "index size", "reachable", "table bytes", "God's number (published)");
    for (const CatalogEntry& e : puzzle_catalog()) {
        const uint64_t table_bytes = kTableHeaderBytes + (e.states + 3) / 4;
        nlohmann::json gods = nlohmann::json::object();
        std::string gods_text;
        uint64_t reachable = 0; // published counts add up to the states the moves reach
        for (const std::string& m : e.metrics) {
            const PublishedDistribution* p = find_published_distribution(e.id, m, e.faces);
            if (p == nullptr) continue;
            gods[m] = p->counts.size() - 1;
            if (reachable == 0) // the first metric's (half turns reach fewer 2x2x2 states)
                reachable = std::accumulate(p->counts.begin(), p->counts.end(), uint64_t{0});
            gods_text +=
                fmt::format("{}{} {}", gods_text.empty() ? "" : ", ", m, p->counts.size() - 1);
        }
        all.push_back({{"id", e.id},
                       {"description", e.description},
                       {"metrics", e.metrics},
                       {"faces", e.faces},
                       {"states", e.states},
                       {"reachable", reachable},
                       {"table_bytes", table_bytes},
                       {"gods_number", gods}});
        if (!json)
            fmt::print("{:<{}} {:<12} {:>11} {:>11} {:>11}  {}\n{:{}} {}\n", e.id, id_width,
                       fmt::format("{}", fmt::join(e.metrics, ",")), e.states, reachable,
                       table_bytes, gods_text, "", id_width, e.description);
    }
    if (json) fmt::print("{}\n", json_line(all));
    return kExitOk;
}

} // namespace

void add_list_command(CLI::App& app, int& exit_code) {
    auto json = std::make_shared<bool>(false);
    CLI::App* cmd = app.add_subcommand("list", "List the puzzles and move sets twobit knows");
    cmd->add_flag("--json", *json, "Print one JSON array on stdout instead of text");
    cmd->callback([json, &exit_code] { exit_code = run_list(*json); });
}

} // namespace twobit::cli
