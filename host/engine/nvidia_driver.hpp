// Whether an NVIDIA driver is on this machine, from its device nodes alone: no library is
// loaded and no device is asked.
#pragma once

namespace twobit {

// True when one of the nodes an NVIDIA driver makes exists: the desktop and server
// driver's control node, WSL2's GPU paravirtualisation, the integrated GPUs of Jetson
// boards. Where none exists no CUDA device can answer, so the CUDA runtime (which looks for
// libcuda.so.1 along the library path, about 1 ms of a 2x2x2 command: bench/RESULTS.md) is
// not asked, and `twobit` does not hand the command to its CUDA build (companions.hpp).
bool nvidia_driver_present();

// The reason given where no driver is found.
constexpr const char* kNoNvidiaDriver =
    "no NVIDIA driver device node (/dev/nvidiactl) on this machine";

} // namespace twobit
