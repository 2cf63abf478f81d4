// One report: `sitegen build`, `sitegen check` and `sitegen dev` print the problems of a site in the same order,
// the root cause first (a page id given twice in site.yaml), what follows from it in one line, then the rest.
import { expect, it } from "vitest";
import { startDev } from "../browser/dev-process.ts";
import { builtSiteDir, copyProjectForTests, edit, sitegen } from "./project.ts";

const dir = copyProjectForTests();
edit(dir, "site.yaml", "{ page: workshops, kind: info", "{ page: faq, kind: info");
edit(dir, "content/en/blog.yaml", /^title: /m, "titel: a key no page kind has\ntitle: "); // found with the pages

/** The first line of each problem printed ("file:line:column  message  [Code]"), in the order printed. */
const heads = (printed: string) => printed.split("\n").filter((line) => /^\S+:\d+:\d+ {2}.*\[[A-Za-z]+\]$/.test(line));

it("the problems of a site with a root-cause mistake are printed by build, check and dev alike, in the same order, the duplicated page id first", async () => {
  const built = await sitegen(["build", "--root", dir, "--out", `${dir}/dist`]);
  expect(built.code).toBe(1);
  const order = heads(built.stderr);
  expect(order[0]).toMatch(/^site\.yaml:\d+:\d+ {2}page id `faq` is already used .*\[RouteDuplicate\]$/);
  expect(order[1]).toMatch(/more problems likely follow from the above: .*\[FollowsFromAbove\]$/);
  expect(order.length).toBeGreaterThan(2);

  const checked = await sitegen(["check", "--root", dir, "--out", builtSiteDir(), "--quiet"]);
  expect(checked.code).toBe(1);
  expect(heads(checked.stderr)).toEqual(order);

  const dev = await startDev(dir);
  try {
    await dev.waitForLog(/^Built \d+ pages/m); // every page checked (stdout)
    await dev.waitForLog(/^\d+ problems? in \d+ files?\./m); // the report's last line (stderr)
    expect(heads(dev.log())).toEqual(order);
  } finally {
    await dev.stop();
  }
}, 180_000);
