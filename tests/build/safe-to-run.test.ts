// `sitegen` is safe to run: builds at once, reserved route paths, input built to exhaust the parser or the terminal,
// environment values, and the local servers as a prober meets them.
import { spawn, spawnSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startDev } from "../../generator/dev/dev-server.ts";
import {
  builtSiteDir,
  copyForTest,
  copyProjectForTests,
  edit,
  lineOf,
  repoRoot,
  sitegen,
  sitegenHere,
} from "./project.ts";
import { configFor } from "../../generator/options.ts";

const dir = copyProjectForTests();
const CLI = join(repoRoot, "bin/sitegen.mjs");

const canUnshare = spawnSync("unshare", ["-p", "-f", "--mount-proc", "true"]).status === 0;

describe.runIf(canUnshare)("two builds into one output folder at once, in separate PID namespaces", () => {
  it("both finish, one after the other: dist/ holds one whole build and no staging folder is left", async () => {
    for (let round = 0; round < 2; round++) {
      // Each process is pid 1 of its own namespace, as in two containers sharing the checkout.
      const builds = await Promise.all(
        ["https://a.example", "https://b.example"].map((base) =>
          sitegen(["build", "--out", "dist", "--quiet", "--base-url", base], {
            cwd: dir,
            via: ["unshare", "-p", "-f", "--mount-proc"],
          }),
        ),
      );
      for (const b of builds) {
        expect(b.stderr).not.toContain("internal error");
        expect(b.code).toBe(0);
      }
      // Files of one build only: every page and the sitemap name the same base URL.
      const html = readdirSync(join(dir, "dist"), { recursive: true, encoding: "utf8" })
        .filter((f) => f.endsWith(".html") || f.endsWith(".xml") || f.endsWith(".txt"))
        .map((f) => readFileSync(join(dir, "dist", f), "utf8"));
      const bases = new Set(html.flatMap((text) => [...text.matchAll(/https:\/\/([ab])\.example/g)].map((m) => m[1])));
      expect(bases.size).toBe(1);
      expect(readdirSync(dir).filter((n) => n.startsWith("dist"))).toEqual(["dist"]);
    }
  }, 240_000);
});

it("route paths the build uses for its own files: refuses /index, /404, /en/index and /assets/… at the route's line", async () => {
  const root = copyForTest((r) => {
    edit(r, "site.yaml", "de: /foerderung,", "de: /index,");
    edit(r, "site.yaml", "de: /workshops, en: /en/workshops", "de: /404, en: /en/index");
    edit(r, "site.yaml", "de: /geschaeftsmodelle,", "de: /assets/modelle,");
  });
  const result = await sitegenHere(["build", "--root", root, "--out", join(root, "dist")]);
  expect(result.code).toBe(1);
  const reserved = [
    ...result.stderr.matchAll(
      /^site\.yaml:(\d+):\d+ {2}route (\S+) cannot be a page: (.*) {2}\[RoutePathReserved\]$/gm,
    ),
  ];
  expect(reserved.map((m) => [Number(m[1]), m[2]])).toEqual([
    [lineOf("site.yaml", "page: business-models"), "/assets/modelle"],
    [lineOf("site.yaml", "page: funding"), "/index"],
    [lineOf("site.yaml", "page: workshops"), "/404"],
    [lineOf("site.yaml", "page: workshops"), "/en/index"],
  ]);
  expect(reserved[1]![3]).toContain("index.html is the home page's file");
  expect(readdirSync(root)).not.toContain("dist");
});

