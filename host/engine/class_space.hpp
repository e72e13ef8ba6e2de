// A symmetry-reduced space as the commands see it (generate, verify, info, solve): its size,
// the move set it was reduced under, its class numbering's fingerprint, the search that fills
// its table (class_search.hpp) and, where it reduces a catalog puzzle, the entry of each of
// that puzzle's states. ClassSpaceOf wraps any class_search.hpp space in it; the search's
// inner loop stays inlined over the concrete space.
#pragma once

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>

#include "host/engine/class_search.hpp"

namespace twobit {

class ClassSpace {
  public:
    virtual ~ClassSpace() = default;
    virtual uint32_t rows() const = 0;
    virtual uint32_t columns() const = 0;
    // The moves' names in table order, separated by spaces, and the turning faces.
    virtual std::string move_names() const = 0;
    virtual std::string gens() const = 0;
    // XXH3-64 of the class numbering: a table file's model fingerprint.
    virtual uint64_t fingerprint() const = 0;
    // Fills words (payload_bytes()): search_classes.
    virtual ClassSearchCounts search(uint64_t* words, const ClassSearchOptions& options) const = 0;
    // The table entry of state `index` of the catalog puzzle this space reduces. Throws
    // std::logic_error for a space without one (the 3x3x3 solvers' tables).
    virtual uint64_t entry(uint64_t index) const = 0;

    // Entries with the rows' padding, and their bytes.
    uint64_t entries() const { return uint64_t{rows()} * class_row_words(columns()) * 32; }
    uint64_t payload_bytes() const { return entries() / 4; }
};

template <class Space>
class ClassSpaceOf final : public ClassSpace {
  public:
    ClassSpaceOf(std::shared_ptr<const Space> space, std::string move_names, std::string gens)
        : space_(std::move(space)), move_names_(std::move(move_names)), gens_(std::move(gens)) {}

    uint32_t rows() const override { return space_->rows(); }
    uint32_t columns() const override { return space_->columns(); }
    std::string move_names() const override { return move_names_; }
    std::string gens() const override { return gens_; }
    uint64_t fingerprint() const override { return space_->fingerprint(); }
    ClassSearchCounts search(uint64_t* words, const ClassSearchOptions& options) const override {
        return search_classes(*space_, words, options);
    }
    uint64_t entry(uint64_t index) const override {
        if constexpr (has_entry_of<Space>(0)) {
            const ClassEntry e = space_->entry_of(index);
            return uint64_t{e.row} * class_row_words(space_->columns()) * 32 + e.column;
        } else {
            (void)index;
            throw std::logic_error("this symmetric table reduces no catalog puzzle");
        }
    }
    const Space& space() const { return *space_; }

  private:
    template <class S>
    static constexpr auto has_entry_of(int) -> decltype(std::declval<S>().entry_of(0), bool()) {
        return true;
    }
    template <class S>
    static constexpr bool has_entry_of(...) {
        return false;
    }

    std::shared_ptr<const Space> space_;
    std::string move_names_, gens_;
};

} // namespace twobit
