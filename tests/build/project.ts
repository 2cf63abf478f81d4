// Copies of the real project's input, and the generator run in this process.
import type { SiteConfig } from "../../generator/validate/schema/site.ts";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { extname, join } from "node:path";
import { format } from "node:util";
import { Parser } from "htmlparser2";
import { afterAll, expect, inject, onTestFinished, vi } from "vitest";
import { main } from "../../generator/cli.ts";
import type { Site } from "../../generator/model.ts";
import { printed, type PrintedProblem } from "../../generator/problems/index.ts";
import { checkTranslations as translationProblems } from "../../generator/translations/problems.ts";
import { configFor, type Config } from "../../generator/options.ts";
import { openSite, type BuildWith, type OpenWith } from "../../generator/site.ts";
import { pagePairs, readerOf, type OpenFiles } from "../../generator/translations/project.ts";
import type { PagePair } from "../../generator/translations/lock.ts";
import { MemoryWriter, type Writer } from "../../generator/write/write-output.ts";
import { copyProject, repoRoot, type CliRun } from "./project-copy.ts";

export { hashTree } from "./hash-tree.ts";
// Without the generator, for the browser tests.
export { commitAll, copyProject, edit, repoRoot, sitegen, type CliRun } from "./project-copy.ts";

/** A copy of the project (`copyProject`) for the tests of the file or block that calls this; removed after them. */
export function copyProjectForTests(): string {
  const dir = copyProject();
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A copy of the project with `change` made to it, for the test that calls this; removed after that test. */
export function copyForTest(change: (dir: string) => void = () => {}): string {
  const dir = copyProject();
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  change(dir);
  return dir;
}

/** Two builds' files: the same paths, byte for byte; `context` heads a failure's message. */
export function expectSameFiles(
  actual: ReadonlyMap<string, string | Uint8Array>,
  expected: typeof actual,
  context?: string,
): void {
  expect([...actual.keys()].sort(), context).toEqual([...expected.keys()].sort());
  const differing = [...expected].filter(([path, bytes]) => !Buffer.from(actual.get(path)!).equals(Buffer.from(bytes)));
  expect(
    differing.map(([path]) => path),
    context,
  ).toEqual([]);
}

/**
 * The project at `root` as `sitegen translations` opens it: its pages in both languages and a reader of its files as
 * they are on disk at each call (what readTranslations and confirmTranslations take).
 */
export async function translationsOf(
  root: string,
): Promise<{ pages: PagePair[]; open: OpenFiles; config: SiteConfig }> {
  const { frame, listed } = (
    await openSite(configFor({ root, codeRoot: repoRoot, command: "translations" }))
  ).framed()!;
  return { pages: pagePairs(frame.config.routes), open: readerOf(root, listed), config: frame.config };
}

/** `sitegen build` of `config` into `writer`, as the CLI runs it: the site opened, then built. */
export async function build(config: Config, writer: Writer, given: OpenWith & BuildWith = {}) {
  return (await openSite(config, given)).build(writer, given);
}

/**
 * Every page of `root` checked, none rendered (what `sitegen check` learns the route table from), its problems as
 * printed. With `cache`, the parses and checks of files whose text is unchanged since the last check with it are
 * reused, as sitegen dev does.
 */
export async function checkSite(
  root: string,
  { cache, ...given }: Partial<Pick<Config, "today" | "future">> & Pick<OpenWith, "cache"> = {},
): Promise<{ ok: true; value: Site; warnings: PrintedProblem[] } | { ok: false; problems: PrintedProblem[] }> {
  const checked = (
    await openSite(configFor({ root, codeRoot: repoRoot, command: "check", ...given }), { cache })
  ).check();
  return checked.ok
    ? { ...checked, warnings: (checked.warnings ?? []).map(printed) }
    : { ok: false, problems: checked.problems.map(printed) };
}

export type CheckedSite = Awaited<ReturnType<typeof checkSite>>;

/** The real site as `sitegen check` reads it, every page checked. */
export async function realSite(): Promise<Site> {
  const checked = await checkSite(repoRoot);
  if (!checked.ok) throw new Error("the real site has problems");
  return checked.value;
}

/** The problems `checkSite` finds in `root`: none for a site it checks clean. */
export async function problemsIn(root: string, given?: Parameters<typeof checkSite>[1]): Promise<PrintedProblem[]> {
  const checked = await checkSite(root, given);
  return checked.ok ? [] : checked.problems;
}

/** What `sitegen check` says of the translations of `root`, as printed; with `cache` as in `checkSite`. */
export async function checkTranslations(root: string, { cache }: Pick<OpenWith, "cache"> = {}) {
  const opened = await openSite(configFor({ root, codeRoot: repoRoot, command: "check" }), { cache });
  const found = translationProblems(opened);
  return { problems: found.problems.map(printed), warnings: found.warnings.map(printed) };
}

export async function buildInMemory(root = repoRoot): Promise<MemoryWriter> {
  const writer = new MemoryWriter();
  await build(configFor({ root, codeRoot: repoRoot }), writer);
  return writer;
}

/** The folder of the real site built once for this run (tests/build/global-setup.ts): only to be read, never changed. */
export function builtSiteDir(): string {
  return inject("builtSite");
}

// The files the build writes as bytes; every other file it writes as text (what MemoryWriter holds too).
const BINARY = new Set([".png", ".woff2"]);

/** Every file under `folder` by its path there (`a/b.html`), in MemoryWriter's order, leaving out what `skip` names. */
export function filesIn(folder: string, skip: (path: string) => boolean = () => false): Map<string, Buffer> {
  const paths = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(folder.length + 1))
    .filter((path) => !skip(path))
    .sort((a, b) => (a < b ? -1 : 1));
  return new Map(paths.map((path) => [path, readFileSync(join(folder, path))]));
}

