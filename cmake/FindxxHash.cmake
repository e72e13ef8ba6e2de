# Finds the xxHash header (Debian's libxxhash-dev; it ships no CMake config). twobit uses
# xxHash header-only (XXH_INLINE_ALL), so no library is needed. Defines xxHash::xxhash.
find_path(XXHASH_INCLUDE_DIR xxhash.h HINTS ${TWOBIT_DEPS_DIR}/include)
include(FindPackageHandleStandardArgs)
find_package_handle_standard_args(xxHash REQUIRED_VARS XXHASH_INCLUDE_DIR)
if(xxHash_FOUND AND NOT TARGET xxHash::xxhash)
  add_library(xxHash::xxhash INTERFACE IMPORTED)
  set_target_properties(xxHash::xxhash PROPERTIES
    INTERFACE_INCLUDE_DIRECTORIES "${XXHASH_INCLUDE_DIR}"
    INTERFACE_COMPILE_DEFINITIONS XXH_INLINE_ALL)
endif()
mark_as_advanced(XXHASH_INCLUDE_DIR)
