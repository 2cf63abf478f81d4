// The mistakes maintainers really make in site.yaml and content/, in the tables mistakes.txt and
// mistakes-of-meaning.txt beside this file: each row is an edit of a copy of the real project, the problem it must
// give (code and file:line of the mistake) and why the row exists. A green build must mean a correct site, so every
// row of mistakes.txt stops the build with at most three problems. Most rows run the in-memory validation (fast);
// the rows marked `cli` run `sitegen build` and prove exit 1, no stack trace and a byte-identical dist/.
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBuildCache } from "../../generator/build-cache.ts";
import type { Problem } from "../../generator/model.ts";
import { confirmTranslations } from "../../generator/translations/project.ts";
import {
  checkSite,
  checkTranslations,
  commitAll,
  copyProject,
  type CheckedSite,
  hashTree,
  lineOf,
  repoRoot,
  sitegenHere,
  translationsOf,
} from "./project.ts";

/** The first FAQ answer of each language, its folded lines as they stand in the file. */
const FIRST_ANSWER = {
  de: firstAnswer("content/de/faq.yaml"),
  en: firstAnswer("content/en/faq.yaml"),
};
function firstAnswer(file: string): string {
  return /\n {8}a: >-\n((?: {10}.*\n)+)/.exec(readFileSync(join(repoRoot, file), "utf8"))![1]!;
}

interface TableRow {
  why: string;
  code: string;
  at: string;
  edits: (readonly string[])[];
  cli: boolean;
  /** What the problems' hints and messages must say. */
  hints: readonly string[];
  says: readonly string[];
}

function table(name: string): readonly TableRow[] {
  const text = (t: string) =>
    t
      .replace(/\(the first answer of content\/(de|en)\/faq\.yaml\)/g, (_, lang: "de" | "en") => FIRST_ANSWER[lang])
      .replace(/\\n/g, "\n")
      .replace(/\\u([0-9a-f]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return readFileSync(join(import.meta.dirname, name), "utf8")
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const [why, code, at, edits, ...more] = line.split(" | ");
      const each = edits!.split(" || ").map((edit) => edit.split(" => ").map(text));
      const said = (what: string) => more.filter((m) => m.startsWith(what)).map((m) => text(m.slice(what.length)));
      const [hints, says] = [said("hint: "), said("says: ")];
      return { why: text(why!), code: code!, at: text(at!), edits: each, cli: more.includes("cli"), hints, says };
    });
}

const ROWS = table("mistakes.txt");
const MEANING = table("mistakes-of-meaning.txt");

