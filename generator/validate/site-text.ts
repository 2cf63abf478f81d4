// What a YAML file's text says beyond its values: how each number of site.yaml was typed, which values carry a
// `# PLACEHOLDER` or `# CONFIRM` comment, and which can only be stand-ins. YAML drops both (150.000 becomes 150; comments vanish), so they are read
// from the lines themselves, with each key's path followed by its indentation: a scan of a few hundred lines,
// cheaper than the position-keeping parse, which a build needs only when something is wrong.
import { z } from "zod";
import type { BuildReport, Problem, SourceFile } from "../model.ts";
import { problem } from "../problems/index.ts";
import { childSchema } from "./schema/walk.ts";
import { siteSchema } from "../page-kinds.ts";

/** A value of site.yaml marked as a stand-in (`# PLACEHOLDER`) or as still to be confirmed by the company (`# CONFIRM`). */
export interface MarkedValue {
  readonly key: string;
  /** The key's path, list items by index: where the editor shows the note. */
  readonly path: readonly (string | number)[];
  readonly value: string;
  readonly mark: "PLACEHOLDER" | "CONFIRM";
  readonly note: string;
  readonly line: number;
  readonly column: number;
}

interface Scalar {
  readonly path: readonly string[];
  readonly raw: string;
  readonly line: number;
  readonly column: number;
  /** The comment at the end of its line, else the block of comment lines right above its key. */
  readonly comment: string;
}

const KEY = /^([A-Za-z_][\w-]*):(?: +|$)/;
/** A mark in any case, with or without a colon: `# PLACEHOLDER: why`, `#confirm - basis`. */
const MARK = /^#\s*(placeholder|confirm)\b[\s:–-]*(.*)$/i;
const POINTED = /^[-+]?\d+\.\d+$/;
const BLOCK = /^[|>][-+1-9]*$/;

/**
 * Every `key: value` of the text with its path (list items as `[n]`, flow mappings on one line included) and the
 * comment that belongs to it; a block scalar's value is its text, folded onto one line.
 */
function scalars(text: string): Scalar[] {
  const out: Scalar[] = [];
  const stack: { indent: number; key: string }[] = [];
  const items = new Map<string, number>();
  const lines = text.split("\n").map((l) => l.replace(/\r$/, ""));
  let above: string[] = [];
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]!;
    let indent = /^ */.exec(line)![0].length;
    let rest = line.slice(indent);
    if (rest.startsWith("#")) above.push(rest);
    if (rest === "" || rest.startsWith("#")) {
      if (rest === "") above = [];
      continue;
    }
    const comments = above.join(" ").replace(/\s+#\s*/g, " ");
    above = [];
    while (stack.length > 0 && stack[stack.length - 1]!.indent >= indent) stack.pop();
    if (rest.startsWith("- ")) {
      const list = `${stack.map((s) => s.key).join(".")}@${indent}`;
      const index = (items.get(list) ?? -1) + 1;
      items.set(list, index);
      stack.push({ indent, key: `[${index}]` });
      indent += 2;
      rest = rest.slice(2);
    }
    const key = KEY.exec(rest);
    if (!key) continue;
    const path = [...stack.map((s) => s.key), key[1]!];
    const after = rest.slice(key[0].length);
    const column = indent + key[0].length + 1;
    const own = after.indexOf(" #") >= 0 ? after.slice(after.indexOf(" #") + 1) : after.startsWith("#") ? after : "";
    const comment = MARK.test(own) ? own : comments || own;
    let value = (own ? after.slice(0, after.length - own.length) : after).trim();
    if (value === "") {
      stack.push({ indent, key: key[1]! });
      if (comment) out.push({ path, raw: "", line: n + 1, column, comment });
      continue;
    }
    const keyLine = n + 1;
    if (BLOCK.test(value)) {
      const block: string[] = [];
      while (n + 1 < lines.length && (lines[n + 1]!.trim() === "" || /^ */.exec(lines[n + 1]!)![0].length > indent))
        block.push(lines[++n]!.trim());
      value = block.filter(Boolean).join(" ");
    }
    out.push({ path, raw: value, line: keyLine, column, comment });
    if (value.startsWith("{")) {
      for (const inner of value.matchAll(/([A-Za-z_]\w*): *([^,}]+?) *(?=[,}])/g))
        out.push({
          path: [...path, inner[1]!],
          raw: inner[2]!,
          line: n + 1,
          column: column + inner.index,
          comment: "",
        });
    }
  }
  return out;
}

