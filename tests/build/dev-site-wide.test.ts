// sitegen dev hears a save written in two steps, and checks what spans pages as sitegen build does: published.yaml
// against the route table (a save of it re-checks the frame), titles and descriptions across pages.
import { closeSync, openSync, readFileSync, writeFileSync, writeSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { messageOf } from "../../generator/problems/index.ts";
import { configFor } from "../../generator/options.ts";
import { openDevSite } from "../../generator/dev/dev-site.ts";
import { watchSources, type Change } from "../../generator/dev/watch.ts";
import { copyProjectForTests, repoRoot } from "./project.ts";

const dir = copyProjectForTests();

const PUBLISHED = join(dir, "published.yaml");
const ORIGINAL = readFileSync(PUBLISHED, "utf8");
const GONE = "\nkarriere: [/karriere, /en/careers]\n";
const FAQ = "content/de/faq.yaml";

describe("sitegen dev and published.yaml", () => {
  it("the watcher reports a save of published.yaml as a change of the frame", async () => {
    let heard = (_: [Change, string]) => {};
    const report = new Promise<[Change, string]>((resolve) => (heard = resolve));
    const watching = watchSources(dir, repoRoot, (change, file) => heard([change, file]));
    try {
      await watching.ready;
      writeFileSync(PUBLISHED, ORIGINAL + GONE);
      expect(await report).toEqual(["site", "published.yaml"]);
    } finally {
      await watching.close();
      writeFileSync(PUBLISHED, ORIGINAL);
    }
  });

  it("looks again at a file saved in two steps: reported again if its build began reading it emptied, else not", async () => {
    const reports: (() => void)[] = []; // each report's `reading`: called as its build begins reading the file
    let heard = () => {};
    const watching = watchSources(dir, repoRoot, (_, f, reading) => f === FAQ && (reports.push(reading), heard()));
    onTestFinished(() => watching.close());
    await watching.ready;
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    onTestFinished(() => void vi.useRealTimers());
    for (const readEmptied of [true, false]) {
      const emptied = new Promise<void>((resolve) => (heard = resolve));
      const file = openSync(join(dir, FAQ), "w");
      await emptied;
      if (readEmptied) reports.at(-1)!();
      // Written at once after the first report: within the time chokidar drops a file's further changes.
      writeSync(file, readFileSync(join(repoRoot, FAQ)));
      closeSync(file);
      if (!readEmptied) reports.at(-1)!();
      const count = reports.length;
      await new Promise(setImmediate); // chokidar hears the write, and drops it
      await vi.advanceTimersByTimeAsync(100); // past the look again
      expect(reports.length).toBe(readEmptied ? count + 1 : count);
    }
  });

  it("a save re-checks it: a published path no route answers is shown, and gone when the save is undone", async () => {
    const site = await openDevSite(
      configFor({ command: "dev", root: dir, codeRoot: repoRoot, out: join(dir, "dist") }),
    );
    while (site.next());
    expect(site.problems().problems).toEqual([]);
    writeFileSync(PUBLISHED, ORIGINAL + GONE);
    const broken = await site.update(["published.yaml"], false);
    expect(broken.problemsChanged).toBe(true);
    const line = (ORIGINAL + GONE).split("\n").indexOf(GONE.trim()) + 1;
    expect(site.problems().problems.map((p) => `${p.code} ${p.at?.file}:${p.at?.line}`)).toEqual([
      `PublishedPathBroken published.yaml:${line}`,
      `PublishedPathBroken published.yaml:${line}`,
    ]);
    writeFileSync(PUBLISHED, ORIGINAL);
    await site.update(["published.yaml"], false);
    while (site.next());
    expect(site.problems().problems).toEqual([]);
  });

  it("a page saved with another page's title shows the problem at its line, and it goes with the fix", async () => {
    const site = await openDevSite(
      configFor({ command: "dev", root: dir, codeRoot: repoRoot, out: join(dir, "dist") }),
    );
    while (site.next());
    expect(site.problems().problems).toEqual([]);
    const faq = join(dir, "content/de/faq.yaml");
    const original = readFileSync(faq, "utf8");
    const title = /^title: .*$/m.exec(readFileSync(join(dir, "content/de/workshops.yaml"), "utf8"))![0];
    try {
      writeFileSync(faq, original.replace(/^title: .*$/m, title));
      await site.update(["content/de/faq.yaml"], false);
      const found = site.problems().problems;
      expect(found.map((p) => `${p.code} ${p.at?.file}:${p.at?.line}`)).toEqual([
        "DuplicateTitleOrDescription content/de/faq.yaml:2",
      ]);
      expect(messageOf(found[0]!)).toContain("content/de/workshops.yaml:2");
    } finally {
      writeFileSync(faq, original);
    }
    await site.update(["content/de/faq.yaml"], false);
    expect(site.problems().problems).toEqual([]);
  });
});
