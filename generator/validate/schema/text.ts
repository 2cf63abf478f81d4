// The text every copy field holds: trimmed, not empty, and free of characters HTML cannot carry.
import { z } from "zod";

/** C0/C1 controls (but tab and line breaks), DEL and noncharacters: a parse error wherever they stand in HTML. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFDD0-\uFDEF\uFFFE\uFFFF]/;
/** Searched first, in about 65 % of its time: C0 and C1 (a test of two bits a character), DEL, noncharacters. */
const maybeControl = (s: string) =>
  /[\0-\x1F\x80-\x9F]/.test(s) || s.includes("\x7F") || /[\uFDD0-\uFDEF\uFFFE\uFFFF]/.test(s);
const codePoint = (char: string) => `U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;

export const text = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .refine((s) => !(maybeControl(s) && CONTROL.test(s)), {
    error: (issue) =>
      `contains the invisible control character ${codePoint(String(issue.input).match(CONTROL)?.[0] ?? "\0")}; delete it (it is often pasted along with text)`,
  });

/** The language of a name or quoted title where it differs from the page's (`lang`: hyphenation, screen readers). */
export const language = z.enum(["de", "en", "da", "fi", "sv", "no", "nl", "fr"]);

/** A label a template fills in: its `{slots}` are exactly `slots`, so a translated `{Minuten}` is not shown as is. */
export function label(...slots: readonly string[]) {
  const takes = slots.map((s) => `{${s}}`).join(" and ");
  return text.superRefine((value, ctx) => {
    const found = [...value.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    const unknown = found.filter((s) => !slots.includes(s));
    const missing = slots.filter((s) => !found.includes(s));
    const issue = (message: string) => ctx.addIssue({ code: "custom", message });
    if (unknown.length === 1 && missing.length === 1)
      return issue(
        `\`{${unknown[0]}}\` is not a slot of this label: write \`{${missing[0]}}\`, where the page puts in the ${missing[0]} (slot names stay as they are in both languages)`,
      );
    for (const slot of unknown)
      issue(`\`{${slot}}\` is not a slot of this label, which takes ${takes}: the page would show it as written`);
    for (const slot of missing)
      issue(`lacks \`{${slot}}\`, where the page puts in the ${slot} (this label takes ${takes})`);
  });
}

/** Spaces and characters nobody sees: a soft hyphen, zero-width spaces and joiners, marks of direction, a BOM. */
const UNSEEN = /[\s\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF]/;
const UNSEEN_NAMES: Readonly<Record<string, string>> = {
  "\u00AD": "a soft hyphen (U+00AD)",
  "\u200B": "a zero-width space (U+200B)",
  "\u200C": "a zero-width non-joiner (U+200C)",
  "\u200D": "a zero-width joiner (U+200D)",
  "\u2060": "a word joiner (U+2060)",
  "\uFEFF": "a byte order mark (U+FEFF)",
  " ": "a space",
  "\u00A0": "a no-break space (U+00A0)",
};
const unseenIn = (value: unknown) => {
  const char = String(value).match(UNSEEN)?.[0] ?? "";
  return UNSEEN_NAMES[char] ?? `the invisible character ${codePoint(char)}`;
};

/** `schema` refusing spaces and invisible characters: a soft hyphen in a booking URL publishes a dead link. */
export function unbroken<T extends z.ZodString | z.ZodURL | z.ZodEmail>(schema: T, what: string): T {
  return schema.refine((value) => !UNSEEN.test(value), {
    error: (issue) =>
      `contains ${unseenIn(issue.input)}, which breaks the ${what} unseen; delete it (it often comes with a paste)`,
  }) as T;
}

/** A phone number as dialled: digits, +, spaces and ( ) / - only; a letter O where a zero belongs is named. */
export const phone = text.refine((value) => /^\+?[\d ()/-]+$/.test(value), {
  error: (issue) =>
    /[oO]/.test(String(issue.input))
      ? "contains the letter O where a zero belongs; a phone number holds digits, +, spaces and ( ) / - only"
      : "must be a phone number as dialled: digits, +, spaces and ( ) / - only (+41 41 000 00 00)",
});
