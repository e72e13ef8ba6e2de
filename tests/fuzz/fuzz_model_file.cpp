// Fuzzes the model cache's reader, twobit::read_model_file (host/engine/model_file.hpp), for
// the key skewb / htm / all faces (the seed is that model's file). The input is written to a
// file and read twice:
//  1. as it is;
//  2. resealed so that the header's checks pass and the fuzzer reaches the metadata and the
//     tables: this build's build hash and the key's hash put in, the array size made to fit
//     the file where the metadata size allows, and the XXH3-64 of the whole recomputed.
//
// Asserts (beyond no crash, no sanitizer report and no exception): a model read passes
// PuzzleModel::validate(), has 1..4 coordinates and 1..32 moves, a pull group between 1 and
// its move count; and written to a file again, it reads back with the same fingerprint.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <optional>
#include <string>
#include <unistd.h>
#include <vector>

#include "fuzz_check.hpp"
#include "host/engine/model_file.hpp"
#include "host/engine/model_fingerprint.hpp"
#include "host/io/xxh3_stream.hpp"

namespace {

// The header's layout (model_file.hpp): u64 fields after the magic and the version.
constexpr size_t kHeaderBytes = 64;
constexpr size_t kBuildHashAt = 16, kKeyHashAt = 24, kMetadataBytesAt = 32, kArrayBytesAt = 40,
                 kContentHashAt = 56;

const twobit::ModelKey kKey{"skewb", "htm", ""};

uint64_t get_u64(const uint8_t* p) {
    uint64_t v;
    std::memcpy(&v, p, sizeof v);
    return v;
}
void put_u64(uint8_t* p, uint64_t v) {
    std::memcpy(p, &v, sizeof v);
}

constexpr const char* kScratchNames[] = {"input.model", "written.model"};
std::string scratch_folder;

// The temporary folder and its two files, gone when the fuzzer exits normally.
void remove_scratch() {
    for (const char* name : kScratchNames) ::unlink((scratch_folder + "/" + name).c_str());
    ::rmdir(scratch_folder.c_str());
}

// A file in this process's own temporary folder (one of kScratchNames).
std::string scratch(const char* name) {
    if (scratch_folder.empty()) {
        char pattern[] = "/tmp/fuzz_model_file.XXXXXX";
        if (::mkdtemp(pattern) == nullptr) FUZZ_FAIL("mkdtemp");
        scratch_folder = pattern;
        std::atexit(remove_scratch);
    }
    return scratch_folder + "/" + name;
}

void write_whole(const std::string& path, const uint8_t* data, size_t size) {
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd < 0) FUZZ_FAIL("cannot write the input file");
    for (size_t done = 0; done < size;) {
        const ssize_t n = ::write(fd, data + done, size - done);
        if (n <= 0) FUZZ_FAIL("cannot write the input file");
        done += static_cast<size_t>(n);
    }
    ::close(fd);
}

void read_and_check(const uint8_t* data, size_t size) {
    const std::string path = scratch(kScratchNames[0]);
    write_whole(path, data, size);
    const std::optional<twobit::PuzzleModel> model = twobit::read_model_file(path, kKey);
    if (!model) return;
    model->validate(); // throws (an uncaught exception: a finding) if it let one through
    FUZZ_CHECK(!model->coords.empty() && model->coords.size() <= 4);
    FUZZ_CHECK(model->num_moves() >= 1 && model->num_moves() <= 32);
    FUZZ_CHECK(model->pull_group >= 1 && model->pull_group <= model->num_moves());
    const std::string again = scratch(kScratchNames[1]);
    twobit::write_model_file(again, kKey, *model);
    const std::optional<twobit::PuzzleModel> back = twobit::read_model_file(again, kKey);
    FUZZ_CHECK(back.has_value());
    FUZZ_CHECK(twobit::model_fingerprint(*back) == twobit::model_fingerprint(*model));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    read_and_check(data, size);
    if (size < kHeaderBytes) return 0;
    std::vector<uint8_t> sealed(data, data + size);
    put_u64(&sealed[kBuildHashAt], twobit::model_file_build_hash());
    put_u64(&sealed[kKeyHashAt], twobit::model_key_hash(kKey));
    const uint64_t metadata = get_u64(&sealed[kMetadataBytesAt]);
    if (metadata <= size - kHeaderBytes)
        put_u64(&sealed[kArrayBytesAt], size - kHeaderBytes - metadata);
    twobit::Xxh3Stream hash;
    hash.add(sealed.data(), kContentHashAt);
    hash.add(sealed.data() + kHeaderBytes, size - kHeaderBytes);
    put_u64(&sealed[kContentHashAt], hash.digest());
    read_and_check(sealed.data(), sealed.size());
    return 0;
}
