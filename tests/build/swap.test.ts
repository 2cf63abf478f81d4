// The swap of a new build into dist/: one atomic exchange where the system has it, so a reader of dist/
// (a web server serving it, a deploy script copying it) never finds it missing, not even for a moment.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { configFor } from "../../generator/options.ts";
import { lockOutput } from "../../generator/write/lock.ts";
import { diskWriter } from "../../generator/write/write-output.ts";
import { repoRoot, build } from "./project.ts";

const work = join(tmpdir(), `sitegen-swap-${process.pid}`);
afterAll(() => rmSync(work, { recursive: true, force: true }));

// renameat2 through perl: Linux on x64 or arm64 with perl (every Debian and Ubuntu system, CI included).
const canExchange =
  process.platform === "linux" &&
  ["x64", "arm64"].includes(process.arch) &&
  spawnSync("perl", ["-e", "exit 0"]).status === 0;

describe.runIf(canExchange)("the swap into dist/", () => {
  it("exchanges two folders in one step", async () => {
    const [a, b] = [join(work, "a"), join(work, "b")];
    mkdirSync(a, { recursive: true });
    mkdirSync(b, { recursive: true });
    writeFileSync(join(a, "from-a"), "a");
    writeFileSync(join(b, "from-b"), "b");
    const lock = await lockOutput(join(work, "dist"), () => {});
    expect(await lock.exchange(a, b)).toBe(true);
    expect(readdirSync(a)).toEqual(["from-b"]);
    expect(readdirSync(b)).toEqual(["from-a"]);
    expect(await lock.exchange(a, join(work, "missing"))).toBe(false); // refused: nothing renamed
    expect(readdirSync(a)).toEqual(["from-b"]);
    lock.release();
  });

  it("leaves no moment without dist/ while builds replace it", async () => {
    const out = join(work, "dist");
    const options = configFor({ root: repoRoot, codeRoot: repoRoot, pagePreviews: false });
    await build(options, diskWriter(out));
    // Another process looks at dist/index.html as fast as it can while this one builds and swaps four times
    // (each swap is one exchange; more builds would only keep the watcher spinning longer).
    const log = join(work, "watch.json");
    const watcher = spawn(process.execPath, [
      "-e",
      `const fs = require("node:fs"); let looks = 0, misses = 0, stop = false;
       process.on("SIGTERM", () => (stop = true));
       (function look() {
         for (let i = 0; i < 20000; i++) { looks++; if (!fs.existsSync(${JSON.stringify(join(out, "index.html"))})) misses++; }
         if (stop) fs.writeFileSync(${JSON.stringify(log)}, JSON.stringify({ looks, misses }));
         else if (looks === 20000) process.stdout.write("looking", () => setImmediate(look));
         else setImmediate(look);
       })();`,
    ]);
    const exited = new Promise((resolve) => watcher.on("exit", resolve));
    await new Promise((resolve) => watcher.stdout.once("data", resolve)); // it looks before the first build begins
    for (let i = 0; i < 4; i++) await build(options, diskWriter(out));
    watcher.kill("SIGTERM");
    await exited;
    const { looks, misses } = JSON.parse(readFileSync(log, "utf8")) as { looks: number; misses: number };
    expect(looks).toBeGreaterThan(100_000);
    expect(misses).toBe(0);
    expect(readdirSync(work).filter((name) => name.startsWith("dist"))).toEqual(["dist"]); // the old builds are gone
  });
});
