// twobit's answers in cubing.js's own puzzle models (its KPuzzle definitions, which share no
// code or convention with twobit): for random scrambles of every puzzle that cubing.js also
// has, `twobit solve --json` answers, and the scramble followed by the answer must leave
// cubing.js's puzzle solved (as a whole; the 2x2x2 up to how it is held, since the answer
// turns U R F only; the 3x3x3's corners space, its corners; the Skewb's centres in any
// orientation, which cubing.js tracks and a real Skewb does not show; the whole 3x3x3, from
// scrambles with wide turns, slices and rotations, up to how it is held, by the two-phase
// solver and by Thistlethwaite's). Very short scrambles included.
// Usage: node check_solves.mjs TWOBIT_BINARY OUT_DIR   (tables are made in OUT_DIR/tables,
// the 3x3x3's in TWOBIT_CUBE3_TABLES when set: ctest's fixture has built them there)
// Exit 0 passed, 1 failed, 77 skipped: no cubing.js (tools/viewer/install.sh installs it);
// with TWOBIT_VIEWER_REQUIRED=1 (CI) a skip fails instead.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const SKIP = process.env.TWOBIT_VIEWER_REQUIRED === "1" ? 1 : 77;
const [binary, outDir] = process.argv.slice(2);
if (!binary || !outDir) {
  console.error("usage: node check_solves.mjs TWOBIT_BINARY OUT_DIR");
  process.exit(2);
}

// cubing.js as tools/viewer/install.sh installs it (npm, in tools/viewer/node_modules).
const here = path.dirname(fileURLToPath(import.meta.url));
const cubingDir = path.join(here, "../../tools/viewer/node_modules/cubing/dist/lib/cubing");
let cubing;
try {
  const puzzles = await import(pathToFileURL(path.join(cubingDir, "puzzles/index.js")));
  const alg = await import(pathToFileURL(path.join(cubingDir, "alg/index.js")));
  cubing = { puzzles: puzzles.puzzles, Alg: alg.Alg };
} catch (e) {
  console.log(`no cubing.js at ${cubingDir} (tools/viewer/install.sh installs it): ${e.message}`);
  process.exit(SKIP);
}

const turns = (letters, suffixes) => [...letters].flatMap((l) => suffixes.map((s) => l + s));
const cube3Moves = [
  ...turns("URFDLB", ["", "2", "'"]),
  ...["Rw", "Rw2", "Rw'"],
  ...turns("MESxyz", ["", "2", "'"]),
];
// The 3x3x3's tables (the two-phase phase-1 table alone is 555 MB): the fixture's, if given.
const cube3Tables = process.env.TWOBIT_CUBE3_TABLES || undefined;
// twobit puzzle id, cubing.js puzzle, scramble moves, what "solved" means there.
const specs = [
  { id: "2x2x2", cubing: "2x2x2", moves: turns("URFDLBxyz", ["", "2", "'"]), check: "held" },
  { id: "3x3x3-corners", cubing: "3x3x3", moves: turns("URFDLB", ["", "2", "'"]), check: "CORNERS" },
  { id: "3x3x3-ru", cubing: "3x3x3", moves: turns("RU", ["", "2", "'"]), check: "whole" },
  { id: "3x3x3-squares", cubing: "3x3x3", moves: turns("URFDLB", ["2"]), check: "whole" },
  // cubing.js tracks the orientation of the Skewb's centres, which a real Skewb does not show
  // (a centre is one solid square): they must be home, in any orientation.
  { id: "skewb", cubing: "skewb", moves: turns("RLUB", ["", "'"]), check: "skewb" },
  { id: "pyraminx", cubing: "pyraminx", moves: turns("ULRBulrb", ["", "'"]), check: "whole" },
  { id: "pyraminx-notips", cubing: "pyraminx", moves: turns("ULRB", ["", "'"]), check: "whole" },
  // The answers turn faces of the cube as the scramble's rotations (and slices, and wide
  // turns) left it held: solved up to orientation, centres being plain squares.
  { id: "3x3x3", cubing: "3x3x3", moves: cube3Moves, check: "held", tables: cube3Tables,
    maxLength: 20 },
  { id: "3x3x3", cubing: "3x3x3", moves: cube3Moves, check: "held", tables: cube3Tables,
    options: ["--method", "thistlethwaite"], maxLength: 45 },
];

// A fixed-seed generator, so that a failure can be repeated.
let seed = 20261201 >>> 0;
const random = (n) => {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0; // 32-bit arithmetic, exact
  return (seed >>> 8) % n;
};
const scramble = (moves, length) => {
  const out = [];
  while (out.length < length) {
    const m = moves[random(moves.length)];
    if (out.length && out[out.length - 1][0] === m[0]) continue;
    out.push(m);
  }
  return out.join(" ");
};

const tables = path.join(outDir, "tables");
fs.mkdirSync(tables, { recursive: true });
let failures = 0,
  checked = 0;
for (const spec of specs) {
  const kpuzzle = await cubing.puzzles[spec.cubing].kpuzzle();
  const solvedPattern = kpuzzle.defaultPattern();
  const scrambles = [];
  for (let k = 0; k < 40; ++k) scrambles.push(scramble(spec.moves, 1 + (k % 25)));
  const run = spawnSync(binary, ["solve", "--json", "--puzzle", spec.id, ...(spec.options || [])], {
    input: scrambles.join("\n") + "\n",
    env: { ...process.env, TWOBIT_TABLES: spec.tables || tables },
    encoding: "utf8",
    maxBuffer: 1 << 26,
  });
  const lines = run.stdout.trim().split("\n");
  if (run.status !== 0 || lines.length !== scrambles.length) {
    console.log(`${spec.id}: twobit exit ${run.status}, ${lines.length} lines\n${run.stderr}`);
    ++failures;
    continue;
  }
  scrambles.forEach((s, k) => {
    const answer = JSON.parse(lines[k]);
    const after = solvedPattern.applyAlg(new cubing.Alg(s)).applyAlg(new cubing.Alg(answer.solution));
    let ok;
    const same = (orbit, orientation) => {
      const a = after.patternData[orbit], b = solvedPattern.patternData[orbit];
      return JSON.stringify(a.pieces) === JSON.stringify(b.pieces) &&
             (!orientation || JSON.stringify(a.orientation) === JSON.stringify(b.orientation));
    };
    if (spec.check === "whole") ok = after.isIdentical(solvedPattern);
    else if (spec.check === "skewb") ok = same("CORNERS", true) && same("CENTERS", false);
    else if (spec.check === "held")
      ok = after.experimentalIsSolved({ ignorePuzzleOrientation: true, ignoreCenterOrientation: true });
    else ok = same(spec.check, true);
    // The length each 3x3x3 method promises (the others' are checked in C++).
    if (spec.maxLength !== undefined && !(answer.length <= spec.maxLength)) {
      ++failures;
      console.log(`${spec.id}: "${s}" answered in ${answer.length} moves, over ${spec.maxLength}`);
    }
    ++checked;
    if (!ok) {
      ++failures;
      console.log(`${spec.id}: "${s}" + "${answer.solution}" does not solve cubing.js's ${spec.cubing}`);
    }
  });
  const how = spec.options ? ` (${spec.options.join(" ")})` : "";
  console.log(`${spec.id}${how}: ${scrambles.length} scrambles checked in cubing.js's ${spec.cubing}`);
}
console.log(`${checked} answers checked, ${failures} failed`);
process.exit(failures === 0 ? 0 : 1);
