// `twobit completion bash|zsh|fish`: a completion script made from the command definitions
// themselves, walking the CLI11 tree (completion_model, one description that each shell's
// script renders): the commands, each command's options, and for an
// option that takes a value what it may be, read from its type name (cli_common.hpp): one of
// a fixed set ("htm|qtm|half"), a puzzle id from the registry, a file or a folder. A new
// option or puzzle completes without anyone editing the script.
#include <CLI/CLI.hpp>
#include <algorithm>
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

// What may follow an option (or stand as a command's positional argument), read from its
// type name: nothing to offer (a number, free text), a file, a folder, one of fixed words, or
// a puzzle name (ids, aliases and tables' ids, or a definition file).
struct ValueCompletion {
    enum Kind { kNone, kFiles, kDirs, kWords, kPuzzles } kind = kNone;
    std::vector<std::string> words;
};

struct OptionCompletion {
    std::vector<std::string> names; // "-o", "--output"
    bool flag = false;              // takes no value
    ValueCompletion value;
    std::string help;
};

struct CommandCompletion {
    std::string name, help;
    std::vector<OptionCompletion> options;
    ValueCompletion positional;
};

ValueCompletion value_completion(const std::string& type, const CLI::App& root) {
    ValueCompletion v;
    if (type == kFileType) {
        v.kind = ValueCompletion::kFiles;
    } else if (type == kDirType) {
        v.kind = ValueCompletion::kDirs;
    } else if (type == kPuzzleType) {
        v.kind = ValueCompletion::kPuzzles;
        for (const Puzzle& p : puzzles()) {
            v.words.push_back(p.id);
            v.words.insert(v.words.end(), p.aliases.begin(), p.aliases.end());
            for (const TableRecord& t : p.tables)
                if (t.id != p.id) v.words.push_back(t.id);
        }
    } else if (type == "COMMAND") {
        v.words = completion_commands(root);
    } else if (type.find('|') != std::string::npos) {
        for (size_t start = 0;;) {
            const size_t bar = type.find('|', start);
            v.words.push_back(type.substr(start, bar - start));
            if (bar == std::string::npos) break;
            start = bar + 1;
        }
    }
    if (v.kind == ValueCompletion::kNone && !v.words.empty()) v.kind = ValueCompletion::kWords;
    return v;
}

// A help text's first clause (before " (", ": " or "; "), for the shells that show one.
std::string completion_summary(const std::string& help) {
    const size_t cut = std::min({help.find(" ("), help.find(": "), help.find("; ")});
    return help.substr(0, cut);
}

// The commands, their options and what their values may be: what every shell's script says.
std::vector<CommandCompletion> completion_model(const CLI::App& root) {
    std::vector<CommandCompletion> commands;
    for (const CLI::App* sub : root.get_subcommands({})) {
        if (sub->get_name().empty()) continue;
        CommandCompletion c;
        c.name = sub->get_name();
        c.help = completion_summary(sub->get_description());
        for (const CLI::Option* option : sub->get_options()) {
            if (!option->nonpositional()) { // the first positional argument with values to offer
                if (c.positional.kind == ValueCompletion::kNone)
                    c.positional = value_completion(completion_type(*option), root);
                continue;
            }
            OptionCompletion o;
            for (const std::string& s : option->get_snames()) o.names.push_back("-" + s);
            for (const std::string& l : option->get_lnames()) o.names.push_back("--" + l);
            o.flag = option->get_expected_max() == 0;
            if (!o.flag) o.value = value_completion(completion_type(*option), root);
            o.help = completion_summary(option->get_description());
            c.options.push_back(std::move(o));
        }
        commands.push_back(std::move(c));
    }
    return commands;
}

std::vector<std::string> option_names(const CommandCompletion& c) {
    std::vector<std::string> names;
    for (const OptionCompletion& o : c.options)
        names.insert(names.end(), o.names.begin(), o.names.end());
    return names;
}

