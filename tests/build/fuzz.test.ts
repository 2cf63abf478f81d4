// Fuzzing the input: random damage to a copy of the real site.yaml and content/ must end in either a
// safe build (no script or javascript: URL got through) or a ProblemsError whose every problem points
// at a file and a line. Anything else thrown is a generator bug (docs/architecture.md §1).
//
// `npm test` runs 45 cases (each starts with the next mutation kind in turn, so every kind is met three times at
// least; one case in five also through the disk writer); `npm run fuzz` runs 3,000, and
// FUZZ_CASES=<n> any number; FUZZ_SEED=<n> picks another base seed (default below);
// FUZZ_ONLY=<case> runs a single case of that seed, to reproduce a failure. The content of the
// repository is part of a case: rerun on the same commit. FUZZ_STRICT=1 fails on the known defects below too.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import {
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  type Document,
  type Node,
  type Pair,
  type YAMLMap,
  type YAMLSeq,
} from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BuiltAssets } from "../../generator/assets/build-assets.ts";
import type { Problem } from "../../generator/model.ts";
import { configFor } from "../../generator/options.ts";
import { createBuildCache, type BuildCache } from "../../generator/build-cache.ts";
import { formatPath } from "../../generator/load/locate.ts";
import { formatProblem, ProblemsError } from "../../generator/problems/index.ts";
import { diskWriter, MemoryWriter, type Writer } from "../../generator/write/write-output.ts";
import { mulberry32 } from "../random.ts";
import { build, copyProject, edit, hashTree, repoRoot } from "./project.ts";

const CASES = Number(process.env["FUZZ_CASES"] ?? 45);
const STRICT = process.env["FUZZ_STRICT"] === "1"; // fail on known defects too
const SEED = Number(process.env["FUZZ_SEED"] ?? 20_250_611);
const ONLY = process.env["FUZZ_ONLY"] === undefined ? undefined : Number(process.env["FUZZ_ONLY"]);
// The memory build of every case is checked; one case in DISK_EVERY is built through the disk writer too and
// compared (every case of "failed builds leave dist/ alone" below is). FUZZ_DISK_EVERY=1 compares every case.
const DISK_EVERY = ONLY === undefined ? Number(process.env["FUZZ_DISK_EVERY"] ?? 5) : 1;
// Failed builds into one real dist/ that must stay byte-identical: 8 in `npm test`, 20 in `npm run fuzz`.
const FAILED_BUILDS = CASES > 100 ? 20 : 8;

// ---------------------------------------------------------------------------------------------
// Randomness: mulberry32 (tests/random.ts), one stream per case derived from the base seed and the case number.

class Rng {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  float(): number {
    return this.next();
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[this.int(items.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    let roll = this.next() * items.reduce((sum, [, w]) => sum + w, 0);
    for (const [item, w] of items) if ((roll -= w) < 0) return item;
    return items[items.length - 1]![0];
  }
}

const caseSeed = (base: number, index: number) =>
  (Math.imul(base ^ 0x9e3779b9, 0x85ebca6b) + Math.imul(index + 1, 0xc2b2ae35)) >>> 0;

// ---------------------------------------------------------------------------------------------
// The project under test: a copy of site.yaml + content/, mutated by a case (and restored after it where one copy
// serves several cases in turn).

class Project {
  private readonly originals = new Map<string, string | undefined>();
  readonly dir: string;
  constructor(dir: string) {
    this.dir = dir;
  }