describe("input made to exhaust the parser or the terminal", () => {
  it.each([
    ["flow brackets", `deep: ${"[".repeat(3_000_000)}${"]".repeat(3_000_000)}\n`],
    ["compact sequences", `deep:\n${"- ".repeat(3_000_000)}x\n`],
  ])("a nesting bomb of 6 MB (%s) is one located problem, found before `yaml` parses it", async (_, bomb) => {
    const root = copyForTest((r) =>
      writeFileSync(join(r, "content/de/faq.yaml"), readFileSync(join(r, "content/de/faq.yaml"), "utf8") + bomb),
    );
    // A parser that ran on it took minutes and overflowed the heap: the test's timeout and the heap's limit say so.
    const result = await sitegen(["build", "--root", root, "--out", join(root, "dist")], {
      cwd: root,
      env: { NODE_OPTIONS: "--max-old-space-size=512" },
    });
    expect(result.stderr).toMatch(/^content\/de\/faq\.yaml:\d+:\d+ {2}the file nests more than 64 levels deep/m);
    expect(result.stderr).toMatch(/\[YamlTooDeep\]$/m);
    expect(result.code).toBe(1);
    expect(result.stderr.length).toBeLessThan(5000); // the code frame shows a window of the 6 MB line
  });

  it("100,000 mistakes: the first 50 in full, then a count per code; --json has all of them, each located", async () => {
    const de = readFileSync(join(repoRoot, "content/de/faq.yaml"), "utf8");
    const before = de.split("\n").length - 1; // the lines of the file; the unknown keys follow them
    const keys = Array.from({ length: 100_000 }, (_, i) => `unknown${i}: x\n`).join("");
    const root = copyForTest((r) => {
      writeFileSync(join(r, "content/de/faq.yaml"), de + keys);
      // Two more codes in a file printed after it: the count per code is sorted by count.
      edit(r, "content/en/faq.yaml", /^header: .*$/m, "header: [Frequently, asked]");
      writeFileSync(
        join(r, "content/en/faq.yaml"),
        readFileSync(join(r, "content/en/faq.yaml"), "utf8") + "extra: x\n",
      );
    });
    const result = await sitegenHere(["build", "--root", root, "--out", join(root, "dist")]);
    expect(result.code).toBe(1);
    const lines = (de + keys).split("\n");
    const hint =
      "Remove it, or use one of: `title`, `description`, `header`, `subline`, `faqs`, `cta`. See content/README.md#kind-faq.";
    const inFull = Array.from({ length: 50 }, (_, i) => {
      const line = before + 1 + i;
      const width = String(line + 1).length;
      const frame = (n: number) => `  ${n === line ? ">" : " "} ${String(n).padStart(width)} | ${lines[n - 1]}`;
      return [
        `content/de/faq.yaml:${line}:1  unknown key \`unknown${i}\`  [UnknownKey]`,
        frame(line - 1),
        frame(line),
        `    ${" ".repeat(width)} | ^`,
        frame(line + 1),
        `  hint: ${hint}`,
        "",
      ].join("\n");
    });
    expect(result.stderr).toContain(
      `${inFull.join("\n")}\n` +
        "…and 99,952 more problems like them: 99,951 × UnknownKey, 1 × ValueType. Fix these, or run with --json for the whole list.\n\n" +
        "100002 problems in 2 files. Nothing was written;",
    );
    expect(result.stderr.match(/\[UnknownKey\]$/gm)).toHaveLength(50);

    const json = await sitegenHere(["build", "--root", root, "--out", join(root, "dist"), "--json"]);
    expect(json.code).toBe(1);
    const { problems } = JSON.parse(json.stdout) as {
      problems: { code: string; message: string; at: { file: string; line: number; column: number } }[];
    };
    expect(problems).toHaveLength(100_002);
    const misplaced = problems
      .slice(0, 100_000)
      .findIndex(
        (p, i) =>
          p.code !== "UnknownKey" ||
          p.message !== `unknown key \`unknown${i}\`` ||
          `${p.at.file}:${p.at.line}:${p.at.column}` !== `content/de/faq.yaml:${before + 1 + i}:1`,
      );
    expect(misplaced === -1 ? undefined : problems[misplaced]).toBeUndefined();
    expect(problems.slice(100_000).map((p) => [p.code, p.at.file, p.at.line])).toEqual([
      ["ValueType", "content/en/faq.yaml", lineOf("content/en/faq.yaml", "header: ")],
      [
        "UnknownKey",
        "content/en/faq.yaml",
        readFileSync(join(repoRoot, "content/en/faq.yaml"), "utf8").split("\n").length,
      ],
    ]);
  }, 240_000);

  it("control characters in content and file names are printed escaped, in text and in --json", async () => {
    const root = copyForTest((r) => {
      edit(r, "content/de/faq.yaml", /^header: .*$/m, 'header: "Fragen\\e]0;PWNED\\a\\e[2J\\u009b31m"\nheadr: x');
      writeFileSync(join(r, "content/de/evil\x1b[2J.yaml"), "title: x\n");
    });
    const text = await sitegenHere(["build", "--root", root, "--out", join(root, "dist")]);
    expect(text.code).toBe(1);
    expect(text.stderr).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f-\x9f]/);
    expect(text.stderr).toContain("evil\\x1b[2J.yaml");
    expect(text.stderr).toContain("Fragen\\x1b]0;PWNED\\x07\\x1b[2J\\x9b31m");
    const json = await sitegenHere(["build", "--root", root, "--out", join(root, "dist"), "--json"]);
    expect(json.stdout).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f-\x9f]/);
    expect(JSON.stringify(JSON.parse(json.stdout))).toContain("evil\\u001b[2J.yaml");
  });
});

