// How twobit's help reads: every usage line names the whole command ("twobit solve", where
// CLI11 alone prints "solve") and shows the positional arguments a command reads itself
// (set_extra_usage in cli_common.hpp), which CLI11 does not know of.
#pragma once

#include <memory>

#include "tools/cli/cli11_fwd.hpp"

namespace twobit::cli {

// The formatter to install on the app before its subcommands are added (they inherit it).
std::shared_ptr<CLI::FormatterBase> twobit_help_formatter();

} // namespace twobit::cli
