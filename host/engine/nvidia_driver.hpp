// Whether an NVIDIA driver is on this machine, from its device nodes alone: no library is
// loaded and no device is asked.
#pragma once

namespace twobit {

// True when one of the nodes an NVIDIA driver makes exists: the desktop and server
// driver's control node, WSL2's GPU paravirtualisation, the integrated GPUs of Jetson
// boards. Where none exists no CUDA device can answer, so the CUDA runtime (which would look
// for libcuda.so.1 along the library path) is not asked.
bool nvidia_driver_present();

// The reason given where no driver is found.
constexpr const char* kNoNvidiaDriver =
    "no NVIDIA driver device node (/dev/nvidiactl) on this machine";

} // namespace twobit
