// What site.yaml's text says beyond its values: how each number was typed, and which values carry a
// `# PLACEHOLDER` or `# CONFIRM` comment. YAML drops both (150.000 becomes 150; comments vanish), so they are read
// from the lines themselves, with each key's path followed by its indentation: a scan of a few hundred lines,
// cheaper than the position-keeping parse, which a build needs only when something is wrong.
import { z } from "zod";
import type { BuildReport, Problem, SourceFile } from "../model.ts";
import { problem } from "../problems/index.ts";
import { siteSchema } from "./schema/site.ts";
import { childSchema } from "./schema/walk.ts";

/** A value of site.yaml marked as a stand-in (`# PLACEHOLDER`) or as still to be confirmed by the company (`# CONFIRM`). */
export interface MarkedValue {
  readonly key: string;
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
  readonly comment: string;
}

const KEY = /^([A-Za-z_][\w-]*):(?: +|$)/;
const MARK = /^#\s*(PLACEHOLDER|CONFIRM)\b:?\s*(.*)$/;
const POINTED = /^[-+]?\d+\.\d+$/;

/** Every `key: value` of the text with its path (flow mappings on one line included); lists end the path. */
function scalars(text: string): Scalar[] {
  const out: Scalar[] = [];
  const stack: { indent: number; key: string }[] = [];
  const lines = text.split("\n");
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]!.replace(/\r$/, "");
    let indent = /^ */.exec(line)![0].length;
    let rest = line.slice(indent);
    if (rest === "" || rest.startsWith("#")) continue;
    while (stack.length > 0 && stack[stack.length - 1]!.indent >= indent) stack.pop();
    if (rest.startsWith("- ")) {
      stack.push({ indent, key: "[]" }); // an item: its keys are out of reach of a path through mappings
      indent += 2;
      rest = rest.slice(2);
    }
    const key = KEY.exec(rest);
    if (!key) continue;
    const path = [...stack.map((s) => s.key), key[1]!];
    const after = rest.slice(key[0].length);
    const column = indent + key[0].length + 1;
    const comment =
      after.indexOf(" #") >= 0 ? after.slice(after.indexOf(" #") + 1) : after.startsWith("#") ? after : "";
    const value = (comment ? after.slice(0, after.length - comment.length) : after).trim();
    if (value === "") {
      stack.push({ indent, key: key[1]! });
      continue;
    }
    out.push({ path, raw: value, line: n + 1, column, comment });
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

/** The values of site.yaml marked `# PLACEHOLDER` or `# CONFIRM`, in the order of the file. */
export function markedValues(siteFile: SourceFile): MarkedValue[] {
  return scalars(siteFile.text).flatMap((s) => {
    const mark = MARK.exec(s.comment);
    if (!mark) return [];
    const key = s.path.filter((p) => p !== "[]").join(".");
    return [
      {
        key,
        value: s.raw,
        mark: mark[1] as MarkedValue["mark"],
        note: mark[2]!.trim(),
        line: s.line,
        column: s.column,
      },
    ];
  });
}

/** Each marked value as the problem a production build reports at its line. */
export function unconfirmedProblems(siteFile: SourceFile, marked: readonly MarkedValue[]): Problem[] {
  return marked.map((m) =>
    problem(
      "ValueUnconfirmed",
      { key: m.key, value: m.value.replace(/^["']|["']$/g, ""), mark: m.mark, note: m.note },
      { file: siteFile.path, line: m.line, column: m.column },
    ),
  );
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
