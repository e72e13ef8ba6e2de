// `twobit info FILE`: check a table file and print its header.
#include <fmt/format.h>
#include <memory>
#include <nlohmann/json.hpp>

#include "cli_common.hpp"
#include "commands.hpp"

namespace twobit::cli {

namespace {

struct InfoOptions {
    std::string file;
    bool json = false;
};

int run_info(const InfoOptions& o) {
    const TableFile file = TableFile::open(o.file);
    const TableHeader& h = file.header();
    if (o.json) {
        nlohmann::json j = {{"file", o.file},
                            {"format_version", h.format_version},
                            {"puzzle", h.puzzle},
                            {"metric", h.metric},
                            {"gens", h.gens},
                            {"moves", h.moves},
                            {"states", h.states},
                            {"reached", h.reached},
                            {"encoding", h.encoding},
                            {"max_depth", h.max_depth()},
                            {"counts", h.counts},
                            {"payload_bytes", h.payload_bytes},
                            {"payload_xxh3", hex64(h.payload_hash)}};
        fmt::print("{}\n", json_line(j));
        return kExitOk;
    }
    fmt::print("file        {}\n", o.file);
    fmt::print("format      twobit table version {}, encoding {} (2-bit distance mod 3)\n",
               h.format_version, h.encoding);
    fmt::print("puzzle      {}\n", h.puzzle);
    fmt::print("metric      {}\n", h.metric);
    fmt::print("gens        {}\n", h.gens.empty() ? "(none: the puzzle has no faces)" : h.gens);
    fmt::print("moves       {}\n", h.moves);
    fmt::print("states      {}\n", h.states);
    fmt::print("reached     {}\n", h.reached);
    fmt::print("max depth   {} ({} antipodes)\n", h.max_depth(), h.counts.back());
    fmt::print("counts      {}\n", join_counts(h.counts));
    fmt::print("payload     {} bytes, XXH3-64 {}\n", h.payload_bytes, hex64(h.payload_hash));
    fmt::print("checks      header, checksums and per-value counts OK\n");
    return kExitOk;
}

} // namespace

void add_info_command(CLI::App& app, int& exit_code) {
    auto o = std::make_shared<InfoOptions>();
    CLI::App* cmd = app.add_subcommand("info", "Check a table file and print its header");
    cmd->add_option("file", o->file, "Table file")->required();
    cmd->add_flag("--json", o->json, "Print one JSON object on stdout instead of text");
    cmd->callback([o, &exit_code] { exit_code = run_info(*o); });
}

} // namespace twobit::cli
