// `twobit generate`: build a complete table, write it, print the distribution. The output
// location is checked before the search (which can take hours), not after.
#include <fmt/format.h>
#include <memory>
#include <nlohmann/json.hpp>

#include "host/engine/save_table.hpp"
#include "host/io/atomic_file.hpp"
#include "tools/cli/cli_common.hpp"
#include "tools/cli/commands.hpp"

namespace twobit::cli {

namespace {

struct GenerateOptions {
    PuzzleOptions puzzle;
    std::string output;
    SearchCliOptions search;
    bool json = false;
};

int run_generate(const GenerateOptions& o) {
    const PuzzleModel model = build_model_for_search(o.puzzle, resolve_threads(o.search.threads));
    if (o.output == "-") throw UsageError("-o -: a table is written to a file, not to stdout");
    const std::string path = o.output.empty() ? default_table_path(model) : o.output;
    check_output_path(path, kTableHeaderBytes + table_payload_bytes(model.num_states()));
    SearchCliOptions search = o.search;
    search.log_levels = !o.json;
    BuiltTable built = build_table(model, search);
    const SearchResult& r = built.result;
    save_table(path, model, r, built.table);

    const uint64_t states = model.num_states();
    const double rate = r.seconds > 0 ? static_cast<double>(r.reached) / r.seconds : 0.0;
    if (o.json) {
        const nlohmann::json j = {{"puzzle", model.puzzle},
                                  {"metric", model.metric},
                                  {"gens", model.gens},
                                  {"moves", model.move_list()},
                                  {"states", states},
                                  {"reached", r.reached},
                                  {"unreached", states - r.reached},
                                  {"counts", r.counts},
                                  {"max_depth", r.max_depth()},
                                  {"antipodes", r.counts.back()},
                                  {"seconds", r.seconds},
                                  {"states_per_second", rate},
                                  {"backend", r.backend},
                                  {"device", r.device},
                                  {"device_seconds", r.device_seconds},
                                  {"threads", r.threads},
                                  {"file", path},
                                  {"payload_bytes", built.table.num_bytes()}};
        fmt::print("{}\n", json_line(j));
        return kExitOk;
    }
    fmt::print("{} {}{}: {} states, {} reached", model.puzzle, model.metric, gens_note(model.gens),
               states, r.reached);
    if (r.reached < states) fmt::print(", {} never reached with these moves", states - r.reached);
    fmt::print("\n{:>5}  {:>12}\n", "depth", "states");
    for (size_t d = 0; d < r.counts.size(); ++d) fmt::print("{:>5}  {:>12}\n", d, r.counts[d]);
    fmt::print("God's number (max depth) {}, antipodes {}\n", r.max_depth(), r.counts.back());
    fmt::print("{:.3f} s, {:.1f} M states/s, backend {} ({})\n", r.seconds, rate / 1e6, r.backend,
               r.device);
    fmt::print("wrote {} ({} payload bytes + {}-byte header)\n", path, built.table.num_bytes(),
               kTableHeaderBytes);
    return kExitOk;
}

} // namespace

void add_generate_command(CLI::App& app, int& exit_code) {
    auto o = std::make_shared<GenerateOptions>();
    CLI::App* cmd = app.add_subcommand("generate", "Build a complete distance table and save it");
    add_puzzle_options(*cmd, o->puzzle);
    cmd->add_option("-o,--output,--table", o->output,
                    "Table file (default: $TWOBIT_TABLES, $XDG_DATA_HOME/twobit or "
                    "~/.local/share/twobit); an existing file is replaced, anything else there "
                    "is refused; a symbolic link to a file is written through")
        ->check(non_empty());
    add_search_options(*cmd, o->search);
    cmd->add_flag("--json", o->json, "Print one JSON object on stdout instead of text");
    cmd->callback([o, &exit_code] { exit_code = run_generate(*o); });
}

} // namespace twobit::cli