let dir: string;
// One load of the unchanged files for all rows: a row re-reads only the file it edits (as sitegen dev would).
const cache = createBuildCache();
beforeAll(() => {
  dir = copyProject();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Applies `edits` ([file, from, to]) to the copy in turn (a file made, removed or changed), runs `check`, and puts
 * every file back.
 */
async function withEdits<T>(edits: readonly (readonly (string | RegExp)[])[], check: () => Promise<T>): Promise<T> {
  const [first, ...rest] = edits;
  if (!first) return check();
  const [file, from, to] = first as [string, string | RegExp, string?];
  const path = join(dir, file);
  const original = existsSync(path) ? readFileSync(path, "utf8") : undefined;
  const copied = typeof from === "string" ? /^\(a copy of (.*)\)$/.exec(from)?.[1] : undefined;
  if (copied) writeFileSync(path, readFileSync(join(dir, copied), "utf8"));
  else if (from === "(removed)") rmSync(path);
  else {
    const edited = original!.replace(from, to === "(nothing)" ? "" : to!);
    if (edited === original) throw new Error(`the edit of this row (${String(from)}) is not in ${file}`);
    writeFileSync(path, edited);
  }
  try {
    return await withEdits(rest, check);
  } finally {
    if (original === undefined) rmSync(path);
    else writeFileSync(path, original);
  }
}

/** The check of the copy with the edit of the row `why` in place, and the row's place; once per row, for every test that asks. */
const rowChecks = new Map<string, Promise<{ checked: CheckedSite; expected: string }>>();
function checkRow(why: string): Promise<{ checked: CheckedSite; expected: string }> {
  const { edits, at } = ROWS.find((row) => row.why === why)!;
  if (!rowChecks.has(why))
    rowChecks.set(
      why,
      withEdits(edits, async () => ({
        checked: await checkSite(dir, { cache }),
        expected: lineAt(at),
      })),
    );
  return rowChecks.get(why)!;
}

const where = (p: Problem) => `${p.code} ${p.at?.file}:${p.at?.line}`;

/** `file:@text` as `file:line` in the copy as it is now (called while the row's edit is in place). */
function lineAt(at: string): string {
  const [, file, last, text] = /^(.*?):@(@?)(.*)$/s.exec(at)!;
  const lines = readFileSync(join(dir, file!), "utf8").split("\n");
  const exact = last
    ? lines.findLastIndex((line) => line.trim() === text)
    : lines.findIndex((line) => line.trim() === text);
  const line = exact >= 0 ? exact : lines.findIndex((l) => l.includes(text!));
  if (line < 0) throw new Error(`the row's place "${text}" is not in ${file}`);
  return `${file}:${line + 1}`;
}

describe("maintainer mistakes stop the build at their own line", () => {
  it("the unedited copy builds without problems and without a warning", async () => {
    expect(await checkSite(dir, { cache })).toMatchObject({ ok: true, warnings: [] });
  });

  for (const { why, code, at } of ROWS) {
    it(`${code} at ${at}: ${why}`, async () => {
      const { checked, expected } = await checkRow(why);
      const problems = checked.ok ? [] : [...checked.problems];
      expect(problems.map(where)).toContain(`${code} ${expected}`);
      expect(problems.length, problems.map(where).join("\n")).toBeLessThanOrEqual(3);
      for (const p of problems)
        expect(p.message).not.toMatch(/undefined|^Error|does not match any of the allowed forms/);
    });
  }

  it.each(ROWS.filter((row) => row.hints.length + row.says.length > 0))(
    "$why: the hint names the nearest valid target, the message what readers would see",
    async ({ why, hints, says }) => {
      const { checked } = await checkRow(why);
      const problems = checked.ok ? [] : checked.problems;
      for (const hint of hints) expect(problems.map((p) => p.hint).join("\n")).toContain(hint);
      for (const words of says) expect(problems.map((p) => p.message).join("\n")).toContain(words);
    },
  );

  it("a renamed slug with `formerly:` builds (the old path redirects); a removed page is named at its line of published.yaml", async () => {
    const renamed = await withEdits(
      [
        [
          "site.yaml",
          "de: /wirtschaftlichkeit, en: /en/economics }\n",
          "de: /wirtschaftlichkeitsrechnung, en: /en/economics, formerly: [/wirtschaftlichkeit] }\n",
        ],
        ["site.yaml", "  wirtschaftlichkeit: Wirtschaftlichkeit", "  wirtschaftlichkeitsrechnung: Wirtschaftlichkeit"],
      ],
      async () => checkSite(dir, { cache }),
    );
    expect(renamed.ok ? [] : renamed.problems.map(where)).toEqual([]);
    const removed = await withEdits(
      [["published.yaml", "home: [/, /en]", "home: [/, /en]\nkarriere: [/karriere, /en/careers]"]],
      async () => ({
        checked: await checkSite(dir, { cache }),
        expected: lineAt("published.yaml:@karriere: [/karriere, /en/careers]"),
      }),
    );
    const problems = removed.checked.ok ? [] : removed.checked.problems;
    expect(problems.map(where)).toEqual([
      `PublishedPathBroken ${removed.expected}`,
      `PublishedPathBroken ${removed.expected}`,
    ]);
    expect(problems[0]!.message).toContain("/karriere was published");
    expect(problems[0]!.hint).toContain("delete it from published.yaml");
  });

  it("a title or description of another page names that page's file and line", async () => {
    for (const [why, first] of [
      ["the FAQ page given the title of the workshops page, one route above it", "content/de/workshops.yaml:@title:"],
      [
        "the English FAQ's description pasted from the workshops page, wrapped differently",
        "content/en/workshops.yaml:@description:",
      ],
    ] as const) {
      const { checked } = await checkRow(why);
      const found = checked.ok ? [] : checked.problems.filter((p) => p.code === "DuplicateTitleOrDescription");
      expect(found).toHaveLength(1);
      expect(found[0]!.message).toContain(`of ${lineAt(first)}:`);
      expect(found[0]!.hint).toContain("content/README.md#unique-titles");
    }
  });
});

describe("a wrong meaning stops the build at its line, or warns there; what the copy derives follows its figure", () => {
  for (const { why, code, at, edits, says, hints } of MEANING)
    it(`${code} at ${at}: ${why}`, async () => {
      const { checked, expected } = await withEdits(edits, async () => ({
        checked: await checkSite(dir, { cache, today: "2026-12-01" }),
        expected: at && lineAt(at),
      }));
      if (code.startsWith("shows:")) {
        expect(checked.ok && JSON.stringify(checked.value.pages)).toContain(code.slice("shows:".length));
        return;
      }
      const found = checked.ok ? (checked.warnings ?? []) : checked.problems;
      expect(checked.ok).toBe(code.endsWith("?")); // a warning, and the build goes on
      expect(found.map(where)).toContain(`${code.replace("?", "")} ${expected}`);
      for (const words of says) expect(found.map((p) => p.message).join("\n")).toContain(words);
      for (const words of hints) expect(found.map((p) => p.hint).join("\n")).toContain(words);
      // A mistake may show in several files (a removed article's four teasers), but not everywhere.
      expect(found.length, found.map(where).join("\n")).toBeLessThanOrEqual(8);
    });
});

/** The copy built by `sitegen build`, once for the tests through the CLI: its summary, and its dist/ as one hash. */
let good: Promise<{ summary: string; before: string }> | undefined;
const out = () => join(dir, "dist");
const buildCopy = (...flags: string[]) => sitegenHere(["build", "--root", dir, "--out", out(), ...flags]);
function goodBuild() {
  return (good ??= buildCopy().then((built) => {
    expect(built.code).toBe(0);
    return { summary: built.stdout, before: hashTree(out()) };
  }));
}

describe("through sitegen build: exit 1, located, no stack trace, dist/ byte-identical", () => {
  let before: string;
  beforeAll(async () => void ({ before } = await goodBuild()));

  it.each(ROWS.filter((row) => row.cli))("$why", async ({ edits, code, at }) => {
    const { result, expected } = await withEdits(edits, async () => ({
      result: await buildCopy(),
      expected: lineAt(at),
    }));
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(new RegExp(`^${expected.replace(/[.]/g, "\\.")}:\\d+  .*\\[${code}\\]$`, "m"));
    expect(result.stderr).not.toMatch(/^\s+at /m);
    expect(hashTree(out())).toBe(before);
  });
});

const LOCK = "content/translations.lock.yaml";

describe("translations left behind, figures typed by hand and bad lock files are named at their line", () => {
  it("the unedited copy has no translation problem or warning", async () => {
    expect(await checkTranslations(dir, { cache })).toEqual({ problems: [], warnings: [] });
  });

  it.each(table("mistakes-of-translation.txt"))("$why", async ({ edits, code, at, hints }) => {
    const { found, expected, built } = await withEdits(edits, async () => ({
      found: await checkTranslations(dir, { cache }),
      expected: lineAt(at),
      built: await checkSite(dir, { cache }),
    }));
    const all = [...found.problems, ...found.warnings];
    const named = all.filter((p) => where(p) === `${code.replace("?", "")} ${expected}`);
    expect(named, all.map(where).join("\n")).toHaveLength(1);
    if (!code.endsWith("?")) expect(all).toEqual(named);
    for (const hint of hints) expect(named[0]!.hint).toContain(hint);
    // A lock line that is no entry (a conflict marker, a hash edited by hand, one key twice) stops the build at the
    // same line with the same message (lock.ts `readLock` judges it for both); a translation left behind never stops
    // it (the other language may follow in a later commit), nor does a figure typed by hand.
    if (code === "TranslationLockInvalid") {
      expect(built.ok ? [] : built.problems.map(where)).toEqual([`${code} ${expected}`]);
      expect(built.ok ? [] : built.problems.map((p) => [p.at?.column, p.message])).toEqual(
        found.problems.map((p) => [p.at?.column, p.message]),
      );
    } else expect(built.ok).toBe(true);
  });

  it("sitegen translations --strict names the English answer with the German diff; confirm makes it pass", async () => {
    const cli = (args: string[]) =>
      sitegenHere(["translations", "--root", dir, ...args]).then((r) => ({ code: r.code, out: r.stdout + r.stderr }));
    const lock = readFileSync(join(dir, LOCK), "utf8");
    commitAll(dir); // the word diff comes from git's history (translations/confirmed-text.ts)
    await withEdits([["content/de/faq.yaml", "Ein DCC liefert", "Ein Container liefert"]], async () => {
      try {
        const english = lineAt("content/en/faq.yaml:@a: >-");
        const strict = await cli(["--strict"]);
        expect(strict.code).toBe(1);
        expect(strict.out).toContain(`${english}:1  warning: \`faqs[0].questions[0].a\`: the German text changed`);
        expect(strict.out).toContain("Ein [-DCC-] {+Container+} liefert Ihrem Netz");
        expect((await cli(["confirm", english])).code).toBe(0);
        expect(await cli(["--strict"])).toMatchObject({ code: 0 });
      } finally {
        writeFileSync(join(dir, LOCK), lock);
      }
    });
  });
});

it("a number changed in one language and confirmed without the other: a German number changed and `translations confirm --all` run without the English: the pair is named at the English number", async () => {
  const lock = readFileSync(join(dir, LOCK), "utf8");
  const { pages, open, config } = await translationsOf(dir);
  try {
    const { found, expected, german } = await withEdits(
      [["content/de/faq.yaml", "Ab 300 kW kann der", "Ab 350 kW kann der"]],
      async () => {
        expect(confirmTranslations(dir, pages, "all", open, config).problems).toEqual([]);
        return {
          found: await checkTranslations(dir, { cache }),
          expected: lineAt("content/en/faq.yaml:@From 300 kW, the cluster"),
          german: lineAt("content/de/faq.yaml:@Ab 350 kW kann der"),
        };
      },
    );
    expect(found.warnings.map(where)).toEqual([`TranslationNumbersDiffer ${expected}`]);
    expect(found.warnings[0]!.message).toContain("numbers differ: 300 in English, 350 in German");
    expect(found.warnings[0]!.message).toContain(`(${german})`);
  } finally {
    writeFileSync(join(dir, LOCK), lock);
  }
});

describe("messages that name the mistake", () => {
  const first = async (file: string, from: string, to: string) =>
    withEdits([[file, from, to]], async () => {
      const checked = await checkSite(dir, { cache });
      return checked.ok ? undefined : checked.problems[0];
    });

  it.each([
    ["a folded line", "content/de/faq.yaml", "\n          Ein DCC liefert", "\n\tEin DCC liefert", "Ein DCC liefert"],
    ["a key", "site.yaml", "\n  heatOutputC:", "\n\theatOutputC:", "heatOutputC:"],
  ])("a tab indenting %s is named as a tab, at its line", async (_what, file, from, to, text) => {
    const found = await first(file, from, to);
    const line = lineOf(file, text, dir);
    expect(found?.message).toContain("a tab is used for indentation");
    expect(found?.hint).toContain("Indent with spaces only");
    expect(found?.at).toMatchObject({ file, line, column: 1 });
  });

  it.each([
    ["inside a folded text, where it would parse", "content/en/faq.yaml", "\n          A DCC delivers"],
    ["between two keys", "site.yaml", "\ncompany:"],
  ])("merge-conflict markers %s are named as a merge conflict, at the first marker", async (_where, file, before) => {
    const conflict = "\n<<<<<<< HEAD\n  ours: 1\n=======\n  theirs: 2\n>>>>>>> other";
    const text = readFileSync(join(dir, file), "utf8");
    const line = text.slice(0, text.indexOf(before)).split("\n").length + 1;
    const found = await first(file, before, conflict + before);
    expect(found).toMatchObject({ code: "YamlMergeConflict", at: { file, line, column: 1 } });
    expect(found?.message).toContain("holds a merge conflict: 3 conflict marker lines");
    expect(found?.hint).toContain("delete the three marker lines");
  });
});

describe("through sitegen build: values not for the live site, files not in UTF-8", () => {
  let before: string;
  let summary: string;
  beforeAll(async () => void ({ before, summary } = await goodBuild()));

  it("every build counts the values marked # PLACEHOLDER and # CONFIRM in its summary", () => {
    const marks = (mark: string) => readFileSync(join(dir, "site.yaml"), "utf8").split(`# ${mark}`).length - 1;
    expect(summary).toContain(
      `site.yaml holds ${marks("PLACEHOLDER")} values marked # PLACEHOLDER and ${marks("CONFIRM")} marked # CONFIRM`,
    );
  });

  it.each([
    // why, flags, the edit (the --production row only widens a comment's gap, so that the file is read as changed)
    ["--production", ["--production"], "demandResponseMioEur: 2.1 #", "demandResponseMioEur: 2.1  #"],
    [
      "a baseUrl no longer on .example",
      [],
      "baseUrl: https://www.rechenwaerme.example",
      "baseUrl: https://www.rechenwaerme.ch",
    ],
  ])("%s: each marked value refused at its line, exit 1, dist/ unchanged", async (_why, flags, from, to) => {
    const line = "households: 91000";
    const { result, expected } = await withEdits([["site.yaml", from, to]], async () => ({
      result: await buildCopy(...flags),
      expected: lineAt(`site.yaml:@${line}`),
    }));
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      new RegExp(
        `^${expected.replace(/[.]/g, "\\.")}:\\d+  figures\\.households is marked CONFIRM .*„91000“  \\[ValueUnconfirmed\\]$`,
        "m",
      ),
    );
    expect(result.stderr).toMatch(/^site\.yaml:\d+:\d+  figures\.demandResponseMioEur is marked CONFIRM/m);
    expect(result.stderr).toMatch(/^site\.yaml:\d+:\d+  company\.vatId is marked PLACEHOLDER/m);
    expect(result.stderr).not.toMatch(/^\s+at /m);
    expect(hashTree(out())).toBe(before);
  });

  it("--production also refuses a mark in lower case or on the line above, a content file's note, and stand-ins nothing marks", async () => {
    const edits = [
      [
        "site.yaml",
        "email: kontakt@rechenwaerme.example # PLACEHOLDER",
        "email: kontakt@rechenwaerme.example # placeholder",
      ],
      [
        "site.yaml",
        "  street: Baarerstrasse 10 # PLACEHOLDER",
        "  # Placeholder: the seat\n  street: Baarerstrasse 10",
      ],
      ["site.yaml", "vatId: CHE-000.000.000 MWST # PLACEHOLDER", "vatId: CHE-000.000.000 MWST"],
      ["site.yaml", "phone: +41 41 000 00 00 # PLACEHOLDER", "phone: +41 41 000 00 00"],
      [
        "site.yaml",
        "booking: https://cal.rechenwaerme.example/beratung-30-min # PLACEHOLDER: the",
        "booking: https://cal.rechenwaerme.example/beratung-30-min # the",
      ],
      ["site.yaml", "contentResponsible: Erika Beispiel # PLACEHOLDER", "contentResponsible: Erika Beispiel"],
    ];
    const { stderr, code, lines } = await withEdits(edits, async () => ({
      ...(await buildCopy("--production")),
      lines: readFileSync(join(dir, "site.yaml"), "utf8").split("\n"),
    }));
    const at = (text: string) => `site.yaml:${lines.findIndex((l) => l.includes(text)) + 1}`;
    expect(code).toBe(1);
    const reported = (place: string, message: string) =>
      expect(stderr).toMatch(new RegExp(`^${place.replace(/[.]/g, "\\.")}:\\d+  ${message}`, "m"));
    reported(
      at("email: kontakt@"),
      "company\\.email is marked PLACEHOLDER: the live site would publish „kontakt@rechenwaerme\\.example“",
    );
    reported(at("street: Baarerstrasse"), "company\\.street is marked PLACEHOLDER \\(the seat\\)");
    reported(at("vatId:"), "company\\.vatId holds a register or VAT number of zeros .*\\[ValueStandIn\\]$");
    reported(at("phone:"), "company\\.phone holds a phone number of zeros");
    reported(at("contentResponsible:"), "company\\.contentResponsible holds a stand-in name \\(„Beispiel“\\)");
    reported(
      at("booking:"),
      "external\\.booking holds an address on a domain reserved for examples .*„https://cal\\.rechenwaerme\\.example/beratung-30-min“",
    );
    // A content file's note on the line above the text it is about: a key's, a list item's, a table row's.
    const noted = (file: string, note: RegExp) => {
      const lines = readFileSync(join(dir, file), "utf8").split("\n");
      const at = lines.findIndex((l) => note.test(l));
      return `${file}:${at + lines.slice(at).findIndex((l) => !/^\s*#/.test(l)) + 1}`;
    };
    reported(noted("content/de/faq.yaml", /^\s*# CONFIRM/), "faqs\\[\\d+\\]\\.questions\\[0\\]\\.q is marked CONFIRM");
    const models = "content/de/business-models.yaml";
    reported(
      noted(models, /# CONFIRM: whether we commit to green/),
      "sections\\[0\\]\\.items\\[2\\]\\.points\\[2\\] is marked",
    );
    reported(
      noted(models, /# CONFIRM: counsel to say whether we, a Swiss AG/),
      "sections\\[1\\]\\.rows\\[7\\] is marked",
    );
    expect(stderr).not.toMatch(/rows\[7\]\[0\] is marked/); // the row's note is the row's, not its first cell's
    expect(stderr).not.toMatch(/roi\.volume/); // an amount is not a phone number
    expect(hashTree(out())).toBe(before);
  });

  it.each([
    // at the line's value, whose first hash is no longer 8 hex digits
    ["a hash edited by hand", (l: string) => l.replace('["', '["0'), (l: string) => l.indexOf("[") + 1],
    ["a merge conflict marker", (l: string) => `<<<<<<< HEAD\n${l}`, () => 1],
  ])(
    "%s in the lock file: `sitegen translations` and the build stop at its line with the same message",
    async (_why, edit, column) => {
      const lockFile = join(dir, "content/translations.lock.yaml");
      const lines = readFileSync(lockFile, "utf8").split("\n");
      const line = lines.findIndex((l) => l.startsWith('"blog top.heading"')) + 1;
      const edited = edit(lines[line - 1]!);
      const { build, translations } = await withEdits(
        [["content/translations.lock.yaml", lines[line - 1]!, edited]],
        async () => ({
          build: await buildCopy(),
          translations: await sitegenHere(["translations", "--root", dir]),
        }),
      );
      const place = `content/translations.lock.yaml:${line}:${column(lines[line - 1]!)}  `;
      expect(build.code).toBe(1);
      expect(translations.code).toBe(1);
      // The same line, column and message in both (each command's own summary aside).
      const said = (output: string) => output.split("\n").find((l) => l.startsWith(place));
      expect(said(build.stderr)).toMatch(/\[TranslationLockInvalid\]$/);
      expect(said(build.stderr)).toBe(said(translations.stdout + translations.stderr));
      expect(hashTree(out())).toBe(before);
    },
  );

  it("a content file saved as Windows-1252: located at its first bad byte, the encoding named, dist/ unchanged", async () => {
    const path = join(dir, "content/de/faq.yaml");
    const original = readFileSync(path);
    const text = original.toString("utf8");
    writeFileSync(path, latin1(text));
    try {
      const result = await buildCopy();
      const line = text.split("\n").findIndex((l) => /[^\x00-\x7f]/.test(l)) + 1;
      const column = text.split("\n")[line - 1]!.search(/[^\x00-\x7f]/) + 1;
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`content/de/faq.yaml:${line}:${column}  content/de/faq.yaml is not UTF-8`);
      expect(result.stderr).toMatch(/looks like (?:Windows-1252|Latin-1)/);
      expect(hashTree(out())).toBe(before);
    } finally {
      writeFileSync(path, original);
    }
  });

  it("the README's sample error is what the build prints when the first FAQ answer is deleted", async () => {
    const readme = readFileSync(join(repoRoot, "README.md"), "utf8");
    const sample = /```\n(content\/de\/faq\.yaml:[\s\S]*?)\n```/.exec(readme)?.[1];
    expect(sample, "README.md has a sample error of content/de/faq.yaml").toBeDefined();
    // The first answer: `a:` under the first question and its folded lines.
    const firstAnswer = /(\n {6}- q: [^\n]*\n) {8}a: [^\n]*\n(?: {10}[^\n]*\n)*/;
    const result = await withEdits([["content/de/faq.yaml", firstAnswer, "$1"]], () => buildCopy());
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${sample}\n`);
  });

  it("a page id changed into another page's id: the duplicate first, what follows from it in one line", async () => {
    const { result, expected } = await withEdits(
      [["site.yaml", "{ page: workshops, kind: info", "{ page: faq, kind: info"]],
      async () => ({
        result: await buildCopy(),
        expected: lineAt("site.yaml:@- { page: faq, kind: faq, de: /faq, en: /en/faq }"),
      }),
    );
    expect(result.code).toBe(1);
    const heads = result.stderr.split("\n").filter((l) => /^\S/.test(l) && !l.startsWith("building…"));
    expect(heads[0]).toMatch(new RegExp(`^${expected.replace(/[.]/g, "\\.")}:\\d+  .*\\[RouteDuplicate\\]$`));
    expect(heads[1]).toMatch(
      /^\S+:\d+:\d+  5 more problems likely follow from the above: .*NavigationTargetUnknown.*\[FollowsFromAbove\]$/,
    );
    expect(heads.filter((l) => /\[(?:NavigationTargetUnknown|ContentFileUnused|LinkTargetUnknown)\]$/.test(l))).toEqual(
      [],
    );
    expect(hashTree(out())).toBe(before);
  });

  it("the same file with a byte-order mark and Windows line ends builds", async () => {
    const file = "content/de/faq.yaml";
    const built = await withEdits([[file, /^/, "\ufeff"]], () =>
      withEdits([[file, /\n/g, "\r\n"]], () => checkSite(dir, { cache })),
    );
    expect(built.ok).toBe(true);
  });
});

/** `text` in Latin-1 bytes (typographic quotes and dashes as Windows-1252 has them). */
function latin1(text: string): Buffer {
  const cp1252: Record<string, number> = {
    "„": 0x84,
    "“": 0x93,
    "”": 0x94,
    "–": 0x96,
    "—": 0x97,
    "’": 0x92,
    "…": 0x85,
    "€": 0x80,
  };
  return Buffer.from([...text].map((c) => cp1252[c] ?? (c.charCodeAt(0) < 256 ? c.charCodeAt(0) : 0x3f)));
}
