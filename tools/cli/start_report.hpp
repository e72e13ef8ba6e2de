// `--start FILE` of generate (docs/DEFINITIONS.md, "Between phases"): the goal table's
// distribution over the positions where a second definition's solved state already holds,
// its God's number and antipodes, each given as a scramble that reaches it.
#pragma once

#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "host/engine/distance_table.hpp"
#include "host/puzzles/defs/start_pattern.hpp"
#include "tools/cli/cli_common.hpp"

namespace twobit::cli {

struct StartReport {
    std::string file;
    uint64_t positions = 0; // where the pattern holds, reachable or not
    StartDistribution distribution;
    std::vector<std::string> antipodes; // scrambles
};

// The start pattern of `path` against the chosen definition, read and checked before any
// search (a UsageError without --def; the files' mismatch is a DefinitionError, exit 1).
std::shared_ptr<const StartPattern> read_start_pattern(const ChosenPuzzle& chosen,
                                                       const std::string& path);

StartReport start_report(const ChosenPuzzle& chosen, const StartPattern& pattern,
                         const std::string& path, const TableBytes& table);

void print_start_report(const StartReport& report);
nlohmann::json start_report_json(const StartReport& report);

} // namespace twobit::cli
