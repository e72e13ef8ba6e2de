// Forward declarations of the CLI11 types that the subcommands' shared headers name. CLI11
// 2.x is header-only and heavy: a file that includes <CLI/CLI.hpp> compiles its inline
// functions and static validators again, about 20 s per file under the sanitizers. Only the
// files that build or read options include it; the rest see these names.
#pragma once

namespace CLI {
class App;
class FormatterBase;
class Option;
class Validator;
} // namespace CLI
