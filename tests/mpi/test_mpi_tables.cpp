// `mpirun -np P twobit generate ...` on the bigger spaces, the 3x3x3 corners (88 M states) and
// six edges (42.6 M): the checks of test_mpi_generate.cpp (mpi_checks.hpp), whose spaces are
// far smaller, where a rank's share of the bitmap spans many more words; and a definition
// whose orbit of 10 is split (7.3 M indices, walked state by state); the same in windows of
// the exchange. Label mpi;slow: the sanitizer run leaves them out.
#include <gtest/gtest.h>
#include <string>

#include "mpi_checks.hpp"

namespace twobit {

TEST(MpiTables, OneToFourRanksWriteTheSingleProcessTables) {
    SKIP_WITHOUT_MPI();
    test::expect_one_to_four_ranks_write_the_single_process_table("3x3x3-corners", "htm");
    test::expect_one_to_four_ranks_write_the_single_process_table("3x3x3-edges6-UR.UF.UL.UB.DR.DF",
                                                                  "htm");
    test::expect_one_to_four_ranks_write_the_single_process_table(
        std::string(TWOBIT_SOURCE_DIR) + "/tests/defs/split_even_ring.tws", "qtm");
}

TEST(MpiTables, ThreadsSharingARanksBitmapWriteTheSameTables) {
    SKIP_WITHOUT_MPI();
    test::expect_two_threads_per_rank_write_the_single_process_table("3x3x3-corners", "auto");
    test::expect_two_threads_per_rank_write_the_single_process_table(
        std::string(TWOBIT_SOURCE_DIR) + "/tests/defs/split_even_ring.tws", "push");
}

TEST(MpiTables, KilledAfterLevelKOnOneAndThreeRanksResumesToTheSameBytes) {
    SKIP_WITHOUT_MPI();
    test::expect_killed_after_depth_resumes_to_the_same_bytes("3x3x3-corners", 1, 8, 3);
    test::expect_killed_after_depth_resumes_to_the_same_bytes("3x3x3-corners", 3, 6, 2);
    test::expect_killed_after_depth_resumes_to_the_same_bytes("3x3x3-corners", 3, 9, 0);
}

// In windows of the exchange (search_mpi.hpp), where a rank's slice spans many windows'
// runs; the ring is walked state by state, every neighbour tested against the window.
TEST(MpiTables, RanksWithRoomForAWindowOfTheExchangeWriteTheSameTables) {
    SKIP_WITHOUT_MPI();
    const std::string ring = std::string(TWOBIT_SOURCE_DIR) + "/tests/defs/split_even_ring.tws";
    for (const test::WindowedRun& run : {
             test::WindowedRun{"3x3x3-corners", 3, 2, "auto", "15M", 5},
             test::WindowedRun{ring, 2, 1, "push", "3800K", 5},
             // (Pulls in two windows: each window walks every unreached state again.)
             test::WindowedRun{ring, 2, 2, "pull", "4400K", 2},
             test::WindowedRun{ring, 2, 1, "auto", "4M", 3},
         })
        test::expect_windows_write_the_single_process_table(run);
    test::expect_killed_after_depth_resumes_to_the_same_bytes(
        "3x3x3-corners", 3, 7, 2, "--max-memory 12M", "--max-memory 15M");
}

} // namespace twobit
