// What the editor's form is made of: a page of the editor, one file as the form edits it (read through the build's
// content-file guard, read-content-file.ts), the schemas, and the shapes of what the site says about a page.
import { createHash } from "node:crypto";
import type { z } from "zod";
import type { Lang, PageKind, Problem } from "../model.ts";
import { parseSource } from "../load/parse-yaml.ts";
import { readContentFileSync } from "../load/read-content-file.ts";
import { hintOf, messageOf } from "../problems/index.ts";
import { printable } from "../terminal-text.ts";
import { jsonSchemas } from "../validate/json-schemas.ts";
import { isCopy, walkFields } from "../validate/schema/walk.ts";
import { editable, EditRefused, plain, type Edited, type Path } from "./edited.ts";
import { copySchema, siteSchema } from "../page-kinds.ts";
import { LIMITS, worded, type ConfirmRequest, type Worded } from "./requests.ts";

/** A page of the editor: a route of site.yaml, or the site's figures and company data, or the labels. */
export interface EditorPage {
  readonly id: string;
  readonly kind: string; // the schema: a page kind, "ui" or "site"
  readonly paths: Partial<Record<Lang, string>>; // the routes, for the preview
  readonly files: Partial<Record<Lang, string>>; // project-relative
  readonly names?: Partial<Record<Lang, string>>; // what its breadcrumb calls it, per language (a route's page)
}

export interface FileState {
  readonly path: string;
  readonly hash: string;
  readonly text: string;
  readonly value?: Edited; // absent when the file does not parse: the form is read-only
  readonly error?: Worded;
}

export interface FieldProblem {
  readonly lang: Lang | "both";
  readonly path: Path;
  readonly code: string;
  readonly message: string;
  readonly hint: string;
  readonly line: number;
  /** A rule of both languages (a date or page id the same in both): said at the field of each, not of one. */
  readonly tied?: true;
}

/** A pair as the form showed it when the translator confirmed it (its key, the German and English texts). */
export type ShownPair = z.infer<typeof ConfirmRequest>["fields"][number];

/** What the form shows beside a value that copy reads through a placeholder (site-facts.ts). */
export interface SiteFacts {
  /** Per language, every placeholder name with what a page shows for it; empty while site.yaml does not check. */
  readonly reads: Partial<Record<Lang, Readonly<Record<string, string>>>>;
  /** For site.yaml's form: each placeholder name with the pages whose copy prints it. */
  readonly uses?: Readonly<Record<string, readonly Pick<EditorPage, "id" | "kind" | "names">[]>>;
  readonly computed?: readonly { readonly name: string; readonly formula: string; readonly value: string }[];
}

/** A target a link field may name, with where it leads in each language (null: nowhere). */
export interface LinkTarget {
  readonly target: string;
  readonly de: string | null;
  readonly en: string | null;
  readonly page?: Pick<EditorPage, "id" | "kind" | "names">;
}

export function fieldProblems(page: EditorPage, problems: readonly Problem[]): readonly FieldProblem[] {
  const langs = new Map(Object.entries(page.files).map(([lang, path]) => [path, lang as Lang]));
  return problems.flatMap((p) => {
    const lang = p.at && langs.get(p.at.file);
    if (!p.at || !lang) return [];
    const { path = [], line } = p.at;
    const [message, hint] = [printable(messageOf(p)), printable(hintOf(p))];
    const tied = p.code === "TranslationValueDiffers" ? { tied: true as const } : {};
    return [{ lang: page.kind === "site" ? "both" : lang, path, code: p.code, message, hint, line, ...tied }];
  });
}

export const hashOf = (text: string) => createHash("sha256").update(text).digest("hex");

export async function readFileState(root: string, path: string): Promise<FileState> {
  const read = readContentFileSync(root, path);
  if (read === "missing") return { path, hash: "", text: "", error: worded({ reason: "missing", path }) };
  if ("problem" in read)
    return { path, hash: "", text: "", error: worded({ reason: "unreadable", path, said: messageOf(read.problem) }) };
  const base = { path, hash: hashOf(read.text), text: read.text };
  if (Buffer.byteLength(read.text) > LIMITS.formBytes)
    return { ...base, error: worded({ reason: "too-big", path, limit: LIMITS.formBytes }) };
  // Read as the build reads it: a mistake the build reports (a syntax error, nesting its parser would take minutes
  // over, an alias bomb, a merge conflict) leaves the form read-only with the build's words, at its line.
  const parsed = parseSource(path, read.text);
  const problem = parsed.problems[0];
  if (!problem) return { ...base, value: editable(parsed.value) };
  return {
    ...base,
    error: worded({ reason: "not-parsed", path, line: problem.at?.line ?? 1, said: messageOf(problem) }),
  };
}

/** readFileState, or EditRefused. */
export async function readEditable(root: string, path: string): Promise<FileState & { readonly value: Edited }> {
  const file = await readFileState(root, path);
  if (file.value !== undefined) return { ...file, value: file.value };
  throw new EditRefused(file.error!);
}

/** The JSON Schema of a kind, made once per session, on the first form opened. */
export type SchemaCache = ReturnType<typeof schemaCache>;
export function schemaCache(): (kind: string) => unknown {
  let texts: Map<string, string> | undefined;
  return (kind) => JSON.parse((texts ??= jsonSchemas()).get(`${kind}.schema.json`) ?? "{}");
}

/** The paths of the copy in a file of `kind`: a click in the preview can land on them. */
export function copyFields(kind: string, file: FileState | undefined): Path[] {
  const paths: Path[] = [];
  if (file?.value === undefined) return paths;
  const schema = kind === "site" ? siteSchema : copySchema(kind as PageKind | "ui");
  walkFields(schema, plain(file.value), (value, path, role) => {
    if (typeof value === "string" && isCopy(role)) paths.push([...path]);
  });
  return paths;
}
