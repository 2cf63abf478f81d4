// What a YAML file's text says beyond its values (150.000 parses as 150, comments vanish): how each number was typed,
// which values carry a `# PLACEHOLDER` or `# CONFIRM` comment, which can only be stand-ins; read from `yaml`'s nodes.
import { isCollection, isMap, isScalar, isSeq, type Node } from "yaml";
import { z } from "zod";
import { parseSource } from "../load/parse-yaml.ts";
import type { BuildReport, Problem, SourceFile } from "../model.ts";
import { problem } from "../problems/index.ts";
import { schemaAtPath } from "./schema/walk.ts";
import { keyOf } from "../translations/field-pairs.ts";
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
  readonly path: readonly (string | number)[];
  readonly raw: string;
  readonly line: number;
  readonly column: number;
  /** The comment at the end of its line when it is a mark, else the comment lines right above its key. */
  readonly comment: string;
}

/** A mark in any case, with or without a colon: `# PLACEHOLDER: why`, `#confirm - basis`. */
const MARK = /^\s*(placeholder|confirm)\b[\s:–-]*(.*)$/is;
const POINTED = /^[-+]?\d+\.\d+$/;
const MARKED = /#\s*(?:placeholder|confirm)\b/i;
const oneLine = (text: string) => text.replace(/\s*\n\s*/g, " ");

/**
 * Every `key: value` of `file` as typed, with its path and comment; of the top-level sections `wanted` only, each
 * parsed alone, so that a build does not parse a large site.yaml (1,000 routes) for the few sections it reads.
 */
function scalars(file: Pick<SourceFile, "path" | "text">, wanted: (section: string) => boolean = () => true): Scalar[] {
  const out: Scalar[] = [];
  for (const section of sectionsOf(file.text).filter((s) => wanted(s.text))) {
    const { doc, lines, text } = parseSource(file.path, section.text);
    /** `value` at `path` with the comment that belongs to it: on its line when a mark, else `before` it. */
    const record = (
      value: Node | null,
      path: readonly (string | number)[],
      before: string | null | undefined,
      at: Node,
    ) => {
      const inLine = isScalar(value) || (isCollection(value) && value.flow === true);
      const trailing = inLine ? value!.comment : undefined;
      const comment = oneLine(trailing && MARK.test(trailing) ? trailing : (before ?? trailing ?? ""));
      const typed = isScalar(value)
        ? (value.source ?? String(value.value))
        : inLine
          ? text.slice(value!.range![0], value!.range![1])
          : "";
      const raw = oneLine(typed).trim(); // a block scalar's text on one line
      const { line, col } = lines.linePos((inLine ? value! : at).range![0]);
      out.push({ path, raw, line: line + section.line, column: col, comment });
      return inLine;
    };
    const visit = (node: unknown, path: readonly (string | number)[], above: string | null | undefined) => {
      // A list item written in its line (a text, a table row) is a value of its own, with the comment above it.
      if (isSeq(node))
        node.items.forEach((item, i) => {
          const before = (item as Node).commentBefore ?? (i === 0 ? (above ?? node.commentBefore) : undefined);
          const inLine =
            (isScalar(item) || isCollection(item)) && record(item as Node, [...path, i], before, item as Node);
          visit(item, [...path, i], inLine ? "" : before); // "": its comment is its own, not its first part's
        });
      if (!isMap(node)) return;
      node.items.forEach((pair, i) => {
        const key = pair.key as Node & { value: unknown };
        const before = key.commentBefore ?? (i === 0 ? (above ?? node.commentBefore) : undefined);
        record(pair.value as Node | null, [...path, String(key.value)], before, key);
        visit(pair.value, [...path, String(key.value)], undefined);
      });
    };
    visit(doc.contents, [], undefined);
  }
  return out;
}

