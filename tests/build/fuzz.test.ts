// Random damage to a copy of site.yaml and content/ must end in a safe build (no script got through) or a
// ProblemsError whose every problem points at a file and line; anything else is a generator bug.
// `npm test` runs 3 cases per kind, `npm run fuzz` 200 (FUZZ_CASES=3000). A failure prints the seed, path and damage;
// FUZZ_SEED=<seed> FUZZ_PATH=<path> with `-t <kind>` replays it on the same commit.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import fc from "fast-check";
import { Parser } from "htmlparser2";
import {
  isMap,
  isScalar,
  isSeq,
  parse,
  parseDocument,
  type Document,
  type Node,
  type YAMLMap,
  type YAMLSeq,
} from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BuiltAssets } from "../../generator/assets/build-assets.ts";
import { configFor } from "../../generator/options.ts";
import { createBuildCache, type BuildCache } from "../../generator/build-cache.ts";
import { formatPath } from "../../generator/load/locate.ts";
import { formatProblem, messageOf, ProblemsError } from "../../generator/problems/index.ts";
import { diskWriter, MemoryWriter, type Writer } from "../../generator/write/write-output.ts";
import { build, copyProject, expectSameFiles, filesIn, hashTree, repoRoot } from "./project.ts";

const CASES = Number(process.env["FUZZ_CASES"] ?? 45);
const SEED = Number(process.env["FUZZ_SEED"] ?? 20_250_611);
const PATH = process.env["FUZZ_PATH"];
// Every case that builds, and one in DISK_EVERY of those refused, is built through the disk writer too and compared.
const DISK_EVERY = Number(process.env["FUZZ_DISK_EVERY"] ?? 5);

class Project {
  readonly touched = new Set<string>();
  readonly dir: string;
  constructor(dir: string) {
    this.dir = dir;
  }

  files(): string[] {
    const content = readdirSync(join(this.dir, "content"), { recursive: true })
      .map((e) => `content/${String(e).split("\\").join("/")}`)
      .filter((p) => p.endsWith(".yaml"))
      .sort();
    return existsSync(join(this.dir, "site.yaml")) ? ["site.yaml", ...content] : content;
  }
  read(path: string): string | undefined {
    const full = join(this.dir, path);
    return existsSync(full) ? readFileSync(full, "utf8") : undefined;
  }
  write(path: string, text: string): void {
    this.touched.add(path);
    writeFileSync(join(this.dir, path), text);
  }
  remove(path: string): void {
    this.touched.add(path);
    rmSync(join(this.dir, path), { force: true });
  }
}

// fast-check draws a kind's choices as plain numbers and values; `apply` resolves them against the copy as it is
// then, changes it and says what it did, or returns undefined when nothing of that kind is left to damage.

const nth = <T>(items: readonly T[], n: number): T | undefined => items[n % Math.max(1, items.length)];

interface Choices {
  /** Which file: null picks site.yaml (a quarter of the cases: it holds the most structure), a number a content file. */
  readonly file: number | null;
  readonly slot: number;
  readonly value: unknown;
}

interface Kind {
  readonly weight: number;
  readonly values: fc.Arbitrary<unknown>;
  apply(p: Project, c: Choices): string | undefined;
}

interface Slot {
  readonly path: readonly (string | number)[];
  readonly key: string | number;
  readonly node: unknown;
  set(value: Node): void;
  remove(): void;
  rename?(key: string): void;
}

function slots(doc: Document): Slot[] {
  const out: Slot[] = [];
  const walk = (node: unknown, path: (string | number)[]) => {
    if (isMap(node)) {
      const map = node as YAMLMap<unknown, unknown>;
      for (const pair of [...map.items]) {
        const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
        const at = [...path, key];
        out.push({
          path: at,
          key,
          node: pair.value,
          set: (value) => void (pair.value = value),
          remove: () => void map.items.splice(map.items.indexOf(pair), 1),
          rename: (name) => void (pair.key = doc.createNode(name)),
        });
        walk(pair.value, at);
      }
    } else if (isSeq(node)) {
      const seq = node as YAMLSeq<unknown>;
      seq.items.forEach((item, i) => {
        const at = [...path, i];
        out.push({
          path: at,
          key: i,
          node: item,
          set: (value) => void (seq.items[seq.items.indexOf(item)] = value),
          remove: () => void seq.items.splice(seq.items.indexOf(item), 1),
        });
        walk(item, at);
      });
    }
  };
  walk(doc.contents, []);
  return out;
}

