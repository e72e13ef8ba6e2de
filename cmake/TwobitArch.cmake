# The instruction set the C++ code is compiled for. The search's inner loops shift by a
# variable amount, count bits and find the lowest set bit on every neighbour; with BMI1/2,
# POPCNT and LZCNT (x86-64-v3) they take one instruction each where the baseline x86-64
# needs two or a library call (the 2x2x2 search measured 8-10% faster).
# TWOBIT_CPU_ARCH=auto (the default) uses x86-64-v3 when the compiler takes it and the
# machine that builds has those instructions (the build is for the machine it runs on, as
# with -march=native, which measured slower here: it also turns on AVX-512 code paths);
# `native`, another -march value, or `none` (the compiler's default) can be given.
set(TWOBIT_CPU_ARCH "auto" CACHE STRING "-march for the C++ code: auto, none, native, or a -march value")

include(CheckCXXCompilerFlag)
include(CheckCXXSourceRuns)

set(_twobit_march "")
if(TWOBIT_CPU_ARCH STREQUAL "auto")
  if(CMAKE_SYSTEM_PROCESSOR MATCHES "x86_64|AMD64|amd64")
    check_cxx_compiler_flag(-march=x86-64-v3 TWOBIT_COMPILER_HAS_X86_64_V3)
    if(TWOBIT_COMPILER_HAS_X86_64_V3)
      check_cxx_source_runs([=[
        int main() {
          __builtin_cpu_init();
          return (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi") &&
                  __builtin_cpu_supports("bmi2") && __builtin_cpu_supports("fma") &&
                  __builtin_cpu_supports("popcnt")) ? 0 : 1;
        }]=] TWOBIT_CPU_HAS_X86_64_V3)
      if(TWOBIT_CPU_HAS_X86_64_V3)
        set(_twobit_march x86-64-v3)
      endif()
    endif()
  endif()
elseif(NOT TWOBIT_CPU_ARCH STREQUAL "none")
  set(_twobit_march ${TWOBIT_CPU_ARCH})
endif()

if(_twobit_march)
  add_compile_options($<$<COMPILE_LANGUAGE:CXX>:-march=${_twobit_march}>)
  message(STATUS "twobit: C++ code compiled with -march=${_twobit_march}")
else()
  message(STATUS "twobit: C++ code compiled for the compiler's default instruction set")
endif()