/** The top-level sections of a YAML text: from a key at the start of a line (with the comment lines right above it). */
function sectionsOf(text: string): { text: string; line: number }[] {
  const lines = text.split("\n");
  const sections: { text: string; line: number }[] = [];
  let start = 0;
  lines.forEach((line, i) => {
    if (!/^[^\s#-]/.test(line)) return;
    let at = i;
    while (at > start && lines[at - 1]!.startsWith("#")) at--;
    if (at > start) sections.push({ text: lines.slice(start, at).join("\n"), line: start });
    start = at;
  });
  return [...sections, { text: lines.slice(start).join("\n"), line: start }];
}

/** The values of a YAML file marked `# PLACEHOLDER` or `# CONFIRM` (any case, on their line or right above), in order. */
export function markedValues(file: Pick<SourceFile, "path" | "text">): MarkedValue[] {
  return scalars(file, (section) => MARKED.test(section)).flatMap((s) => {
    const mark = MARK.exec(s.comment);
    if (!mark) return [];
    const said = { mark: mark[1]!.toUpperCase() as MarkedValue["mark"], note: mark[2]!.trim() };
    return [{ key: keyOf(s.path), path: s.path, value: s.raw, ...said, line: s.line, column: s.column }];
  });
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

/** What a production build refuses in `file`: each marked value, and each that can only be a stand-in (once a line). */
export function notForTheLiveSite(file: SourceFile, marked = markedValues(file)): Problem[] {
  const reported = new Set(marked.map((m) => m.line));
  const found = marked.map((m) => {
    const facts = { key: m.key, value: shown(m.value), mark: m.mark, note: m.note };
    return problem("ValueUnconfirmed", facts, { file: file.path, line: m.line, column: m.column });
  });
  const standIns = file.path === "site.yaml" ? [...STAND_INS, STAND_IN_NAMES] : STAND_INS; // copy says „Beispiel“
  for (const s of scalars(file)) {
    const hit = reported.has(s.line) ? undefined : standIns.find((t) => t.pattern.test(s.raw));
    if (!hit) continue;
    reported.add(s.line);
    const facts = { key: keyOf(s.path), value: shown(s.raw), what: hit.what, match: hit.pattern.exec(s.raw)![0] };
    found.push(problem("ValueStandIn", facts, { file: file.path, line: s.line, column: s.column }));
  }
  return found;
}

/** Whole-number values typed with a point: YAML reads `150.000` as 150, so only the text shows a thousands point. */
export function figuresTypedWithPoint(siteFile: SourceFile): Problem[] {
  return scalars(siteFile, (section) => /:\s*[-+]?\d+\.\d/.test(section)).flatMap((s) => {
    const schema = POINTED.test(s.raw) ? schemaAtPath(siteSchema, s.path) : undefined;
    if (!(schema instanceof z.ZodNumber) || schema.isInt !== true) return [];
    const read = Number(s.raw);
    if (!Number.isInteger(read)) return []; // 5.200 → 5.2: the schema already says it is not whole
    const [, decimals = ""] = s.raw.split(".");
    const meant = decimals.length === 3 ? s.raw.replace(".", "") : String(read);
    const facts = { key: keyOf(s.path), typed: s.raw, read: String(read), meant };
    return [problem("FigureTypedWithPoint", facts, { file: siteFile.path, line: s.line, column: s.column })];
  });
}

/** The stand-ins still in site.yaml: a second line of every build's summary until none is left. */
export function markedSummary({ placeholders, unconfirmed }: BuildReport["marked"]): string {
  if (placeholders + unconfirmed === 0) return "";
  const counted = [
    placeholders > 0 ? `${placeholders} value${placeholders === 1 ? "" : "s"} marked # PLACEHOLDER` : "",
    unconfirmed > 0 ? `${unconfirmed} marked # CONFIRM (for the company to confirm)` : "",
  ].filter(Boolean);
  return `\nNot for the live site yet: site.yaml holds ${counted.join(" and ")}; a production build (--production) refuses them. See content/README.md#placeholder.`;
}
