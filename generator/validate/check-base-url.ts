// --base-url and SITE_BASE_URL checked by the rule of site.yaml's baseUrl: a value from the command
// line ends up in every canonical link, the sitemap and robots.txt, so it gets no easier path than the file.
import type { Problem } from "../model.ts";
import { problem } from "../problems/index.ts";
import { baseUrlSchema } from "./schema/site.ts";

/** The base URL to build with (trailing slashes dropped), or the problem that stops the build. */
export function checkBaseUrl(
  value: string,
  from: "--base-url" | "SITE_BASE_URL",
): { ok: true; value: string } | { ok: false; problem: Problem } {
  const checked = baseUrlSchema.safeParse(value.replace(/\/+$/, ""));
  if (checked.success) return { ok: true, value: checked.data };
  const reason = checked.error.issues[0]?.message ?? "is not a valid base URL";
  return { ok: false, problem: problem("BaseUrlInvalid", { from, value, reason }) };
}
