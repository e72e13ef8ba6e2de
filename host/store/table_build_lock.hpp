// One builder at a time per tables folder: when two commands first need the same missing table
// (two `solve`s started together, say), the second waits for the first and then opens the
// table it saved instead of building it again. The lock is flock(2) on `.twobit-lock` in the
// folder, opened for writing: only those who may write tables there can hold it (a lock on the
// folder itself could be taken by anyone who can read it, and block every build for ever). It
// ends with the process however it ends, and costs nothing when no one else holds it. Two
// different tables in one folder are built one after the other too; a first use is rare enough
// that this simplicity wins over a lock file per table.
#pragma once

#include <string>

namespace twobit {

class TableBuildLock {
  public:
    // Locks the folder that holds `table` (made if missing), waiting for another process's
    // lock with a line on stderr that says so (none when progress is quiet). Where the lock
    // file cannot be opened for writing (a folder this user cannot write, a link or a FIFO
    // planted at its name, a file system without locks), nothing is locked: the build goes ahead,
    // and the saving step reports what is wrong.
    explicit TableBuildLock(const std::string& table);
    ~TableBuildLock();
    TableBuildLock(const TableBuildLock&) = delete;
    TableBuildLock& operator=(const TableBuildLock&) = delete;

  private:
    int fd_ = -1;
};

} // namespace twobit
