#!/usr/bin/env node
// npm run bench:dev [-- --pages N]: `sitegen dev` as a maintainer meets it, on this site or on a synthetic one
// of N pages (scripts/synthetic-site.mjs). Prints the time from start to the first page answered, the peak memory
// of the dev process, and the median time from a save to the reloaded page in Chromium over EDITS (10, `--edits N`) saves each of
// a content file, a ui.yaml label and a template (targets: ready ≤ 10 s, ≤ 1 GB, content save ≤ 300 ms at
// 10,000 pages and ≤ 150 ms on this site). Runs on temporary copies of the project and of the generator's code,
// so no file of the repository is touched.
import { execFileSync, spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium.mjs";
import { copyCode } from "./code-copy.mjs";
import { writeSyntheticSite } from "./synthetic-site.mjs";
import { loadNote, median, sleep } from "./bench-tools.mjs";

const { values } = parseArgs({ options: { pages: { type: "string" }, edits: { type: "string", default: "10" } } });
const EDITS = Number(values.edits); // timed saves of each kind; `--edits 16` makes 54 saves in all, with the warm-up
const WARMUP = 2; // first saves of each kind run on cold code; not counted
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const pages = values.pages === undefined ? undefined : Number(values.pages);
const work = mkdtempSync(join(tmpdir(), "sitegen-bench-dev-"));
const project = join(work, "project");
const code = join(work, "code");

// The project: this site's sources, or a synthetic site whose page p02500 (or the middle one) is edited.
mkdirSync(project);
let FILE = "content/de/faq.yaml";
let PAGE = "/faq";
if (pages === undefined) {
  cpSync(join(root, "site.yaml"), join(project, "site.yaml"));
  cpSync(join(root, "content"), join(project, "content"), { recursive: true });
} else {
  writeSyntheticSite(project, pages, root);
  const n = String(Math.max(1, Math.floor(pages / 4))).padStart(5, "0");
  [FILE, PAGE] = [`content/de/p${n}.yaml`, `/seite-${n}`];
}
// The code: a copy of the generator, so the template saves touch no file of the repository.
const cli = copyCode(root, code);
const warm = join(work, "warm"); // bundles the CLI and the assets before anything is timed
mkdirSync(warm);
cpSync(join(root, "site.yaml"), join(warm, "site.yaml"));
cpSync(join(root, "content"), join(warm, "content"), { recursive: true });
execFileSync(process.execPath, [cli, "build", "--root", warm, "--quiet"], { stdio: "inherit" });

const EDITED = [
  {
    name: "content file",
    file: join(project, FILE),
    edit: /^(\s*(?:header|heading): ).+$/m,
    to: (m) => `$1"Bench ${m}"`,
  },
  {
    name: "ui.yaml label",
    file: join(project, "content/de/ui.yaml"),
    edit: /^(skipLink: ).+$/m,
    to: (m) => `$1"Zum Inhalt ${m}"`,
  },
  {
    name: "template",
    file: join(code, "templates/layout/site-layout.tsx"),
    edit: /className="page"( data-bench="[^"]*")?/,
    to: (m) => `className="page" data-bench="${m}"`,
  },
];

const started = performance.now();
const dev = spawn(process.execPath, [cli, "dev", "--root", project, "--port", "0"], {
  cwd: code,
  stdio: ["ignore", "pipe", "inherit"],
});
process.once("exit", () => dev.kill("SIGTERM")); // also when the benchmark fails
let output = "";
dev.stdout.setEncoding("utf8").on("data", (chunk) => (output += chunk));
const url = await new Promise((resolve, reject) => {
  dev.stdout.on("data", () => {
    const serving = /^Serving (http:\S+?)\/? /m.exec(output);
    if (serving) resolve(serving[1]);
  });
  dev.once("exit", (code) => reject(new Error(`sitegen dev exited with ${code} before serving:\n${output}`)));
});
const first = await fetch(url + PAGE);
const readyMs = performance.now() - started;
if (first.status !== 200) throw new Error(`${PAGE} answered ${first.status}`);
await first.text();
const memory = { ready: rssMb("VmRSS") };
const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: CHROMIUM_ARGS });
const results = [];
const loadBefore = loadavg()[0];
try {
  const page = await browser.newPage();
  await page.goto(url + PAGE);
  await sleep(300);
  let saves = 0;
  for (const edited of EDITED) {
    const original = readFileSync(edited.file, "utf8");
    if (!edited.edit.test(original)) throw new Error(`nothing to edit in ${edited.file}`);
    const times = [];
    try {
      for (let i = 1; i <= WARMUP + EDITS; i++) {
        const marker = `bench-${++saves}-${Date.now()}`;
        let loaded = nextLoad(page);
        const saved = performance.timeOrigin + performance.now();
        writeFileSync(edited.file, original.replace(edited.edit, edited.to(marker)));
        // A reload for another reason (the background pass found nothing new, a late event) is not this one.
        while (!(await shows(page, marker))) {
          await loaded;
          loaded = nextLoad(page);
        }
        const loadAt = await page.evaluate(
          () => performance.timeOrigin + performance.getEntriesByType("navigation")[0].loadEventStart,
        );
        if (i > WARMUP) times.push(loadAt - saved);
        process.stderr.write(`\r${edited.name}: save ${i} of ${WARMUP + EDITS}, ${Math.round(loadAt - saved)} ms   `);
        await sleep(250); // let the page connect to the event stream again
      }
    } finally {
      writeFileSync(edited.file, original);
    }
    await sleep(500);
    results.push({ name: edited.name, times, mb: rssMb("VmRSS") });
  }
  memory.saves = rssMb("VmRSS");
} finally {
  await browser.close();
  memory.peak = rssMb("VmHWM");
  dev.kill("SIGTERM");
  await new Promise((resolve) => dev.once("exit", resolve));
  rmSync(work, { recursive: true, force: true });
}

