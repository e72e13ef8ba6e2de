// The one file writer (host/io/atomic_file.hpp): what it refuses to replace, what it writes
// through, its modes, that a planted link is never followed, that a signal during a write
// leaves no temporary, and that stale temporaries of dead processes are cleaned up.
#include <algorithm>
#include <csignal>
#include <fcntl.h>
#include <filesystem>
#include <functional>
#include <gtest/gtest.h>
#include <memory>
#include <set>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <unistd.h>

#include "host/io/atomic_file.hpp"
#include "test_support.hpp"

namespace twobit {

namespace {

namespace fs = std::filesystem;

// Names in the folder other than those given.
std::vector<std::string> entries_except(const std::string& dir, std::set<std::string> known) {
    std::vector<std::string> other;
    for (const auto& e : fs::directory_iterator(dir))
        if (known.count(e.path().filename().string()) == 0)
            other.push_back(e.path().filename().string());
    return other;
}

std::string write_error(const std::string& path, const std::string& text = "new") {
    try {
        write_file_atomically(path, text);
    } catch (const FileWriteError& e) {
        return e.what();
    }
    return "";
}

unsigned mode_of(const std::string& path) {
    struct stat st {};
    EXPECT_EQ(::stat(path.c_str(), &st), 0) << path;
    return st.st_mode & 07777;
}

// A process id that no process has now: a child that has exited and been reaped.
pid_t dead_pid() {
    const pid_t child = ::fork();
    if (child == 0) ::_exit(0);
    int status = 0;
    ::waitpid(child, &status, 0);
    return child;
}

} // namespace

// The temporaries' names, read back exactly: a PID in decimal, six letters or digits.
TEST(AtomicFile, TemporaryNamesAreReadExactly) {
    std::string base;
    EXPECT_EQ(temporary_writer("t.twobit.tmp.4321.aZ09bY", &base), 4321);
    EXPECT_EQ(base, "t.twobit");
    EXPECT_EQ(temporary_writer("a.tmp.b.tmp.7.ABCDEF", &base), 7);
    EXPECT_EQ(base, "a.tmp.b");
    for (const char* name :
         {"t.twobit.tmp.4321", "t.twobit.tmp.4321.ABCDE", "t.twobit.tmp.4321.",
          "t.twobit.tmp.4321.ABCDEFG", "t.twobit.tmp.04321.ABCDEF", "t.twobit.tmp.4321.AB-DEF",
          "t.twobit.tmp..ABCDEF", "t.twobit.tmp.1234567890.ABCDEF", "t.twobit.tmpx4321.ABCDEF",
          ".tmp.4321.ABCDEF", "t.twobit.tmp.43a1.ABCDEF"})
        EXPECT_EQ(temporary_writer(name), -1) << name;
}

TEST(AtomicFile, NewFilesGetTheUmaskModeAndReplacedFilesKeepTheirs) {
    test::ScratchDir dir;
    const std::string path = dir.file("sub/new.svg"); // the folder is created
    write_file_atomically(path, "one");
    EXPECT_EQ(test::read_file(path), "one");
    const mode_t mask = ::umask(0);
    ::umask(mask);
    EXPECT_EQ(mode_of(path), 0666u & ~static_cast<unsigned>(mask));
    ::chmod(path.c_str(), 0600);
    write_file_atomically(path, "two");
    EXPECT_EQ(test::read_file(path), "two");
    EXPECT_EQ(mode_of(path), 0600u);
    EXPECT_TRUE(entries_except(dir.file("sub"), {"new.svg"}).empty());
}

TEST(AtomicFile, RefusesToReplaceAnythingButARegularFile) {
    test::ScratchDir dir;
    fs::create_directory(dir.file("folder"));
    ASSERT_EQ(::mkfifo(dir.file("fifo").c_str(), 0600), 0);
    fs::create_symlink("/dev/null", dir.file("to-null"));
    fs::create_symlink(dir.file("fifo"), dir.file("to-fifo"));
    fs::create_symlink(dir.file("missing"), dir.file("dangling"));
    EXPECT_NE(write_error(dir.file("folder")).find("is a folder, not a regular file"),
              std::string::npos);
    EXPECT_NE(write_error(dir.file("fifo")).find("is a FIFO (named pipe), not a regular file"),
              std::string::npos);
    EXPECT_NE(write_error(dir.file("to-null")).find("symbolic link to a character device"),
              std::string::npos);
    EXPECT_NE(write_error(dir.file("to-fifo")).find("symbolic link to a FIFO"), std::string::npos);
    EXPECT_NE(write_error(dir.file("dangling")).find("symbolic link to a missing file"),
              std::string::npos);
    EXPECT_NE(write_error("").find("empty name"), std::string::npos);
    EXPECT_NE(write_error(dir.path() + "/").find("is a folder"), std::string::npos);
    // Nothing was replaced or added.
    EXPECT_TRUE(fs::is_directory(dir.file("folder")));
    EXPECT_TRUE(fs::is_fifo(dir.file("fifo")));
    EXPECT_TRUE(fs::is_symlink(dir.file("to-null")));
    EXPECT_TRUE(fs::is_character_file("/dev/null"));
    EXPECT_FALSE(fs::exists(dir.file("missing")));
    EXPECT_EQ(entries_except(dir.path(), {"folder", "fifo", "to-null", "to-fifo", "dangling"}),
              std::vector<std::string>{});
}

TEST(AtomicFile, ADeviceNodeIsNeverReplaced) {
    if (::geteuid() != 0) GTEST_SKIP() << "mknod of a device needs root";
    test::ScratchDir dir;
    const std::string node = dir.file("null");
    ASSERT_EQ(::mknod(node.c_str(), S_IFCHR | 0666, ::makedev(1, 3)), 0);
    EXPECT_NE(write_error(node).find("is a character device, not a regular file"),
              std::string::npos);
    EXPECT_TRUE(fs::is_character_file(node));
    EXPECT_THROW(check_output_path(node), FileWriteError);
    EXPECT_TRUE(fs::is_character_file(node));
}

TEST(AtomicFile, WritesThroughASymbolicLinkToAFile) {
    test::ScratchDir dir;
    fs::create_directory(dir.file("real"));
    test::write_file(dir.file("real/t.svg"), "old");
    fs::create_symlink(dir.file("real/t.svg"), dir.file("link.svg"));
    write_file_atomically(dir.file("link.svg"), "new");
    EXPECT_TRUE(fs::is_symlink(dir.file("link.svg")));
    EXPECT_EQ(test::read_file(dir.file("real/t.svg")), "new");
    EXPECT_EQ(resolve_output_path(dir.file("link.svg")), fs::canonical(dir.file("real/t.svg")));
    EXPECT_TRUE(entries_except(dir.file("real"), {"t.svg"}).empty());
}

// Without the syncs an existing file is still replaced by a rename: a new file under the
// name, the old one kept by its open readers and other links.
TEST(AtomicFile, AWriteWithoutSyncsReplacesAFileAsARenameWould) {
    test::ScratchDir dir;
    const std::string path = dir.file("t.twobit");
    test::write_file(path, "old");
    ::chmod(path.c_str(), 0640);
    fs::create_hard_link(path, dir.file("other-name"));
    const int reader = ::open(path.c_str(), O_RDONLY);
    ASSERT_GE(reader, 0);
    struct stat before {};
    ASSERT_EQ(::stat(path.c_str(), &before), 0);
    {
        AtomicFile file(path);
        file.write("new", 3);
        file.commit(Durability::RenameOnly);
    }
    struct stat after {};
    ASSERT_EQ(::stat(path.c_str(), &after), 0);
    EXPECT_NE(after.st_ino, before.st_ino); // a new file under the name, not a rewrite
    EXPECT_EQ(test::read_file(path), "new");
    EXPECT_EQ(mode_of(path), 0640u);
    char old[8] = {};
    EXPECT_EQ(::pread(reader, old, sizeof old, 0), 3); // an open reader keeps the old file
    EXPECT_EQ(std::string(old), "old");
    ::close(reader);
    EXPECT_EQ(test::read_file(dir.file("other-name")), "old"); // and so does another link
    EXPECT_TRUE(entries_except(dir.path(), {"t.twobit", "other-name"}).empty());
    // No file there yet: a plain rename.
    const std::string fresh = dir.file("fresh.twobit");
    {
        AtomicFile file(fresh);
        file.write("first", 5);
        file.commit(Durability::RenameOnly);
    }
    EXPECT_EQ(test::read_file(fresh), "first");
    EXPECT_TRUE(entries_except(dir.path(), {"t.twobit", "other-name", "fresh.twobit"}).empty());
}

// A folder put where the file was, after the checks: the write fails as a rename onto it
// would, with or without the syncs, and the folder stays.
TEST(AtomicFile, AFolderPutAtTheTargetDuringTheWriteStays) {
    for (const Durability durability : {Durability::Synced, Durability::RenameOnly}) {
        test::ScratchDir dir;
        const std::string path = dir.file("t.twobit");
        test::write_file(path, "old");
        AtomicFile file(path);
        file.write("new", 3);
        fs::remove(path);
        fs::create_directory(path);
        EXPECT_THROW(file.commit(durability), FileWriteError);
        EXPECT_TRUE(fs::is_directory(path));
        EXPECT_TRUE(fs::is_empty(path));
    }
}

TEST(AtomicFile, APlantedLinkAtAPredictableNameIsNotFollowed) {
    // The writer before format 2 used PATH.tmp.PID and fopen("wb"), which followed a link
    // planted there and overwrote its target.
    test::ScratchDir dir;
    test::write_file(dir.file("victim"), "precious");
    const std::string planted = dir.file("t.twobit.tmp." + std::to_string(::getpid()));
    fs::create_symlink(dir.file("victim"), planted);
    write_file_atomically(dir.file("t.twobit"), "table");
    EXPECT_EQ(test::read_file(dir.file("victim")), "precious");
    EXPECT_EQ(test::read_file(dir.file("t.twobit")), "table");
    EXPECT_TRUE(fs::is_symlink(planted)); // not ours to remove: it is not a regular file
}

// Names twobit chooses (issue 44): a link at the file or at a folder twobit made is refused,
// before the write and when planted during it; the name the user gave is followed as before.
TEST(AtomicFile, ALinkAtANameTwobitChoseIsRefused) {
    test::ScratchDir dir;
    test::write_file(dir.file("victim"), "precious");
    fs::create_directory(dir.file("out"));
    fs::create_symlink(dir.file("victim"), dir.file("out/step-01.svg"));
    const OutputName step = OutputName::chosen(dir.file("out"), "step-01.svg");
    EXPECT_EQ(step.path(), dir.file("out/step-01.svg"));
    for (const auto& attempt : std::vector<std::function<void()>>{
             [&] { write_file_atomically(step, "new"); }, [&] { check_output_path(step); },
             [&] { open_output_early(step, 3); }}) {
        try {
            attempt();
            ADD_FAILURE() << "a link at a chosen name was accepted";
        } catch (const FileWriteError& e) {
            EXPECT_NE(std::string(e.what()).find(dir.file("out/step-01.svg") +
                                                 " is a symbolic link, at a name twobit chose"),
                      std::string::npos)
                << e.what();
        }
    }
    EXPECT_EQ(test::read_file(dir.file("victim")), "precious");
    // The user's folder may itself be a link; a subfolder twobit names may not.
    fs::create_directory_symlink(dir.file("out"), dir.file("via"));
    write_file_atomically(OutputName::chosen(dir.file("via"), "overview.svg"), "picture");
    EXPECT_EQ(test::read_file(dir.file("out/overview.svg")), "picture");
    fs::create_directory(dir.file("elsewhere"));
    fs::create_directory_symlink(dir.file("elsewhere"), dir.file("out/2"));
    EXPECT_THROW(write_file_atomically(OutputName::chosen(dir.file("out"), "2/step-00.svg"), "x"),
                 FileWriteError);
    EXPECT_TRUE(fs::is_empty(dir.file("elsewhere")));
    // A missing subfolder is made.
    write_file_atomically(OutputName::chosen(dir.file("out"), "3/step-00.svg"), "three");
    EXPECT_EQ(test::read_file(dir.file("out/3/step-00.svg")), "three");
}

TEST(AtomicFile, ALinkPlantedAtAChosenNameDuringTheWriteIsReplacedNotFollowed) {
    test::ScratchDir dir;
    test::write_file(dir.file("victim"), "precious");
    AtomicFile file(OutputName::chosen(dir.path(), "t.twobit"));
    file.write("table", 5);
    fs::create_symlink(dir.file("victim"), dir.file("t.twobit"));
    file.commit();
    EXPECT_EQ(test::read_file(dir.file("victim")), "precious");
    EXPECT_FALSE(fs::is_symlink(dir.file("t.twobit")));
    EXPECT_EQ(test::read_file(dir.file("t.twobit")), "table");
}

TEST(AtomicFile, SameOutputFileComparesFilesNotSpellings) {
    test::ScratchDir dir;
    const std::string name = fs::path(dir.path()).filename().string();
    const std::string spellings[] = {dir.file("t"), dir.path() + "/./t",
                                     dir.path() + "/../" + name + "/t"};
    for (const std::string& a : spellings)
        for (const std::string& b : spellings) EXPECT_TRUE(same_output_file(a, b)) << a << " " << b;
    EXPECT_FALSE(same_output_file(dir.file("t"), dir.file("u")));
    test::write_file(dir.file("t"), "x");
    fs::create_symlink(dir.file("t"), dir.file("link"));
    EXPECT_TRUE(same_output_file(dir.file("link"), dir.path() + "/./t"));
    fs::create_hard_link(dir.file("t"), dir.file("hard"));
    EXPECT_TRUE(same_output_file(dir.file("hard"), dir.file("t")));
}

TEST(AtomicFile, StaleTemporariesOfDeadProcessesAreRemoved) {
    test::ScratchDir dir;
    const std::string dead = std::to_string(dead_pid());
    const std::string mine = std::to_string(::getpid());
    // Only this writer's own pattern, NAME.tmp.PID.XXXXXX, of a dead PID: not format 1's
    // NAME.tmp.PID (a user's file could be called that), not a live process's, not another
    // target's.
    for (const std::string& name :
         {"t.twobit.tmp." + dead + ".aB3xYz", "t.twobit.tmp." + dead,
          "t.twobit.tmp." + mine + ".keepme", "other.twobit.tmp." + dead + ".aB3xYz",
          "t.twobit.tmp." + dead + ".toolongname"})
        test::write_file(dir.file(name), "left behind");
    write_file_atomically(dir.file("t.twobit"), "table");
    auto left = entries_except(dir.path(), {});
    std::sort(left.begin(), left.end());
    std::vector<std::string> kept = {
        "other.twobit.tmp." + dead + ".aB3xYz", "t.twobit", "t.twobit.tmp." + dead,
        "t.twobit.tmp." + dead + ".toolongname", "t.twobit.tmp." + mine + ".keepme"};
    std::sort(kept.begin(), kept.end());
    EXPECT_EQ(left, kept);
}

TEST(AtomicFile, ASignalDuringAWriteRemovesTheTemporary) {
    for (int sig : {SIGINT, SIGTERM, SIGHUP}) {
        test::ScratchDir dir;
        int ready[2];
        ASSERT_EQ(::pipe(ready), 0);
        const pid_t child = ::fork();
        if (child == 0) {
            // Mid-write: the temporary exists and holds data, the target does not yet.
            AtomicFile file(dir.file("t.twobit"));
            file.write("partial", 7);
            const char byte = 1;
            if (::write(ready[1], &byte, 1) != 1) ::_exit(3);
            ::pause();
            ::_exit(2);
        }
        char byte = 0;
        ASSERT_EQ(::read(ready[0], &byte, 1), 1);
        ::close(ready[0]);
        ::close(ready[1]);
        EXPECT_EQ(entries_except(dir.path(), {}).size(), 1u); // the temporary
        ::kill(child, sig);
        int status = 0;
        ::waitpid(child, &status, 0);
        // The process still dies of the signal (its parent sees which), leaving nothing.
        EXPECT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == sig) << sig << " " << status;
        EXPECT_EQ(entries_except(dir.path(), {}), std::vector<std::string>{}) << sig;
    }
}

