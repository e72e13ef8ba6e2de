// The project macro for code that runs on both sides: TWOBIT_HD means __host__ __device__
// under nvcc and nothing under a plain C++ compiler. Also the few primitives (popcount,
// lowest set bit, relaxed word loads/stores, atomic AND) whose spelling differs per side.
// Nothing here allocates, throws or touches the standard library's containers.
#pragma once

#include <cstdint>

#if defined(__CUDACC__)
#define TWOBIT_HD __host__ __device__
#define TWOBIT_INLINE __forceinline__
#define TWOBIT_INLINE_LAMBDA
#else
#define TWOBIT_HD
#define TWOBIT_INLINE inline __attribute__((always_inline))
// After a lambda's parameter list: GCC inlines a lambda only by its own size limits, and
// left a pull's per-run body out of line, a call per table word. (nvcc inlines device
// lambdas by itself.)
#define TWOBIT_INLINE_LAMBDA __attribute__((always_inline))
#endif

// Unrolls the loop that follows when its trip count is a compile-time constant (a step
// compiled for a move count or a pull group): GCC left the per-move loops of 18 moves and
// the pull's groups of 3 rolled, and the 3x3x3 corners' marks and checks then waited on
// the loop's own counter. Under nvcc the loops are left to its own unrolling.
#if defined(__CUDACC__)
#define TWOBIT_UNROLL_MOVES
#else
#define TWOBIT_UNROLL_MOVES _Pragma("GCC unroll 18")
#endif

namespace twobit {

// The high 64 bits of the 128-bit product a * b.
TWOBIT_HD TWOBIT_INLINE uint64_t mul_high64(uint64_t a, uint64_t b) {
#if defined(__CUDA_ARCH__)
    return __umul64hi(a, b);
#else
    return static_cast<uint64_t>((static_cast<unsigned __int128>(a) * b) >> 64);
#endif
}

TWOBIT_HD TWOBIT_INLINE int popcount64(uint64_t x) {
#if defined(__CUDA_ARCH__)
    return __popcll(x);
#elif defined(__POPCNT__)
    return __builtin_popcountll(x);
#else
    // Without -mpopcnt the builtin is a call into libgcc; this inline SWAR count is cheaper.
    x = x - ((x >> 1) & 0x5555555555555555ULL);
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return static_cast<int>((x * 0x0101010101010101ULL) >> 56);
#endif
}

// Index of the lowest set bit; x must be non-zero.
TWOBIT_HD TWOBIT_INLINE int lowest_bit(uint64_t x) {
#if defined(__CUDA_ARCH__)
    return __ffsll(static_cast<long long>(x)) - 1;
#else
    return __builtin_ctzll(x);
#endif
}

// Index of the highest set bit of a non-zero x.
TWOBIT_HD TWOBIT_INLINE int highest_bit(uint64_t x) {
#if defined(__CUDA_ARCH__)
    return 63 - __clzll(static_cast<long long>(x));
#else
    return 63 - __builtin_clzll(x);
#endif
}

// Table words are read by one thread while another may claim entries in them. Every such
// access goes through these so that the host build is free of data races in the C++ sense
// (relaxed atomics compile to plain moves on x86) and the device build re-reads memory.
TWOBIT_HD TWOBIT_INLINE uint64_t load_word(const uint64_t* p) {
#if defined(__CUDA_ARCH__)
    return *reinterpret_cast<const volatile uint64_t*>(p);
#else
    return __atomic_load_n(p, __ATOMIC_RELAXED);
#endif
}

// A read of a table word whose answer a level's invariants make safe to be stale, and so
// needs no re-read from memory on the device. Within a level, entries only go from
// unreached to the level's `next` value, and the entries a step tests do not change at all:
//  - a push tests its own word's frontier lanes (stable) and a target's "still unreached?"
//    (a stale answer is "unreached", and the atomic claim that follows tells the truth);
//  - a pull tests neighbours for the frontier value (frontier entries are stable, and an
//    entry that changes goes from unreached to `next`, neither of them the frontier) and
//    reads its own word, which only its own thread writes in a pull.
// Device: a plain load (the compiler may keep it in a register, the hardware may serve it
// from L1), where load_word is volatile. Host: the same relaxed atomic load as load_word,
// which keeps the C++ build free of data races (a plain move on x86).
TWOBIT_HD TWOBIT_INLINE uint64_t load_word_stable(const uint64_t* p) {
#if defined(__CUDA_ARCH__)
    return *p;
#else
    return __atomic_load_n(p, __ATOMIC_RELAXED);
#endif
}

TWOBIT_HD TWOBIT_INLINE void store_word(uint64_t* p, uint64_t value) {
#if defined(__CUDA_ARCH__)
    *reinterpret_cast<volatile uint64_t*>(p) = value;
#else
    __atomic_store_n(p, value, __ATOMIC_RELAXED);
#endif
}

// Atomically ANDs mask into *p and returns the previous value.
TWOBIT_HD TWOBIT_INLINE uint64_t atomic_and_word(uint64_t* p, uint64_t mask) {
#if defined(__CUDA_ARCH__)
    return atomicAnd(reinterpret_cast<unsigned long long*>(p),
                     static_cast<unsigned long long>(mask));
#else
    return __atomic_fetch_and(p, mask, __ATOMIC_RELAXED);
#endif
}

// Atomically ORs bits into *p (a bitmap shared by threads: an MPI rank's touched bitmap).
TWOBIT_HD TWOBIT_INLINE void atomic_or_word(uint64_t* p, uint64_t bits) {
#if defined(__CUDA_ARCH__)
    atomicOr(reinterpret_cast<unsigned long long*>(p), static_cast<unsigned long long>(bits));
#else
    __atomic_fetch_or(p, bits, __ATOMIC_RELAXED);
#endif
}

} // namespace twobit
