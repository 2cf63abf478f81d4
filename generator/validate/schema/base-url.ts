// site.yaml's `baseUrl`, and `--base-url` / `SITE_BASE_URL` checked by the same rule: every canonical link carries it.
import { z } from "zod";

const url = z.url({ protocol: /^https?$/, error: "must be an absolute http(s) URL" });

/** Plain http is for a preview on this machine only (an audit, a local test), never for the addresses a site publishes. */
const LOCAL_HTTP = /^http:\/\/(?:127\.0\.0\.1|localhost|\[::1\])(?::\d+)?(?:\/|$)/;

export const baseUrlSchema = url
  .refine(
    (u) => u.startsWith("https://") || LOCAL_HTTP.test(u),
    "starts with http://: every canonical link, the sitemap and the feeds would send visitors to an unencrypted address; write https://",
  )
  .refine((u) => !u.endsWith("/"), "must not end with a slash")
  .refine(
    isPlainUrl,
    "must be a plain address such as https://example.org or https://example.org/site: no spaces, line breaks, query, fragment or user name",
  );

/** True when `u` is exactly how a browser writes it back, so no whitespace or line break can hide in it (robots.txt). */
function isPlainUrl(u: string): boolean {
  try {
    const parsed = new URL(u);
    return (
      parsed.search === "" &&
      parsed.hash === "" &&
      parsed.username === "" &&
      parsed.password === "" &&
      (parsed.href === u || parsed.href === `${u}/`)
    );
  } catch {
    return false;
  }
}
