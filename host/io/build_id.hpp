// The build id of the running program: the GNU build-id note the linker puts in the binary, a
// hash of its contents. Two builds that differ in any code have different ids, so data a
// build derived from its own code alone (the model cache, model_cache.hpp) can be keyed by
// it and never be read by another build.
#pragma once

#include <string>

namespace twobit {

// The note's bytes, or empty where the program was linked without one (--build-id=none).
const std::string& program_build_id();

} // namespace twobit
