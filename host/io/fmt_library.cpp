// fmt's compiled part (its format-inl.h), built once into twobit_core. Every other file uses
// fmt's headers alone: header-only fmt (FMT_HEADER_ONLY) compiles this part again in each file
// that formats, 4-5 s each at -O3, and the package's libfmt.so would load the shared C++
// runtime beside the static one `twobit` links (cmake/TwobitDeps.cmake).
#include <fmt/format-inl.h>

FMT_BEGIN_NAMESPACE
namespace detail {
// What format.h declares `extern template` for the library to define: the locale's
// separators, for the "L" format specifier.
template auto thousands_sep_impl<char>(locale_ref) -> thousands_sep_result<char>;
template auto decimal_point_impl(locale_ref) -> char;
} // namespace detail
FMT_END_NAMESPACE
