// The viewer page; see viewer_page.hpp.
#include "host/present/viewer_page.hpp"

#include <stdexcept>

#include "host/io/suggest.hpp"
#include "host/present/markup_escape.hpp"

namespace twobit {

namespace {

// One player: puzzle, optional setup, the alg it animates. viewer-link="none" drops the
// button that opens the position on a web site: the page is meant to work offline.
std::string player(const std::string& id, const std::string& puzzle, const std::string& setup,
                   const std::string& alg) {
    std::string out = "<twisty-player id=\"" + id + "\" puzzle=\"" + escape_markup(puzzle) + "\"";
    if (!setup.empty()) out += " experimental-setup-alg=\"" + escape_markup(setup) + "\"";
    return out + " alg=\"" + escape_markup(alg) + "\" viewer-link=\"none\"></twisty-player>";
}

} // namespace

bool can_inline_script(const std::string& script) {
    const std::string text = ascii_lower(script);
    return text.find("<script") == std::string::npos && text.find("</script") == std::string::npos;
}

std::string viewer_page_html(const ViewerPage& page, const std::string& player_script) {
    if (!can_inline_script(player_script))
        throw std::invalid_argument("the player script contains \"<script\" or \"</script\" and "
                                    "cannot be inlined into the page");
    const std::string length =
        std::to_string(page.length) + (page.length == 1 ? " move" : " moves") + ", " + page.metric;
    const std::string solution = page.solution.empty() ? "(none: solved)" : page.solution;
    const std::string input = escape_markup(page.input);
    std::string html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                       "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n";
    html += "<title>twobit: " + input + " (" + escape_markup(length) + ")</title>\n";
    html += "<style>\n"
            "body { font-family: sans-serif; margin: 1.5em; color: #222; }\n"
            "h1 { font-size: 1.3em; }\n"
            ".players { display: flex; flex-wrap: wrap; gap: 2em; }\n"
            "figure { margin: 0; }\n"
            "figcaption { margin-bottom: 0.5em; }\n"
            "twisty-player { width: 320px; height: 360px; }\n"
            ".note { color: #666; font-size: 0.9em; }\n"
            "</style>\n</head>\n<body>\n";
    html += "<h1>" + escape_markup(page.puzzle) + " " + input + "</h1>\n";
    html += "<p>Optimal solution: <code id=\"solution-text\">" + escape_markup(solution) +
            "</code> (" + escape_markup(length) + ")</p>\n";
    // What stays put when a cube's stickers are read; cubing.js then shows that cube in its
    // own colours.
    if (page.stickers && !page.stickers_held.empty())
        html += "<p class=\"note\">Given as stickers, and shown in cubing.js's colours with " +
                escape_markup(page.stickers_held) +
                "; the scramble is the inverse of the solution.</p>\n";
    else if (page.stickers)
        html += "<p class=\"note\">Given as a position, not as moves: the scramble is the "
                "inverse of the solution.</p>\n";
    if (!page.solution_alg.empty())
        html += "<p class=\"note\">The players read the solution as <code>" +
                escape_markup(page.solution_alg) + "</code>.</p>\n";
    html += "<div class=\"players\">\n<figure>\n<figcaption>The solution, from the scrambled "
            "puzzle</figcaption>\n" +
            player("solution", page.puzzle, page.scramble,
                   page.solution_alg.empty() ? page.solution : page.solution_alg) +
            "\n</figure>\n<figure>\n<figcaption>The scramble <code>" +
            escape_markup(page.scramble) + "</code>, from solved</figcaption>\n" +
            player("scramble", page.puzzle, "", page.scramble) + "\n</figure>\n</div>\n";
    html += "<p class=\"note\">Solved by twobit from its complete distance table. The players "
            "are cubing.js's &lt;twisty-player&gt;, inlined below: this page needs no network."
            "</p>\n";
    html += "<script type=\"module\">\n" + player_script + "\n</script>\n";
    // Without a setup a player opens at the end of its alg; the scramble's should open solved.
    html += "<script type=\"module\">\ndocument.getElementById(\"scramble\").timestamp = "
            "\"start\";\n</script>\n</body>\n</html>\n";
    return html;
}

} // namespace twobit
