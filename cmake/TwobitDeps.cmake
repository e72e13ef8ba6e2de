# Dependencies. Normally Debian packages found with find_package. On a machine without
# them (the GPU machine has only the CUDA toolkit, CMake and a compiler), TWOBIT_DEPS_DIR
# may point at a folder made by tools/scripts/gpu-deps.sh: include/ (header-only CLI11, fmt,
# nlohmann-json, xxHash, Google Benchmark's headers), lib/ (libbenchmark) and googletest/
# (GoogleTest's sources). Nothing is ever downloaded.
set(TWOBIT_DEPS_DIR "" CACHE PATH "Folder of carried dependencies (tools/scripts/gpu-deps.sh)")

find_package(OpenMP REQUIRED COMPONENTS CXX)
find_package(xxHash REQUIRED)
# SHA-256 of built-in tables (host/io/sha256.hpp): libcrypto, linked statically where the C++
# runtime is, so that `twobit` needs no libcrypto.so where it runs (TWOBIT_DEPS_DIR carries
# libcrypto.a and its headers).
if(TWOBIT_STATIC_CXX_RUNTIME)
  set(OPENSSL_USE_STATIC_LIBS ON)
endif()
if(TWOBIT_DEPS_DIR AND NOT OPENSSL_ROOT_DIR)
  set(OPENSSL_ROOT_DIR ${TWOBIT_DEPS_DIR})
endif()
find_package(OpenSSL REQUIRED COMPONENTS Crypto)

# Header-only libraries: the Debian package's CMake config, else the carried header.
function(twobit_header_only target header)
  if(TARGET ${target})
    return()
  endif()
  find_path(_dir ${header} HINTS ${TWOBIT_DEPS_DIR}/include NO_CACHE)
  if(_dir)
    add_library(${target} INTERFACE IMPORTED GLOBAL)
    set_target_properties(${target} PROPERTIES INTERFACE_INCLUDE_DIRECTORIES "${_dir}")
  endif()
endfunction()

find_package(CLI11 QUIET)
twobit_header_only(CLI11::CLI11 CLI/CLI.hpp)
find_package(nlohmann_json QUIET)
twobit_header_only(nlohmann_json::nlohmann_json nlohmann/json.hpp)
# fmt (twobit_fmt): its headers; its compiled part is built once into twobit_core
# (host/io/fmt_library.cpp), in every build: header-only fmt compiled it again in each file
# that formats (4-5 s each at -O3), and the package's libfmt.so would load libstdc++.so beside
# the static C++ runtime (TWOBIT_STATIC_CXX_RUNTIME, CMakeLists.txt).
find_path(TWOBIT_FMT_INCLUDE fmt/format-inl.h HINTS ${TWOBIT_DEPS_DIR}/include)
if(TWOBIT_FMT_INCLUDE)
  add_library(twobit_fmt INTERFACE IMPORTED GLOBAL)
  set_target_properties(twobit_fmt PROPERTIES INTERFACE_INCLUDE_DIRECTORIES
    "${TWOBIT_FMT_INCLUDE}")
endif()
if(TARGET CLI11::CLI11 AND TARGET twobit_fmt AND TARGET nlohmann_json::nlohmann_json)
  set(TWOBIT_HAVE_CLI_DEPS ON)
else()
  set(TWOBIT_HAVE_CLI_DEPS OFF)
  message(STATUS "twobit: CLI11, fmt or nlohmann-json missing: the twobit command is not built")
endif()

if(TWOBIT_BUILD_TESTS)
  find_package(GTest QUIET)
  if(NOT GTest_FOUND AND EXISTS ${TWOBIT_DEPS_DIR}/googletest/CMakeLists.txt)
    set(INSTALL_GTEST OFF CACHE BOOL "" FORCE)
    add_subdirectory(${TWOBIT_DEPS_DIR}/googletest ${CMAKE_BINARY_DIR}/googletest EXCLUDE_FROM_ALL)
    if(NOT TARGET GTest::gtest_main) # recent GoogleTest defines it itself
      add_library(GTest::gtest_main ALIAS gtest_main)
    endif()
    set(GTest_FOUND ON)
  endif()
  if(NOT GTest_FOUND)
    message(FATAL_ERROR "GoogleTest not found: install libgtest-dev or set TWOBIT_DEPS_DIR")
  endif()
endif()

if(TWOBIT_BUILD_BENCHMARKS)
  find_package(benchmark QUIET)
  if(NOT benchmark_FOUND)
    find_library(_benchmark_lib benchmark HINTS ${TWOBIT_DEPS_DIR}/lib NO_DEFAULT_PATH NO_CACHE)
    find_path(_benchmark_inc benchmark/benchmark.h HINTS ${TWOBIT_DEPS_DIR}/include NO_CACHE)
    if(_benchmark_lib AND _benchmark_inc)
      add_library(benchmark::benchmark UNKNOWN IMPORTED GLOBAL)
      set_target_properties(benchmark::benchmark PROPERTIES IMPORTED_LOCATION "${_benchmark_lib}"
        INTERFACE_INCLUDE_DIRECTORIES "${_benchmark_inc}")
      set(benchmark_FOUND ON)
    endif()
  endif()
  if(NOT benchmark_FOUND)
    message(STATUS "twobit: Google Benchmark not found: benchmarks are not built")
    set(TWOBIT_BUILD_BENCHMARKS OFF)
  endif()
endif()
