// The model cache's policy: which models, which folder and file, and the clean-up of other
// builds' files. The file itself is model_file.cpp's.
#include "host/puzzles/model_cache.hpp"

#include <algorithm>
#include <cstdlib>
#include <dirent.h>
#include <fmt/format.h>
#include <stdexcept>
#include <sys/stat.h>
#include <tuple>
#include <unistd.h>
#include <utility>
#include <vector>

#include "host/io/atomic_file.hpp"
#include "host/puzzles/registry.hpp"

namespace twobit {

namespace {

// PUZZLE-KEYHASH- : the part of a file name that all builds' files of one model share.
std::string model_prefix(const ModelKey& key) {
    return fmt::format("{}-{:016x}-", key.puzzle, model_key_hash(key));
}

uint64_t table_bytes(const PuzzleModel& model) {
    uint64_t bytes = 0;
    for (const Coordinate& c : model.coords)
        bytes += c.move_table.size() * sizeof(uint32_t) + c.parity.size();
    return bytes;
}

// Other builds' files of this model (names that differ from `keep` in the build hash only)
// beyond the kKeptBuildsPerModel - 1 written last: two builds used in turn (an installed
// twobit and a build folder's) keep their files, and rebuilds do not pile files up.
void remove_old_builds(const std::string& folder, const std::string& prefix,
                       const std::string& keep) {
    DIR* dir = ::opendir(folder.c_str());
    if (dir == nullptr) return;
    const std::string suffix = ".model";
    std::vector<std::pair<struct timespec, std::string>> others;
    while (const dirent* entry = ::readdir(dir)) {
        const std::string name = entry->d_name;
        struct stat st {};
        if (name != keep && name.size() == keep.size() && name.rfind(prefix, 0) == 0 &&
            name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0 &&
            ::lstat((folder + "/" + name).c_str(), &st) == 0 && S_ISREG(st.st_mode))
            others.emplace_back(st.st_mtim, name);
    }
    ::closedir(dir);
    if (others.size() < kKeptBuildsPerModel) return;
    std::sort(others.begin(), others.end(), [](const auto& a, const auto& b) {
        return std::tie(a.first.tv_sec, a.first.tv_nsec) >
               std::tie(b.first.tv_sec, b.first.tv_nsec);
    });
    for (size_t i = kKeptBuildsPerModel - 1; i < others.size(); ++i)
        ::unlink((folder + "/" + others[i].second).c_str());
}

} // namespace

std::string model_cache_folder() {
    if (const char* dir = std::getenv("TWOBIT_CACHE"); dir != nullptr)
        return std::string(dir) == "off" ? std::string() : dir;
    if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg != nullptr && *xdg == '/')
        return std::string(xdg) + "/twobit";
    if (const char* home = std::getenv("HOME"); home != nullptr && *home != '\0')
        return std::string(home) + "/.cache/twobit";
    return {};
}

PuzzleModel cached_model(const ModelKey& asked, const std::function<PuzzleModel()>& build) {
    const Puzzle* puzzle = nullptr;
    try {
        puzzle = &find_puzzle(asked.puzzle);
    } catch (const std::invalid_argument&) {
        return build(); // which says what is wrong with the name
    }
    const std::string folder = model_cache_folder();
    if (folder.empty() || model_file_build_hash() == 0 || !puzzle->model ||
        !puzzle->definition_file.empty() || puzzle->definition_hash != 0)
        return build();
    // make_puzzle's own default, so that `generate` and `solve --table` share the file.
    const std::string metric =
        asked.metric.empty() && !puzzle->metrics.empty() ? puzzle->metrics.front() : asked.metric;
    const ModelKey key{puzzle->id, metric, asked.gens};
    const std::string prefix = model_prefix(key);
    const std::string name = fmt::format("{}{:016x}.model", prefix, model_file_build_hash());
    const std::string path = folder + "/" + name;
    if (std::optional<PuzzleModel> kept = read_model_file(path, key)) return std::move(*kept);
    PuzzleModel model = build();
    if (model.definition_hash != 0 || table_bytes(model) > kMaxCachedModelBytes) return model;
    try {
        write_model_file(path, key, model);
        remove_old_builds(folder, prefix, name);
    } catch (const FileWriteError&) {
        // A cache only: the model is right, the next run builds it again.
    }
    return model;
}

} // namespace twobit
