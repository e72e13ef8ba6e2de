// The animated viewer in a real browser, for every puzzle with a page (2x2x2, 3x3x3, Skewb,
// Pyraminx, Clock): writes pages with `twobit solve --html`, opens each
// in headless Chromium (Debian's `chromium`) driven over the DevTools protocol on a pipe, and
// checks that both players loaded the expected algs without issues, that cubing.js's own
// model finds the puzzle scrambled at the start and solved once the solution has played, and
// that screenshots of the players show the sticker colours. Only node's built-ins are used.
// Usage: node check_viewer.mjs TWOBIT_BINARY OUT_DIR   (screenshots are left in OUT_DIR)
// Exit 0 passed, 1 failed, 77 skipped: no chromium, or no viewer script (install both with
// tools/viewer/install.sh --chromium); with TWOBIT_VIEWER_REQUIRED=1 (CI) those fail too.
// $CHROMIUM names another browser binary.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

const SKIP = process.env.TWOBIT_VIEWER_REQUIRED === "1" ? 1 : 77;
const [binary, outDir] = process.argv.slice(2);
if (!binary || !outDir) {
  console.error("usage: node check_viewer.mjs TWOBIT_BINARY OUT_DIR");
  process.exit(2);
}

function findChromium() {
  if (process.env.CHROMIUM) return process.env.CHROMIUM;
  for (const name of ["chromium", "chromium-browser"])
    for (const dir of (process.env.PATH ?? "").split(":"))
      try {
        fs.accessSync(path.join(dir, name), fs.constants.X_OK);
        return path.join(dir, name);
      } catch {}
  return null;
}

// ---- the positions, and what the pages must hold

// Each case: the puzzle (cubing.js's id is twobit's, but for pyraminx-notips), the position
// as given, the setup alg the page must give cubing.js (the scramble in one spelling, wide
// turns as rotations; for stickers or clock dials the solution's inverse) and the solution
// twobit prints, when known in advance; for the clock, the alg the players get (cubing.js's
// notation, not the pin notation twobit prints). Every puzzle family with a page is here.
const cases = [
  { puzzle: "2x2x2", input: "R U2 F'", setup: "R U2 F'", solution: "F U2 R'" },
  { puzzle: "2x2x2", input: "x2 D L' Bw r2'", setup: "x2 D L' z' x2", solution: null },
  // After R U F, as stickers: the page's scramble is the solution's inverse.
  { puzzle: "2x2x2", input: "UULDFBFRFRDRRUDBFDLBLLUB", setup: "R U F", solution: "F' U' R'" },
  { puzzle: "2x2x2", input: "wwwwggggrrrryyyybbbboooo", setup: "", solution: "" }, // solved, turned over
  { puzzle: "3x3x3", input: "R U F'", setup: "R U F'", solution: "F U' R'" },
  { puzzle: "skewb", input: "R U' L B", setup: "R U' L B", solution: "B' L' U R'" },
  { puzzle: "pyraminx", input: "U R' L b u'", setup: "U R' L b u'", solution: null },
  { puzzle: "clock", input: "UR3+ DR2- y2 ALL1-", setup: "UR3+ DR2- y2 ALL1-", solution: null,
    playerAlg: "ALL1+ y2 UR3- DR2+ y2" },
  // Dials: the page's scramble is the inverse of the solution as cubing.js reads it.
  { puzzle: "clock", input: "1 0 0 0 0 0 0 0 0 0 0 0 0 0", setup: null, solution: null },
];
// How many sticker colour families a screenshot of each puzzle shows (the clock: its blue).
const minColours = { "2x2x2": 4, "3x3x3": 4, skewb: 4, pyraminx: 3, clock: 1 };

const invert = (alg) =>
  alg
    .split(" ")
    .filter((m) => m)
    .reverse()
    .map((m) =>
      m.endsWith("2") ? m
      : m.endsWith("'") ? m.slice(0, -1)
      : m.endsWith("+") ? m.slice(0, -1) + "-"
      : m.endsWith("-") ? m.slice(0, -1) + "+"
      : m + "'")
    .join(" ");

// ---- the DevTools protocol over --remote-debugging-pipe: JSON messages ending in \0,
// written to the browser's fd 3 and read from its fd 4.

