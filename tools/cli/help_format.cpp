// twobit's help formatter; see help_format.hpp.
#include "tools/cli/help_format.hpp"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <sstream>

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

    // In `twobit --help`'s list a command's description is cut to its first clause (before
    // " (" or ": "), so that each fits a terminal line; `twobit help COMMAND` prints it whole.
    std::string make_subcommand(const CLI::App* sub) const override {
        std::stringstream out;
        CLI::detail::format_help(out, sub->get_display_name(true), summary(sub->get_description()),
                                 column_width_);
        return out.str();
    }

  private:
    static std::string summary(const std::string& description) {
        const size_t cut = std::min(description.find(" ("), description.find(": "));
        return description.substr(0, cut);
    }
};

} // namespace

std::shared_ptr<CLI::FormatterBase> twobit_help_formatter() {
    return std::make_shared<TwobitFormatter>();
}

} // namespace twobit::cli
