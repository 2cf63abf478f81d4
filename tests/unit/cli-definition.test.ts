// The CLI is read from one definition per command (generator/cli/commands.ts): an unknown flag is refused, and every
// kind of value is checked the same way wherever it is given.
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { COMMANDS, type Command } from "../../generator/cli/commands.ts";
import { resolveConfig, unbuiltRefusal, type Config, type Resolved } from "../../generator/cli/config.ts";

const codeRoot = "/opt/sitegen";
const named = (name: string): Command => COMMANDS.find((c) => c.name === name)!;
const resolveWith = (name: string, args: string[], env: Record<string, string> = {}, cores = 8): Resolved =>
  resolveConfig(named(name), args, { env, codeRoot, cores });
function config(name: string, args: string[], env: Record<string, string> = {}, cores = 8): Config {
  const resolved = resolveWith(name, args, env, cores);
  if (resolved.kind !== "config") throw new Error(`not a config: ${JSON.stringify(resolved)}`);
  return resolved.config;
}
function refusal(name: string, args: string[], env: Record<string, string> = {}): string {
  const resolved = resolveWith(name, args, env);
  if (resolved.kind !== "refused") throw new Error(`not refused: ${JSON.stringify(resolved)}`);
  return resolved.refusal;
}
it.each(COMMANDS.map((c) => [c.name, c] as const))(
  "sitegen %s refuses a flag it does not define in one line that names it and points to its --help",
  (name, command) => {
    for (const flag of ["--not-a-flag", "--verbose", "-x"])
      expect(refusal(name, [flag])).toBe(
        `sitegen ${name} has no option ${flag}. Run "sitegen ${name} --help" for the options.`,
      );
    const others = new Set(COMMANDS.flatMap((c) => c.options.flatMap((o) => (o.flag ? [o.flag] : []))));
    for (const flag of others)
      if (!command.options.some((o) => o.flag === flag)) expect(refusal(name, [flag])).toContain(`no option ${flag}.`);
  },
);

