// npm run bench:problems: how long a build takes to report a flood of mistakes. Copies of this project with 20,000
// and 100,000 unknown keys appended to content/de/faq.yaml, and 100,000 to site.yaml, each built (exit 1, nothing
// written) with the text report and with --json; the median wall time (process start to exit), CPU time and the peak
// memory. Numbers, not tests: timings on a shared 2-core machine are noisy, so medians and the load average are
// printed, and the CPU time, which other work on the machine stretches less than the wall time.
//
//   npm run bench:problems -- --runs=3                          (the default)
//   npm run bench:problems -- --cli=bin/sitegen.mjs,../other/bin/sitegen.mjs
//     runs each case with each CLI in turn (A, B, A, B …), to compare two checkouts in one run on the same input
import { spawnSync } from "node:child_process";
import { appendFileSync, cpSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { median } from "./bench-tools.mjs";

const root = join(import.meta.dirname, "..");
const option = (name, fallback) =>
  process.argv
    .slice(2)
    .find((a) => a.startsWith(`--${name}=`))
    ?.slice(name.length + 3) ?? fallback;
const runs = Number(option("runs", "3"));
const clis = option("cli", join(root, "bin", "sitegen.mjs"))
  .split(",")
  .map((cli) => resolve(cli));
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

/** A copy of the project's input with `count` unknown top-level keys appended to `file`. */
function damagedCopy(dir, file, count) {
  for (const name of ["site.yaml", "published.yaml", "content"])
    cpSync(join(root, name), join(dir, name), { recursive: true });
  const keys = Array.from({ length: count }, (_, i) => `k${String(i + 1).padStart(6, "0")}: x\n`).join("");
  appendFileSync(join(dir, file), keys);
  return dir;
}

/** One failed build in a fresh process: wall time from spawn to exit; CPU time and peak resident memory from GNU time. */
function timed(cli, project, json, count) {
  const args = ["-f", "%U %S %M", process.execPath, cli, "build", "--root", project, "--out", join(project, "dist")];
  const started = performance.now();
  const result = spawnSync("/usr/bin/time", json ? [...args, "--json"] : args, {
    encoding: "utf8",
    maxBuffer: 512 * 1024 * 1024,
  });
  const ms = performance.now() - started;
  const reported = json
    ? JSON.parse(result.stdout).problems.length === count
    : result.stderr.includes(`${count} problems in 1 file.`);
  if (result.status !== 1 || !reported)
    throw new Error(
      `${cli} on ${project}: exit ${result.status}, not the ${count} problems expected:\n${result.stderr}`,
    );
  const [user, system, kb] = result.stderr.trim().split("\n").pop().split(" ").map(Number);
  return { ms, cpuMs: (user + system) * 1000, mb: kb / 1024 };
}

const cases = [
  ["content/de/faq.yaml", 20_000],
  ["content/de/faq.yaml", 100_000],
  ["site.yaml", 100_000],
];
const out = mkdtempSync(join(tmpdir(), "sitegen-bench-problems-"));
try {
  for (const cli of clis) spawnSync(process.execPath, [cli, "--help"], { stdio: "ignore" }); // refresh each CLI bundle once
  console.log(`load average at start: ${load()}`);
  cases.forEach(([file, count], n) => {
    const project = damagedCopy(join(out, String(n)), file, count);
    for (const json of [false, true]) {
      const results = clis.map(() => []);
      for (let run = 0; run < runs; run++) clis.forEach((cli, i) => results[i].push(timed(cli, project, json, count)));
      clis.forEach((cli, i) => {
        const name = `${count.toLocaleString("en")} unknown keys in ${file}${json ? ", --json" : ""}`;
        const ms = median(results[i].map((r) => r.ms));
        const cpu = median(results[i].map((r) => r.cpuMs));
        const mb = Math.max(...results[i].map((r) => r.mb));
        console.log(
          `  ${name.padEnd(52)} ${(ms / 1000).toFixed(2).padStart(6)} s ${(cpu / 1000).toFixed(2).padStart(6)} s CPU ${String(Math.round(mb)).padStart(5)} MB peak   (median of ${runs}${clis.length > 1 ? `, ${cli}` : ""})`,
        );
      });
    }
  });
  console.log(`load average at end: ${load()}`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
