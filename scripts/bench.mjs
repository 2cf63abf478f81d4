// npm run bench: cold and warm builds of the real site (median wall time, process start to exit), then synthetic sites
// of 32, 1,000 and 10,000 pages built by sitegen and, side by side in the same run, by Hugo, Eleventy 3 and
// Astro 5 with the same page shape (scripts/peers/). Numbers, not tests: timings on a shared 2-core machine are
// noisy, so medians and the load average are printed with them.
//
//   npm run bench -- --runs=7 --sizes=32,1000,10000 --peers=hugo,eleventy,astro   (the defaults)
//   npm run bench -- --sizes=1000 --peers=none                                     (sitegen only)
//   npm run bench -- --sizes=10000 --peers=none --cli=bin/sitegen.mjs,../other/bin/sitegen.mjs
//     builds with each CLI in turn (A, B, A, B …), to compare two checkouts in one run on the same sites
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { peerVersion, PEERS, preparePeer } from "./peers/peers.mjs";
import { writeSyntheticSite } from "./synthetic-site.mjs";
import { median } from "./bench-tools.mjs";

const root = join(import.meta.dirname, "..");
const option = (name, fallback) =>
  process.argv
    .slice(2)
    .find((a) => a.startsWith(`--${name}=`))
    ?.slice(name.length + 3) ?? fallback;
const runs = Number(option("runs", "7"));
const sizes = option("sizes", "32,1000,10000").split(",").filter(Boolean).map(Number);
const peers = option("peers", PEERS.join(","))
  .split(",")
  .filter((p) => PEERS.includes(p));
const clis = option("cli", join(root, "bin", "sitegen.mjs"))
  .split(",")
  .map((cli) => resolve(cli));
const cli = clis[0];
/** The name of a CLI in the rows: its checkout's folder when several are compared. */
const named = (name, cli) => (clis.length === 1 ? name : `${name} (${cli.split("/").at(-3)})`);
/** `make(cli)` for each run and each CLI in turn: the results of each CLI, its runs interleaved with the others'. */
const alternating = (count, make) => {
  const results = clis.map(() => []);
  for (let n = 0; n < count; n++) clis.forEach((c, i) => results[i].push(make(c)));
  return results;
};
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

/**
 * Before each timed build, for every tool alike: its output folder removed (`clean`: a cold build starts with none)
 * and the disk's write-back finished (`sync`), so no build is slowed by the previous one's files being written out.
 * On this machine's disk that throttling alone swung a 1,000-page build's system time by a second.
 */
function settle(clean) {
  for (const path of clean) rmSync(path, { recursive: true, force: true });
  spawnSync("sync");
}

/**
 * One build in a fresh process, timed from spawn to exit, with its CPU time and the peak resident memory (of the
 * process tree) from GNU time: CPU time is stretched less than wall time by other work on the machine.
 */
