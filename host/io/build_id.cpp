// The build id, read from the program's own PT_NOTE segments in memory (no file is opened:
// the binary may have been replaced on disk since it started).
#include "host/io/build_id.hpp"

#include <cstdint>
#include <cstring>
#include <elf.h>
#include <link.h>

namespace twobit {

namespace {

constexpr uint32_t kNoteAlign = 4; // GNU notes: name and descriptor padded to 4 bytes

uint32_t padded(uint32_t n) {
    return (n + kNoteAlign - 1) & ~(kNoteAlign - 1);
}

// The GNU build-id note among the notes in [p, end), or empty.
std::string build_id_in_notes(const char* p, const char* end) {
    while (end - p >= static_cast<std::ptrdiff_t>(sizeof(ElfW(Nhdr)))) {
        ElfW(Nhdr) note;
        std::memcpy(&note, p, sizeof note);
        const char* name = p + sizeof note;
        const char* desc = name + padded(note.n_namesz);
        if (desc > end || desc + padded(note.n_descsz) > end) break;
        if (note.n_type == NT_GNU_BUILD_ID && note.n_namesz == 4 &&
            std::memcmp(name, "GNU", 4) == 0)
            return std::string(desc, note.n_descsz);
        p = desc + padded(note.n_descsz);
    }
    return {};
}

// dl_iterate_phdr visits the program itself first, in a static binary as in a dynamic one.
int find_in_program(dl_phdr_info* info, size_t, void* out) {
    auto* id = static_cast<std::string*>(out);
    for (ElfW(Half) i = 0; i < info->dlpi_phnum && id->empty(); ++i) {
        const ElfW(Phdr)& segment = info->dlpi_phdr[i];
        if (segment.p_type != PT_NOTE) continue;
        const char* start = reinterpret_cast<const char*>(info->dlpi_addr + segment.p_vaddr);
        *id = build_id_in_notes(start, start + segment.p_memsz);
    }
    return 1; // the program only, not the libraries after it
}

} // namespace

const std::string& program_build_id() {
    static const std::string id = [] {
        std::string found;
        dl_iterate_phdr(find_in_program, &found);
        return found;
    }();
    return id;
}

} // namespace twobit
