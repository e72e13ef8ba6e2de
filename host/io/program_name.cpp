// The program name hints use; see program_name.hpp.
#include "host/io/program_name.hpp"

namespace twobit {

namespace {
std::string& program_name_storage() {
    static std::string name = "twobit";
    return name;
}
} // namespace

void set_program_name(const char* argv0) {
    const std::string given = argv0 != nullptr ? argv0 : "";
    program_name_storage() = given.find('/') != std::string::npos ? given : "twobit";
}

const std::string& program_name() {
    return program_name_storage();
}

} // namespace twobit