function timed(command, args, { cwd = root, env = process.env, clean = [] } = {}) {
  settle(clean);
  const started = performance.now();
  const result = spawnSync("/usr/bin/time", ["-f", "%U %S %M", command, ...args], {
    cwd,
    env,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  const ms = performance.now() - started;
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(" ")} failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  const [user, system, kb] = result.stderr.trim().split("\n").pop().split(" ").map(Number);
  return { ms, cpuMs: (user + system) * 1000, mb: kb / 1024 };
}

const htmlCount = (dir) =>
  readdirSync(dir, { recursive: true }).filter((f) => f.endsWith(".html") && f !== "404.html").length;

/** The figures of one tool's builds; `hugo`, when given, is Hugo's median time, to which the row is compared. */
function figures(results) {
  return {
    ms: median(results.map((r) => r.ms)),
    cpu: median(results.map((r) => r.cpuMs)),
    mb: Math.max(...results.map((r) => r.mb)),
    count: results.length,
  };
}

/** The speed we aim for: sitegen this many times faster than Hugo at this many pages. */
const TARGETS = { 1000: 1.5, 10000: 2 };

/** "1.52× faster than Hugo" / "1.14× slower than Hugo": Hugo's median time over this row's. */
const versusHugo = (ms, hugo) =>
  hugo === undefined
    ? ""
    : ms <= hugo
      ? `${(hugo / ms).toFixed(2)}× faster than Hugo`
      : `${(ms / hugo).toFixed(2)}× slower than Hugo`;

function row(name, { ms, cpu, mb, count }, pages, hugo) {
  console.log(
    `  ${name.padEnd(28)} ${(ms / 1000).toFixed(2).padStart(7)} s ${String(Math.round((pages / ms) * 1000)).padStart(6)} pages/s ${(cpu / 1000).toFixed(2).padStart(7)} s CPU ${String(Math.round(mb)).padStart(6)} MB peak  (median of ${count})  ${name.startsWith("hugo") ? "" : versusHugo(ms, hugo)}`,
  );
}

const out = mkdtempSync(join(tmpdir(), "sitegen-bench-"));
try {
  for (const c of clis)
    spawnSync(process.execPath, [c, "build", "--quiet", "--out", join(out, "warm")], { stdio: "inherit" }); // refresh each CLI bundle and the caches once
  console.log(`load average at start: ${load()}`);
  // Cold: without the page cache (a CLI that has one is told so). Warm: a copy of the project with a node_modules
  // folder, which keeps the cache, built after one content file changed (two versions of a title in turn).
  const cold = clis.map((c) => (helpOf(c).includes("--no-cache") ? ["--no-cache"] : []));
  // One copy per CLI: each keeps its own cache (its key names its code).
  const copies = clis.map((_, i) => join(out, `copy-${i}`));
  for (const copy of copies) {
    for (const part of ["site.yaml", "published.yaml", "content"])
      cpSync(join(root, part), join(copy, part), { recursive: true });
    mkdirSync(join(copy, "node_modules"));
  }
  const [original, variant] = ["vom Potenzial zur Umsetzung", "vom Potenzial bis zur Umsetzung"];
  const text = readFileSync(join(root, "content/de/workshops.yaml"), "utf8");
  const warmBuild = (c, n) => {
    const copy = copies[clis.indexOf(c)];
    writeFileSync(join(copy, "content/de/workshops.yaml"), text.replace(original, n % 2 ? variant : original));
    return timed(process.execPath, [c, "build", "--quiet", "--root", copy, "--out", join(copy, "dist")]);
  };
  let n = 0;
  for (const c of clis) warmBuild(c, n++); // fills each CLI's cache
  // Cold and warm in turn, so both meet the same load.
  const both = alternating(runs, (c) => ({
    real: timed(process.execPath, [c, "build", "--quiet", "--out", join(out, "real"), ...cold[clis.indexOf(c)]], {
      clean: [join(out, "real")],
    }),
    warm: warmBuild(c, n++),
  }));
  const reals = both.map((runs) => runs.map((r) => r.real));
  const warms = both.map((runs) => runs.map((r) => r.warm));
  const [realMs, warmMs] = [reals, warms].map((builds) => median(builds[0].map((r) => r.ms)));
  reals.forEach((real, i) =>
    console.log(
      `${named("real site (29 pages)", clis[i])}: median ${Math.round(median(real.map((r) => r.ms)))} ms from process start to exit over ${runs} cold builds (budget 1000 ms, target 500 ms), min ${Math.round(Math.min(...real.map((r) => r.ms)))} ms, ${Math.round(median(real.map((r) => r.cpuMs)))} ms CPU, peak ${Math.round(median(real.map((r) => r.mb)))} MB`,
    ),
  );

  warms.forEach((warm, i) =>
    console.log(
      `${named("real site, warm", clis[i])}: median ${Math.round(median(warm.map((r) => r.ms)))} ms from process start to exit over ${runs} builds after one content file changed (target 250 ms), min ${Math.round(Math.min(...warm.map((r) => r.ms)))} ms, ${Math.round(median(warm.map((r) => r.cpuMs)))} ms CPU (load ${load()})`,
    ),
  );

  const summary = [];
  for (const pages of sizes) {
    const site = join(out, `synthetic-${pages}`);
    writeSyntheticSite(site, pages, root);
    // Every field pair confirmed, as on a maintained site: each build then works out every pair's status.
    const confirmed = timed(process.execPath, [cli, "translations", "confirm", "--all", "--root", site]);
    console.log(
      `  (translations confirm --all: ${Math.round(confirmed.ms)} ms, lock file ${lockMb(site)} MB; target at 10,000 pages: 10 s and 50 MB)`,
    );
    const n = pages >= 10000 ? 3 : 5;
    console.log(
      `\n${pages.toLocaleString("en")} pages (${n} cold builds each, 1 for peers at 10,000; load ${load()}):`,
    );
    const dist = join(site, "dist");
    const build = (c, env) =>
      timed(process.execPath, [c, "build", "--quiet", "--root", site, "--out", dist, "--no-page-previews"], {
        env: { ...process.env, ...env },
        clean: [dist],
      });
    const rows = [
      ...alternating(n, (c) => build(c, {})).map((results, i) => [named("sitegen, all cores", clis[i]), results]),
      ...alternating(n, (c) => build(c, { SITEGEN_THREADS: "1" })).map((results, i) => [
        named("sitegen, one thread", clis[i]),
        results,
      ]),
    ].map(([name, results]) => [name, figures(results)]);
    const written = htmlCount(dist);
    const notes = [];
    for (const name of peers) {
      const run = await preparePeer(name, site, join(out, `${name}-${pages}`)); // writes the project and installs the peer (not timed)
      const results = Array.from({ length: pages >= 10000 ? 1 : n }, () =>
        timed(run.command, run.args, { cwd: run.cwd, env: run.env, clean: run.clean }),
      ); // cold: no output, no cache
      rows.push([`${name} ${peerVersion(name)}`, figures(results)]);
      const peerPages = htmlCount(run.outDir);
      if (peerPages !== written)
        notes.push(`    (${name} wrote ${peerPages} pages, sitegen ${written}: not the same work)`);
      rmSync(join(out, `${name}-${pages}`), { recursive: true, force: true });
    }
    const hugo = rows.find(([name]) => name.startsWith("hugo"))?.[1].ms;
    for (const [name, figured] of rows) row(name, figured, pages, hugo);
    for (const note of notes) console.log(note);
    const ours = rows[0][1];
    const line = {
      pages,
      text: `sitegen ${(ours.ms / 1000).toFixed(2)} s, ${Math.round(ours.mb)} MB peak${hugo === undefined ? "" : `, ${versusHugo(ours.ms, hugo)}${TARGETS[pages] ? ` (target ${TARGETS[pages]}× faster)` : ""}`}; ${rows
        .slice(2 * clis.length)
        .map(([name, f]) => `${name} ${(f.ms / 1000).toFixed(2)} s`)
        .join(", ")}`,
    };
    summary.push(line);
    rmSync(site, { recursive: true, force: true });
  }

  console.log(`\nload average at end: ${load()}`);
  console.log(
    `real site: ${Math.round(realMs)} ms cold (target 500 ms), ${Math.round(warmMs)} ms warm (target 250 ms)`,
  );
  for (const { pages, text } of summary) console.log(`${pages.toLocaleString("en")} pages: ${text}`);
} finally {
  rmSync(out, { recursive: true, force: true });
}

function helpOf(cli) {
  return spawnSync(process.execPath, [cli, "build", "--help"], { encoding: "utf8" }).stdout;
}

function lockMb(site) {
  return (statSync(join(site, "content/translations.lock.yaml")).size / 1024 / 1024).toFixed(0);
}