const isString = (s: Slot) => isScalar(s.node) && typeof s.node.value === "string";
const stringValue = (s: Slot) => (isScalar(s.node) ? String(s.node.value) : "");
const where = (s: Slot) => formatPath(s.path);

/**
 * site.yaml for a null `c.file`, else a content file: fast-check draws small numbers first, and were site.yaml among
 * them, most cases would damage it and build the client bundles and CSS again.
 */
function fileOf(p: Project, c: Choices, which: (file: string) => boolean = () => true): string | undefined {
  const files = p.files().filter(which);
  const content = files.filter((f) => f !== "site.yaml");
  if (c.file === null || content.length === 0) return files.includes("site.yaml") ? "site.yaml" : nth(files, 0);
  return nth(content, c.file);
}

function editText(
  p: Project,
  file: string | undefined,
  change: (text: string) => readonly [next: string, what: string] | undefined,
): string | undefined {
  const text = file === undefined ? undefined : p.read(file);
  const changed = text === undefined ? undefined : change(text);
  if (!changed) return undefined;
  p.write(file!, changed[0]);
  return `${file}: ${changed[1]}`;
}

function editDoc(p: Project, file: string | undefined, change: (doc: Document, all: Slot[]) => string | undefined) {
  return editText(p, file, (text) => {
    const doc = parseDocument(text, { uniqueKeys: false });
    const what = doc.errors.length > 0 ? undefined : change(doc, slots(doc));
    return what === undefined ? undefined : [doc.toString({ lineWidth: 0 }), what];
  });
}

const onText = (
  weight: number,
  values: fc.Arbitrary<unknown>,
  change: (text: string, c: Choices) => readonly [next: string, what: string],
): Kind => ({ weight, values, apply: (p, c) => editText(p, fileOf(p, c), (text) => change(text, c)) });

const onKey = (weight: number, values: fc.Arbitrary<unknown>, change: (s: Slot, value: unknown) => string): Kind => ({
  weight,
  values,
  apply: (p, c) =>
    editDoc(p, fileOf(p, c), (_, all) => {
      const s = nth(
        all.filter((k) => k.rename),
        c.slot,
      );
      return s && change(s, c.value);
    }),
});

/** Text put into a value at a drawn place (after the next `after` there, when given), rather than replacing it. */
interface Insertion {
  readonly insert: string;
  readonly at: number;
  readonly after?: string;
}
const insertion = (inserts: readonly string[], after?: string): fc.Arbitrary<Insertion> =>
  fc.record({ insert: fc.constantFrom(...inserts), at: fc.nat() }).map((i) => (after ? { ...i, after } : i));
const isInsertion = (value: unknown): value is Insertion =>
  typeof value === "object" && value !== null && "insert" in value && "at" in value;

function setValue(
  weight: number,
  which: (s: Slot) => boolean,
  values: fc.Arbitrary<unknown>,
  files?: (file: string) => boolean,
): Kind {
  return {
    weight,
    values,
    apply: (p, c) =>
      editDoc(p, fileOf(p, c, files), (doc, all) => {
        const s = nth(all.filter(which), c.slot);
        if (!s) return undefined;
        if (!isInsertion(c.value)) {
          // A long text is drawn as its word and count, so that a failure prints a line, not the text.
          const long = c.value as { word?: string; times?: number };
          const value = long.word && long.times ? long.word.repeat(long.times) : c.value;
          s.set(doc.createNode(value) as Node);
          return `set ${where(s)} to ${long.times ? `${long.times} × ${JSON.stringify(long.word)}` : JSON.stringify(value)}`;
        }
        const old = stringValue(s);
        const drawn = c.value.at % (old.length + 1);
        const after = c.value.after === undefined ? -1 : old.indexOf(c.value.after, drawn);
        const at = c.value.after === undefined ? drawn : after < 0 ? old.length : after + c.value.after.length;
        s.set(doc.createNode(old.slice(0, at) + c.value.insert + old.slice(at)) as Node);
        return `insert ${JSON.stringify(c.value.insert)} into ${where(s)} at ${at}`;
      }),
  };
}

