// The model cache (host/puzzles/model_cache.hpp) and its files (host/engine/model_file.hpp):
// every catalog model comes back from a file exactly as it was built, a damaged, truncated,
// foreign or forged file is refused (and rebuilt over by the cache), and the cache only ever
// changes the time a model takes, never the model.
#include <algorithm>
#include <cstdlib>
#include <dirent.h>
#include <fcntl.h>
#include <gtest/gtest.h>
#include <optional>
#include <string>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

#include "host/engine/model_file.hpp"
#include "host/engine/model_fingerprint.hpp"
#include "host/io/build_id.hpp"
#include "host/puzzles/model_cache.hpp"
#include "host/puzzles/registry.hpp"
#include "test_support.hpp"

namespace twobit {
namespace {

using test::read_file;
using test::ScratchDir;
using test::write_file;

// Every field of the model, not only what the fingerprint covers.
void expect_same_model(const PuzzleModel& a, const PuzzleModel& b) {
    EXPECT_EQ(a.puzzle, b.puzzle);
    EXPECT_EQ(a.metric, b.metric);
    EXPECT_EQ(a.gens, b.gens);
    EXPECT_EQ(a.definition_hash, b.definition_hash);
    EXPECT_EQ(a.solved_index, b.solved_index);
    EXPECT_EQ(a.pull_group, b.pull_group);
    ASSERT_EQ(a.moves.size(), b.moves.size());
    for (size_t m = 0; m < a.moves.size(); ++m) {
        EXPECT_EQ(a.moves[m].name, b.moves[m].name);
        EXPECT_EQ(a.moves[m].inverse, b.moves[m].inverse);
    }
    ASSERT_EQ(a.coords.size(), b.coords.size());
    for (size_t i = 0; i < a.coords.size(); ++i) {
        const Coordinate &x = a.coords[i], &y = b.coords[i];
        EXPECT_EQ(x.name, y.name);
        EXPECT_EQ(x.size, y.size);
        EXPECT_EQ(x.kind, y.kind);
        EXPECT_EQ(x.source, y.source);
        EXPECT_TRUE(x.move_table == y.move_table) << x.name;
        EXPECT_TRUE(x.parity == y.parity) << x.name;
    }
    EXPECT_EQ(model_fingerprint(a), model_fingerprint(b));
}

const ModelKey kCube2Key{"2x2x2", "htm", ""};

PuzzleModel cube2() {
    return make_puzzle("2x2x2", "htm", "");
}

// TWOBIT_CACHE (and the variables it falls back on) set for one test, as they were after.
class CacheEnvironment {
  public:
    CacheEnvironment() {
        for (const char* name : kNames) {
            const char* v = std::getenv(name);
            saved_.push_back(v ? std::optional<std::string>(v) : std::nullopt);
        }
    }
    ~CacheEnvironment() {
        for (size_t i = 0; i < saved_.size(); ++i)
            if (saved_[i])
                setenv(kNames[i], saved_[i]->c_str(), 1);
            else
                unsetenv(kNames[i]);
    }
    CacheEnvironment(const CacheEnvironment&) = delete;
    CacheEnvironment& operator=(const CacheEnvironment&) = delete;
    void set(const char* name, const std::string& value) { setenv(name, value.c_str(), 1); }
    void unset(const char* name) { unsetenv(name); }

