// The command that resumes a stopped generate; see resume_command.hpp.
#include "tools/cli/resume_command.hpp"

#include <CLI/CLI.hpp>
#include <cstring>

#include "host/io/program_name.hpp"

namespace twobit::cli {

std::string shell_word(const std::string& word) {
    const char* safe = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_@%+=:,./-";
    bool plain = !word.empty();
    for (char c : word) plain = plain && c != '\0' && std::strchr(safe, c) != nullptr;
    if (plain) return word;
    std::string quoted = "'";
    for (char c : word) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return quoted + "'";
}

std::string resume_command(const GenerateOptions& o, const std::string& checkpoint) {
    std::string command =
        shell_word(program_name()) + " generate --resume " + shell_word(checkpoint);
    const auto add = [&command](const char* option, const std::string& value) {
        command += std::string(" ") + option + " " + shell_word(value);
    };
    // The table's place: without -o the resumed table would land in the default folder.
    if (!o.output.empty()) add("-o", o.output);
    // The puzzle as given (the checkpoint's header checks it); a definition's needs --def.
    const PuzzleOptions& p = o.puzzle;
    if (p.def_option != nullptr && p.def_option->count() > 0) add("--def", p.def);
    if (p.puzzle_option != nullptr && p.puzzle_option->count() > 0) add("--puzzle", p.puzzle);
    if (p.metric_option != nullptr && p.metric_option->count() > 0) add("--metric", p.metric);
    if (p.gens_option != nullptr && p.gens_option->count() > 0) add("--gens", p.gens);
    if (p.symmetry) command += " --symmetry";
    // The search as it ran: options left at their defaults are left out.
    const SearchCliOptions& s = o.search;
    if (s.backend != "auto") add("--backend", s.backend);
    if (s.threads > 0) add("--threads", std::to_string(s.threads));
    if (s.strategy != "auto") add("--strategy", s.strategy);
    if (!s.max_memory.empty()) add("--max-memory", s.max_memory);
    // --resume keeps checkpointing to its own file, where this run's checkpoint is.
    if (o.every_given) add("--checkpoint-every", o.checkpoint_every);
    if (s.quiet) command += " -q";
    if (o.json) command += " --json";
    return command;
}

} // namespace twobit::cli
