import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { editable, plain } from "../../../generator/editor/edited.ts";
import { mergeValues } from "../../../generator/editor/ui/merge.ts";
import { patchYaml } from "../../../generator/editor/yaml-patch.ts";
import type { Value } from "../../../generator/editor/ui/tree.ts";

const list = (...items: Value[]): Value => ({ $list: items.map((item, i) => [i, item] as const) });
/** A list of texts with each item's index when loaded: "2:C 0:A -:N" (- for a new item). */
const marked = (items: string): Value => ({
  $list: items.split(" ").map((entry) => [entry[0] === "-" ? null : Number(entry[0]), entry.slice(2)] as const),
});

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
      "a list grown on disk and an item edited in the form: both",
      { q: list("a") },
      { q: list("b") },
      { q: list("a", "c") },
      { q: list("b", "c") },
      [],
    ],
    [
      "items moved on disk: the form's edit stays on its item, with the disk's index",
      { q: list({ q: "A", a: "1" }, { q: "B", a: "2" }, { q: "C", a: "3" }) },
      { q: list({ q: "A", a: "1" }, { q: "B", a: "9" }, { q: "C", a: "3" }) },
      { q: list({ q: "C", a: "3" }, { q: "A", a: "1" }, { q: "B", a: "2" }) },
      { q: list({ q: "C", a: "3" }, { q: "A", a: "1" }, { q: "B", a: "9" }) },
      [],
    ],
    [
      "items moved in the form, one removed and one added on disk: the form's order, the disk's removal and addition",
      { q: list("A", "B", "C") },
      { q: marked("2:C 0:A 1:B") },
      { q: list("A", "N", "C") },
      { q: marked("2:C 0:A 1:N") },
      [],
    ],
    [
      "an item removed on disk and changed in the form stays, named",
      { q: list("A", "B") },
      { q: list("A", "B2") },
      { q: list("A") },
      { q: marked("0:A -:B2") },
      ["q.1"],
    ],
    [
      "an item removed in the form and changed on disk stays, named",
      { q: list({ q: "A" }, { q: "B", a: "1" }) },
      { q: list({ q: "A" }) },
      { q: list({ q: "A" }, { q: "B", a: "2" }) },
      { q: list({ q: "A" }, { q: "B", a: "2" }) },
      ["q.1"],
    ],
    [
      "both moved items into different orders: the list is named, yours kept",
      { q: list("A", "B", "C") },
      { q: marked("1:B 0:A 2:C") },
      { q: list("A", "C", "B") },
      { q: marked("2:B 0:A 1:C") },
      ["q"],
    ],
    [
      "a list grown in the form only is yours",
      { q: list("a"), t: "1" },
      { q: marked("0:a -:new"), t: "1" },
      { q: list("a"), t: "2" },
      { q: marked("0:a -:new"), t: "2" },
      [],
    ],
  ])("%s", (_why, base, yours, theirs, merged, conflicts) => {
    const result = mergeValues(base, yours, theirs);
    expect(result.value).toEqual(merged);
    expect(result.conflicts.map((c) => c.path.join("."))).toEqual(conflicts);
  });
});

describe("mergeValues, two people's edits of one list (move, add, remove, change)", () => {
  type Item = { origin: string; q: string; a: string; changed?: "q" | "a" };
  const op = fc.tuple(
    fc.constantFrom("move", "remove", "add", "change"),
    fc.nat(),
    fc.nat(),
    fc.constantFrom("q", "a"),
  );
  /** One side's edits: each text it writes is new; it changes one field of an item at most (else which is it?). */
  function edit(base: readonly Item[], ops: readonly [string, number, number, "q" | "a"][], side: string): Item[] {
    const items = base.map((item) => ({ ...item }));
    ops.forEach(([op, i, to, field], n) => {
      const at = i % Math.max(items.length, 1);
      if (op === "add")
        items.splice(to % (items.length + 1), 0, { origin: side + n, q: `${side}q${n}`, a: `${side}a${n}` });
      else if (items.length === 0) return;
      else if (op === "remove") items.splice(at, 1);
      else if (op === "move") items.splice(to % items.length, 0, items.splice(at, 1)[0]!);
      else items[at]![(items[at]!.changed ??= field)] = `${side}${field}${n}`;
    });
    return items;
  }
  const faq = (items: readonly Item[]) => ({ faq: items.map(({ q, a }) => ({ q, a })) });
  const isBase = (origin: string) => /^\d+$/.test(origin);

  it("keeps every change of both sides or names it, and the result applies to the disk's file", () => {
    const run = (n: number, a: [string, number, number, "q" | "a"][], b: typeof a) => {
      const base = Array.from({ length: n }, (_, k): Item => ({ origin: `${k}`, q: `q${k}`, a: `a${k}` }));
      const [mine, disk] = [edit(base, a, "y"), edit(base, b, "t")];
      const yours = {
        faq: { $list: mine.map(({ origin, q, a }) => [isBase(origin) ? +origin : null, { q, a }] as const) },
      };
      const merged = mergeValues(editable(faq(base)), yours, editable(faq(disk)));
      const entries = (merged.value as { faq: { $list: [number | null, { q: string; a: string }][] } }).faq.$list;
      const placed = entries.flatMap(([, item], i) =>
        (["q", "a"] as const).map((f) => [item[f], ["faq", i, f]] as const),
      );
      const shown = (path: readonly (string | number)[]) =>
        merged.conflicts.some((c) => c.path.every((k, i) => path[i] === k));
      const named = (text: string) =>
        merged.conflicts.some((c) => JSON.stringify(c.disk ?? null).includes(`"${text}"`));
      const texts = (items: readonly Item[]) => new Set(items.flatMap(({ q, a }) => [q, a]));
      const [was, ours, theirs] = [texts(base), texts(mine), texts(disk)];
      const kept = (text: string) => placed.some(([t]) => t === text);
      for (const text of ours) if (!was.has(text)) expect(kept(text)).toBe(true);
      for (const text of theirs) if (!was.has(text)) expect(kept(text) || named(text)).toBe(true);
      for (const [text, path] of placed)
        if (was.has(text) && !(ours.has(text) && theirs.has(text))) expect(shown(path)).toBe(true);

      // Each item marked with the index its item has in the disk's file, which the save then lays it onto.
      const owner = new Map(
        [...base, ...mine, ...disk].flatMap((item) => [item.q, item.a].map((t) => [t, item.origin])),
      );
      const origins = entries.map(([, { q, a }]) => (owner.get(q) === owner.get(a) ? owner.get(q)! : "mixed"));
      entries.forEach(
        ([index], i) => index !== null && origins[i] !== "mixed" && expect(disk[index]!.origin).toBe(origins[i]),
      );
      if (disk.length > 0 && entries.length > 0)
        expect(parse(patchYaml(stringify(faq(disk)), merged.value))).toEqual(plain(merged.value));

      // The order of the side that moved items, unless both did (then the list is named).
      if (shown(["faq"])) return;
      const order = (origins: readonly string[]) =>
        origins.filter((o) => isBase(o) && mine.some((i) => i.origin === o) && disk.some((i) => i.origin === o)).join();
      const result = order(origins);
      for (const side of [mine, disk])
        if (order(side.map((i) => i.origin)) !== order(base.map((i) => i.origin)))
          expect(result).toBe(order(side.map((i) => i.origin)));
    };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.array(op, { maxLength: 6 }), fc.array(op, { maxLength: 6 }), run),
      { numRuns: 200 },
    );
  });
});