const target = pages === undefined || pages <= 1000 ? 150 : 300;
const site = pages === undefined ? "this site" : `${pages} synthetic pages`;
const built = /^Built (\d+) pages in (\d+) ms/m.exec(output);
console.log(`sitegen dev on ${site}:`);
console.log(`  ready (start → ${PAGE} answered): ${Math.round(readyMs)} ms (target ≤ 10000)`);
console.log(`  every page checked and rendered in the background: ${built ? `${built[2]} ms` : "not finished"}`);
console.log(
  `  memory: ${memory.ready} MB when ready, ${memory.saves} MB after ${EDITED.length * (EDITS + WARMUP)} saves, peak ${memory.peak} MB (target ≤ 1024)`,
);
for (const { name, times, mb } of results)
  console.log(
    `  save → reloaded page, ${name}: median ${Math.round(median(times))} ms, min ${Math.round(Math.min(...times))}, max ${Math.round(Math.max(...times))}${name === "content file" ? ` (target ≤ ${target})` : ""}; memory after these saves ${mb} MB`,
  );
console.log(loadNote(loadBefore));

/** A memory figure of the dev process from /proc (Linux), in MB: VmRSS now, VmHWM its peak. */
function rssMb(field) {
  const status = readFileSync(`/proc/${dev.pid}/status`, "utf8");
  return Math.round(Number(new RegExp(`^${field}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? NaN) / 1024);
}

/** Whether the page shows `marker`; false while it is navigating. */
async function shows(page, marker) {
  return page.content().then(
    (html) => html.includes(marker),
    () => false,
  );
}

/** The page's next load event; a failure surfaces where it is awaited, never as an unhandled rejection. */
function nextLoad(page) {
  const loaded = page.waitForEvent("load", { timeout: 60_000 });
  loaded.catch(() => {});
  return loaded;
}