TEST(AtomicFile, TheDestinationIsCheckedBeforeALongComputation) {
    test::ScratchDir dir;
    test::write_file(dir.file("plain"), "x");
    EXPECT_THROW(check_output_path(dir.file("plain/t.twobit")), FileWriteError);
    try {
        check_output_path(dir.file("t.twobit"), uint64_t{1} << 60);
        ADD_FAILURE() << "an exabyte fitted";
    } catch (const FileWriteError& e) {
        EXPECT_NE(std::string(e.what()).find("free"), std::string::npos) << e.what();
    }
    // A missing folder is fine (the write will make it), but the check makes nothing.
    check_output_path(dir.file("new/deeper/t.twobit"), 1000);
    EXPECT_EQ(entries_except(dir.path(), {"plain"}), std::vector<std::string>{});
    EXPECT_THROW(check_output_path(dir.file("plain/deeper/t.twobit")), FileWriteError);
}

// The table's file opened before the search: one file made where a probe and then the file
// were; a temporary while it lives, nothing once it goes unwritten, the file once committed.
TEST(AtomicFile, AnOutputOpenedEarlyIsTheFileOrNothing) {
    test::ScratchDir dir;
    test::write_file(dir.file("plain"), "x");
    {
        std::unique_ptr<AtomicFile> early = open_output_early(dir.file("t.twobit"), 1000);
        ASSERT_NE(early, nullptr);
        const std::vector<std::string> now = entries_except(dir.path(), {"plain"});
        ASSERT_EQ(now.size(), 1u);
        EXPECT_EQ(now[0].rfind("t.twobit.tmp.", 0), 0u) << now[0];
    }
    EXPECT_EQ(entries_except(dir.path(), {"plain"}), std::vector<std::string>{});
    {
        std::unique_ptr<AtomicFile> early = open_output_early(dir.file("t.twobit"), 1000);
        ASSERT_NE(early, nullptr);
        early->write("table", 5);
        early->commit(Durability::RenameOnly);
    }
    EXPECT_EQ(test::read_file(dir.file("t.twobit")), "table");
    EXPECT_EQ(entries_except(dir.path(), {"plain", "t.twobit"}), std::vector<std::string>{});
    // A missing folder: checked, nothing made, and no file to write into yet.
    EXPECT_EQ(open_output_early(dir.file("new/deeper/t.twobit"), 1000), nullptr);
    EXPECT_FALSE(fs::exists(dir.file("new")));
    // What check_output_path refuses, it refuses, leaving no temporary.
    EXPECT_THROW(open_output_early(dir.file("plain/t.twobit"), 1000), FileWriteError);
    EXPECT_THROW(open_output_early(dir.file("plain/deeper/t.twobit"), 1000), FileWriteError);
    EXPECT_THROW(open_output_early(dir.path(), 1000), FileWriteError);
    try {
        open_output_early(dir.file("t.twobit"), uint64_t{1} << 60);
        ADD_FAILURE() << "an exabyte fitted";
    } catch (const FileWriteError& e) {
        EXPECT_NE(std::string(e.what()).find("free"), std::string::npos) << e.what();
    }
    EXPECT_EQ(entries_except(dir.path(), {"plain", "t.twobit"}), std::vector<std::string>{});
    EXPECT_EQ(test::read_file(dir.file("t.twobit")), "table");
}

} // namespace twobit
