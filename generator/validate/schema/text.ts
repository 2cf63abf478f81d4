// The text every copy field holds: trimmed, not empty, and free of characters HTML cannot carry.
import { z } from "zod";

/** C0/C1 controls (but tab and line breaks), DEL and noncharacters: a parse error wherever they stand in HTML. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFDD0-\uFDEF\uFFFE\uFFFF]/;
const codePoint = (s: string) => (s.match(CONTROL)?.[0].charCodeAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0");

export const text = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .refine((s) => !CONTROL.test(s), {
    error: (issue) =>
      `contains the invisible control character U+${codePoint(String(issue.input))}; delete it (it is often pasted along with text)`,
  });
