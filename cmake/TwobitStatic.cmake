# Whether `twobit` can be one static binary (TWOBIT_STATIC_BINARY, CMakeLists.txt), and
# OpenMP for every target: the shared libgomp, or its archive for a target whose
# TWOBIT_FULLY_STATIC property is on (a -static link refuses a shared library, and the
# OpenMP package names libgomp.so by its path).
include(CheckCXXSourceCompiles)

set(TWOBIT_CAN_LINK_STATIC OFF)
if(TWOBIT_STATIC_BINARY AND TWOBIT_STATIC_CXX_RUNTIME AND CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
  execute_process(COMMAND ${CMAKE_CXX_COMPILER} -print-file-name=libgomp.a
    OUTPUT_VARIABLE TWOBIT_LIBGOMP_ARCHIVE OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(IS_ABSOLUTE "${TWOBIT_LIBGOMP_ARCHIVE}" AND EXISTS "${TWOBIT_LIBGOMP_ARCHIVE}")
    set(CMAKE_REQUIRED_FLAGS ${OpenMP_CXX_FLAGS})
    set(CMAKE_REQUIRED_LINK_OPTIONS -static)
    set(CMAKE_REQUIRED_LIBRARIES ${TWOBIT_LIBGOMP_ARCHIVE})
    set(CMAKE_REQUIRED_QUIET ON)
    check_cxx_source_compiles([[
      #include <omp.h>
      #include <string>
      int main() {
        int n = 0;
      #pragma omp parallel reduction(+ : n)
        n += 1;
        return static_cast<int>(std::to_string(n).size()) - 1;
      }]] TWOBIT_STATIC_OPENMP_LINKS)
    unset(CMAKE_REQUIRED_FLAGS)
    unset(CMAKE_REQUIRED_LINK_OPTIONS)
    unset(CMAKE_REQUIRED_LIBRARIES)
    unset(CMAKE_REQUIRED_QUIET)
    if(TWOBIT_STATIC_OPENMP_LINKS)
      set(TWOBIT_CAN_LINK_STATIC ON)
    endif()
  endif()
endif()
message(STATUS "twobit: static twobit ${TWOBIT_CAN_LINK_STATIC}")

add_library(twobit_openmp INTERFACE)
target_compile_options(twobit_openmp INTERFACE ${OpenMP_CXX_FLAGS})
if(TWOBIT_CAN_LINK_STATIC)
  set(_static $<BOOL:$<TARGET_PROPERTY:TWOBIT_FULLY_STATIC>>)
  target_link_libraries(twobit_openmp INTERFACE
    $<$<NOT:${_static}>:OpenMP::OpenMP_CXX> $<${_static}:${TWOBIT_LIBGOMP_ARCHIVE}>)
  unset(_static)
else()
  target_link_libraries(twobit_openmp INTERFACE OpenMP::OpenMP_CXX)
endif()