/** The real site built once for this run, read into a MemoryWriter as `buildInMemory()` gives it. */
export function builtSite(): MemoryWriter {
  const writer = new MemoryWriter();
  for (const [file, bytes] of filesIn(builtSiteDir()))
    writer.files.set(file, BINARY.has(extname(file)) ? new Uint8Array(bytes) : bytes.toString("utf8"));
  return writer;
}

/** The assets of a page rendered without CSS or scripts built, for a test of its HTML alone. */
export const NO_ASSETS = { css: "", chrome: "", islands: undefined, islandPreloads: [], islandChunks: {}, fonts: [] };

/** An attribute's value or a text as the build escapes it (React's five entities), decoded. */
export const decodeHtml = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

/**
 * The text of a page as a reader sees it: each tag a space, entities decoded, soft hyphens (which break no search)
 * dropped, no-break spaces as spaces, runs of white space as one; without scripts, nor any element `skip` names.
 */
export function pageText(html: string, skip: (tag: string, attrs: Record<string, string>) => boolean = () => false) {
  const parts: string[] = [];
  let skipped = 0; // how deep inside a skipped element the parser is
  const inWord: boolean[] = []; // a word kept together and its joints (.joined, .joint) are one word, not three
  const parser = new Parser({
    onopentag: (tag, attrs) => {
      if (skipped > 0 || tag === "script" || skip(tag, attrs)) skipped++;
      inWord.push(/^(?:joint|joined)$/.test(attrs["class"] ?? ""));
      if (!inWord.at(-1)) parts.push(" ");
    },
    ontext: (text) => void (skipped === 0 && parts.push(text)),
    onclosetag: () => void (skipped > 0 && skipped--, inWord.pop() || parts.push(" ")),
  });
  parser.end(html);
  return parts
    .join("")
    .replace(/\u00ad/g, "")
    .replace(/[\s\u00a0\u202f]+/g, " ");
}

/** The 1-based number of the first line of `file` (of the repository, or of `root`) that contains `text`: expectations follow the file. */
export function lineOf(file: string, text: string, root = repoRoot): number {
  const index = readFileSync(join(root, file), "utf8")
    .split("\n")
    .findIndex((line) => line.includes(text));
  if (index === -1) throw new Error(`lineOf: "${text}" not found in ${file}`);
  return index + 1;
}

/**
 * `sitegen <args>` run in this process, through the CLI's own `main` (argv, environment, exit code, what it prints),
 * without the start-up of a process; in `cwd` (the process's folder for the run, as a maintainer's shell is). For
 * what the process itself does (its exit status, signals, threads, memory, the bundle), use `sitegen`.
 */
export async function sitegenHere(
  args: readonly string[],
  { cwd, env = {} }: { cwd?: string; env?: Record<string, string> } = {},
): Promise<CliRun> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const spies = [
    vi.spyOn(console, "log").mockImplementation((...a: unknown[]) => void stdout.push(`${format(...a)}\n`)),
    vi.spyOn(console, "error").mockImplementation((...a: unknown[]) => void stderr.push(`${format(...a)}\n`)),
    vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
      stderr.push(String(chunk));
      return true;
    }),
  ];
  const before = process.cwd();
  try {
    if (cwd) process.chdir(cwd);
    const code = await main(args, repoRoot, { ...process.env, ...env });
    return { code, stdout: stdout.join(""), stderr: stderr.join("") };
  } finally {
    process.chdir(before);
    for (const spy of spies) spy.mockRestore();
  }
}
