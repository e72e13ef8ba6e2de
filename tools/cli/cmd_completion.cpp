// `twobit completion bash`: a bash completion script made from the command definitions
// themselves, walking the CLI11 tree: the commands, each command's options, and for an
// option that takes a value what it may be, read from its type name (cli_common.hpp): one of
// a fixed set ("htm|qtm|half"), a puzzle id from the registry, a file or a folder. A new
// option or puzzle completes without anyone editing the script.
#include <CLI/CLI.hpp>
#include <fmt/format.h>
#include <string>
#include <vector>

#include "host/puzzles/registry.hpp"
#include "tools/cli/cli_common.hpp"
#include "tools/cli/commands.hpp"

namespace twobit::cli {

namespace {

// The type an option's value has, without the validators' notes CLI11 appends ("INT:INT in
// [1 - 4096]" -> "INT").
std::string completion_type(const CLI::Option& option) {
    const std::string full = option.get_type_name();
    return full.substr(0, full.find(':'));
}

std::vector<std::string> completion_commands(const CLI::App& app) {
    std::vector<std::string> names;
    for (const CLI::App* sub : app.get_subcommands({}))
        if (!sub->get_name().empty()) names.push_back(sub->get_name());
    return names;
}

// Words joined by spaces, for a single-quoted bash string: a word with a quote or a space
// (none of twobit's) is left out rather than breaking the script.
std::string completion_words(const std::vector<std::string>& words) {
    std::string out;
    for (const std::string& word : words) {
        if (word.empty() || word.find_first_of("' \t\n\\") != std::string::npos) continue;
        out += (out.empty() ? "" : " ") + word;
    }
    return out;
}

// The bash statement that completes a value of this type, or "" for one with nothing to
// offer (a number: the options are not offered in its place either).
std::string completion_for_type(const std::string& type, const CLI::App& root) {
    // mapfile, not COMPREPLY=($(...)): a name with a space stays one word, and a * in one is
    // not expanded.
    if (type == kFileType)
        return "compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -f -- "
               "\"$cur\")";
    if (type == kDirType)
        return "compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -d -- "
               "\"$cur\")";
    std::vector<std::string> words;
    if (type == kPuzzleType) {
        // Every name --puzzle takes: ids, aliases, tables' ids; and definition files.
        for (const Puzzle& p : puzzles()) {
            words.push_back(p.id);
            words.insert(words.end(), p.aliases.begin(), p.aliases.end());
            for (const TableRecord& t : p.tables)
                if (t.id != p.id) words.push_back(t.id);
        }
        return "compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -W '" +
               completion_words(words) +
               "' -- \"$cur\"; compgen -f -X '!*.tws' -- \"$cur\"; compgen -d -- \"$cur\")";
    } else if (type == "COMMAND") {
        words = completion_commands(root);
    } else if (type.find('|') != std::string::npos) {
        for (size_t start = 0;;) {
            const size_t bar = type.find('|', start);
            words.push_back(type.substr(start, bar - start));
            if (bar == std::string::npos) break;
            start = bar + 1;
        }
    }
    if (words.empty()) return "";
    return "mapfile -t COMPREPLY < <(compgen -W '" + completion_words(words) + "' -- \"$cur\")";
}

// The case branch of one command: its options' values after the option, its positional
// argument's values, else its options.
std::string completion_branch(const CLI::App& cmd, const CLI::App& root) {
    std::string values, positional;
    std::vector<std::string> options;
    for (const CLI::Option* option : cmd.get_options()) {
        if (!option->nonpositional()) {
            if (positional.empty())
                positional = completion_for_type(completion_type(*option), root);
            continue;
        }
        std::vector<std::string> names;
        for (const std::string& s : option->get_snames()) names.push_back("-" + s);
        for (const std::string& l : option->get_lnames()) names.push_back("--" + l);
        options.insert(options.end(), names.begin(), names.end());
        if (option->get_expected_max() == 0) continue; // a flag
        const std::string action = completion_for_type(completion_type(*option), root);
        values += fmt::format("        {}) {}{}return ;;\n", fmt::join(names, "|"), action,
                              action.empty() ? "" : "; ");
    }
    std::string branch = fmt::format("    {})\n", cmd.get_name());
    if (!values.empty()) branch += "        case $prev in\n" + values + "        esac\n";
    if (!positional.empty())
        branch += "        if [[ $cur != -* ]]; then " + positional + "; return; fi\n";
    branch += "        words='" + completion_words(options) + "' ;;\n";
    return branch;
}

std::string bash_completion_script(const CLI::App& root) {
    std::vector<std::string> top = completion_commands(root);
    top.insert(top.end(), {"--help", "--version"});
    std::string script =
        "# bash completion for twobit, generated by `twobit completion bash` from its command\n"
        "# definitions. Use: source <(twobit completion bash), or save it as\n"
        "# ~/.local/share/bash-completion/completions/twobit.\n"
        "_twobit() {\n"
        "    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}\n"
        "    local cmd='' words='' i\n"
        "    COMPREPLY=()\n"
        "    for ((i = 1; i < COMP_CWORD; i++)); do\n"
        "        case ${COMP_WORDS[i]} in\n"
        "        -*) ;;\n"
        "        *) cmd=${COMP_WORDS[i]}; break ;;\n"
        "        esac\n"
        "    done\n"
        "    case $cmd in\n"
        "    '') words='" +
        completion_words(top) + "' ;;\n";
    for (const CLI::App* sub : root.get_subcommands({}))
        if (!sub->get_name().empty()) script += completion_branch(*sub, root);
    script += "    *) return ;;\n"
              "    esac\n"
              "    COMPREPLY=($(compgen -W \"$words\" -- \"$cur\"))\n"
              "}\n";
    // The name as typed too (build/twobit), so that the script works before installing.
    std::string names = "twobit";
    if (program_name() != "twobit" && program_name().find('\'') == std::string::npos)
        names += " '" + program_name() + "'";
    script += "complete -F _twobit " + names + "\n";
    return script;
}

} // namespace

void add_completion_command(CLI::App& app, int& exit_code) {
    auto shell = std::make_shared<std::string>();
    CLI::App* cmd = app.add_subcommand(
        "completion", "Print a shell completion script (bash) for the commands, their options "
                      "and the puzzle ids");
    cmd->add_option("shell", *shell, "The shell: bash")
        ->type_name(choices_type({"bash"}))
        ->required()
        ->check(CLI::IsMember({"bash"}).description("")); // the type name says it
    set_examples(*cmd,
                 {"source <(twobit completion bash)",
                  "twobit completion bash > ~/.local/share/bash-completion/completions/twobit"});
    cmd->callback([shell, &app, &exit_code] { // shell: its option writes there
        fmt::print("{}", bash_completion_script(app));
        exit_code = kExitOk;
    });
}

} // namespace twobit::cli
