// Where `twobit solve --html` finds the script of its animated viewer (cubing.js's
// <twisty-player>, bundled into one file by tools/viewer/install.sh), and reading it. Only
// --html looks for it: the build and every other command work without it.
#pragma once

#include <string>

namespace twobit::cli {

// The file given with --viewer-js, else $TWOBIT_VIEWER_JS, else the one `cmake --install`
// put beside the program (PREFIX/share/twobit/viewer/twisty.js for PREFIX/bin/twobit), else
// the one install.sh makes in this source tree (tools/viewer/dist/twisty.js).
std::string viewer_script_path(const std::string& option);

// PREFIX/share/twobit/viewer/twisty.js when this program runs as PREFIX/bin/twobit and that
// file exists; else "".
std::string installed_viewer_script();

// The script at viewer_script_path(option). Throws std::runtime_error naming the file and
// the install command when it is missing or empty, or when it cannot be inlined in a page.
std::string load_viewer_script(const std::string& option);

} // namespace twobit::cli
