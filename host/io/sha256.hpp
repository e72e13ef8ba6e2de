// SHA-256 (OpenSSL's, which uses the CPU's SHA extensions where it has them) over bytes fed
// piece by piece. A built-in table's content is known in advance: its file's SHA-256 is part
// of its record (host/puzzles/table_record.hpp), and a file is trusted on load when its bytes
// hash to it. XXH3 (the header's checksums) proves a file intact; SHA-256 proves it is the
// table this program writes, since no one can make other bytes with the same digest.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace twobit {

class Sha256 {
  public:
    Sha256();
    ~Sha256();
    Sha256(const Sha256&) = delete;
    Sha256& operator=(const Sha256&) = delete;

    void add(const void* data, size_t size);
    // The digest of everything added, as 64 lowercase hex digits (as sha256sum prints it).
    std::string hex();

  private:
    void* context_; // EVP_MD_CTX
};

} // namespace twobit
