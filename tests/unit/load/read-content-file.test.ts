// The project folder's real path is resolved by each reader, not kept by the module: a dev session that outlives
// a change of the folder's links never reads through the old one.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { openSources } from "../../../generator/load/load-sources.ts";

const base = mkdtempSync(join(tmpdir(), "sitegen-roots-"));
afterAll(() => rmSync(base, { recursive: true, force: true }));

it("reading content files through a project folder that is a link judges each file against where the link leads now, not where it led at the first read", () => {
  const first = join(base, "first");
  const second = join(base, "second");
  mkdirSync(join(first, "content/de"), { recursive: true });
  mkdirSync(join(second, "content/de"), { recursive: true });
  writeFileSync(join(first, "content/de/faq.yaml"), "title: Häufige Fragen\n");
  // The second project's file is a link into the first: outside the second project, never to be read there.
  symlinkSync(join(first, "content/de/faq.yaml"), join(second, "content/de/faq.yaml"));
  const root = join(base, "project");
  symlinkSync(first, root);
  const listed = new Set(["content/de/faq.yaml"]);
  expect(openSources(root, listed).file("content/de/faq.yaml")?.value).toEqual({ title: "Häufige Fragen" });

  unlinkSync(root);
  symlinkSync(second, root); // the project folder now leads to the second project
  const file = openSources(root, listed).file("content/de/faq.yaml");
  expect(file?.value).toBeUndefined();
  expect(file?.problems.map((p) => p.code)).toEqual(["ContentFileNotRegular"]);
});
