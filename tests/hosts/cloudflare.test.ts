// Cloudflare's Pages runtime (wrangler pages dev: workerd with Pages' asset server) serving dist/ as docs/deploy.md
// deploys it to Pages, with the generated _redirects and _headers.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, inject, it } from "vitest";
import { describeHost } from "./host-suite.ts";
import { startWrangler } from "./servers.ts";

describeHost(
  "Cloudflare Pages (workerd)",
  startWrangler,
  {
    // Pages redirects /faq/ and /faq.html to /faq itself, with 308.
    spellingStatus: 308,
    spellingsOfAnyPath: false,
    localLookupErrors: true,
  },
  (server) => {
    it("reads every line of _redirects but the Netlify-only ones (a status with !), and both blocks of _headers", async () => {
      const lines = readFileSync(join(inject("hostsDist"), "_redirects"), "utf8")
        .split("\n")
        .filter((l) => l !== "" && !l.startsWith("#"));
      const log = await server().errorLog();
      const forced = lines.filter((l) => l.endsWith("!"));
      expect(forced.length).toBeGreaterThan(0);
      expect(log).toContain(`Parsed ${lines.length - forced.length} valid redirect rules.`);
      expect(log).toContain(`Found ${forced.length} invalid redirect rules`);
      expect(log.match(/Got \d+!\./g)).toHaveLength(forced.length);
      expect(log).toContain("Parsed 2 valid header rules.");
    });
  },
);
