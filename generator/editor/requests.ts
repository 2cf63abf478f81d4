// The editor's requests at its edge: a write's body read up to a size, its nesting and number of values bounded
// before JSON.parse, and its shape checked with zod before any handler sees it; and the editor's bounds (LIMITS).
import type { IncomingMessage } from "node:http";
import { z } from "zod";
import { MAX_NESTING } from "../load/nesting.ts";
import type { Edited } from "./edited.ts";
import { en } from "./ui/messages-en.ts";
import type { Refused, RequestName } from "./ui/refusals-en.ts";

/**
 * What the editor takes, at most. A page's two files are a few dozen KB with a few hundred values; far beyond that
 * is a paste, a generated file or a hostile page, refused with a sentence before the work that grows with it (the
 * parse, the walks, the write-back on the dev server's thread).
 */
export const LIMITS = {
  bodyBytes: 1024 * 1024,
  /** A list level of a file is three in the form's tree ({$list: [[index, item]]}). */
  depth: 3 * MAX_NESTING + 4,
  values: 5000,
  changes: 1000,
  formBytes: 1024 * 1024,
} as const;

/** A refusal by its reason and facts, which the view words in its language; the English words go along for tools. */
export type Refusal<S extends number = 400 | 413 | 415> = Refused & { readonly status: S; readonly message: string };
export const refusal = <S extends number>(status: S, refused: Refused): Refusal<S> => ({ status, ...worded(refused) });
/** A refusal of one field or file, with its English words for tools. */
export const worded = (refused: Refused) => ({ ...refused, message: en.refused(refused)! });
export type Worded = ReturnType<typeof worded>;

const ScalarValue = z.union([z.string(), z.number(), z.boolean()]);
const EditedValue: z.ZodType<Edited> = z.lazy(() =>
  z.union([
    ScalarValue,
    z.null(),
    z.strictObject({ $list: z.array(z.tuple([z.number().int().nonnegative().nullable(), EditedValue])) }),
    z.record(z.string(), EditedValue).refine((group) => !Object.hasOwn(group, "$list"), "$list is not a key"),
  ]),
);
const FileEdit = z.strictObject({ hash: z.string(), value: EditedValue });

export const SaveRequest = z.strictObject({
  id: z.string(),
  files: z.strictObject({ de: FileEdit.optional(), en: FileEdit.optional() }),
  /** Write even when the build's schema refuses a value: the file is the maintainer's. */
  keep: z.boolean().optional(),
});
export type SaveRequest = z.infer<typeof SaveRequest>;

export const PreviewRequest = z.strictObject({
  id: z.string(),
  lang: z.enum(["de", "en"]),
  files: z.strictObject({ de: EditedValue.optional(), en: EditedValue.optional() }),
});

export const ConfirmRequest = z.strictObject({
  id: z.string(),
  fields: z
    .array(z.strictObject({ key: z.string(), de: z.string(), en: z.string() }))
    .min(1)
    .max(LIMITS.values),
});

/** The message, and the files and version of their diffs the maintainer saw. */
export const CommitRequest = z.strictObject({
  message: z
    .string()
    .max(2000, "at most 2,000 characters")
    .refine((m) => m.trim() !== "", "the message is empty")
    .refine((m) => !m.includes("\0") && !/\p{Cs}/u.test(m), "the message holds a NUL or a broken character"),
  files: z.array(z.string().max(1000)).max(10_000),
  version: z.string().max(100),
});
export type CommitRequest = z.infer<typeof CommitRequest>;

const line = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((text) => !/[\p{Cc}\p{Cs}<>]/u.test(text), "a control character, < or >");
export const Identity = z.strictObject({
  name: line(200),
  email: line(254).refine((email) => /^[^\s@]+@[^\s@]+$/.test(email), "not an e-mail address"),
});
export type Identity = z.infer<typeof Identity>;

export const PublishRequest = z.strictObject({});

export async function readRequest<T>(
  req: IncomingMessage,
  shape: z.ZodType<T>,
  request: RequestName,
): Promise<{ value: T } | Refusal> {
  if (!/^application\/json\b/.test(req.headers["content-type"] ?? "")) return refusal(415, { reason: "media-type" });
  const body = await readBody(req, LIMITS.bodyBytes);
  if (body === undefined) return refusal(413, { reason: "too-large", limit: LIMITS.bodyBytes });
  const { depth, values } = jsonSize(body);
  if (depth > LIMITS.depth) return refusal(400, { reason: "too-deep", limit: LIMITS.depth });
  if (values > LIMITS.values) return refusal(413, { reason: "too-many-values", limit: LIMITS.values });
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return refusal(400, { reason: "not-json" });
  }
  const checked = shape.safeParse(value);
  if (checked.success) return { value: checked.data };
  const issue = checked.error.issues[0];
  const at = issue && issue.path.length > 0 ? { key: issue.path.join("."), said: issue.message } : {};
  return refusal(400, { reason: "shape", request, ...at });
}

/** The deepest nesting of a JSON text and its number of values (by separators), outside strings. */
function jsonSize(text: string): { depth: number; values: number } {
  let depth = 0;
  let deepest = 0;
  let values = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
    else if (c === 0x2c) values++;
  }
  return { depth: deepest, values };
}

function readBody(req: IncomingMessage, limit: number): Promise<string | undefined> {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > limit) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    // Past the limit the rest is read and dropped, so the client still gets the answer that says why.
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on("end", () => resolve(size > limit ? undefined : Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}