// The name as typed too (build/twobit), so that a script works before installing.
std::vector<std::string> completed_program_names() {
    std::vector<std::string> names = {"twobit"};
    if (program_name() != "twobit" && program_name().find('\'') == std::string::npos)
        names.push_back(program_name());
    return names;
}

// ---- bash ----

// The bash statement that completes a value, or "" for one with nothing to offer (a number:
// the options are not offered in its place either).
std::string bash_value(const ValueCompletion& v) {
    // mapfile, not COMPREPLY=($(...)): a name with a space stays one word, and a * in one is
    // not expanded.
    switch (v.kind) {
    case ValueCompletion::kFiles:
        return "compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -f -- "
               "\"$cur\")";
    case ValueCompletion::kDirs:
        return "compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -d -- "
               "\"$cur\")";
    case ValueCompletion::kPuzzles:
        return "compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -W '" +
               completion_words(v.words) +
               "' -- \"$cur\"; compgen -f -X '!*.tws' -- \"$cur\"; compgen -d -- \"$cur\")";
    case ValueCompletion::kWords:
        return "mapfile -t COMPREPLY < <(compgen -W '" + completion_words(v.words) +
               "' -- \"$cur\")";
    case ValueCompletion::kNone:
        break;
    }
    return "";
}

std::string bash_branch(const CommandCompletion& c) {
    std::string values;
    for (const OptionCompletion& o : c.options) {
        if (o.flag) continue;
        const std::string action = bash_value(o.value);
        values += fmt::format("        {}) {}{}return ;;\n", fmt::join(o.names, "|"), action,
                              action.empty() ? "" : "; ");
    }
    std::string branch = fmt::format("    {})\n", c.name);
    if (!values.empty()) branch += "        case $prev in\n" + values + "        esac\n";
    const std::string positional = bash_value(c.positional);
    if (!positional.empty())
        branch += "        if [[ $cur != -* ]]; then " + positional + "; return; fi\n";
    branch += "        words='" + completion_words(option_names(c)) + "' ;;\n";
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
    for (const CommandCompletion& c : completion_model(root)) script += bash_branch(c);
    script += "    *) return ;;\n"
              "    esac\n"
              "    COMPREPLY=($(compgen -W \"$words\" -- \"$cur\"))\n"
              "}\n";
    std::string names;
    for (const std::string& n : completed_program_names())
        names += (names.empty() ? "" : " ") + (n == "twobit" ? n : "'" + n + "'");
    script += "complete -F _twobit " + names + "\n";
    return script;
}

// ---- zsh ----

std::string zsh_value(const ValueCompletion& v) {
    switch (v.kind) {
    case ValueCompletion::kFiles:
        return "_files";
    case ValueCompletion::kDirs:
        return "_files -/";
    case ValueCompletion::kPuzzles:
        return "compadd -- " + completion_words(v.words) + "; _files -g '*.tws'";
    case ValueCompletion::kWords:
        return "compadd -- " + completion_words(v.words);
    case ValueCompletion::kNone:
        break;
    }
    return "";
}

std::string zsh_completion_script(const CLI::App& root) {
    std::vector<std::string> top = completion_commands(root);
    top.insert(top.end(), {"--help", "--version"});
    std::string script =
        "#compdef twobit\n"
        "# zsh completion for twobit, generated by `twobit completion zsh` from its command\n"
        "# definitions. Use: source <(twobit completion zsh) after compinit, or save it as "
        "_twobit\n"
        "# in a folder of $fpath.\n"
        "_twobit() {\n"
        "    local cmd='' prev=${words[CURRENT-1]} i\n"
        "    for ((i = 2; i < CURRENT; i++)); do\n"
        "        [[ ${words[i]} == -* ]] || { cmd=${words[i]}; break; }\n"
        "    done\n"
        "    case $cmd in\n"
        "    '') compadd -- " +
        completion_words(top) + " ;;\n";
    for (const CommandCompletion& c : completion_model(root)) {
        script += "    " + c.name + ")\n        case $prev in\n";
        for (const OptionCompletion& o : c.options)
            if (!o.flag)
                script += fmt::format("        {}) {}{}return ;;\n", fmt::join(o.names, "|"),
                                      zsh_value(o.value), o.value.kind ? "; " : "");
        script += "        esac\n";
        if (c.positional.kind != ValueCompletion::kNone)
            script += "        if [[ $PREFIX != -* ]]; then " + zsh_value(c.positional) +
                      "; return; fi\n";
        script += "        compadd -- " + completion_words(option_names(c)) + " ;;\n";
    }
    script += "    esac\n"
              "}\n"
              "if [[ ${funcstack[1]} == _twobit ]]; then _twobit \"$@\"; else compdef _twobit";
    for (const std::string& n : completed_program_names())
        script += " " + (n == "twobit" ? n : "'" + n + "'");
    script += "; fi\n";
    return script;
}

