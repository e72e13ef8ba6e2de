// Writing files so that nothing is half written and nothing is replaced that was not asked
// for: the one writer of table files, SVG pictures and HTML pages.
//
// - The target must be a regular file or not exist yet. A folder, FIFO, device or socket at
//   the path (or a symbolic link to one, or a dangling link) is refused with its kind named.
// - Links: only a name the user gave may be a link that is followed (OutputName below). A
//   symbolic link to a regular file at such a name is written through: the file it points to
//   is replaced and the link stays, as the user asked. A name twobit makes itself (a table's
//   default name in the tables folder, DIR/step-01.svg of `solve --svg DIR`, the numbered
//   pages of `solve --html`) may have been planted as a link by another user of a shared
//   folder: a link there, at the file or at a folder twobit made, is refused. Those names
//   are reached through descriptors opened with O_NOFOLLOW and the file is renamed into place
//   with renameat, which replaces a link planted later instead of following it.
// - Data goes to a temporary in the target's folder, NAME.tmp.PID.XXXXXX, created with
//   O_CREAT|O_EXCL|O_NOFOLLOW under an unpredictable name (a planted file or link at that
//   name is never opened), then fsync, then rename over the target, then the folder is
//   synced. A file with the final name is therefore always complete. (A writer may leave
//   out both syncs, Durability::RenameOnly below: then only a crash of the machine itself
//   can leave an incomplete file under the final name.)
// - The temporary is removed on any failure, on SIGINT/SIGTERM/SIGHUP (fatal_signals.hpp),
//   and, after a kill -9 or a power cut, by the next write to the same target, which removes
//   the temporaries (regular files of this user named so) of processes that no longer exist.
// - A new file gets mode 0666 minus the umask; a replaced file keeps its mode.
#pragma once

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>

namespace twobit {

// A file that could not be written; what() names it and the reason.
class FileWriteError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// "a folder", "a FIFO (named pipe)", "a character device", ... for a stat mode.
const char* file_kind_name(unsigned mode);

// The name of a file to write and who made it. Made from a string, it is a name the user
// gave (a link there is followed). chosen(FOLDER, NAME) is NAME made by twobit inside the
// FOLDER the user gave: links in FOLDER are followed, but NAME, which may be several
// components ("1/step-00.svg"), must contain none.
class OutputName {
  public:
    OutputName(std::string typed) : path_(std::move(typed)) {} // NOLINT: implicit on purpose
    OutputName(const char* typed) : path_(typed) {}            // NOLINT
    static OutputName chosen(const std::string& folder, const std::string& name);

    const std::string& path() const { return path_; }
    bool chosen_by_twobit() const { return !chosen_.empty(); }
    const std::string& folder() const { return folder_; } // chosen names: the user's folder
    const std::string& chosen() const { return chosen_; } // chosen names: twobit's part

  private:
    std::string path_;
    std::string folder_;
    std::string chosen_;
};

// Where a write to name lands: its path, or for a name the user gave, the regular file a
// symbolic link there points to. Throws FileWriteError when the name is empty, names anything
// but a regular file, or is a name twobit chose with a link in it.
std::string resolve_output_path(const OutputName& name);

// The writer's PID if entry is a name this writer gives its temporaries, BASE.tmp.PID.XXXXXX
// (PID in decimal, XXXXXX six letters or digits), setting *base; else -1. (Format 1's writer
// used BASE.tmp.PID; so might a user's own file, so those are not its temporaries.)
long temporary_writer(const std::string& entry, std::string* base = nullptr);

// Under a launcher that relays this process's standard streams (mpirun: each rank's are
// a terminal or pipe to it), the files behind the launcher's own standard streams are where
// this command's input, output and messages really are: from now on they are refused as
// outputs as this process's own are (check_output_path, AtomicFile). Linux's /proc.
void also_refuse_streams_of(int launcher_pid);

// For a long computation that ends in a write: checks now that path can be written (its
// kind; its folder, or the nearest existing one above it, and a probe file there) and, when
// bytes > 0, that the file system has that much room. Creates nothing that outlives the
// check. Throws FileWriteError naming the problem.
void check_output_path(const OutputName& name, uint64_t bytes = 0);

// Whether writes to a and b land on the same file: the same device and inode where both
// exist, else the same absolute path once links, "." and ".." are resolved ("same" and
// "$PWD/same" are one file). Throws FileWriteError as resolve_output_path does.
bool same_output_file(const OutputName& a, const OutputName& b);

// The size of the regular file at path (links followed), 0 when there is none.
uint64_t existing_file_bytes(const std::string& path);

class TemporaryGuard;
class AtomicFile;

// check_output_path for a write at the end of a long computation, without making a probe
// file and then the file: where the target's folder exists, the AtomicFile itself, its
// temporary created now (to be written and committed when the computation is done, or
// removed with the object). Where the folder is missing: null once check_output_path has
// passed, so that no folder is made before the write (a failed command leaves none behind).
// Throws FileWriteError.
std::unique_ptr<AtomicFile> open_output_early(const OutputName& name, uint64_t bytes);

// What AtomicFile::commit() does besides renaming the temporary over the target, which
// readers always see as the old file or the whole new one, whatever happens to this process.
enum class Durability {
    // fsync of the file before the rename and of its folder after: once commit() returns,
    // the new file survives a crash of the machine (a power cut, a kernel panic).
    Synced,
    // The rename alone. A crash of the machine before the kernel has written the data out
    // (within about 30 s) can leave the old file, no file, or a file under the new name
    // whose contents never reached the disk. Only for files that every reader verifies and
    // that cost less to make again than the syncs cost each time (save_table.hpp).
    RenameOnly,
};

class AtomicFile {
  public:
    // Resolves the target, creates its folder if missing, removes stale temporaries of the
    // same target and creates the temporary. Throws FileWriteError.
    explicit AtomicFile(const OutputName& name);
    ~AtomicFile(); // removes the temporary unless committed
    AtomicFile(const AtomicFile&) = delete;
    AtomicFile& operator=(const AtomicFile&) = delete;

    void write(const void* data, uint64_t size);                     // appends
    void write_at(uint64_t offset, const void* data, uint64_t size); // overwrites
    // fsync (Synced only), mode, rename over the target, fsync of the folder (Synced only).
    // Throws FileWriteError.
    void commit(Durability durability = Durability::Synced);

    const std::string& target() const { return target_; }
    // The temporary's path, for writers in other processes (MPI ranks) that fill it in place
    // before this object commits it.
    const std::string& temporary() const { return temporary_; }

  private:
    [[noreturn]] void fail(const std::string& what) const;

    std::string target_;    // the resolved file that commit() replaces
    std::string base_;      // its name in its folder
    std::string temporary_; // its temporary
    std::unique_ptr<TemporaryGuard> guard_;
    int dir_fd_ = -1; // the target's folder, through which the temporary is made and renamed
    int fd_ = -1;
    unsigned mode_ = 0;
    bool committed_ = false;
};

// The whole text through an AtomicFile. Throws FileWriteError.
void write_file_atomically(const OutputName& name, const std::string& text);

} // namespace twobit