const keyOf = (path: readonly string[]) => path.join(".").replace(/\.\[/g, "[");

/** The values of a YAML file marked `# PLACEHOLDER` or `# CONFIRM` (any case, on their line or right above), in order. */
export function markedValues(file: Pick<SourceFile, "text">): MarkedValue[] {
  return scalars(file.text).flatMap((s) => {
    const mark = MARK.exec(s.comment);
    if (!mark) return [];
    return [
      {
        key: keyOf(s.path),
        path: s.path.map((part) => (/^\[\d+\]$/.test(part) ? Number(part.slice(1, -1)) : part)),
        value: s.raw,
        mark: mark[1]!.toUpperCase() as MarkedValue["mark"],
        note: mark[2]!.trim(),
        line: s.line,
        column: s.column,
      },
    ];
  });
}

/** Each marked value as the problem a production build reports at its line. */
export function unconfirmedProblems(file: SourceFile, marked: readonly MarkedValue[]): Problem[] {
  return marked.map((m) =>
    problem(
      "ValueUnconfirmed",
      { key: m.key, value: shown(m.value), mark: m.mark, note: m.note },
      { file: file.path, line: m.line, column: m.column },
    ),
  );
}

const shown = (raw: string) => {
  const value = raw.replace(/^["']|["']$/g, "");
  return value.length > 90 ? `${value.slice(0, 88)} …` : value;
};

/** A host on a domain reserved for examples (RFC 2606): no site answers there. */
export const RESERVED_DOMAIN = /(?:[\w-]+\.)+(?:example|test|invalid)\b(?![\w-])|\bexample\.(?:com|org|net)\b/i;

/** What can only be a stand-in, whatever its comment says: the reserved example domains, numbers of zeros. */
const STAND_INS: readonly { readonly pattern: RegExp; readonly what: string }[] = [
  { pattern: RESERVED_DOMAIN, what: "an address on a domain reserved for examples (RFC 2606)" },
  {
    pattern: /\b(?:CHE|ATU|DE|HR[AB])[- ]?0{3}[. ]?0{3}[. ]?0{3}\b|\bHR[AB] 0+\b/,
    what: "a register or VAT number of zeros",
  },
  // Dialled with + or 0 and written in groups, so that no amount (5000000) is taken for one.
  { pattern: /^(?:\+|0)\d*[ ()/-][\d ()/-]*0(?:[ ()/-]*0){5,}$/, what: "a phone number of zeros" },
];
/** The stand-in people, firms and streets site.yaml ships with (Erika Beispiel, Musterstraße 1): never a real one. */
const STAND_IN_NAMES = {
  pattern: /\b(?:Beispiel|Muster)(?:mann|frau|straße|strasse|weg|gasse|platz)?\b/,
  what: "a stand-in name",
};

/**
 * Values a production build must not publish although no comment marks them: an address on a reserved example
 * domain, a register or VAT number of zeros, a phone number of zeros. A marked line is reported once, as marked.
 */
export function standInProblems(file: SourceFile, marked: readonly MarkedValue[]): Problem[] {
  const reported = new Set(marked.map((m) => m.line));
  const standIns = file.path === "site.yaml" ? [...STAND_INS, STAND_IN_NAMES] : STAND_INS; // copy says „Beispiel“
  return scalars(file.text).flatMap((s) => {
    const hit = reported.has(s.line) ? undefined : standIns.find((t) => t.pattern.test(s.raw));
    if (!hit) return [];
    reported.add(s.line);
    return [
      problem(
        "ValueStandIn",
        { key: keyOf(s.path), value: shown(s.raw), what: hit.what, match: hit.pattern.exec(s.raw)![0] },
        { file: file.path, line: s.line, column: s.column },
      ),
    ];
  });
}

/**
 * Whole-number values typed with a point: YAML reads `150.000` as 150 and `91.000` as 91, both whole, so the schema
 * cannot see that a German thousands point was meant. Judged by the text, whatever it parses to.
 */
export function figuresTypedWithPoint(siteFile: SourceFile): Problem[] {
  return scalars(siteFile.text).flatMap((s) => {
    if (!POINTED.test(s.raw) || !isWholeNumber(schemaAt(s.path))) return [];
    const read = Number(s.raw);
    if (!Number.isInteger(read)) return []; // 5.200 → 5.2: the schema already says it is not whole
    const [, decimals = ""] = s.raw.split(".");
    const meant = decimals.length === 3 ? s.raw.replace(".", "") : String(read);
    return [
      problem(
        "FigureTypedWithPoint",
        { key: s.path.join("."), typed: s.raw, read: String(read), meant },
        { file: siteFile.path, line: s.line, column: s.column },
      ),
    ];
  });
}

const schemaAt = (path: readonly string[]) => path.reduce<z.core.$ZodType | undefined>(childSchema, siteSchema);

const isWholeNumber = (schema: z.core.$ZodType | undefined) => schema instanceof z.ZodNumber && schema.isInt === true;

/** The stand-ins still in site.yaml: a second line of every build's summary until none is left. */
export function markedSummary({ placeholders, unconfirmed }: BuildReport["marked"]): string {
  if (placeholders + unconfirmed === 0) return "";
  const counted = [
    placeholders > 0 ? `${placeholders} value${placeholders === 1 ? "" : "s"} marked # PLACEHOLDER` : "",
    unconfirmed > 0 ? `${unconfirmed} marked # CONFIRM (for the company to confirm)` : "",
  ].filter(Boolean);
  return `\nNot for the live site yet: site.yaml holds ${counted.join(" and ")}; a production build (--production) refuses them. See content/README.md#placeholder.`;
}