class DevTools {
  constructor(child) {
    this.toBrowser = child.stdio[3];
    this.nextId = 1;
    this.pending = new Map();
    this.events = [];
    this.waiters = [];
    // A browser that did not start or went away fails every call still waiting.
    const fail = (why) => {
      for (const p of this.pending.values()) p.reject(new Error(`${p.method}: ${why}`));
      this.pending.clear();
    };
    this.toBrowser.on("error", (e) => fail(e.message));
    child.on("error", (e) => fail(e.message));
    child.on("exit", (code, signal) => fail(`chromium exited (${signal ?? code})`));
    let buffer = "";
    child.stdio[4].on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let end;
      while ((end = buffer.indexOf("\0")) >= 0) {
        this.dispatch(JSON.parse(buffer.slice(0, end)));
        buffer = buffer.slice(end + 1);
      }
    });
  }
  dispatch(message) {
    if (message.id !== undefined) {
      const p = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error) p.reject(new Error(`${p.method}: ${message.error.message}`));
      else p.resolve(message.result);
      return;
    }
    this.events.push(message);
    this.waiters = this.waiters.filter((w) => !(w.match(message) && (w.resolve(message), true)));
  }
  send(method, params = {}, sessionId = undefined) {
    const id = this.nextId++;
    this.toBrowser.write(JSON.stringify({ id, method, params, sessionId }) + "\0");
    return withTimeout(
      new Promise((resolve, reject) => this.pending.set(id, { method, resolve, reject })),
      30000,
      method,
    );
  }
  // The next event named `method` (in the session) after this call.
  waitFor(method, sessionId, timeoutMs) {
    return withTimeout(
      new Promise((resolve) =>
        this.waiters.push({
          match: (m) => m.method === method && m.sessionId === sessionId,
          resolve,
        }),
      ),
      timeoutMs,
      method,
    );
  }
}

