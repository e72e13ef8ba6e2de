// The distribution's pictures that `generate` and `verify` can add to their report: --plot FILE
// (an SVG bar chart, host/present/distribution_plot.hpp, written atomically) and --histogram
// (a text histogram on standard output). Checked before the search, written after it.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "tools/cli/cli11_fwd.hpp"

namespace twobit::cli {

struct DistributionOutputs {
    std::string plot; // --plot FILE; empty: none
    bool histogram = false;
};

// Adds --plot and --histogram to cmd.
void add_distribution_options(CLI::App& cmd, DistributionOutputs& outputs);

// Before any search: --plot's file can be written (else FileWriteError: exit 1, nothing
// written), it is not standard output nor any of the command's other files (a table, a
// checkpoint, by device and inode: a plot would replace it), and --histogram does not share
// standard output with --json (UsageError).
void check_distribution_outputs(const DistributionOutputs& outputs, bool json,
                                const std::vector<std::string>& other_files = {});

// Writes the plot and prints the histogram of counts (counts[d]: states at distance d).
void write_distribution_outputs(const DistributionOutputs& outputs, const std::string& title,
                                const std::vector<uint64_t>& counts);

} // namespace twobit::cli