it("the dev overlay gets the code frames with the control characters of the content escaped", async () => {
  const root = copyForTest((r) =>
    edit(r, "content/de/faq.yaml", /^header: .*$/m, "header: Fragen\n# Fragen\x1b]0;PWNED\x07\x1b[2J\nheadr: x"),
  );
  const dev = await startDev(configFor({ command: "dev", root, codeRoot: repoRoot, port: 0 }));
  try {
    const data = await new Promise<string>((resolve, reject) => {
      const url = new URL("/__sitegen/events", dev.url);
      const req = request(url, (res) => {
        let text = "";
        res.setEncoding("utf8").on("data", (chunk: string) => {
          text += chunk;
          const line = /^data: (\{"type":"problems".*)$/m.exec(text);
          if (line) {
            resolve(line[1]!);
            res.destroy();
          }
        });
      });
      req.on("error", reject).end();
    });
    expect(data).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f-\x9f]/);
    const message = JSON.parse(data) as { problems: { frame: string }[] };
    expect(message.problems.map((p) => p.frame).join("\n")).toContain("Fragen\\x1b]0;PWNED\\x07\\x1b[2J");
    expect(JSON.stringify(message)).not.toMatch(/\\u001b/); // escaped for display, not just for JSON
  } finally {
    await dev.close();
  }
});

// A wrong value and the help of each variable: tests/unit/cli-definition.test.ts.
it("environment values: SITEGEN_THREADS above the cores uses one thread per core; SITEGEN_PROFILE=0 is off", async () => {
  const out = join(dir, "dist-threads");
  // Threads only in the CLI's own bundle (a test's process runs the sources on one thread).
  const many = await sitegen(["build", "--out", out, "--quiet", "--no-page-previews"], {
    cwd: dir,
    env: { SITEGEN_THREADS: "64", SITEGEN_PROFILE: "1" },
  });
  expect(many.code).toBe(0);
  const threads = Math.min(availableParallelism(), 29);
  expect(many.stderr).toContain(`pages (${threads} thread${threads === 1 ? "" : "s"})`);
  const off = await sitegenHere(["build", "--root", dir, "--out", out, "--quiet", "--no-page-previews"], {
    env: { SITEGEN_PROFILE: "0" },
  });
  expect(off).toMatchObject({ code: 0, stderr: "" });
});

// Every server a test started, stopped at the end even when its test timed out before its own stop.
const servers = new Set<ReturnType<typeof spawn>>();
afterAll(() => servers.forEach((child) => child.kill("SIGKILL")));

/** Starts `sitegen <command>` and resolves with the port it prints, or with its exit when it stops first. */
function startServer(args: readonly string[], root = dir) {
  const child = spawn(process.execPath, [CLI, ...args, "--root", root], { stdio: ["ignore", "pipe", "pipe"] });
  servers.add(child);
  child.once("exit", () => servers.delete(child));
  let out = "";
  let err = "";
  child.stderr.on("data", (d: Buffer) => (err += d.toString()));
  const ready = new Promise<{ port: number } | { code: number | null; stderr: string }>((resolve) => {
    child.stdout.on("data", (d: Buffer) => {
      out += d.toString();
      const port = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(out);
      if (port) resolve({ port: Number(port[1]) });
    });
    child.once("exit", (code) => resolve({ code, stderr: err }));
  });
  return { ready, stop: () => child.kill("SIGTERM") };
}

describe.each(["preview", "dev"])("sitegen %s as a prober meets it", (command) => {
  // preview serves the shared build (only read); dev builds the copy first.
  const out = command === "preview" ? ["--out", builtSiteDir()] : [];

  it("checks --port like every flag, and names a port in use in one line with the fix", async () => {
    const abc = await sitegenHere([command, "--root", dir, "--port", "abc"]);
    expect(abc.code).toBe(2);
    expect(abc.stderr.trim()).toBe('--port wants a whole number from 0 to 65535 (0 picks a free port), not "abc".');
    const busy = createServer();
    await new Promise<void>((r) => busy.listen(0, "127.0.0.1", r));
    const taken = (busy.address() as { port: number }).port;
    try {
      const result = await sitegenHere([command, "--root", dir, "--port", String(taken), ...out]);
      expect(result.code).toBe(1);
      expect(result.stderr.trim()).toBe(`Port ${taken} is in use; pick another with --port <n> (0 picks a free one).`);
    } finally {
      busy.close();
    }
  });

  it("prints the port it took for --port 0, and serves there", async () => {
    const server = startServer([command, "--port", "0", ...out]);
    try {
      const ready = await server.ready;
      if (!("port" in ready)) throw new Error(`did not start: ${ready.stderr}`);
      expect(ready.port).toBeGreaterThan(0);
      expect((await fetch(`http://127.0.0.1:${ready.port}/faq`)).status).toBe(200);
    } finally {
      server.stop();
    }
  });
});
