// One builder at a time per tables folder: when two commands first need the same missing table
// (two `solve`s started together, say), the second waits for the first and then opens the
// table it saved instead of building it again. The lock is flock(2) on the folder itself: it
// leaves no file behind, ends with the process however it ends, and costs nothing when no
// one else holds it. Two different tables in one folder are built one after the other too; a
// first use is rare enough that this simplicity wins over a lock file per table.
#pragma once

#include <string>

namespace twobit {

class TableBuildLock {
  public:
    // Locks the folder that holds `table` (made if missing), waiting for another process's
    // lock with a line on stderr that says so. Where the folder cannot be made or locked
    // (a read-only place, a file system without locks), nothing is locked: the build goes
    // ahead as before, and the saving step reports what is wrong.
    explicit TableBuildLock(const std::string& table);
    ~TableBuildLock();
    TableBuildLock(const TableBuildLock&) = delete;
    TableBuildLock& operator=(const TableBuildLock&) = delete;

  private:
    int fd_ = -1;
};

} // namespace twobit