  /** Every YAML file currently in the copy, project-relative. */
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
    this.remember(path);
    writeFileSync(join(this.dir, path), text);
  }
  remove(path: string): void {
    this.remember(path);
    rmSync(join(this.dir, path), { force: true });
  }
  touched(path: string): boolean {
    return this.originals.has(path);
  }
  /** Puts every file a case touched back as it was. */
  restore(): void {
    for (const [path, text] of this.originals) {
      if (text === undefined) rmSync(join(this.dir, path), { force: true });
      else writeFileSync(join(this.dir, path), text);
    }
    this.originals.clear();
  }
  private remember(path: string): void {
    if (!this.originals.has(path)) this.originals.set(path, this.read(path));
  }
}

// ---------------------------------------------------------------------------------------------
// Mutations. Each picks its own target, changes the project and returns a line describing what it
// did, or undefined when it found nothing to change (the case then draws another one).

type Mutation = (p: Project, r: Rng) => string | undefined;

interface Slot {
  readonly path: readonly (string | number)[];
  readonly key: string | number;
  readonly node: unknown;
  set(value: Node): void;
  remove(): void;
  rename?(key: string): void;
}

/** Every value of the document with a way to replace or remove it. */
function slots(doc: Document): Slot[] {
  const out: Slot[] = [];
  const walk = (node: unknown, path: (string | number)[]) => {
    if (isMap(node)) {
      const map = node as YAMLMap<unknown, unknown>;
      for (const pair of [...map.items] as Pair<unknown, unknown>[]) {
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

/** site.yaml a quarter of the time (it holds the most structure), otherwise any content file. */
function pickFile(p: Project, r: Rng): string | undefined {
  const files = p.files();
  if (files.length === 0) return undefined;
  if (files.includes("site.yaml") && r.chance(0.25)) return "site.yaml";
  return r.pick(files);
}

/** Parses `file`, lets `change` edit the document, writes it back; undefined when the file no longer parses. */
function editDoc(
  p: Project,
  file: string,
  change: (doc: Document, all: Slot[]) => string | undefined,
): string | undefined {
  const text = p.read(file);
  if (text === undefined) return undefined;
  const doc = parseDocument(text, { uniqueKeys: false });
  if (doc.errors.length > 0) return undefined;
  const what = change(doc, slots(doc));
  if (what === undefined) return undefined;
  p.write(file, doc.toString({ lineWidth: 0 }));
  return `${file}: ${what}`;
}

const where = (s: Slot) => formatPath(s.path);

function typo(key: string, r: Rng): string {
  if (key.length < 2) return key + "x";
  const i = r.int(key.length - 1);
  switch (r.int(5)) {
    case 0:
      return key.slice(0, i) + key.slice(i + 1); // drop a letter
    case 1:
      return key.slice(0, i) + key[i] + key.slice(i); // double a letter
    case 2:
      return key.slice(0, i) + key[i + 1] + key[i] + key.slice(i + 2); // swap two
    case 3:
      return key.toUpperCase() === key ? key.toLowerCase() : key[0]!.toUpperCase() + key.slice(1);
    default:
      return `${key}_`;
  }
}

const OTHER_VALUES: readonly unknown[] = [
  42,
  -1.5,
  0,
  1e309,
  true,
  null,
  ["a", 1],
  { x: 1 },
  "",
  "   ",
  [],
  {},
  "2025-13-45",
  "{figures.nope}",
  "{product",
  "}{",
];

const UNICODE: readonly string[] = [
  "\u200F", // right-to-left mark
  "\u202E", // right-to-left override
  "\u200B\u200D\u2060", // zero-width
  "👩‍👩‍👧‍👦🔥🇩🇪",
  "e\u0301\u0301\u0301\u0308\u0308", // stacked combining marks
  "\uFEFF",
  "𝕳𝖊𝖎𝖟𝖚𝖓𝖌",
  "\u2028\u2029",
  "مرحبا שלום",
  "\u0000", // NUL: written escaped by the YAML stringifier, so the value really holds it
  "\u0007\u001B[31m",
  "\uFFFF\uFFFE",
  "Z̸̢͓̈́a̴̛͍l̶g̷o̵",
];

const XSS: readonly string[] = [
  "<script>alert(1)</script>",
  "</script><script>alert(1)</script>",
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  "javascript:alert(1)",
  '<a href="javascript:alert(1)">x</a>',
  "<!--<script>alert(1)</script>-->",
  "{{constructor.constructor('alert(1)')()}}",
];

const LEGAL_XSS: readonly string[] = [
  "<script>alert(1)</script>",
  '<p><a href="javascript:alert(1)">x</a></p>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="java&#x73;cript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<img src=x onerror="alert(1)">',
  '<p onclick="alert(1)">x</p>',
  '<iframe src="javascript:alert(1)"></iframe>',
  "<svg><script>alert(1)</script></svg>",
  "<style>body{display:none}</style>",
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  "<scr<script>ipt>alert(1)</script>",
  '<form action="javascript:alert(1)"><button>x</button></form>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '<a href="https://ok.example" onmouseover="alert(1)">x</a>',
];

const deleteKey: Mutation = (p, r) => {
  const file = pickFile(p, r);
  return (
    file &&
    editDoc(p, file, (_, all) => {
      const keyed = all.filter((s) => s.rename);
      if (keyed.length === 0) return undefined;
      const s = r.pick(keyed);
      s.remove();
      return `delete ${where(s)}`;
    })
  );
};

const renameKey: Mutation = (p, r) => {
  const file = pickFile(p, r);
  return (
    file &&
    editDoc(p, file, (_, all) => {
      const keyed = all.filter((s) => s.rename);
      if (keyed.length === 0) return undefined;
      const s = r.pick(keyed);
      const name = typo(String(s.key), r);
      s.rename!(name);
      return `rename ${where(s)} → ${name}`;
    })
  );
};

const swapType: Mutation = (p, r) => {
  const file = pickFile(p, r);
  return (
    file &&
    editDoc(p, file, (doc, all) => {
      if (all.length === 0) return undefined;
      const s = r.pick(all);
      const value = isScalar(s.node) || r.chance(0.5) ? r.pick(OTHER_VALUES) : "plain text instead of a structure";
      s.set(doc.createNode(value) as Node);
      return `set ${where(s)} to ${JSON.stringify(value)}`;
    })
  );
};

const hugeString: Mutation = (p, r) => {
  const file = pickFile(p, r);
  return (
    file &&
    editDoc(p, file, (doc, all) => {
      const strings = all.filter(isString);
      if (strings.length === 0) return undefined;
      const s = r.pick(strings);
      const huge = r.chance(0.5) ? "x".repeat(100_000) : "Wärme ".repeat(17_000);
      s.set(doc.createNode(huge) as Node);
      return `set ${where(s)} to a ${huge.length}-character string (${huge.includes(" ") ? "words" : "one word"})`;
    })
  );
};

const oddUnicode: Mutation = (p, r) => {
  const file = pickFile(p, r);
  return (
    file &&
    editDoc(p, file, (doc, all) => {
      const strings = all.filter(isString);
      if (strings.length === 0) return undefined;
      const s = r.pick(strings);
      const odd = r.pick(UNICODE);
      const old = stringValue(s);
      const at = r.int(old.length + 1);
      s.set(doc.createNode(old.slice(0, at) + odd + old.slice(at)) as Node);
      return `insert ${JSON.stringify(odd)} into ${where(s)} at ${at}`;
    })
  );
};

const scriptInString: Mutation = (p, r) => {
  const file = pickFile(p, r);
  return (
    file &&
    editDoc(p, file, (doc, all) => {
      const strings = all.filter(isString);
      if (strings.length === 0) return undefined;
      const s = r.pick(strings);
      const payload = r.pick(XSS);
      const old = stringValue(s);
      const value = r.chance(0.3) ? payload : r.chance(0.5) ? `${old} ${payload}` : `${payload} ${old}`;
      s.set(doc.createNode(value) as Node);
      return `set ${where(s)} to ${JSON.stringify(value.length > 120 ? `${value.slice(0, 120)}…` : value)}`;
    })
  );
};

const scriptInLegal: Mutation = (p, r) => {
  const legal = p.files().filter((f) => f.includes("/legal/"));
  if (legal.length === 0) return undefined;
  const file = r.pick(legal);
  return editDoc(p, file, (doc, all) => {
    const content = all.find((s) => s.path.length === 1 && s.key === "content" && isString(s));
    if (!content) return undefined;
    const payload = r.pick(LEGAL_XSS);
    const old = stringValue(content);
    const cut = old.indexOf("</p>", r.int(old.length));
    const at = cut < 0 ? old.length : cut + 4;
    content.set(doc.createNode(old.slice(0, at) + payload + old.slice(at)) as Node);
    return `insert ${JSON.stringify(payload)} into content at ${at}`;
  });
};

const scriptInUrl: Mutation = (p, r) =>
  editDoc(p, "site.yaml", (doc, all) => {
    const urls = all.filter((s) => isString(s) && /^(https?:|mailto:)|@/.test(stringValue(s)));
    if (urls.length === 0) return undefined;
    const s = r.pick(urls);
    const value = r.pick([
      "javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      'https://x.example/"><script>alert(1)</script>',
      "data:text/html,<script>alert(1)</script>",
      "x@y.example?subject=<script>alert(1)</script>",
      "//evil.example",
    ]);
    s.set(doc.createNode(value) as Node);
    return `set ${where(s)} to ${JSON.stringify(value)}`;
  });

function breakText(text: string, r: Rng): [string, string] {
  const lines = text.split("\n");
  const line = r.int(Math.max(1, lines.length));
  const l = lines[line] ?? "";
  const put = (next: string, what: string): [string, string] => {
    lines[line] = next;
    return [lines.join("\n"), `${what} on line ${line + 1}`];
  };
  switch (r.int(9)) {
    case 0: {
      const at = r.int(text.length);
      return [text.slice(0, at), `truncate at offset ${at} of ${text.length}`];
    }
    case 1: {
      const m = /^(\s*(?:- )?[\w-]+:\s+)(.*)$/.exec(l);
      if (m) return put(m[1] + (m[2]!.startsWith('"') ? m[2]!.replace(/"\s*$/, "") : `"${m[2]}`), "unbalance a quote");
      return put(`${l} "unclosed`, "unbalance a quote");
    }
    case 2:
      return put(" ".repeat(1 + r.int(3)) + l, "indent one more");
    case 3:
      return put(l.replace(/^ {1,3}/, ""), "indent less");
    case 4:
      return put(l.replace(/^ +/, "\t") || "\tkey: value", "indent with a tab");
    case 5: {
      const control = r.pick(["\u0000", "\u0001", "\u0007", "\u001B", "\u007F", "\u0085", "\uFFFE"]);
      const at = r.int(l.length + 1);
      return put(l.slice(0, at) + control + l.slice(at), `insert raw ${JSON.stringify(control)} at column ${at + 1}`);
    }
    case 6:
      return put(
        `${l}\n${r.pick([": : :", "- - [", "{{", "&a *b", "? ", "key: [1, 2", "key: {a: 1", "'", "@x", "%YAML 9.9", "--- !foo"])}`,
        "insert a garbage line after",
      );
    case 7:
      return put(`${l}\n${l}`, "duplicate the line");
    default:
      return r.chance(0.5)
        ? [`\uFEFF${text}`, "prefix a byte order mark"]
        : [text.replace(/\n/g, "\r\n"), "use CRLF line ends"];
  }
}

const breakYaml: Mutation = (p, r) => {
  const file = pickFile(p, r);
  const text = file && p.read(file);
  if (!file || text === undefined) return undefined;
  const [next, what] = breakText(text, r);
  p.write(file, next);
  return `${file}: ${what}`;
};

const emptyFile: Mutation = (p, r) => {
  const file = pickFile(p, r);
  if (!file) return undefined;
  const text = r.pick(["", "\n", "# nothing here\n", "---\n", "~\n", "[]\n", "{}\n", "42\n", "just a sentence\n"]);
  p.write(file, text);
  return `${file}: replace with ${JSON.stringify(text)}`;
};

const routeNowhere: Mutation = (p, r) =>
  editDoc(p, "site.yaml", (doc, all) => {
    const routes = all.filter((s) => s.path.length === 2 && s.path[0] === "routes");
    if (routes.length === 0) return undefined;
    const route = r.pick(routes);
    const i = route.key as number;
    const field = (name: string) =>
      all.find((s) => s.path.length === 3 && s.path[0] === "routes" && s.path[1] === i && s.key === name);
    const existing = all
      .filter((s) => s.path.length === 3 && s.path[0] === "routes" && (s.key === "de" || s.key === "en"))
      .map(stringValue);
    const op = r.int(8);
    if (op === 0) {
      route.remove();
      (doc.getIn(["routes"], true) as YAMLSeq).items.push(
        doc.createNode(isMap(route.node) ? route.node.toJSON() : route.node),
      );
      return `move routes[${i}] to the end`;
    }
    if (op === 1) {
      (doc.getIn(["routes"], true) as YAMLSeq).items.push(
        doc.createNode(isMap(route.node) ? route.node.toJSON() : route.node),
      );
      return `duplicate routes[${i}]`;
    }
    if (op === 2) {
      const en = field("en");
      if (!en) return undefined;
      en.remove();
      return `delete routes[${i}].en`;
    }
    const lang = r.pick(["de", "en", "switchTo", "content", "page", "kind"]);
    const target =
      lang === "de" || lang === "en" || lang === "switchTo"
        ? r.pick([
            "/nirgendwo",
            "/en/nowhere",
            "/nowhere",
            "/en/x",
            "",
            "faq",
            "/faq/",
            "//x",
            "/a b",
            "/ä",
            r.pick(existing),
            r.pick(existing),
            "/en/../faq",
            "/en?x=1",
            "/#x",
          ])
        : lang === "content"
          ? r.pick(["blog/missing", "../site", "nirgendwo", "legal/imprint"])
          : lang === "page"
            ? r.pick(["faq", "home", "imprint", "x"])
            : r.pick(["bogus", "legal", "home", "article"]);
    const s = field(lang);
    if (s) s.set(doc.createNode(target) as Node);
    else if (isMap(route.node)) route.node.set(lang, target);
    else return undefined;
    return `set routes[${i}].${lang} to ${JSON.stringify(target)}`;
  });

const unknownLink: Mutation = (p, r) => {
  const candidates = p.files().filter((f) => f !== "site.yaml" || r.chance(0.5));
  const file = candidates.length ? r.pick(candidates) : undefined;
  return (
    file &&
    editDoc(p, file, (doc, all) => {
      const links = all.filter(
        (s) =>
          isString(s) &&
          (s.key === "to" ||
            s.key === "page" ||
            s.key === "external" ||
            s.key === "url" ||
            (typeof s.key === "number" && s.path.includes("articles"))),
      );
      if (links.length === 0) return undefined;
      const s = r.pick(links);
      const target = r.pick([
        "nirgendwo",
        "faq#gibt-es-nicht",
        "ext:nope",
        "ext:",
        "https://",
        "http://x.example",
        "javascript:alert(1)",
        "/faq",
        "FAQ",
        "home#",
        "article-nope",
        "mailto:x@y.example",
        'https://a.example/"onmouseover=alert(1)',
      ]);
      s.set(doc.createNode(target) as Node);
      return `set ${where(s)} to ${JSON.stringify(target)}`;
    })
  );
};

const badDate: Mutation = (p, r) => {
  const articles = p.files().filter((f) => f.includes("/blog/"));
  if (articles.length === 0) return undefined;
  return editDoc(p, r.pick(articles), (doc, all) => {
    const dates = all.filter((s) => s.key === "date" || s.key === "published");
    if (dates.length === 0) return undefined;
    const s = r.pick(dates);
    const value = r.pick([
      "soon",
      "2025-02-30",
      "2025-13-01",
      "1.1.2025",
      "0000-00-00",
      "2025-1-1",
      "2025-01-01T25:00",
      20250101,
      "",
      "2025-03-12\u0007",
      "+275760-09-14",
      "-000001-01-01",
    ]);
    s.set(doc.createNode(value) as Node);
    return `set ${where(s)} to ${JSON.stringify(value)}`;
  });
};

const deleteFile: Mutation = (p, r) => {
  const content = p.files().filter((f) => f !== "site.yaml");
  if (content.length === 0) return undefined;
  const file = r.pick(content);
  p.remove(file);
  return `${file}: delete the file`;
};

const strayFile: Mutation = (p, r) => {
  const file = r.pick(["content/de/extra.yaml", "content/en/blog/neu.yaml", "content/de/legal/x.yml"]);
  if (!existsSync(join(p.dir, dirname(file)))) return undefined;
  p.write(file, "title: Stray\n");
  return `${file}: add a file no route uses`;
};

const MUTATIONS: readonly (readonly [Mutation, number, string])[] = [
  [deleteKey, 2, "deleteKey"],
  [renameKey, 2, "renameKey"],
  [swapType, 3, "swapType"],
  [breakYaml, 3, "breakYaml"],
  [emptyFile, 1, "emptyFile"],
  [hugeString, 1, "hugeString"],
  [oddUnicode, 3, "oddUnicode"],
  [scriptInString, 4, "scriptInString"],
  [scriptInLegal, 3, "scriptInLegal"],
  [scriptInUrl, 1, "scriptInUrl"],
  [routeNowhere, 2, "routeNowhere"],
  [unknownLink, 2, "unknownLink"],
  [badDate, 1, "badDate"],
  [deleteFile, 0.5, "deleteFile"],
  [strayFile, 0.3, "strayFile"],
];

/** Applies 1–3 random mutations; returns what was done, in order. */
/** One to three mutations; the first of kind `first` (an index into MUTATIONS) where given and it applies. */
function mutate(p: Project, seed: number, first?: number): string[] {
  const r = new Rng(seed);
  const count = 1 + r.int(3);
  const done: string[] = [];
  for (let tries = 0; done.length < count && tries < 50; tries++) {
    const [mutation, , name] =
      tries === 0 && first !== undefined
        ? MUTATIONS[first % MUTATIONS.length]!
        : r.weighted(MUTATIONS.map((m) => [m, m[1]] as const));
    const what = mutation(p, r);
    if (what !== undefined) done.push(`${name}: ${what}`);
  }
  return done;
}

// ---------------------------------------------------------------------------------------------
// The oracle.

// Attributes whose value a browser follows as a URL. Text attributes (title, alt, aria-label, a meta
// description's content) may hold the words "javascript:alert(1)": that is escaped text, not a link.
const URL_ATTRIBUTES = new Set([
  "href",
  "src",
  "action",
  "formaction",
  "xlink:href",
  "poster",
  "srcset",
  "data",
  "background",
  "ping",
  "cite",
  "manifest",
]);

function decodeEntities(value: string): string {
  const named: Record<string, string> = {
    amp: "&",
    lt: "<",
    gt: ">",
    quot: '"',
    apos: "'",
    colon: ":",
    tab: "\t",
    newline: "\n",
    sol: "/",
    lpar: "(",
    rpar: ")",
  };
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (m, e: string) => {
    if (e[0] === "#") {
      const code = e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : m;
    }
    return named[e.toLowerCase()] ?? m;
  });
}

/** What in `html` could run script: `<script>alert`, inline scripts, event handlers, script URLs in attributes. */
export function unsafeMarkup(html: string): string[] {
  const found: string[] = [];
  const snippet = (i: number) => JSON.stringify(html.slice(Math.max(0, i - 60), i + 80));
  const literal = html.search(/<script>alert/i);
  if (literal >= 0) found.push(`unescaped <script>alert at ${literal}: ${snippet(literal)}`);
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = m[1]!;
    if (/\bsrc\s*=/i.test(attrs)) {
      if (m[2]!.trim() !== "") found.push(`script with src and a body at ${m.index}: ${snippet(m.index)}`);
    } else if (!/\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attrs))
      found.push(`inline script at ${m.index}: ${snippet(m.index)}`);
    else if (/<\/?script/i.test(m[2]!))
      found.push(`JSON block holding a script tag at ${m.index}: ${snippet(m.index)}`);
  }
  // Attributes of every tag, outside script and style bodies.
  const markup = html.replace(/(<(script|style)\b[^>]*>)[\s\S]*?(<\/\2\s*>)/gi, "$1$3");
  for (const tag of markup.matchAll(
    /<[a-zA-Z][a-zA-Z0-9-]*((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g,
  )) {
    for (const a of tag[1]!.matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
      const name = a[1]!.toLowerCase();
      const value = decodeEntities(a[2] ?? a[3] ?? a[4] ?? "");
      if (name.startsWith("on")) found.push(`event handler ${name} at ${tag.index}: ${snippet(tag.index)}`);
      const squeezed = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, "").toLowerCase();
      const script = /^(javascript|vbscript|data:text\/html)/;
      if (URL_ATTRIBUTES.has(name) && script.test(squeezed))
        found.push(`script URL in ${name} at ${tag.index}: ${snippet(tag.index)}`);
      if (
        name === "content" &&
        /http-equiv\s*=\s*["']?refresh/i.test(tag[0]) &&
        /url=(javascript|vbscript|data:text\/html)/.test(squeezed)
      )
        found.push(`script URL in a meta refresh at ${tag.index}: ${snippet(tag.index)}`);
    }
  }
  return found;
}

let baselineAssets: BuiltAssets | undefined;

/** A cache holding only the baseline's client bundles and CSS: they depend on client/, styles/ and site.yaml only (as in dev). */
const assetsOf = (project: Project): BuildCache | undefined =>
  project.touched("site.yaml") || !baselineAssets ? undefined : { ...createBuildCache(), assets: baselineAssets };

/** The unchanged copy must build: otherwise every case would "fail cleanly" and prove nothing. */
async function buildBaseline(dir: string, writer: Writer): Promise<BuiltAssets> {
  try {
    const cache = createBuildCache();
    await build(configFor({ root: dir, codeRoot: repoRoot }), writer, { cache });
    return cache.assets!;
  } catch (error) {
    const problems =
      error instanceof ProblemsError ? error.problems.map((p) => formatProblem(p, error.files)).join("\n") : "";
    throw new Error(
      `the unchanged project does not build, so the fuzz cases would prove nothing:\n${problems || String(error)}`,
    );
  }
}

/**
 * Generator bugs the fuzzer found that are not fixed yet, each with a regression test below marked
 * it.fails. A case that ends in one of them is counted and reported, not failed, so that the fuzzer
 * keeps finding new bugs meanwhile; FUZZ_STRICT=1 fails on them. Remove an entry once its test passes.
 */
const KNOWN_DEFECTS: readonly { readonly name: string; readonly stack: RegExp }[] = [];
const knownDefect = (failure: string) => (STRICT ? undefined : KNOWN_DEFECTS.find((d) => d.stack.test(failure)));

/** Characters that are an HTML parse error wherever they appear (C0 and C1 controls but whitespace, DEL, noncharacters). */
const CONTROL = /[\u0000-\u0008\u000B\u000E-\u001F\u007F-\u009F\uFDD0-\uFDEF\uFFFE\uFFFF]/;

type Outcome =
  | { kind: "built"; pages: number }
  | { kind: "problems"; codes: string[]; problems: readonly Problem[] }
  | { kind: "known"; defect: string };

/**
 * Runs one build and checks the oracle; throws an assertion naming the case on any breach. With `onDisk`, the case
 * is built a second time through the disk writer, which must agree with the memory build.
 */
async function runCase(
  project: Project,
  label: string,
  mutations: readonly string[],
  writer: Writer & { files?: Map<string, string | Uint8Array> },
  onDisk: boolean,
): Promise<Outcome> {
  const outcome = await runCaseInMemory(project, label, mutations, writer);
  if (onDisk && writer instanceof MemoryWriter && outcome.kind !== "known")
    await expectSameOnDisk(project, label, mutations, writer, outcome);
  return outcome;
}

/**
 * `sitegen build` writes through a staging folder on disk rather than into memory: the same damaged input must
 * give it the same problems, in the same order and places, or the same files, byte for byte.
 */
async function expectSameOnDisk(
  project: Project,
  label: string,
  mutations: readonly string[],
  memory: MemoryWriter,
  outcome: Outcome,
): Promise<void> {
  const out = join(project.dir, "..", `${basename(project.dir)}-dist`);
  const context = `${label}\nmutations:\n  ${mutations.join("\n  ")}`;
  try {
    await build(configFor({ root: project.dir, codeRoot: repoRoot }), diskWriter(out), { cache: assetsOf(project) });
    expect(outcome.kind, `the disk build built what the memory build refused — ${context}`).toBe("built");
    const written = readdirSync(out, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name).slice(out.length + 1));
    expect(written.sort(), context).toEqual([...memory.files.keys()].sort());
    for (const path of written)
      expect(
        readFileSync(join(out, path)).equals(Buffer.from(memory.files.get(path)!)),
        `${path} differs — ${context}`,
      ).toBe(true);
  } catch (error) {
    if (!(error instanceof ProblemsError)) throw error;
    expect(
      outcome.kind,
      `the disk build refused what the memory build built — ${context}\n${error.problems.map((p) => p.message).join("\n")}`,
    ).toBe("problems");
    expect(error.problems, context).toEqual(outcome.kind === "problems" ? outcome.problems : []);
    for (const p of error.problems)
      if (p.at)
        expect(error.files.get(p.at.file)?.text, `no text for the code frame of ${p.at.file}`).toBe(
          project.read(p.at.file),
        );
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

async function runCaseInMemory(
  project: Project,
  label: string,
  mutations: readonly string[],
  writer: Writer & { files?: Map<string, string | Uint8Array> },
): Promise<Outcome> {
  const context = () => `${label}\nmutations:\n  ${mutations.join("\n  ")}`;
  try {
    // The client bundles and CSS depend on client/, styles/ and site.yaml only; like `dev`, reuse them while site.yaml is untouched.
    await build(configFor({ root: project.dir, codeRoot: repoRoot }), writer, { cache: assetsOf(project) });
  } catch (error) {
    if (!(error instanceof ProblemsError)) {
      const known = knownDefect(String((error as Error)?.stack));
      if (known) return { kind: "known", defect: known.name };
      throw new Error(
        `not a ProblemsError (a generator bug) — ${context()}\n${(error as Error)?.stack ?? String(error)}`,
      );
    }
    const files = error.files;
    const bad: string[] = [];
    if (error.problems.length === 0) bad.push("ProblemsError without problems");
    for (const problem of error.problems) {
      const at = problem.at;
      const text = at && project.read(at.file);
      const lines = text === undefined ? 0 : text.split("\n").length;
      if (!at || !at.file || !Number.isInteger(at.line) || at.line < 1 || !Number.isInteger(at.column) || at.column < 1)
        bad.push(`unlocated: ${JSON.stringify(problem)}`);
      else if (text === undefined) bad.push(`located in a file that does not exist: ${JSON.stringify(problem)}`);
      else if (at.line > lines + 1)
        bad.push(`line ${at.line} past the end of ${at.file} (${lines} lines): ${JSON.stringify(problem)}`);
      try {
        formatProblem(problem, files);
      } catch (e) {
        bad.push(`formatProblem threw ${String(e)} for ${JSON.stringify(problem)}`);
      }
    }
    if (bad.length > 0) throw new Error(`badly reported problems — ${context()}\n${bad.join("\n").slice(0, 4000)}`);
    return { kind: "problems", codes: [...new Set(error.problems.map((p) => p.code))], problems: error.problems };
  }
  const unsafe: string[] = [];
  const controls: string[] = [];
  let pages = 0;
  for (const [path, contents] of writer.files ?? []) {
    if (!path.endsWith(".html")) continue;
    pages++;
    const html = typeof contents === "string" ? contents : Buffer.from(contents).toString("utf8");
    unsafe.push(...unsafeMarkup(html).map((u) => `${path}: ${u}`));
    const control = CONTROL.exec(html);
    if (control)
      controls.push(
        `${path}: U+${control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")} at ${control.index}: ${JSON.stringify(html.slice(Math.max(0, control.index - 60), control.index + 20))}`,
      );
  }
  if (unsafe.length > 0)
    throw new Error(`the build succeeded with unsafe markup — ${context()}\n${unsafe.slice(0, 20).join("\n")}`);
  if (controls.length > 0) {
    const known = knownDefect(`HtmlControlCharacter ${controls[0]}`);
    if (known) return { kind: "known", defect: known.name };
    throw new Error(
      `the build wrote characters that are HTML parse errors — ${context()}\n${controls.slice(0, 10).join("\n")}`,
    );
  }
  return { kind: "built", pages };
}

// ---------------------------------------------------------------------------------------------

describe("the oracle itself", () => {
  it("flags script that could run and lets escaped text pass", () => {
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
});

describe(`fuzzed input (seed ${SEED}, ${CASES} cases)`, () => {
  const tally = {
    built: 0,
    problems: 0,
    codes: new Map<string, number>(),
    mutations: new Map<string, number>(),
    known: new Map<string, string[]>(),
  };
  const started = performance.now();
  beforeAll(async () => {
    const dir = copyProject();
    try {
      baselineAssets = await buildBaseline(dir, new MemoryWriter());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
  afterAll(() => {
    const codes = [...tally.codes]
      .sort((a, b) => b[1] - a[1])
      .map(([c, n]) => `${c} ${n}`)
      .join(", ");
    const mutations = [...tally.mutations]
      .sort((a, b) => b[1] - a[1])
      .map(([c, n]) => `${c} ${n}`)
      .join(", ");
    const known = [...tally.known]
      .map(([d, cases]) => `\n  KNOWN DEFECT (${cases.length} cases: ${cases.join(", ")}): ${d}`)
      .join("");
    const total = tally.built + tally.problems + [...tally.known.values()].reduce((n, c) => n + c.length, 0);
    console.log(
      `fuzz: seed ${SEED}, ${total} cases in ${((performance.now() - started) / 1000).toFixed(1)} s: ${tally.built} built, ${tally.problems} refused with problems${known}\n  codes: ${codes}\n  mutations: ${mutations}`,
    );
  });

  const indexes = ONLY === undefined ? Array.from({ length: CASES }, (_, i) => i) : [ONLY];
  // Each case on a copy of its own: a case still building after its timeout cannot change what the next one reads.
  it.each(indexes)("case %i", async (index) => {
    const seed = caseSeed(SEED, index);
    const label = `FUZZ_SEED=${SEED} FUZZ_ONLY=${index} (case seed ${seed})`;
    const project = new Project(copyProject());
    try {
      const mutations = mutate(project, seed, index);
      for (const m of mutations)
        tally.mutations.set(m.split(":")[0]!, (tally.mutations.get(m.split(":")[0]!) ?? 0) + 1);
      const outcome = await runCase(project, label, mutations, new MemoryWriter(), index % DISK_EVERY === 0);
      if (outcome.kind === "built") tally.built++;
      else if (outcome.kind === "known")
        tally.known.set(outcome.defect, [...(tally.known.get(outcome.defect) ?? []), String(index)]);
      else {
        tally.problems++;
        for (const c of outcome.codes) tally.codes.set(c, (tally.codes.get(c) ?? 0) + 1);
      }
    } finally {
      rmSync(project.dir, { recursive: true, force: true });
    }
  });
});

describe("defects the fuzzer found, fixed (regression tests)", () => {
  /** The problems of a build of a changed copy; fails the test when anything but a ProblemsError comes out. */
  async function problemsAfter(change: (dir: string) => void): Promise<string[]> {
    const dir = copyProject();
    try {
      change(dir);
      await build(configFor({ root: dir, codeRoot: repoRoot }), new MemoryWriter());
      return [];
    } catch (error) {
      if (!(error instanceof ProblemsError)) throw error;
      return error.problems.map((p) => `${p.at?.file}:${p.at?.line} ${p.code} ${p.message}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  // generator/validate/schema/site.ts: `locale: text` accepts any string; Intl.NumberFormat (validate/placeholders.ts)
  // and Intl.DateTimeFormat (templates/pages/article.tsx) then throw RangeError: exit 2 instead of a located problem.
  it("an invalid locale in site.yaml is a located problem, not a crash", async () => {
    const problems = await problemsAfter((d) => edit(d, "site.yaml", "locale: de-DE", "locale: de_DE!"));
    expect(problems.join("\n")).toMatch(/^site\.yaml:\d+ ContentShape languages\.de\.locale/m);
  });

  // templates/pages/article.tsx: the schema's `sources[].date: z.string().optional()` accepted any text;
  // its template formats `new Date(source.date)` and throws RangeError: Invalid time value.
  it("an article source with a date that is no date is a located problem, not a crash", async () => {
    const problems = await problemsAfter((d) =>
      edit(d, "content/de/blog/meta-odense.yaml", "date: 2018-04-26", "date: bald"),
    );
    expect(problems.join("\n")).toMatch(/^content\/de\/blog\/meta-odense\.yaml:\d+ ContentShape sources\[\d\]\.date/m);
  });

  // The `yaml` parser accepts raw C0 controls (NUL, BEL, ESC, DEL) in plain and quoted scalars, and "\0"-style
  // escapes produce them too; validation passes them on and the templates write them into the HTML, where each
  // is a parse error (NUL becomes U+FFFD). Fix: a located ContentShape problem for any string holding one
  // (e.g. a refinement on the shared `text` schema in generator/validate/schema/text.ts).
  it.each([
    ["a raw BEL", "header: Frequently\u0007 asked questions"],
    ["a raw NUL", "header: Frequently\u0000 asked questions"],
    ["an escaped NUL", 'header: "Frequently\\0 asked questions"'],
  ])("%s in a text is a located problem, never written into the HTML", async (_, header) => {
    const dir = copyProject();
    try {
      edit(dir, "content/en/faq.yaml", "header: Frequently asked questions", header);
      const writer = new MemoryWriter();
      let problems: string[] = [];
      try {
        await build(configFor({ root: dir, codeRoot: repoRoot }), writer);
      } catch (error) {
        if (!(error instanceof ProblemsError)) throw error;
        problems = error.problems.map((p) => `${p.at?.file}:${p.at?.line}`);
      }
      const at =
        readFileSync(join(dir, "content/en/faq.yaml"), "utf8")
          .split("\n")
          .findIndex((l) => l.startsWith("header:")) + 1;
      expect(problems).toContain(`content/en/faq.yaml:${at}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("failed builds leave dist/ alone", () => {
  it("the last good dist/ is byte-identical after failed builds", { timeout: 180_000 }, async () => {
    const project = new Project(copyProject());
    const out = mkdtempSync(join(tmpdir(), "sitegen-fuzz-dist-"));
    const dist = join(out, "dist");
    try {
      baselineAssets = await buildBaseline(project.dir, diskWriter(dist));
      const before = hashTree(dist);
      let failed = 0;
      for (let index = 0; failed < FAILED_BUILDS && index < 400; index++) {
        const seed = caseSeed(SEED ^ 0xd157, index);
        try {
          const mutations = mutate(project, seed);
          // Only cases known to fail may write to the real folder: a successful one would replace it, rightly.
          const label = `dist case ${index} (seed ${seed})`;
          const memory = new MemoryWriter();
          const probe = await runCaseInMemory(project, label, mutations, memory);
          if (probe.kind === "built") await expectSameOnDisk(project, label, mutations, memory, probe);
          if (probe.kind !== "problems") continue;
          // The build into the real folder is this case's disk build too (runCase's expectSameOnDisk): the
          // same problems as in memory, with their files' texts for the code frames.
          const refused = await build(configFor({ root: project.dir, codeRoot: repoRoot }), diskWriter(dist), {
            cache: assetsOf(project),
          }).then(
            () => undefined,
            (error: unknown) => error,
          );
          expect(refused instanceof ProblemsError, mutations.join("\n")).toBe(true);
          const problems = (refused as ProblemsError).problems;
          expect(problems, `${label}\n${mutations.join("\n")}`).toEqual(probe.problems);
          for (const p of problems)
            if (p.at)
              expect(
                (refused as ProblemsError).files.get(p.at.file)?.text,
                `no text for the code frame of ${p.at.file}`,
              ).toBe(project.read(p.at.file));
          failed++;
          expect(hashTree(dist), `dist/ changed after a failed build — seed ${seed}\n${mutations.join("\n")}`).toBe(
            before,
          );
        } finally {
          project.restore();
        }
      }
      expect(failed).toBe(FAILED_BUILDS);
      expect(readdirSync(out)).toEqual(["dist"]); // no staging or old folder left behind
    } finally {
      rmSync(project.dir, { recursive: true, force: true });
      rmSync(out, { recursive: true, force: true });
    }
  });
});
