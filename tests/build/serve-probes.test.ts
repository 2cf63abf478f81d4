// The local server as an attacker meets it, against both servers that use it: `sitegen preview`
// (serveDist) and `sitegen dev` (startDev). Requests are sent with node:http, which sends the path as written
// (fetch would normalise "..", backslashes and the Host header away). Every answer carries the security headers.
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDev, type DevServer } from "../../generator/dev/dev-server.ts";
import { serveDist } from "../../generator/dev/serve.ts";
import { configFor } from "../../generator/options.ts";
import { diskWriter } from "../../generator/write/write-output.ts";
import { build, copyProjectForTests, edit, repoRoot } from "./project.ts";

interface Answer {
  readonly status: number;
  readonly location: string | undefined;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** One request with the path exactly as given and the Host header of our choice; an event stream as its headers. */
function probe(port: number, path: string, host = `127.0.0.1:${port}`, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, method, headers: { host } }, (res) => {
      let body = "";
      const answer = () => ({
        status: res.statusCode ?? 0,
        location: res.headers.location,
        headers: res.headers,
        body,
      });
      if (res.headers["content-type"]?.startsWith("text/event-stream")) {
        resolve(answer()); // a stream that never ends
        res.destroy();
        return;
      }
      res.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve(answer()));
    });
    req.on("error", reject).end();
  });
}

/** The headers of the host rules that every answer carries, a refusal and a redirect too. */
function expectSecurityHeaders(answer: Answer, what: string): void {
  for (const header of ["content-security-policy", "x-content-type-options", "x-frame-options"])
    expect(answer.headers[header], `${what}: ${header}`).toBeTruthy();
}

type Probe = readonly [path: string, status: number, location: string | undefined, why: string];

const PATH_PROBES: readonly Probe[] = readFileSync(join(import.meta.dirname, "serve-probes.txt"), "utf8")
  .split("\n")
  .filter((line) => line && !line.startsWith("#"))
  .map((line) => {
    const [path, status, location, why] = line.split(" | ");
    return [path!, Number(status), location === "-" ? undefined : location, why!];
  });

// What sitegen dev serves besides dist/.
const DEV_PATHS: readonly Probe[] = [
  ["/__sitegen/client.js", 200, undefined, "the reload script"],
  ["/__sitegen/events", 200, undefined, "the reload events"],
];

function describeServer(name: string, start: (dir: string) => Promise<{ port: number; close: () => Promise<void> }>) {
  describe(`${name}: requests that must not leave dist/ or the site`, () => {
    const dir = copyProjectForTests();
    let server: { port: number; close: () => Promise<void> } | undefined;
    beforeAll(async () => {
      mkdirSync(join(dir, "dist-secret"));
      writeFileSync(join(dir, "dist-secret", "secret.txt"), "SECRET next to dist");
      mkdirSync(join(dir, "dist.staging-1"));
      writeFileSync(join(dir, "dist.staging-1", "index.html"), "SECRET staging leftover");
      edit(
        dir,
        "site.yaml",
        "de: /wirtschaftlichkeit, en: /en/economics }",
        "de: /wirtschaftlichkeit, en: /en/economics, formerly: [/rentabilitaet, /en/profitability] }",
      );
      server = await start(dir);
      // Made once the server runs: sitegen dev replaces dist/ with its first build.
      symlinkSync(join(dir, "dist-secret", "secret.txt"), join(dir, "dist", "leak.txt"));
      mkdirSync(join(dir, "secret"));
      writeFileSync(join(dir, "secret", "key.html"), "SECRET outside dist");
      symlinkSync(join(dir, "secret"), join(dir, "dist", "linked"));
    });
    afterAll(() => server?.close());

    const probes = [...PATH_PROBES, ...(name === "sitegen dev" ? DEV_PATHS : [])];
    it.each(probes)("%s → %i %s (%s)", async (path, status, location) => {
      const answer = await probe(server!.port, path);
      expect(answer.body).not.toContain("SECRET");
      expect(answer.body).not.toContain("RewriteEngine");
      expect({ status: answer.status, location: answer.location }).toEqual({ status, location });
      expectSecurityHeaders(answer, path);
    });

    it("answers HEAD like GET, and any other method with 405 that allows GET and HEAD", async () => {
      expect((await probe(server!.port, "/faq", undefined, "HEAD")).status).toBe(200);
      for (const method of ["POST", "PUT", "DELETE", "OPTIONS"]) {
        const answer = await probe(server!.port, "/", undefined, method);
        expect({ method, status: answer.status, allow: answer.headers.allow }).toEqual({
          method,
          status: 405,
          allow: "GET, HEAD",
        });
        expectSecurityHeaders(answer, method);
      }
    });

    it.each([
      ["evil.example", "a DNS-rebinding page under its own name"],
      ["evil.example:PORT", "the same with the port"],
      ["localhost.evil.example:PORT", "a name that starts like localhost"],
      ["127.0.0.1", "no port"],
      ["127.0.0.1:1", "another port"],
    ])("Host %s → 403 (%s)", async (host) => {
      const port = server!.port;
      for (const path of ["/", "/faq", "/__sitegen/events"]) {
        const answer = await probe(port, path, host.replace("PORT", String(port)));
        expect(answer.status, path).toBe(403);
      }
    });

    it.each([["127.0.0.1:PORT"], ["localhost:PORT"], ["LOCALHOST:PORT"]])("Host %s → 200", async (host) => {
      const answer = await probe(server!.port, "/faq", host.replace("PORT", String(server!.port)));
      expect(answer.status).toBe(200);
    });
  });
}

describeServer("sitegen preview", async (dir) => {
  await build(configFor({ root: dir, codeRoot: repoRoot }), diskWriter(join(dir, "dist")));
  const server: Server = await serveDist({ dir: join(dir, "dist"), port: 0 });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
});

describeServer("sitegen dev", async (dir) => {
  const dev: DevServer = await startDev(configFor({ command: "dev", root: dir, codeRoot: repoRoot, port: 0 }));
  return { port: Number(new URL(dev.url).port), close: () => dev.close() };
});