const VALUES = parse(readFileSync(join(import.meta.dirname, "fuzz-values.yaml"), "utf8")) as Record<
  | "unicode"
  | "xss"
  | "legalXss"
  | "scriptUrls"
  | "links"
  | "paths"
  | "emptyFiles"
  | "strayFiles"
  | "controls"
  | "garbage",
  readonly string[]
> & { otherValues: readonly unknown[]; dates: readonly unknown[]; routeFields: Record<string, readonly string[]> };

function typo(key: string, [way, n]: readonly [number, number]): string {
  if (key.length < 2) return key + "x";
  const i = n % (key.length - 1);
  return [
    key.slice(0, i) + key.slice(i + 1), // drop a letter
    key.slice(0, i) + key[i] + key.slice(i), // double a letter
    key.slice(0, i) + key[i + 1] + key[i] + key.slice(i + 2), // swap two
    key.toUpperCase() === key ? key.toLowerCase() : key[0]!.toUpperCase() + key.slice(1),
    `${key}_`,
  ][way]!;
}

function breakText(text: string, line: number, [way, n]: readonly [number, number]): [string, string] {
  const lines = text.split("\n");
  line %= lines.length;
  const l = lines[line]!;
  const put = (next: string, what: string): [string, string] => {
    lines[line] = next;
    return [lines.join("\n"), `${what} on line ${line + 1}`];
  };
  switch (way) {
    case 0: {
      const at = n % Math.max(1, text.length);
      return [text.slice(0, at), `truncate at offset ${at} of ${text.length}`];
    }
    case 1: {
      const m = /^(\s*(?:- )?[\w-]+:\s+)(.*)$/.exec(l);
      if (m) return put(m[1] + (m[2]!.startsWith('"') ? m[2]!.replace(/"\s*$/, "") : `"${m[2]}`), "unbalance a quote");
      return put(`${l} "unclosed`, "unbalance a quote");
    }
    case 2:
      return put(" ".repeat(1 + (n % 3)) + l, "indent one more");
    case 3:
      return put(l.replace(/^ {1,3}/, ""), "indent less");
    case 4:
      return put(l.replace(/^ +/, "\t") || "\tkey: value", "indent with a tab");
    case 5: {
      const [control, at] = [VALUES.controls[n % VALUES.controls.length]!, n % (l.length + 1)];
      return put(l.slice(0, at) + control + l.slice(at), `insert raw ${JSON.stringify(control)} at column ${at + 1}`);
    }
    case 6:
      return put(`${l}\n${VALUES.garbage[n % VALUES.garbage.length]}`, "insert a garbage line after");
    case 7:
      return put(`${l}\n${l}`, "duplicate the line");
    default:
      return n % 2 === 0
        ? [`\uFEFF${text}`, "prefix a byte order mark"]
        : [text.replace(/\n/g, "\r\n"), "use CRLF line ends"];
  }
}

const ROUTE_FIELDS: Record<string, readonly string[]> = {
  de: VALUES.paths,
  en: VALUES.paths,
  switchTo: VALUES.paths,
  ...VALUES.routeFields,
};

/** A route of site.yaml moved to the end, doubled, without its English path, or with a field set to a bad or taken value. */
const routeNowhere: Kind["apply"] = (p, c) =>
  editDoc(p, "site.yaml", (doc, all) => {
    const route = nth(
      all.filter((s) => s.path.length === 2 && s.path[0] === "routes"),
      c.slot,
    );
    if (!route || !isMap(route.node)) return undefined;
    const [op, field, n] = c.value as [number, string, number];
    const i = route.key;
    const routes = doc.getIn(["routes"], true) as YAMLSeq;
    if (op === 0 || op === 1) {
      if (op === 0) route.remove();
      routes.items.push(doc.createNode(route.node.toJSON()));
      return `${op === 0 ? "move" : "duplicate"} routes[${i}]${op === 0 ? " to the end" : ""}`;
    }
    if (op === 2) {
      if (!route.node.has("en")) return undefined;
      route.node.delete("en");
      return `delete routes[${i}].en`;
    }
    // A path one time in seven is another route's, taken already.
    const taken = all.filter(
      (s) => s.path.length === 3 && s.path[0] === "routes" && (s.key === "de" || s.key === "en"),
    );
    const path = ROUTE_FIELDS[field] === VALUES.paths;
    const target = path && n % 7 === 0 ? stringValue(nth(taken, n)!) : nth(ROUTE_FIELDS[field]!, n)!;
    route.node.set(field, target);
    return `set routes[${i}].${field} to ${JSON.stringify(target)}`;
  });

/** Each weight counts among the damage that follows a case's first. */
const KINDS: Record<string, Kind> = {
  deleteKey: onKey(20, fc.constant(null), (s) => {
    s.remove();
    return `delete ${where(s)}`;
  }),
  renameKey: onKey(20, fc.tuple(fc.nat(4), fc.nat()), (s, value) => {
    const name = typo(String(s.key), value as [number, number]);
    s.rename!(name);
    return `rename ${where(s)} → ${name}`;
  }),
  swapType: setValue(30, () => true, fc.constantFrom(...VALUES.otherValues)),
  breakYaml: onText(30, fc.tuple(fc.nat(8), fc.nat()), (text, c) =>
    breakText(text, c.slot, c.value as [number, number]),
  ),
  emptyFile: onText(10, fc.constantFrom(...VALUES.emptyFiles), (_, c) => [
    c.value as string,
    `replace with ${JSON.stringify(c.value)}`,
  ]),
  hugeString: setValue(10, isString, fc.constantFrom({ word: "x", times: 100_000 }, { word: "Wärme ", times: 17_000 })),
  oddUnicode: setValue(30, isString, insertion(VALUES.unicode)),
  scriptInString: setValue(
    40,
    isString,
    fc.oneof(fc.constantFrom(...VALUES.xss), insertion(VALUES.xss.map((x) => ` ${x} `))),
  ),
  scriptInLegal: setValue(
    30,
    (s) => s.path.length === 1 && s.key === "content" && isString(s),
    insertion(VALUES.legalXss, "</p>"),
    (file) => file.includes("/legal/"),
  ),
  scriptInUrl: setValue(
    10,
    (s) => isString(s) && /^(https?:|mailto:)|@/.test(stringValue(s)),
    fc.constantFrom(...VALUES.scriptUrls),
    (file) => file === "site.yaml",
  ),
  routeNowhere: {
    weight: 20,
    values: fc.tuple(fc.nat(7), fc.constantFrom(...Object.keys(ROUTE_FIELDS)), fc.nat()),
    apply: routeNowhere,
  },
  unknownLink: setValue(
    20,
    (s) =>
      isString(s) &&
      (["to", "page", "external", "url"].includes(String(s.key)) ||
        (typeof s.key === "number" && s.path.includes("articles"))),
    fc.constantFrom(...VALUES.links),
  ),
  badDate: setValue(
    10,
    (s) => s.key === "date" || s.key === "published",
    fc.constantFrom(...VALUES.dates),
    (file) => file.includes("/blog/"),
  ),
  deleteFile: {
    weight: 5,
    values: fc.constant(null),
    apply: (p, c) => {
      const file = nth(
        p.files().filter((f) => f !== "site.yaml"),
        c.slot,
      );
      if (file) p.remove(file);
      return file && `${file}: delete the file`;
    },
  },
  strayFile: {
    weight: 3,
    values: fc.constantFrom(...VALUES.strayFiles),
    apply: (p, c) => {
      const file = c.value as string;
      if (!existsSync(join(p.dir, dirname(file)))) return undefined;
      p.write(file, "title: Stray\n");
      return `${file}: add a file no route uses`;
    },
  },
};

interface Damage extends Choices {
  readonly kind: string;
}
const damageOf = (kind: string): fc.Arbitrary<Damage> =>
  fc.record({
    kind: fc.constant(kind),
    file: fc.option(fc.nat(), { freq: 4 }),
    slot: fc.nat(),
    value: KINDS[kind]!.values,
  });
const anyDamage = fc.oneof(
  ...Object.entries(KINDS).map(([kind, { weight }]) => ({ arbitrary: damageOf(kind), weight })),
);
/** A case: one damage of `kind` first, then up to two of any kind; or of any kind only. */
const damagesOf = (kind?: string) =>
  fc
    .tuple(kind ? damageOf(kind) : anyDamage, fc.array(anyDamage, { maxLength: 2 }))
    .map(([first, more]) => [first, ...more]);

function damage(p: Project, damages: readonly Damage[]): string[] {
  return damages.flatMap((d) => {
    const what = KINDS[d.kind]!.apply(p, d);
    return what === undefined ? [] : [`${d.kind}: ${what}`];
  });
}

// Attributes whose value a browser follows as a URL. Text attributes (title, alt, aria-label, a meta
// description's content) may hold the words "javascript:alert(1)": that is escaped text, not a link.
const URL_ATTRIBUTES = new Set(
  "href src action formaction xlink:href poster srcset data background ping cite manifest".split(" "),
);
const SCRIPT_URL = /^(javascript|vbscript|data:text\/html)/;

/**
 * What in `html` could run script, read as a browser reads it (htmlparser2 decodes the attributes' entities):
 * `<script>alert` as written, inline scripts, event handlers, script URLs in attributes and in a meta refresh.
 */
export function unsafeMarkup(html: string): string[] {
  const found: string[] = [];
  const snippet = (i: number) => JSON.stringify(html.slice(Math.max(0, i - 60), i + 80));
  const literal = html.search(/<script>alert/i);
  if (literal >= 0) found.push(`unescaped <script>alert at ${literal}: ${snippet(literal)}`);
  let script: { at: number; src: boolean; json: boolean; body: string } | undefined;
  const parser = new Parser({
    onopentag(name, attrs) {
      const at = parser.startIndex;
      for (const [attr, value] of Object.entries(attrs)) {
        if (attr.startsWith("on")) found.push(`event handler ${attr} at ${at}: ${snippet(at)}`);
        const squeezed = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, "").toLowerCase();
        if (URL_ATTRIBUTES.has(attr) && SCRIPT_URL.test(squeezed))
          found.push(`script URL in ${attr} at ${at}: ${snippet(at)}`);
        const refresh = name === "meta" && attr === "content" && /^refresh$/i.test(attrs["http-equiv"] ?? "");
        if (refresh && /url=(javascript|vbscript|data:text\/html)/.test(squeezed))
          found.push(`script URL in a meta refresh at ${at}: ${snippet(at)}`);
      }
      if (name === "script")
        script = { at, src: "src" in attrs, json: /^application\/(ld\+)?json/i.test(attrs["type"] ?? ""), body: "" };
    },
    ontext(text) {
      if (script) script.body += text;
    },
    onclosetag(name) {
      if (name !== "script" || !script) return;
      const { at, src, json, body } = script;
      if (src && body.trim() !== "") found.push(`script with src and a body at ${at}: ${snippet(at)}`);
      else if (!src && !json) found.push(`inline script at ${at}: ${snippet(at)}`);
      else if (json && /<\/?script/i.test(body)) found.push(`JSON block holding a script tag at ${at}: ${snippet(at)}`);
      script = undefined;
    },
  });
  parser.end(html);
  return found;
}

/** Characters that are an HTML parse error wherever they appear (C0 and C1 controls but whitespace, DEL, noncharacters). */
const CONTROL = /[\u0000-\u0008\u000B\u000E-\u001F\u007F-\u009F\uFDD0-\uFDEF\uFFFE\uFFFF]/;

/** The disk builds of every case go into this one dist/. */
let dist = "";
let baselineAssets: BuiltAssets | undefined;

/** A cache holding only the baseline's client bundles and CSS: they depend on client/, styles/ and site.yaml only (as in dev). */
const assetsOf = (project: Project): BuildCache | undefined =>
  project.touched.has("site.yaml") || !baselineAssets ? undefined : { ...createBuildCache(), assets: baselineAssets };

async function refusal(
  project: Project,
  writer: Writer,
  cache = assetsOf(project),
): Promise<ProblemsError | undefined> {
  try {
    await build(configFor({ root: project.dir, codeRoot: repoRoot }), writer, { cache });
    return undefined;
  } catch (error) {
    if (error instanceof ProblemsError) return error;
    throw error;
  }
}

async function buildInMemory(
  project: Project,
  context: string,
  writer: MemoryWriter,
): Promise<ProblemsError | undefined> {
  const refused = await refusal(project, writer).catch((error: unknown) => {
    throw new Error(`not a ProblemsError (a generator bug) — ${context}\n${(error as Error)?.stack ?? String(error)}`);
  });
  if (refused) {
    const bad: string[] = refused.problems.length === 0 ? ["ProblemsError without problems"] : [];
    for (const problem of refused.problems) {
      const at = problem.at;
      const text = at && project.read(at.file);
      const lines = text === undefined ? 0 : text.split("\n").length;
      if (!at || !at.file || !Number.isInteger(at.line) || at.line < 1 || !Number.isInteger(at.column) || at.column < 1)
        bad.push(`unlocated: ${JSON.stringify(problem)}`);
      else if (text === undefined) bad.push(`located in a file that does not exist: ${JSON.stringify(problem)}`);
      else if (at.line > lines + 1)
        bad.push(`line ${at.line} past the end of ${at.file} (${lines} lines): ${JSON.stringify(problem)}`);
      try {
        formatProblem(problem, refused.files);
      } catch (e) {
        bad.push(`formatProblem threw ${String(e)} for ${JSON.stringify(problem)}`);
      }
    }
    if (bad.length > 0) throw new Error(`badly reported problems — ${context}\n${bad.join("\n").slice(0, 4000)}`);
    return refused;
  }
  const unsafe: string[] = [];
  const controls: string[] = [];
  for (const path of writer.files.keys()) {
    if (!path.endsWith(".html")) continue;
    const html = writer.text(path);
    unsafe.push(...unsafeMarkup(html).map((u) => `${path}: ${u}`));
    const control = CONTROL.exec(html);
    if (control)
      controls.push(
        `${path}: U+${control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")} at ${control.index}: ${JSON.stringify(html.slice(Math.max(0, control.index - 60), control.index + 20))}`,
      );
  }
  if (unsafe.length > 0)
    throw new Error(`the build succeeded with unsafe markup — ${context}\n${unsafe.slice(0, 20).join("\n")}`);
  if (controls.length > 0)
    throw new Error(
      `the build wrote characters that are HTML parse errors — ${context}\n${controls.slice(0, 10).join("\n")}`,
    );
  return undefined;
}

/**
 * The disk writer must give the same problems in the same order and leave dist/ as the last good build wrote it, or
 * write the same files byte for byte; nothing is left beside dist/.
 */
async function expectSameOnDisk(project: Project, context: string, memory: MemoryWriter, inMemory?: ProblemsError) {
  const before = hashTree(dist);
  const refused = await refusal(project, diskWriter(dist));
  if (refused) {
    const problems = refused.problems.map(messageOf).join("\n");
    expect(inMemory, `the disk build refused what the memory build built — ${context}\n${problems}`).toBeDefined();
    expect(refused.problems, context).toEqual(inMemory!.problems);
    for (const p of refused.problems)
      if (p.at)
        expect(refused.files.get(p.at.file)?.text, `no text for the code frame of ${p.at.file}`).toBe(
          project.read(p.at.file),
        );
    expect(hashTree(dist), `dist/ changed after a failed build — ${context}`).toBe(before);
  } else {
    expect(inMemory, `the disk build built what the memory build refused — ${context}`).toBeUndefined();
    expectSameFiles(filesIn(dist), memory.files, context);
  }
  expect(readdirSync(dirname(dist)), `a staging or old folder left beside dist/ — ${context}`).toEqual(["dist"]);
}

it("the oracle itself flags script that could run and lets escaped text pass", () => {
  expect(unsafeMarkup("<p>&lt;script&gt;alert(1)&lt;/script&gt; javascript:alert(1)</p>")).toEqual([]);
  expect(
    unsafeMarkup(
      '<script type="application/json">{"a":"\\u003cscript>alert(1)"}</script><script src="/a.js"></script>',
    ),
  ).toEqual([]);
  expect(unsafeMarkup("<p><script>alert(1)</script></p>")).toHaveLength(2);
  expect(unsafeMarkup('<a href="java&#x73;cript:alert(1)">x</a>')).not.toEqual([]);
  expect(unsafeMarkup('<a href=" JAVASCRIPT:void(0)">x</a>')).not.toEqual([]);
  expect(unsafeMarkup("<img src=x onerror=alert(1)>")).not.toEqual([]);
  expect(unsafeMarkup('<meta name="description" content="&lt;script&gt;alert(1) javascript:alert(1)">')).toEqual([]);
  expect(unsafeMarkup('<meta http-equiv="refresh" content="0;url=javascript:alert(1)">')).not.toEqual([]);
});

describe(`fuzzed input (seed ${SEED}, ${CASES} cases)`, () => {
  // The unchanged copy must build, into the run's dist/: otherwise every case would "fail cleanly" and prove nothing.
  beforeAll(async () => {
    dist = join(mkdtempSync(join(tmpdir(), "sitegen-fuzz-dist-")), "dist");
    const project = new Project(copyProject());
    try {
      const cache = createBuildCache();
      const refused = await refusal(project, diskWriter(dist), cache);
      const problems = refused?.problems.map((p) => formatProblem(p, refused.files)).join("\n");
      if (refused)
        throw new Error(`the unchanged project does not build, so the cases would prove nothing:\n${problems}`);
      baselineAssets = cache.assets!;
    } finally {
      rmSync(project.dir, { recursive: true, force: true });
    }
  });
  afterAll(() => {
    if (dist !== "") rmSync(dirname(dist), { recursive: true, force: true }); // not made when no case ran
  });

  const runs = Math.ceil(CASES / Object.keys(KINDS).length);
  it.each(Object.keys(KINDS))(
    "%s, and up to two more damages of any kind",
    { timeout: runs * 60_000 },
    async (kind) => {
      const onDisk = fc.nat(DISK_EVERY - 1).map((n) => n === 0);
      await fc.assert(
        fc.asyncProperty(damagesOf(kind), onDisk, async (damages, alsoOnDisk) => {
          const project = new Project(copyProject());
          try {
            const done = damage(project, damages);
            fc.pre(done[0]?.startsWith(`${kind}:`) === true); // a case of this kind damages what this kind damages
            const context = `damage:\n  ${done.join("\n  ")}`;
            const memory = new MemoryWriter();
            const refused = await buildInMemory(project, context, memory);
            if (alsoOnDisk || !refused) await expectSameOnDisk(project, context, memory, refused);
          } finally {
            rmSync(project.dir, { recursive: true, force: true });
          }
        }),
        { seed: SEED, numRuns: runs, endOnFailure: true, ...(PATH === undefined ? {} : { path: PATH }) },
      );
    },
  );
});

// Defects the fuzzer found, fixed: each edit crashed the build (exit 2) or wrote a parse error into the HTML, and is now
// a ContentShape problem at its line. A problem of site.yaml stops the build before the content is read: its rows are
// built apart from the content's.
const FOUND: Record<string, readonly (readonly [file: string, from: string, to: string])[]> = {
  "in site.yaml": [
    // `locale: text` accepted any string; Intl.NumberFormat and Intl.DateTimeFormat then threw RangeError.
    ["site.yaml", "locale: de-DE", "locale: de_DE!"],
  ],
  "in content files": [
    // `sources[].date` accepted any text; the article template's `new Date(source.date)` threw RangeError.
    ["content/de/blog/meta-odense.yaml", "date: 2018-04-26", "date: bald"],
    // The `yaml` parser accepts raw C0 controls (NUL, BEL, ESC, DEL) in plain and quoted scalars, and "\0"-style
    // escapes produce them too; the templates wrote them into the HTML, where each is a parse error.
    ["content/en/faq.yaml", "header: Frequently asked questions", "header: Frequently\u0007 asked questions"],
    ["content/de/faq.yaml", "header: Häufige Fragen", "header: Häufige\u0000 Fragen"],
    ["content/en/blog.yaml", 'title: "Blog: Data', 'title: "Blog:\\0 Data'],
  ],
};

it.each(Object.entries(FOUND))(
  "defects the fuzzer found, fixed: each edit %s is a located problem, not a crash",
  async (_, rows) => {
    const project = new Project(copyProject());
    try {
      for (const [file, from, to] of rows) {
        project.write(file, project.read(file)!.replace(from, to));
        expect(project.read(file), `${from} not in ${file}`).toContain(to);
      }
      const refused = await refusal(project, new MemoryWriter());
      const found = refused?.problems.map((p) => `${p.at?.file}:${p.at?.line} ${p.code}`);
      for (const [file, , to] of rows) {
        const line =
          project
            .read(file)!
            .split("\n")
            .findIndex((l) => l.includes(to)) + 1;
        expect(found).toContain(`${file}:${line} ContentShape`);
      }
    } finally {
      rmSync(project.dir, { recursive: true, force: true });
    }
  },
);
