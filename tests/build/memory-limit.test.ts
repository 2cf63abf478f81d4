// A build under a limit of virtual memory, as shared hosts and CI containers set one (`ulimit -v`): a dependency
// that reserves large address space up front (a WebAssembly engine, say) would fail every such build.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { repoRoot } from "./project.ts";

it("builds the site under ulimit -v 4000000 (about 4 GB of address space)", () => {
  // A folder of its own: a build waits (and says so) while another writes a folder next to its output.
  const parent = mkdtempSync(join(tmpdir(), "sitegen-ulimit-"));
  const out = join(parent, "dist");
  try {
    const run = spawnSync(
      "bash",
      ["-c", 'ulimit -v 4000000 && exec "$0" bin/sitegen.mjs build --quiet --out "$1"', process.execPath, out],
      { cwd: repoRoot, encoding: "utf8" },
    );
    expect(run.stderr + run.stdout).toBe("");
    expect(run.status).toBe(0);
  } finally {
    rmSync(parent, { recursive: true, force: true });
  }
});
