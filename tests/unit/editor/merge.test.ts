import { describe, expect, it } from "vitest";
import { mergeValues } from "../../../generator/editor/ui/merge.ts";
import type { Value } from "../../../generator/editor/ui/tree.ts";

const list = (...items: Value[]): Value => ({ $list: items.map((item, i) => [i, item] as const) });

describe("mergeValues", () => {
  it.each<[string, Value, Value, Value, Value, string[]]>([
    // why, base, yours, theirs, merged, conflicts
    [
      "each side changed another key",
      { a: "1", b: "1" },
      { a: "2", b: "1" },
      { a: "1", b: "3" },
      { a: "2", b: "3" },
      [],
    ],
    ["only the disk changed", { a: "1" }, { a: "1" }, { a: "9" }, { a: "9" }, []],
    ["both made the same change", { a: "1" }, { a: "2" }, { a: "2" }, { a: "2" }, []],
    ["both changed one value differently: yours kept, named", { a: "1" }, { a: "2" }, { a: "3" }, { a: "2" }, ["a"]],
    ["a key added on disk stays", { a: "1" }, { a: "2" }, { a: "1", b: "new" }, { a: "2", b: "new" }, []],
    [
      "list items merge by position while no side moves them",
      { q: list({ x: "1" }, { x: "1" }) },
      { q: list({ x: "2" }, { x: "1" }) },
      { q: list({ x: "1" }, { x: "3" }) },
      { q: list({ x: "2" }, { x: "3" }) },
      [],
    ],
    [
      "a list grown on disk and edited in the form is one conflict",
      { q: list("a") },
      { q: list("b") },
      { q: list("a", "c") },
      { q: list("b") },
      ["q"],
    ],
    [
      "a list grown in the form only is yours",
      { q: list("a"), t: "1" },
      {
        q: {
          $list: [
            [0, "a"],
            [null, "new"],
          ],
        },
        t: "1",
      },
      { q: list("a"), t: "2" },
      {
        q: {
          $list: [
            [0, "a"],
            [null, "new"],
          ],
        },
        t: "2",
      },
      [],
    ],
  ])("%s", (_why, base, yours, theirs, merged, conflicts) => {
    const result = mergeValues(base, yours, theirs);
    expect(result.value).toEqual(merged);
    expect(result.conflicts.map((p) => p.join("."))).toEqual(conflicts);
  });
});
