// Published distance distributions twobit checks its tables against, with their sources.
// Copied from the project's shared reference (distributions.json); data only.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace twobit {

struct PublishedDistribution {
    std::string puzzle;
    std::string metric;
    std::string gens; // normalised face order, as PuzzleModel::gens
    std::vector<uint64_t> counts;
    std::string status; // how well it is confirmed, e.g. "two independent publications"
    std::vector<std::string> sources;
};

// The entry for this move set, or nullptr when none is known.
const PublishedDistribution* find_published_distribution(const std::string& puzzle,
                                                         const std::string& metric,
                                                         const std::string& gens);

const std::vector<PublishedDistribution>& published_distributions();

} // namespace twobit