  private:
    static constexpr const char* kNames[] = {"TWOBIT_CACHE", "XDG_CACHE_HOME", "HOME"};
    std::vector<std::optional<std::string>> saved_;
};

// The .model files in folder, by name.
std::vector<std::string> model_files(const std::string& folder) {
    std::vector<std::string> names;
    DIR* dir = opendir(folder.c_str());
    if (dir == nullptr) return names;
    while (const dirent* entry = readdir(dir)) {
        const std::string name = entry->d_name;
        if (name.size() > 6 && name.compare(name.size() - 6, 6, ".model") == 0)
            names.push_back(name);
    }
    closedir(dir);
    return names;
}

TEST(ModelFile, TheProgramHasABuildId) {
    // Without one nothing is cached; the build links with the linker's default --build-id.
    EXPECT_GE(program_build_id().size(), 8u);
    EXPECT_NE(model_file_build_hash(), 0u);
}

TEST(ModelFile, EveryCatalogModelComesBackAsItWas) {
    ScratchDir dir;
    int checked = 0;
    for (const Puzzle& p : puzzles()) {
        if (!p.model || !p.definition_file.empty()) continue;
        for (const std::string& metric : p.metrics) {
            const ModelKey key{p.id, metric, ""};
            const PuzzleModel built = make_puzzle(p.id, metric, "");
            const std::string path = dir.file(p.id + "-" + metric + ".model");
            write_model_file(path, key, built);
            const std::optional<PuzzleModel> read = read_model_file(path, key);
            ASSERT_TRUE(read.has_value()) << p.id << " " << metric;
            expect_same_model(built, *read);
            ++checked;
        }
    }
    EXPECT_GE(checked, 10);
    // And a model of some faces only.
    const ModelKey key{"2x2x2", "qtm", "RU"};
    const PuzzleModel built = make_puzzle("2x2x2", "qtm", "RU");
    write_model_file(dir.file("ru.model"), key, built);
    const std::optional<PuzzleModel> read = read_model_file(dir.file("ru.model"), key);
    ASSERT_TRUE(read.has_value());
    expect_same_model(built, *read);
}

TEST(ModelFile, AFileForAnotherKeyIsRefused) {
    ScratchDir dir;
    const std::string path = dir.file("m.model");
    write_model_file(path, kCube2Key, cube2());
    EXPECT_TRUE(read_model_file(path, kCube2Key).has_value());
    EXPECT_FALSE(read_model_file(path, {"2x2x2", "qtm", ""}).has_value());
    EXPECT_FALSE(read_model_file(path, {"2x2x2", "htm", "URF"}).has_value());
    EXPECT_FALSE(read_model_file(path, {"skewb", "htm", ""}).has_value());
    EXPECT_FALSE(read_model_file(dir.file("missing.model"), kCube2Key).has_value());
}

TEST(ModelFile, EveryDamagedOrTruncatedFileIsRefused) {
    ScratchDir dir;
    const std::string good = dir.file("good.model");
    write_model_file(good, kCube2Key, cube2());
    const std::string bytes = read_file(good);
    ASSERT_GT(bytes.size(), 200000u);
    const std::string path = dir.file("bad.model");
    // One flipped bit: every byte of the header and the start of the metadata, then every
    // 2999th byte to the end (the arrays).
    std::vector<size_t> offsets;
    for (size_t i = 0; i < 160; ++i) offsets.push_back(i);
    for (size_t i = 160; i < bytes.size(); i += 2999) offsets.push_back(i);
    offsets.push_back(bytes.size() - 1);
    for (const size_t at : offsets) {
        std::string damaged = bytes;
        damaged[at] = static_cast<char>(damaged[at] ^ 0x10);
        write_file(path, damaged);
        EXPECT_FALSE(read_model_file(path, kCube2Key).has_value()) << "bit flipped at " << at;
    }
    for (const size_t length : {size_t{0}, size_t{10}, size_t{63}, size_t{64}, size_t{200},
                                bytes.size() / 2, bytes.size() - 1}) {
        write_file(path, bytes.substr(0, length));
        EXPECT_FALSE(read_model_file(path, kCube2Key).has_value()) << "cut at " << length;
    }
    write_file(path, bytes + "x");
    EXPECT_FALSE(read_model_file(path, kCube2Key).has_value()) << "a byte appended";
}

TEST(ModelFile, SomethingElseAtThePathIsRefusedWithoutWaiting) {
    ScratchDir dir;
    const std::string folder = dir.file("folder.model");
    ASSERT_EQ(mkdir(folder.c_str(), 0700), 0);
    EXPECT_FALSE(read_model_file(folder, kCube2Key).has_value());
    const std::string fifo = dir.file("fifo.model");
    ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
    EXPECT_FALSE(read_model_file(fifo, kCube2Key).has_value()); // no writer: must not block
    const std::string good = dir.file("good.model");
    write_model_file(good, kCube2Key, cube2());
    const std::string link = dir.file("link.model");
    ASSERT_EQ(symlink(good.c_str(), link.c_str()), 0);
    EXPECT_FALSE(read_model_file(link, kCube2Key).has_value()); // a link planted at the name
}

// A file of another user, whatever it holds (in a folder others can write to, a forged model
// would only need a matching hash).
TEST(ModelFile, AnotherUsersFileIsRefused) {
    ScratchDir dir;
    const std::string path = dir.file("theirs.model");
    write_model_file(path, kCube2Key, cube2());
    ASSERT_TRUE(read_model_file(path, kCube2Key).has_value());
    if (chown(path.c_str(), geteuid() + 1, static_cast<gid_t>(-1)) != 0)
        GTEST_SKIP() << "cannot give a file to another user here (not root)";
    EXPECT_FALSE(read_model_file(path, kCube2Key).has_value());
}

// Files whose hash is right (anyone can compute XXH3) but whose model is wrong: refused by
// the checks, so a forged cache cannot make the search read outside its tables.
TEST(ModelFile, AForgedModelWithAMatchingHashIsRefused) {
    ScratchDir dir;
    const std::string path = dir.file("forged.model");
    auto refused = [&](const PuzzleModel& forged, const char* what) {
        write_model_file(path, kCube2Key, forged);
        EXPECT_FALSE(read_model_file(path, kCube2Key).has_value()) << what;
    };
    PuzzleModel m = cube2();
    m.coords[0].move_table[100] = m.coords[0].size; // out of range
    refused(m, "a table value out of range");
    m = cube2();
    std::swap(m.coords[1].move_table[3], m.coords[1].move_table[4]); // R and R2 of twist 0
    refused(m, "a move its inverse does not undo");
    m = cube2();
    m.moves[0].inverse = 5;
    refused(m, "an inverse that is not one");
    m = cube2();
    m.solved_index = m.num_states();
    refused(m, "the solved state outside the space");
    m = cube2();
    m.pull_group = 0;
    refused(m, "no pull group");
    m = cube2();
    m.pull_group = m.num_moves() + 1;
    refused(m, "a pull group larger than the moves");
    m = cube2();
    m.moves[1].name = "U\x1b[2J";
    refused(m, "a control character in a move name");
    m = cube2();
    m.coords[0].move_table.pop_back();
    refused(m, "a table one entry short");
    m = cube2();
    m.coords[1].kind = static_cast<CoordKind>(7);
    refused(m, "an unknown coordinate kind");
}

TEST(ModelCache, TheFolderComesFromTheEnvironment) {
    CacheEnvironment env;
    env.set("TWOBIT_CACHE", "/somewhere/cache");
    EXPECT_EQ(model_cache_folder(), "/somewhere/cache");
    env.set("TWOBIT_CACHE", "off");
    EXPECT_EQ(model_cache_folder(), "");
    env.unset("TWOBIT_CACHE");
    env.set("XDG_CACHE_HOME", "/xdg");
    env.set("HOME", "/home/someone");
    EXPECT_EQ(model_cache_folder(), "/xdg/twobit");
    env.set("XDG_CACHE_HOME", "relative/cache"); // invalid by the XDG spec: ignored
    EXPECT_EQ(model_cache_folder(), "/home/someone/.cache/twobit");
    env.unset("XDG_CACHE_HOME");
    env.unset("HOME");
    EXPECT_EQ(model_cache_folder(), "");
}

TEST(ModelCache, AModelIsBuiltOnceAndThenRead) {
    ScratchDir dir;
    CacheEnvironment env;
    env.set("TWOBIT_CACHE", dir.file("cache"));
    int builds = 0;
    auto build = [&] {
        ++builds;
        return cube2();
    };
    const PuzzleModel first = cached_model(kCube2Key, build);
    EXPECT_EQ(builds, 1);
    ASSERT_EQ(model_files(dir.file("cache")).size(), 1u); // the folder was created
    const PuzzleModel second = cached_model(kCube2Key, build);
    EXPECT_EQ(builds, 1);
    expect_same_model(first, second);
    expect_same_model(cube2(), second);
    // The metric as make_puzzle defaults it: the same file.
    cached_model({"2x2x2", "", ""}, build);
    EXPECT_EQ(builds, 1);
    // Another metric is another model.
    const PuzzleModel qtm = cached_model({"2x2x2", "qtm", ""}, [&] {
        ++builds;
        return make_puzzle("2x2x2", "qtm", "");
    });
    EXPECT_EQ(builds, 2);
    EXPECT_EQ(qtm.metric, "qtm");
    EXPECT_EQ(model_files(dir.file("cache")).size(), 2u);
}

TEST(ModelCache, ADamagedFileIsBuiltAgainAndReplaced) {
    ScratchDir dir;
    CacheEnvironment env;
    env.set("TWOBIT_CACHE", dir.path());
    int builds = 0;
    auto build = [&] {
        ++builds;
        return cube2();
    };
    cached_model(kCube2Key, build);
    const std::vector<std::string> files = model_files(dir.path());
    ASSERT_EQ(files.size(), 1u);
    const std::string path = dir.file(files[0]);
    std::string bytes = read_file(path);
    bytes[bytes.size() / 2] = static_cast<char>(bytes[bytes.size() / 2] ^ 1);
    write_file(path, bytes);
    expect_same_model(cube2(), cached_model(kCube2Key, build));
    EXPECT_EQ(builds, 2);
    EXPECT_TRUE(read_model_file(path, kCube2Key).has_value()); // written again, whole
    cached_model(kCube2Key, build);
    EXPECT_EQ(builds, 2);
}

TEST(ModelCache, WithoutAUsableFolderTheModelIsBuiltEachTime) {
    ScratchDir dir;
    CacheEnvironment env;
    int builds = 0;
    auto build = [&] {
        ++builds;
        return cube2();
    };
    env.set("TWOBIT_CACHE", "off");
    cached_model(kCube2Key, build);
    cached_model(kCube2Key, build);
    EXPECT_EQ(builds, 2);
    write_file(dir.file("a-file"), "not a folder");
    env.set("TWOBIT_CACHE", dir.file("a-file")); // cannot hold files: no error, no file
    expect_same_model(cube2(), cached_model(kCube2Key, build));
    EXPECT_EQ(builds, 3);
    EXPECT_EQ(read_file(dir.file("a-file")), "not a folder");
    // An unknown puzzle goes to make_puzzle, which says what is wrong with it.
    env.set("TWOBIT_CACHE", dir.path());
    EXPECT_THROW(cached_model({"no-such-puzzle", "", ""},
                              [] { return make_puzzle("no-such-puzzle", "", ""); }),
                 std::invalid_argument);
    EXPECT_TRUE(model_files(dir.path()).empty());
}

// Other builds' files of the same model: the newest kKeptBuildsPerModel - 1 stay (builds used
// in turn keep theirs), older ones go; other models' files and other files stay.
TEST(ModelCache, OnlyTheNewestBuildsFilesOfAModelAreKept) {
    ScratchDir dir;
    CacheEnvironment env;
    env.set("TWOBIT_CACHE", dir.path());
    cached_model(kCube2Key, cube2);
    std::vector<std::string> files = model_files(dir.path());
    ASSERT_EQ(files.size(), 1u);
    const std::string ours = files[0];
    // Files of the same model from other builds (another build hash: the last 16 hex digits),
    // the oldest first, and another model's and something that is not the cache's.
    auto other_build = [&](int n) {
        std::string name = ours;
        name.replace(name.size() - 6 - 16, 16, "000000000000000" + std::to_string(n));
        return name;
    };
    std::string other_model = ours;
    other_model.replace(0, 5, "skewb");
    for (int n = 1; n <= 5; ++n) {
        write_file(dir.file(other_build(n)), "x");
        const struct timespec times[2] = {{1000000 + n, 0}, {1000000 + n, 0}};
        ASSERT_EQ(utimensat(AT_FDCWD, dir.file(other_build(n)).c_str(), times, 0), 0);
    }
    for (const std::string& name : {other_model, std::string("notes.txt")})
        write_file(dir.file(name), "x");
    unlink(dir.file(ours).c_str());
    cached_model(kCube2Key, cube2); // writes ours again
    files = model_files(dir.path());
    std::sort(files.begin(), files.end());
    std::vector<std::string> expected = {ours, other_build(3), other_build(4), other_build(5),
                                         other_model};
    std::sort(expected.begin(), expected.end());
    EXPECT_EQ(files, expected);
    EXPECT_EQ(read_file(dir.file("notes.txt")), "x");
}

} // namespace
} // namespace twobit
