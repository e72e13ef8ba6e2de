// The viewer script's location and loading; see viewer_script.hpp.
#include "tools/cli/viewer_script.hpp"

#include <cstdlib>
#include <filesystem>
#include <stdexcept>

#include "host/io/input_lines.hpp"
#include "host/io/read_text_file.hpp"
#include "host/present/viewer_page.hpp"

#ifndef TWOBIT_SOURCE_DIR
#error "TWOBIT_SOURCE_DIR (the source tree, where tools/viewer/install.sh puts the script) is unset"
#endif

namespace twobit::cli {

namespace {

const std::string kInstall = std::string(TWOBIT_SOURCE_DIR) + "/tools/viewer/install.sh";

// The largest player script inlined: cubing.js's bundle is a few MB.
constexpr uint64_t kMaxViewerScriptBytes = uint64_t{64} << 20;

} // namespace

std::string installed_viewer_script() {
    std::error_code ec;
    const std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", ec);
    if (ec) return "";
    const std::filesystem::path script =
        exe.parent_path().parent_path() / "share/twobit/viewer/twisty.js";
    return std::filesystem::is_regular_file(script, ec) ? script.string() : "";
}

std::string viewer_script_path(const std::string& option) {
    if (!option.empty()) return option;
    if (const char* env = std::getenv("TWOBIT_VIEWER_JS"); env != nullptr && *env != '\0')
        return env;
    if (std::string installed = installed_viewer_script(); !installed.empty()) return installed;
    return std::string(TWOBIT_SOURCE_DIR) + "/tools/viewer/dist/twisty.js";
}

std::string load_viewer_script(const std::string& option) {
    const std::string path = viewer_script_path(option);
    std::error_code ec;
    if (!std::filesystem::exists(path, ec))
        throw std::runtime_error("--html needs the viewer script " + printable(path) +
                                 ", which is missing; make it with " + kInstall +
                                 " (npm), or name one with --viewer-js FILE or TWOBIT_VIEWER_JS");
    // A folder, a device or a file of gigabytes is refused before it is read (cubing.js's
    // bundle is a few MB).
    const std::string text = read_text_file(path, kMaxViewerScriptBytes, "viewer script");
    if (text.empty())
        throw std::runtime_error("--html needs the viewer script " + printable(path) +
                                 ", which is empty; make it with " + kInstall +
                                 ", or name one with --viewer-js FILE");
    if (!can_inline_script(text))
        throw std::runtime_error("the viewer script " + path +
                                 " contains \"<script\" or \"</script\" and cannot be inlined "
                                 "into a page; rebuild it with " +
                                 kInstall);
    return text;
}

} // namespace twobit::cli
