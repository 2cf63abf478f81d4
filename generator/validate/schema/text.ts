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

/**
 * A label that a template fills in on the page: its `{slots}` are exactly `slots`, so that a translated slot
 * (`{Minuten}` for `{minutes}`) is not shown as written on every page, and none is lost.
 */
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
