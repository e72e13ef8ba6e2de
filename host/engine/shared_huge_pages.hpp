// Small mappings packed together into shared 2 MiB huge pages.
//
// Without them every buffer from 64 KiB up would get whole huge pages of its own
// (large_buffer.hpp), and each costs a huge page's fault and zeroing: 0.12-0.3 ms on the
// development VM, and 3.4-4.3 ms when the host has to back the memory again first. A fresh
// 2x2x2 `generate` asks for six buffers of 130-920 KB (a move table, the table, two frontier
// lists, two bitsets): that was six huge pages, 12 MiB zeroed for 2.9 MB used. Packed, they
// take two (bench/RESULTS.md, 2026-12-03, eleventh round).
//
// A piece comes from the end of the huge page being filled, rounded to whole 4 KiB pages and
// never handed out twice, so it is as zeroed as a fresh mapping; a huge page is unmapped once
// all of its pieces are given back. Buffers of 1 MiB and more keep mappings of their own.
#pragma once

#include <cstddef>

namespace twobit {

constexpr size_t kSharedPiecesBelow = size_t{1} << 20; // larger buffers are mapped alone

// A zeroed, writable, 4 KiB-aligned piece of shared_piece_bytes(bytes) for 0 < bytes <
// kSharedPiecesBelow; its pages are mapped now when `populate`. Throws std::bad_alloc.
void* take_shared_piece(size_t bytes, bool populate);
size_t shared_piece_bytes(size_t bytes); // bytes rounded up to whole 4 KiB pages
// Gives back the piece at start if it is one; false (and nothing done) if it is not.
bool give_back_shared_piece(void* start);

} // namespace twobit
