// The name under which messages tell the user to run twobit ("check it with build/twobit
// verify --table FILE"): the path as typed when it has a '/' (build/twobit, which runs from
// where the user is), else "twobit" (found on the PATH, as `cmake --install` puts it). The
// command sets it once from argv[0]; a library user that never does gets "twobit".
#pragma once

#include <string>

namespace twobit {

void set_program_name(const char* argv0);
const std::string& program_name();

} // namespace twobit