// ---- fish ----

// A single-quoted fish string.
std::string fish_quoted(const std::string& text) {
    std::string out = "'";
    for (const char c : text) {
        if (c == '\'' || c == '\\') out += '\\';
        out += c;
    }
    return out + "'";
}

std::string fish_value(const ValueCompletion& v) {
    switch (v.kind) {
    case ValueCompletion::kFiles:
        return " -r -F";
    case ValueCompletion::kDirs:
        return " -x -a '(__fish_complete_directories)'";
    case ValueCompletion::kPuzzles:
        return " -x -a " +
               fish_quoted(completion_words(v.words) + " (__fish_complete_suffix .tws)");
    case ValueCompletion::kWords:
        return " -x -a " + fish_quoted(completion_words(v.words));
    case ValueCompletion::kNone:
        break;
    }
    return " -x";
}

std::string fish_completion_script(const CLI::App& root) {
    std::string script =
        "# fish completion for twobit, generated by `twobit completion fish` from its command\n"
        "# definitions. Use: twobit completion fish | source, or save it as\n"
        "# ~/.config/fish/completions/twobit.fish.\n";
    for (const std::string& n : completed_program_names()) {
        const std::string c = "complete -c " + fish_quoted(n);
        script += c + " -f\n";
        for (const CommandCompletion& cmd : completion_model(root)) {
            script += c + " -n __fish_use_subcommand -a " + cmd.name + " -d " +
                      fish_quoted(cmd.help) + "\n";
            const std::string when =
                " -n " + fish_quoted("__fish_seen_subcommand_from " + cmd.name);
            // Without the leading -r or -x: a positional argument is no option's value.
            if (cmd.positional.kind != ValueCompletion::kNone)
                script += c + when + fish_value(cmd.positional).substr(3) + "\n";
            for (const OptionCompletion& o : cmd.options) {
                std::string line = c + when;
                for (const std::string& name : o.names)
                    line += (name.size() == 2 ? " -s " + name.substr(1) : " -l " + name.substr(2));
                if (!o.flag) line += fish_value(o.value);
                script += line + " -d " + fish_quoted(o.help) + "\n";
            }
        }
    }
    return script;
}

} // namespace

void add_completion_command(CLI::App& app, int& exit_code) {
    auto shell = std::make_shared<std::string>();
    CLI::App* cmd = app.add_subcommand(
        "completion", "Print a shell completion script (bash, zsh or fish) for the commands, "
                      "their options and the puzzle ids");
    cmd->add_option("shell", *shell, "The shell: bash, zsh or fish")
        ->type_name(choices_type({"bash", "zsh", "fish"}))
        ->required()
        ->check(CLI::IsMember({"bash", "zsh", "fish"}).description("")); // the type name says it
    set_examples(*cmd, {"source <(twobit completion bash)",
                        "twobit completion fish > ~/.config/fish/completions/twobit.fish"});
    cmd->callback([shell, &app, &exit_code] { // shell: its option writes there
        if (*shell == "zsh")
            fmt::print("{}", zsh_completion_script(app));
        else if (*shell == "fish")
            fmt::print("{}", fish_completion_script(app));
        else
            fmt::print("{}", bash_completion_script(app));
        exit_code = kExitOk;
    });
}

} // namespace twobit::cli
