// twobit's help formatter; see help_format.hpp.
#include "tools/cli/help_format.hpp"

#include <CLI/CLI.hpp>

#include "tools/cli/cli_common.hpp"

namespace twobit::cli {

namespace {

class TwobitFormatter : public CLI::Formatter {
  public:
    std::string make_usage(const CLI::App* app, std::string name) const override {
        // A subcommand's usage names the whole command: CLI11 gives its name alone ("solve")
        // from `help solve`, and the path typed ("build/twobit solve") from `solve --help`.
        if (app->get_parent() != nullptr) name = "twobit " + app->get_name();
        std::string usage = CLI::Formatter::make_usage(app, name);
        const std::string& extra = extra_usage(*app);
        if (!extra.empty() && !usage.empty() && usage.back() == '\n')
            usage.insert(usage.size() - 1, " " + extra);
        return usage;
    }
};

} // namespace

std::shared_ptr<CLI::FormatterBase> twobit_help_formatter() {
    return std::make_shared<TwobitFormatter>();
}

} // namespace twobit::cli
