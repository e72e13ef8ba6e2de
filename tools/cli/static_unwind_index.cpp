// The first exception of the static twobit without a sort of every frame in the binary:
// linked into the static `twobit` only, with -Wl,--wrap=__register_frame_info and
// -Wl,--wrap=__deregister_frame_info (CMakeLists.txt).
//
// In a -static link, crtbeginT.o registers the binary's .eh_frame with the unwinder at start
// (__register_frame_info). libgcc's _Unwind_Find_FDE searches registered objects before the
// sorted index that --eh-frame-hdr puts in the binary (found through dl_iterate_phdr), and
// the first search of a registered object sorts all of its frames: tens of thousands in this
// binary. Every exception thrown, so every usage error, --help and --version (which CLI11
// reports by throwing), paid for that sort. With the registration left out, the unwinder goes
// straight to the index, as in a dynamically linked program.
extern "C" {

// What crtbeginT.o calls at start and at exit; the object it passes is never used.
void __wrap___register_frame_info(const void*, void*) {}
void* __wrap___deregister_frame_info(const void*) {
    return nullptr;
}

} // extern "C"