describe("values, checked by their type wherever they are given", () => {
  it("a port is a whole number from 0 to 65535", () => {
    expect(config("preview", ["--port", "0"]).port).toBe(0);
    expect(config("dev", ["--port=65535"]).port).toBe(65535);
    expect(config("dev", []).port).toBe(4321);
    for (const bad of ["abc", "70000", "-1", "80.5", "", " 80"])
      expect(refusal("preview", [`--port=${bad}`])).toBe(
        `--port wants a whole number from 0 to 65535 (0 picks a free port), not "${bad}".`,
      );
  });

  it("a flag that takes a value refuses to go without one, and a switch refuses one", () => {
    expect(refusal("preview", ["--port"])).toBe("--port wants a value: --port <n>.");
    expect(refusal("build", ["--out", "--quiet"])).toBe("--out wants a value: --out <dir>.");
    expect(config("build", ["--out=-odd"]).out).toBe(resolve("-odd"));
    expect(refusal("build", ["--quiet=yes"])).toBe('--quiet takes no value, not "yes".');
    expect(refusal("build", ["--out="])).toBe("--out wants a folder, not an empty value.");
  });

  it("a folder is resolved against the current folder; the output folder defaults to <root>/dist", () => {
    const built = config("build", ["--root", "site"]);
    expect(built.root).toBe(resolve("site"));
    expect(built.out).toBe(join(resolve("site"), "dist"));
    for (const command of ["build", "check", "dev", "preview"])
      expect(config(command, ["--root", "/srv/site", "--out", "public"]).out).toBe(resolve("public"));
    expect(built.codeRoot).toBe(codeRoot);
  });

  it("check and preview refuse an output folder that does not exist in one sentence, naming --out", () => {
    const missing = "/nonexistent/sitegen-out";
    expect(unbuiltRefusal(config("preview", ["--out", missing]))).toBe(
      `${missing} is no folder: run "sitegen build" first, or name the built folder with --out <dir>.`,
    );
    expect(unbuiltRefusal(config("check", ["--out", tmpdir()]))).toBeUndefined();
  });

  it("a base URL follows site.yaml's rule, from the flag or SITE_BASE_URL; the flag wins", () => {
    expect(config("build", ["--base-url", "https://a.example/"]).baseUrl).toBe("https://a.example");
    expect(config("build", [], { SITE_BASE_URL: "https://b.example" }).baseUrl).toBe("https://b.example");
    expect(config("build", ["--base-url", "https://a.example"], { SITE_BASE_URL: "nonsense" }).baseUrl).toBe(
      "https://a.example",
    );
    expect(refusal("build", ["--base-url", "foo"])).toMatch(
      /^--base-url "foo" must be .*\[BaseUrlInvalid\]\n {2}hint:/,
    );
    expect(refusal("build", [], { SITE_BASE_URL: "ftp://x" })).toMatch(
      /^SITE_BASE_URL "ftp:\/\/x" .*\[BaseUrlInvalid\]/,
    );
    expect(refusal("check", ["--base-url", "javascript:alert(1)//"])).toContain("[BaseUrlInvalid]");
    // A line break in the value is shown escaped: the refusal stays one line, whatever the value holds.
    expect(refusal("build", [], { SITE_BASE_URL: "https://preview.example\nDisallow: /" })).toMatch(
      /^SITE_BASE_URL "https:\/\/preview\.example\\nDisallow: \/" .*\[BaseUrlInvalid\]/,
    );
    expect(config("check", [], { SITE_BASE_URL: "https://b.example" }).baseUrl).toBeUndefined(); // check reads no env
  });

  it("SITEGEN_THREADS is 1 to 64, capped at the cores; unset lets the pool choose up to 4", () => {
    expect(config("build", [], { SITEGEN_THREADS: "64" }, 3).threads).toEqual({ count: 3, exactly: true });
    expect(config("build", [], { SITEGEN_THREADS: "1" }, 3).threads).toEqual({ count: 1, exactly: true });
    expect(config("build", [], {}, 8).threads).toEqual({ count: 4, exactly: false });
    expect(config("build", [], { SITEGEN_THREADS: "" }, 2).threads).toEqual({ count: 2, exactly: false });
    for (const bad of ["0", "65", "two", "-1", "1e3"])
      expect(refusal("build", [], { SITEGEN_THREADS: bad })).toBe(
        `SITEGEN_THREADS wants a whole number from 1 to 64, not "${bad}".`,
      );
  });

  it("a switch's variable takes 1/true/yes/on and 0/false/no/off; the flag turns it on whatever the variable says", () => {
    for (const on of ["1", "true", "YES", " on "])
      expect(config("build", [], { SITEGEN_PROFILE: on }).profile).toBe(true);
    for (const off of ["0", "false", "no", "off", ""])
      expect(config("build", [], { SITEGEN_PROFILE: off }).profile).toBe(false);
    expect(config("build", ["--profile"], { SITEGEN_PROFILE: "0" }).profile).toBe(true);
    expect(refusal("build", [], { SITEGEN_PROFILE: "sometimes" })).toBe(
      'SITEGEN_PROFILE wants 1 (on) or 0 (off), not "sometimes".',
    );
    expect(config("build", ["--no-page-previews"]).pagePreviews).toBe(false);
    expect(config("build", ["--no-cache"]).cache).toBe(false);
    expect(config("build", ["--future"]).future).toBe(true);
    expect(config("dev", ["--future"]).future).toBe(true);
    expect(config("check", ["--external"]).external).toBe(true);
  });

  it("a variable of one command is not read by another", () => {
    expect(config("preview", [], { SITEGEN_THREADS: "many", SITEGEN_PROFILE: "x" }).command).toBe("preview");
  });

  it("takes words after the command only where its usage has them", () => {
    expect(config("translations", ["confirm", "content/en/faq.yaml:3"]).positionals).toEqual([
      "confirm",
      "content/en/faq.yaml:3",
    ]);
    expect(refusal("build", ["dist"])).toBe(
      'sitegen build takes no argument "dist". Run "sitegen build --help" for the options.',
    );
  });

  it("is frozen once resolved", () => {
    const resolved = config("build", ["--quiet"]);
    expect(Object.isFrozen(resolved)).toBe(true);
    expect(Object.isFrozen(resolved.threads)).toBe(true);
    expect(() => ((resolved as { quiet: boolean }).quiet = false)).toThrow(TypeError);
  });
});
