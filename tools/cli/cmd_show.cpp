// `twobit show POSITION [MOVES]`: the picture of a position (moves, stickers or dials) of a
// puzzle that has one (its record's held_stickers), as held (rotations included), after MOVES
// when given: the cubes' nets in ANSI colours on a terminal (--color, NO_COLOR) and face
// letters otherwise, the other puzzles' as a line per face; an SVG picture with --svg.
#include <CLI/CLI.hpp>
#include <cstdlib>
#include <fmt/format.h>
#include <memory>
#include <unistd.h>
#include <vector>

#include "host/io/input_lines.hpp"
#include "host/present/cube_net.hpp"
#include "host/puzzles/registry.hpp"
#include "tools/cli/cli_common.hpp"
#include "tools/cli/commands.hpp"
#include "tools/cli/puzzle_from_position.hpp"

namespace twobit::cli {

namespace {

struct ShowOptions {
    std::string puzzle = "2x2x2";
    bool puzzle_given = false; // else the position chooses, as solve's do (puzzle_from_position)
    std::string position;
    std::string moves;
    std::string svg;
    std::string colours;
    std::string color =
        "auto"; // --color: ANSI colours auto (a terminal, no NO_COLOR), always, never
};

// ANSI colours: --color always, or auto on a terminal unless NO_COLOR is set (no-color.org).
bool use_ansi(const std::string& color) {
    if (color == "always") return true;
    if (color == "never") return false;
    if (color != "auto") throw UsageError("--color " + color + ": use auto, always or never");
    const char* no_color = std::getenv("NO_COLOR");
    return ::isatty(fileno(stdout)) != 0 && (no_color == nullptr || *no_color == '\0');
}

// A cube's net with face letters, for pipes and files: 24 or 54 stickers (2 or 3 a side).
std::string net_letters(const std::string& stickers) {
    static const int kCell[6][2] = {{1, 0}, {2, 1}, {1, 1}, {1, 2}, {0, 1}, {3, 1}};
    const int n = stickers.size() == 54 ? 3 : 2;
    std::vector<std::string> grid(static_cast<size_t>(3 * n), std::string(4 * n, ' '));
    for (int f = 0; f < 6; ++f)
        for (int i = 0; i < n * n; ++i)
            grid[static_cast<size_t>(kCell[f][1] * n + i / n)]
                [static_cast<size_t>(kCell[f][0] * n + i % n)] =
                    stickers[static_cast<size_t>(n * n * f + i)];
    std::string out;
    for (std::string& row : grid) out += row.substr(0, row.find_last_not_of(' ') + 1) + "\n";
    return out;
}

int run_show(ShowOptions& o) {
    if (!o.puzzle_given)
        if (const Puzzle* claimed = puzzle_of_positions({o.position, o.moves}, InputKind::Auto))
            o.puzzle = claimed->id;
    const Puzzle& puzzle = find_puzzle_or_usage(o.puzzle);
    if (!puzzle.held_stickers) {
        std::vector<std::string> drawn;
        for (const Puzzle& p : puzzles())
            if (p.held_stickers) drawn.push_back(p.id);
        throw UsageError(fmt::format("show draws pictures, and {} has none ({} have)", puzzle.id,
                                     fmt::join(drawn, ", ")));
    }
    if (!o.colours.empty() && !puzzle.net_colours)
        throw UsageError("--colors colours the faces U R F D L B, and " + puzzle.id +
                         " is not drawn by them");
    refuse_replacing_table("--svg", o.svg);
    const bool ansi = use_ansi(o.color);
    NetColours colours;
    try {
        if (!o.colours.empty()) colours = parse_net_colours(o.colours);
    } catch (const std::invalid_argument& e) {
        throw UsageError(e.what()); // a bad option value, as for every subcommand
    }
    std::string stickers;
    try {
        check_not_blank(o.position);
        stickers = puzzle.held_stickers(o.position, o.moves, InputKind::Auto);
    } catch (const std::invalid_argument& e) {
        std::fprintf(stderr, "twobit: error: invalid position: %s\n", printable(e.what()).c_str());
        return kExitFailed;
    }
    // With --svg -, the picture alone is the output.
    if (o.svg != "-") {
        fmt::print("{}", ansi || (stickers.size() != 24 && stickers.size() != 54)
                             ? net_ansi(stickers)
                             : net_letters(stickers));
        fmt::print("stickers {}\n", stickers);
    }
    if (!o.svg.empty())
        write_output(o.svg, net_svg(stickers, colours,
                                    {o.moves.empty() ? o.position : o.position + " + " + o.moves}));
    return kExitOk;
}

} // namespace

void add_show_command(CLI::App& app, int& exit_code) {
    auto o = std::make_shared<ShowOptions>();
    CLI::App* cmd =
        app.add_subcommand("show", "Draw a position as held, as a net (2x2x2 and 3x3x3: moves, "
                                   "rotations included, or stickers; skewb, pyraminx: moves; "
                                   "clock: dials or moves)");
    cmd->add_option("--puzzle", o->puzzle,
                    "Puzzle id or alias (one with a picture: 2x2x2, 3x3x3, skewb, pyraminx, "
                    "pyraminx-notips, clock); by default the cube the position reads as")
        ->type_name(kPuzzleType)
        ->check(non_empty())
        ->capture_default_str();
    cmd->add_option("position", o->position,
                    "Moves from solved, or stickers (24 for the 2x2x2, 54 for the 3x3x3), or a "
                    "clock's dials")
        ->required();
    cmd->add_option("moves", o->moves, "Moves applied after the position");
    cmd->add_option("--svg", o->svg,
                    "Also write the net as an SVG picture to this file (- : only the picture, on "
                    "standard output)")
        ->type_name(kFileType)
        ->check(non_empty());
    cmd->add_option("--colors", o->colours,
                    "Sticker colours for U R F D L B (the cubes and the Skewb): CSS colour names "
                    "or #rrggbb (default white,red,green,yellow,orange,blue)")
        ->type_name("COLORS")
        ->check(non_empty());
    cmd->add_option("--color", o->color,
                    "ANSI colours: auto (on a terminal, unless NO_COLOR is set), always or never")
        ->type_name(choices_type({"auto", "always", "never"}))
        ->check(non_empty())
        ->capture_default_str();
    set_examples(*cmd, {"twobit show \"R U R' U'\"", "twobit show --svg net.svg \"R U\""});
    cmd->callback([o, cmd, &exit_code] {
        o->puzzle_given = cmd->get_option("--puzzle")->count() > 0;
        exit_code = run_show(*o);
    });
}

} // namespace twobit::cli
