// `sitegen dev` while its code is edited, on a copy of the code (scripts/code-copy.mjs) so no file of the
// repository changes: a saved template reaches the pages, a template that does not compile is one message and the
// last good pages stay, and each code save ends the session of the code before it (its thread and all it held).
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyCode } from "../../scripts/code-copy.mjs";
import { startDev, type DevProcess } from "../browser/dev-process.ts";
import { copyProject, expectSameFiles, filesIn, repoRoot } from "./project.ts";

let work: string;
let dir: string;
let layout: string;
let original: string;
let dev: DevProcess;
let cli: string;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "sitegen-dev-code-"));
  dir = copyProject();
  cli = copyCode(repoRoot, join(work, "code"));
  layout = join(work, "code", "templates/layout/site-layout.tsx");
  original = readFileSync(layout, "utf8");
  dev = await startDev(dir, cli);
  await dev.waitForLog(/^Built 29 pages/m);
});

afterAll(async () => {
  await dev?.stop();
  rmSync(work, { recursive: true, force: true });
  rmSync(dir, { recursive: true, force: true });
});

/** Saves the layout with `marker` on its <main>, and waits for the save's "Rebuilt" line (the `n`th naming it). */
async function saveLayout(marker: string, n: number): Promise<void> {
  writeFileSync(layout, original.replace('className="page"', `className="page" data-saved="${marker}"`));
  await dev.waitForLog(new RegExp(`^(?:${LAYOUT_REBUILT}.*\\n(?:.*\\n)*?){${n}}`, "m"));
}

// Only the rebuilds that name the layout count: a rebuild of anything else says nothing of it.
const LAYOUT_REBUILT = String.raw`Rebuilt [^\n]*\(templates/layout/site-layout\.tsx`;
const rebuilds = () => dev.log().match(new RegExp(`^${LAYOUT_REBUILT}`, "gm"))?.length ?? 0;
const page = async (path: string) => (await fetch(dev.base + path)).text();
/** The threads of the dev process now (Linux): a session's worker is one of them while it runs. */
const threads = () => Number(/^Threads:\s+(\d+)/m.exec(readFileSync(`/proc/${dev.pid}/status`, "utf8"))?.[1]);

describe("sitegen dev while a template is edited", () => {
  it("shows a saved template on the next request, in both languages, after one restart", async () => {
    const n = rebuilds() + 1;
    await saveLayout("one", n); // writeFileSync empties the file, then writes it: a save in two steps
    const faq = join(dir, "content/de/faq.yaml"); // its save is built after any restart the template's save started
    await dev.afterBuild(["content/de/faq.yaml"], () => writeFileSync(faq, readFileSync(faq, "utf8") + "\n"));
    expect(rebuilds()).toBe(n);
    expect(await page("/faq")).toContain('data-saved="one"');
    expect(await page("/en/faq")).toContain('data-saved="one"');
  });

  it("ends the session of the old code at every code save: the threads do not grow", async () => {
    const before = threads();
    for (let i = 0; i < 2; i++) await saveLayout(`again-${i}`, rebuilds() + 1);
    expect(await page("/faq")).toContain('data-saved="again-1"');
    // Two sessions started; had the old ones stayed, each would add its thread.
    expect(threads()).toBeLessThanOrEqual(before + 1);
  });

  it("says a template does not compile in one message, keeps the last good pages, and builds again on a fix", async () => {
    writeFileSync(layout, original.replace('className="page"', 'className="page" {'));
    const line = original.split("\n").findIndex((l) => l.includes('className="page"')) + 1; // the mistake's own
    await dev.waitForLog(
      new RegExp(
        `do not compile; fix and save to build again:\n[^]*?\n {4}templates/layout/site-layout\\.tsx:${line}:`,
      ),
    );
    expect(dev.log()).not.toMatch(/^\s+at /m); // no stack
    expect(await page("/faq")).toContain('data-saved="again-1"');
    await saveLayout("fixed", rebuilds() + 1);
    expect(await page("/faq")).toContain('data-saved="fixed"');
  });

  // The first session runs the CLI's own bundle (React, zod … inside it), a code save's session a bundle compiled
  // in a moment with the packages left outside: both must write what `sitegen build` writes.
  it("writes, from a code save's bundle, the dist/ that sitegen build writes", async () => {
    const n = rebuilds() + 1;
    writeFileSync(layout, original);
    await dev.waitForLog(new RegExp(`^(?:${LAYOUT_REBUILT}.*\\n(?:.*\\n)*?){${n}}(?:.*\\n)*?Rendered 29 pages`, "m"));
    const out = join(work, "built");
    // Not execFileSync: a blocked event loop keeps the HTTP client from dropping its idle connection to the dev
    // server in time, and the fetch below would go out on one the server has closed meanwhile.
    await promisify(execFile)(process.execPath, [cli, "build", "--root", dir, "--out", out, "--quiet"]);
    const previews = (path: string) => path.startsWith("assets/og/"); // dev draws one when it is requested
    expectSameFiles(filesIn(join(dir, "dist"), previews), filesIn(out, previews));
    const og = /assets\/og\/[^"]+\.png/.exec(readFileSync(join(out, "faq.html"), "utf8"))![0];
    const drawn = Buffer.from(await (await fetch(`${dev.base}/${og}`)).arrayBuffer());
    expect(drawn.equals(readFileSync(join(out, og)))).toBe(true);
  });
});
