// The NVIDIA driver's device nodes; see nvidia_driver.hpp.
#include "host/engine/nvidia_driver.hpp"

#include <initializer_list>
#include <unistd.h>

namespace twobit {

bool nvidia_driver_present() {
    // Asked up to three times by a `generate` (the launcher, the backend's choice, the
    // search): looked for once, as a driver loaded while a command runs is not used by it.
    static const bool present = [] {
        for (const char* node :
             {"/dev/nvidiactl", "/dev/dxg", "/dev/nvhost-ctrl-gpu", "/dev/nvgpu"})
            if (::access(node, F_OK) == 0) return true;
        return false;
    }();
    return present;
}

} // namespace twobit
