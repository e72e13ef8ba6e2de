// --plot and --histogram; see distribution_outputs.hpp.
#include "tools/cli/distribution_outputs.hpp"

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "host/io/atomic_file.hpp"
#include "host/present/distribution_plot.hpp"
#include "tools/cli/cli_common.hpp"

namespace twobit::cli {

void add_distribution_options(CLI::App& cmd, DistributionOutputs& outputs) {
    cmd.add_option("--plot", outputs.plot,
                   "Write the distance distribution as an SVG bar chart (log scale) to this file")
        ->type_name(kFileType)
        ->check(non_empty());
    cmd.add_flag("--histogram", outputs.histogram,
                 "Print the distance distribution as a text histogram (log scale)");
}

void check_distribution_outputs(const DistributionOutputs& outputs, bool json,
                                const std::vector<std::string>& other_files) {
    if (outputs.plot == "-") throw UsageError("--plot takes a file; - is not one");
    if (outputs.histogram && json)
        throw UsageError("--histogram and --json both want standard output: choose one");
    if (outputs.plot.empty()) return;
    for (const std::string& other : other_files)
        if (!other.empty() && same_output_file(OutputName(outputs.plot), OutputName(other)))
            throw UsageError("--plot " + outputs.plot + " is " + other +
                             ", a file of this command: give the plot a name of its own");
    refuse_replacing_table("--plot", outputs.plot);
    check_output_path(OutputName(outputs.plot));
}

void write_distribution_outputs(const DistributionOutputs& outputs, const std::string& title,
                                const std::vector<uint64_t>& counts) {
    if (!outputs.plot.empty())
        write_output(OutputName(outputs.plot), distribution_svg(title, counts));
    if (outputs.histogram) fmt::print("{}", distribution_histogram(title, counts));
}

} // namespace twobit::cli