function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms: ${what}`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

// ---- PNG: enough of a decoder for Chromium's screenshots (8-bit RGB or RGBA, no interlace).

function decodePng(bytes) {
  let width, height, colourType;
  const idat = [];
  for (let at = 8; at < bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString("latin1", at + 4, at + 8);
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (type === "IHDR") {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      colourType = data[9];
      if (data[8] !== 8 || (colourType !== 2 && colourType !== 6) || data[12] !== 0)
        throw new Error(`unexpected PNG format: depth ${data[8]}, colour type ${colourType}`);
    } else if (type === "IDAT") idat.push(data);
    at += 12 + length;
  }
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const channels = colourType === 6 ? 4 : 3;
  const stride = width * channels;
  const pixels = Buffer.alloc(height * stride);
  for (let y = 0; y < height; ++y) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; ++x) {
      const a = x >= channels ? pixels[y * stride + x - channels] : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + x] : 0;
      const c = x >= channels && y > 0 ? pixels[(y - 1) * stride + x - channels] : 0;
      let predictor = 0;
      if (filter === 1) predictor = a;
      else if (filter === 2) predictor = b;
      else if (filter === 3) predictor = (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
        predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      pixels[y * stride + x] = (line[x] + predictor) & 0xff;
    }
  }
  return { width, height, channels, pixels };
}

// Pixels of each sticker colour family (saturated and bright, by hue), and distinct colours.
function colourCensus(image) {
  const families = { red: 0, orange: 0, yellow: 0, green: 0, blue: 0 };
  const distinct = new Set();
  const { pixels, channels } = image;
  for (let i = 0; i < pixels.length; i += channels) {
    const r = pixels[i], g = pixels[i + 1], b = pixels[i + 2];
    distinct.add((r << 16) | (g << 8) | b);
    const max = Math.max(r, g, b), min = Math.min(r, g, b);
    if (max < 150 || (max - min) / max < 0.6) continue;
    let hue;
    if (max === r) hue = (60 * (g - b)) / (max - min);
    else if (max === g) hue = 120 + (60 * (b - r)) / (max - min);
    else hue = 240 + (60 * (r - g)) / (max - min);
    hue = (hue + 360) % 360;
    if (hue < 15 || hue >= 340) families.red++;
    else if (hue < 45) families.orange++;
    else if (hue < 75) families.yellow++;
    else if (hue < 170) families.green++;
    else if (hue >= 190 && hue < 260) families.blue++;
  }
  return { families, distinct: distinct.size };
}

function differingPixels(a, b) {
  let n = 0;
  for (let i = 0; i < a.pixels.length; i += a.channels)
    if (Math.abs(a.pixels[i] - b.pixels[i]) + Math.abs(a.pixels[i + 1] - b.pixels[i + 1]) +
        Math.abs(a.pixels[i + 2] - b.pixels[i + 2]) > 30)
      ++n;
  return n;
}

// ---- in the page

// Whether cubing.js's model finds a pattern solved, in the page: its own test where the
// puzzle has one (the cubes: any orientation), else the solved pattern itself, or turned
// over (a clock solved with the back in front after a scramble's y2).
const isSolved = `(pattern) => {
  try {
    return pattern.experimentalIsSolved({ ignorePuzzleOrientation: true,
                                          ignoreCenterOrientation: true });
  } catch {
    const home = pattern.kpuzzle.defaultPattern();
    if (pattern.isIdentical(home)) return true;
    try { return pattern.isIdentical(home.applyAlg("y2")); } catch { return false; }
  }
}`;

// Waits for both players, then reports what each loaded and what cubing.js's model says
// about the cube at the start and at the end of its alg.
const inspectPlayers = `(async () => {
  await customElements.whenDefined("twisty-player");
  const solved = ${isSolved};
  const report = {};
  for (const player of document.querySelectorAll("twisty-player")) {
    const model = player.experimentalModel;
    const [alg, puzzleAlg, setup, puzzle, opening] = await Promise.all([
      model.alg.get(), model.puzzleAlg.get(), model.setupAlg.get(), model.puzzleID.get(),
      model.detailedTimelineInfo.get()]);
    player.jumpToEnd();
    const end = solved(await model.currentPattern.get());
    player.jumpToStart();
    const start = solved(await model.currentPattern.get());
    const box = player.getBoundingClientRect();
    report[player.id] = {
      puzzle, alg: alg.alg.toString(), setup: setup.alg.toString(),
      issues: [...puzzleAlg.issues.errors, ...setup.issues.errors].map(String),
      solvedAtStart: start, solvedAtEnd: end, opensAtStart: opening.atStart,
      box: { x: box.x, y: box.y, width: box.width, height: box.height },
    };
  }
  return report;
})()`;

// Plays the solution (faster than life) and says whether it stopped at the end and what the
// model says then.
const playSolution = `(async () => {
  const player = document.getElementById("solution");
  const model = player.experimentalModel;
  player.tempoScale = 4;
  player.play();
  const deadline = Date.now() + 20000;
  let info;
  do {
    await new Promise((resolve) => setTimeout(resolve, 100));
    info = await model.coarseTimelineInfo.get();
  } while ((info.playing || !info.atEnd) && Date.now() < deadline);
  const pattern = await model.currentPattern.get();
  return { atEnd: info.atEnd, playing: info.playing, solved: (${isSolved})(pattern) };
})()`;

// ---- the test

const failures = [];
function check(ok, message) {
  if (!ok) failures.push(message);
  return ok;
}

async function evaluate(devtools, session, expression) {
  const r = await devtools.send(
    "Runtime.evaluate",
    { expression, awaitPromise: true, returnByValue: true },
    session,
  );
  if (r.exceptionDetails)
    throw new Error(`in the page: ${r.exceptionDetails.exception?.description ??
                                    r.exceptionDetails.text}`);
  return r.result.value;
}

// Screenshots of a box until the sticker colours show (the player draws a frame or two after
// it has loaded), at most timeoutMs.
async function screenshotWithStickers(devtools, session, box, file, timeoutMs, wanted) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const shot = await devtools.send(
      "Page.captureScreenshot",
      { format: "png", clip: { ...box, scale: 1 } },
      session,
    );
    const bytes = Buffer.from(shot.data, "base64");
    const image = decodePng(bytes);
    const census = colourCensus(image);
    const shown = Object.values(census.families).filter((n) => n >= 200).length;
    if (shown >= wanted || Date.now() > deadline) {
      fs.writeFileSync(file, bytes);
      return { image, census, shown };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function checkPage(devtools, session, page, want, shotPrefix) {
  const loaded = devtools.waitFor("Page.loadEventFired", session, 30000);
  await devtools.send("Page.navigate", { url: "file://" + page }, session);
  await loaded;
  const players = await withTimeout(evaluate(devtools, session, inspectPlayers), 30000,
                                    "the players");
  const name = `${want.puzzle} ${want.input}:`;
  const colours = minColours[want.puzzle];
  const solution = players.solution, scramble = players.scramble;
  if (!check(solution && scramble, `${name} the page has no players ${JSON.stringify(players)}`))
    return;
  // Clock dials: the solution as cubing.js reads it is known only from the page; the check
  // is then that it undoes its inverse and that cubing.js finds it solving.
  if (want.playerAlg === null)
    want = { ...want, playerAlg: solution.alg, setup: invert(solution.alg) };
  // (a) the algs the players loaded
  check(solution.puzzle === want.puzzle && scramble.puzzle === want.puzzle,
        `${name} puzzle is ${solution.puzzle} and ${scramble.puzzle}, not ${want.puzzle}`);
  check(solution.alg === want.playerAlg, `${name} solution player alg '${solution.alg}', ` +
        `expected '${want.playerAlg}'`);
  check(solution.setup === want.setup, `${name} solution player setup '${solution.setup}', ` +
        `expected '${want.setup}'`);
  check(scramble.alg === want.setup && scramble.setup === "",
        `${name} scramble player alg '${scramble.alg}' setup '${scramble.setup}', ` +
        `expected alg '${want.setup}'`);
  for (const [id, p] of Object.entries(players)) {
    check(p.issues.length === 0, `${name} ${id} player reports ${p.issues.join("; ")}`);
    check(p.opensAtStart, `${name} ${id} player does not open at the start of its alg`);
  }
  // cubing.js's model: twobit's scramble and solution mean the same in cubing.js.
  check(solution.solvedAtStart === (want.playerAlg === ""),
        `${name} solution player solved at start: ${solution.solvedAtStart}`);
  check(solution.solvedAtEnd, `${name} solution player does not end solved`);
  check(scramble.solvedAtStart, `${name} scramble player does not start solved`);
  check(scramble.solvedAtEnd === solution.solvedAtStart,
        `${name} the scramble does not end where the solution starts`);
  // (b) screenshots: the scrambled cube, then the cube after the solution has played
  const before = await screenshotWithStickers(devtools, session, solution.box,
                                              `${shotPrefix}-start.png`, 10000, colours);
  check(before.shown >= colours && before.census.distinct >= 50,
        `${name} start screenshot looks blank: ${JSON.stringify(before.census)}`);
  const played = await evaluate(devtools, session, playSolution);
  check(played.atEnd && !played.playing && played.solved,
        `${name} playing the solution: ${JSON.stringify(played)}`);
  const after = await screenshotWithStickers(devtools, session, solution.box,
                                             `${shotPrefix}-end.png`, 10000, colours);
  check(after.shown >= colours,
        `${name} end screenshot looks blank: ${JSON.stringify(after.census)}`);
  if (want.playerAlg !== "") {
    const changed = differingPixels(before.image, after.image);
    check(changed > 1000, `${name} the screenshots before and after the solution differ in ` +
          `only ${changed} pixels`);
  }
  console.log(`ok ${want.puzzle} ${want.input}: '${want.setup}' then '${want.playerAlg}', ` +
              `${before.shown} and ${after.shown} sticker colours in the screenshots`);
}

async function main() {
  const chromium = findChromium();
  if (!chromium) {
    console.log(`${SKIP === 1 ? "FAILED" : "skipped"}: no chromium ` +
                "(tools/viewer/install.sh --chromium installs it)");
    return SKIP;
  }
  fs.mkdirSync(outDir, { recursive: true });
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "twobit-viewer-"));
  try {
    // The pages, through the default script location (or $TWOBIT_VIEWER_JS): one solve per
    // puzzle, its pages viewer-PUZZLE-1.html, ... The 3x3x3's tables (555 MB, built on first
    // use) go where $TWOBIT_TABLES says, so that a second run reuses them.
    const wanted = [];
    for (const puzzle of [...new Set(cases.map((c) => c.puzzle))]) {
      const mine = cases.filter((c) => c.puzzle === puzzle);
      const tables = puzzle === "3x3x3" && process.env.TWOBIT_TABLES ? process.env.TWOBIT_TABLES
                                                                      : work;
      const page = path.join(outDir, `viewer-${puzzle}.html`);
      const solve = spawnSync(
        binary,
        ["solve", "--puzzle", puzzle, "--html", page, ...mine.map((c) => c.input)],
        { env: { ...process.env, TWOBIT_TABLES: tables }, encoding: "utf8" },
      );
      if (solve.status !== 0 && /viewer script .* missing/.test(solve.stderr)) {
        console.log(`${SKIP === 1 ? "FAILED" : "skipped"}: ${solve.stderr.trim().split("\n").pop()}`);
        return SKIP;
      }
      if (solve.status !== 0) throw new Error(`twobit solve --puzzle ${puzzle} --html failed: ` +
                                              solve.stderr);
      const lines = solve.stdout.trim().split("\n");
      mine.forEach((c, i) => {
        const solution = lines[i].replace(/ ?\(\d+\)$/, "");
        if (c.solution !== null)
          check(solution === c.solution, `${puzzle} ${c.input}: twobit printed '${lines[i]}'`);
        const playerAlg = c.playerAlg ?? (puzzle === "clock" ? null : solution);
        wanted.push({
          puzzle, input: c.input, solution, playerAlg,
          setup: c.setup ?? (playerAlg === null ? null : invert(playerAlg)),
          page: mine.length === 1 ? page : path.join(outDir, `viewer-${puzzle}-${i + 1}.html`),
        });
      });
    }

    const browser = spawn(
      chromium,
      [
        "--headless", "--no-sandbox", "--remote-debugging-pipe",
        // WebGL on the CPU (SwiftShader): there is no GPU, and Chromium no longer falls back
        // to it by itself.
        "--disable-gpu", "--enable-unsafe-swiftshader", "--use-angle=swiftshader",
        "--no-first-run", "--no-default-browser-check", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--disable-quic", "--disable-extensions",
        "--mute-audio", "--hide-scrollbars", "--window-size=900,700",
        `--user-data-dir=${path.join(work, "profile")}`, "about:blank",
      ],
      { stdio: ["ignore", "ignore", "pipe", "pipe", "pipe"] },
    );
    // Its stderr, less the complaints about the missing D-Bus, for when something fails.
    let browserLog = "";
    browser.stderr.on("data", (d) => (browserLog = (browserLog + d).slice(-20000)));
    const exited = new Promise((resolve) => {
      browser.on("exit", resolve);
      browser.on("error", (e) => {
        failures.push(`cannot start ${chromium}: ${e.message}`);
        resolve();
      });
    });
    try {
      const devtools = new DevTools(browser);
      const { targetId } = await devtools.send("Target.createTarget", { url: "about:blank" });
      const { sessionId } = await devtools.send("Target.attachToTarget",
                                                { targetId, flatten: true });
      await devtools.send("Page.enable", {}, sessionId);
      await devtools.send("Runtime.enable", {}, sessionId);
      await devtools.send("Emulation.setDeviceMetricsOverride",
                          { width: 900, height: 700, deviceScaleFactor: 1, mobile: false },
                          sessionId);
      for (const want of wanted)
        await checkPage(devtools, sessionId, path.resolve(want.page), want,
                        want.page.replace(/\.html$/, ""));
      // Errors the page threw or logged, on any of them.
      for (const e of devtools.events) {
        if (e.method === "Runtime.exceptionThrown")
          failures.push(`page exception: ${e.params.exceptionDetails.exception?.description ??
                                           e.params.exceptionDetails.text}`);
        if (e.method === "Runtime.consoleAPICalled" && e.params.type === "error")
          failures.push(`console error: ${e.params.args.map((a) => a.value ?? a.description)
                                                     .join(" ")}`);
      }
      await devtools.send("Browser.close").catch(() => {});
    } catch (e) {
      failures.push(e.message);
      const log = browserLog.split("\n").filter((l) => l && !/dbus/i.test(l));
      if (log.length > 0) console.error(`chromium's stderr:\n${log.slice(-30).join("\n")}`);
    } finally {
      const timer = setTimeout(() => browser.kill("SIGKILL"), 5000);
      if (browser.exitCode === null && browser.pid !== undefined) browser.kill("SIGTERM");
      await exited;
      clearTimeout(timer);
    }
  } finally {
    // Chromium's helper processes can still be writing into the profile for a moment after
    // the browser exits (seen under the sanitizer run's load: ENOTEMPTY): retry, and a
    // folder that will not go is a warning, not a failure of the viewer.
    try {
      fs.rmSync(work, { recursive: true, force: true, maxRetries: 20, retryDelay: 250 });
    } catch (e) {
      console.error(`warning: could not remove ${work}: ${e.message}`);
    }
  }
  for (const f of failures) console.error(`FAILED: ${f}`);
  console.log(failures.length === 0 ? `passed; screenshots in ${outDir}` : "failed");
  return failures.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(`FAILED: ${e.stack ?? e}`);
    process.exit(1);
  },
);
