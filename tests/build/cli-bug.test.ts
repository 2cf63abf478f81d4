// A real bug in the generator still ends as one (exit 2, the stack, a request to report it), now that errors
// of the environment exit 1. The build is replaced by one that fails as a bug would.
import { rmSync } from "node:fs";
import { afterEach, expect, it, vi } from "vitest";
import { run } from "../../generator/cli.ts";
import { copyProject } from "./project.ts";

vi.mock("../../generator/site.ts", () => ({
  openSite: async () => {
    const pages: { title: string }[] = [];
    return pages[0]!.title; // TypeError: Cannot read properties of undefined
  },
}));

afterEach(() => {
  process.exitCode = undefined;
  vi.restoreAllMocks();
});

it("sitegen build on a bug in the generator exits 2 with the stack and a request to report it", async () => {
  const printed: string[] = [];
  vi.spyOn(console, "error").mockImplementation((text: unknown) => void printed.push(String(text)));
  const root = copyProject();
  await run(["build", "--root", root, "--out", `${root}/dist`, "--quiet"]).finally(() =>
    rmSync(root, { recursive: true, force: true }),
  );
  expect(process.exitCode).toBe(2);
  const text = printed.join("\n");
  expect(text).toMatch(/^internal error: TypeError: Cannot read properties of undefined/);
  expect(text).toMatch(/^\s+at /m);
  expect(text).toContain("This is a bug in the generator");
});
