// The files solve writes besides its result lines (solution_output.hpp): every puzzle's
// solver gives the nets and moves, cmd_solve.cpp writes them.
#include "tools/cli/solution_output.hpp"

#include <filesystem>
#include <fmt/format.h>
#include <sstream>

#include "host/io/atomic_file.hpp"
#include "host/present/viewer_page.hpp"
#include "tools/cli/cli_common.hpp"

namespace twobit::cli {

void write_step_nets(const std::string& dir, const std::string& sub,
                     const std::vector<std::string>& stickers,
                     const std::vector<std::string>& move_names, const NetColours& colours) {
    const std::string prefix = sub.empty() ? "" : sub + "/";
    const size_t n = move_names.size();
    std::vector<std::vector<std::string>> captions;
    for (size_t step = 0; step <= n; ++step)
        captions.push_back({fmt::format("step {} of {}{}", step, n,
                                        step > 0 ? ", after " + move_names[step - 1] : ""),
                            step < n ? "next " + move_names[step] : std::string("solved")});
    for (size_t step = 0; step <= n; ++step)
        write_file_atomically(
            OutputName::chosen(dir, fmt::format("{}step-{:02}.svg", prefix, step)),
            net_svg(stickers[step], colours, captions[step]));
    write_file_atomically(OutputName::chosen(dir, prefix + "overview.svg"),
                          nets_overview_svg(stickers, captions, colours));
}

std::string invert_alg(const std::string& alg) {
    std::istringstream in(alg);
    std::vector<std::string> moves;
    for (std::string m; in >> m;) {
        const char last = m.back();
        if (last == '\'')
            m.pop_back();
        else if (last == '+')
            m.back() = '-';
        else if (last == '-')
            m.back() = '+';
        else if (last != '2')
            m += '\'';
        moves.push_back(m);
    }
    std::string out;
    for (auto m = moves.rbegin(); m != moves.rend(); ++m) out += (out.empty() ? "" : " ") + *m;
    return out;
}

void write_viewer(const OutputName& file, const ViewerRequest& r, const std::string& script) {
    // Without an alg cubing.js reads (stickers, a clock's dials), the page plays the
    // solution's inverse and says so.
    const bool stickers = r.scramble_alg.empty();
    const std::string scramble =
        stickers ? invert_alg(r.solution_alg.empty() ? r.solution : r.solution_alg)
                 : r.scramble_alg;
    const ViewerPage page{r.input,  stickers, scramble,       r.solution,     r.length,
                          r.metric, r.puzzle, r.solution_alg, r.stickers_held};
    write_output(file, viewer_page_html(page, script));
}

OutputName numbered_file(const std::string& file, int number) {
    const std::filesystem::path p(file);
    const std::string folder = p.has_parent_path() ? p.parent_path().string() : ".";
    return OutputName::chosen(folder, p.stem().string() + "-" + std::to_string(number) +
                                          p.extension().string());
}

} // namespace twobit::cli
