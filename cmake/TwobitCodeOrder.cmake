# The static `twobit`'s code laid out in the order its commands first run it.
#
# A fresh process pays for every page of code it touches: on the development VM a page fault
# costs 9-13 us, and the first touch of a page 5-9 us more unless its neighbours were touched
# just before (bench/RESULTS.md, 2026-12-03, thirteenth round). Linked in the archives' order, the code
# a 2x2x2 `generate` runs lies on 301 pages in 53 of the binary's 64 KiB windows; laid out
# in the order of tools/cli/code-order.txt, on 155 pages in 17 windows.
#
# The order file lists function symbols (tools/scripts/code_order.py writes it from a
# traced run of the usual commands); lld's --symbol-ordering-file places the sections that
# define them first, in that order, and the rest after as usual. That needs one section per
# function (-ffunction-sections, for twobit's own code; libstdc++'s archive has it already,
# glibc's has one function per object) and lld. Symbols the file names that the code no
# longer has are skipped without a warning, so a stale file only lays the code out less
# well; nothing is ever wrong.
#
# Sets TWOBIT_CODE_ORDER_ACTIVE and, when on, compiles C++ with -ffunction-sections; call
# twobit_order_code(target) for the static binary. Off where lld is missing (Debian package
# lld; tools/scripts/setup.sh installs it) or twobit is not one static binary.
option(TWOBIT_CODE_ORDER "Lay out the static twobit's code in the order commands run it (lld)" ON)
set(TWOBIT_CODE_ORDER_FILE "${CMAKE_CURRENT_SOURCE_DIR}/tools/cli/code-order.txt")

include(CheckLinkerFlag)

set(TWOBIT_CODE_ORDER_ACTIVE OFF)
if(TWOBIT_CODE_ORDER AND TWOBIT_CAN_LINK_STATIC AND EXISTS "${TWOBIT_CODE_ORDER_FILE}")
  set(CMAKE_REQUIRED_QUIET ON)
  check_linker_flag(CXX "-fuse-ld=lld;-Wl,--symbol-ordering-file=${TWOBIT_CODE_ORDER_FILE}"
    TWOBIT_LLD_ORDERS_SYMBOLS)
  unset(CMAKE_REQUIRED_QUIET)
  if(TWOBIT_LLD_ORDERS_SYMBOLS)
    set(TWOBIT_CODE_ORDER_ACTIVE ON)
    add_compile_options($<$<COMPILE_LANGUAGE:CXX>:-ffunction-sections>)
  endif()
endif()
message(STATUS "twobit: code laid out in command order ${TWOBIT_CODE_ORDER_ACTIVE}")

function(twobit_order_code target)
  if(NOT TWOBIT_CODE_ORDER_ACTIVE)
    return()
  endif()
  target_link_options(${target} PRIVATE -fuse-ld=lld
    -Wl,--symbol-ordering-file=${TWOBIT_CODE_ORDER_FILE} -Wl,--no-warn-symbol-ordering)
  set_property(TARGET ${target} APPEND PROPERTY LINK_DEPENDS "${TWOBIT_CODE_ORDER_FILE}")
endfunction()
