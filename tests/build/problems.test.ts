// Bad input: every problem located at file:line:column with a hint, all at once, nothing written.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { configFor } from "../../generator/options.ts";
import type { Problem } from "../../generator/model.ts";
import { formatProblem, hintOf, messageOf, ProblemsError } from "../../generator/problems/index.ts";
import { MemoryWriter } from "../../generator/write/write-output.ts";
import { copyProject, edit, lineOf, repoRoot, build } from "./project.ts";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

async function problemsOf(
  change: (dir: string) => void,
): Promise<{ problems: readonly Problem[]; printed: string[]; writer: MemoryWriter }> {
  const dir = copyProject();
  dirs.push(dir);
  change(dir);
  const writer = new MemoryWriter();
  try {
    await build(configFor({ root: dir, codeRoot: repoRoot }), writer);
  } catch (error) {
    if (!(error instanceof ProblemsError)) throw error;
    const files = error.files;
    return { problems: error.problems, printed: error.problems.map((p) => formatProblem(p, files)), writer };
  }
  throw new Error("the build succeeded, but a problem was expected");
}

describe("bad input is reported at its line, with a hint, and nothing is written", () => {
  it("a YAML syntax error", async () => {
    const { problems, printed, writer } = await problemsOf((d) =>
      edit(d, "content/de/faq.yaml", "header: Häufige Fragen", "header: Häufige: Fragen: [kaputt"),
    );
    expect(problems.map((p) => p.code)).toContain("YamlSyntax");
    const line = lineOf("content/de/faq.yaml", "header: ");
    expect(printed.join("\n")).toMatch(
      new RegExp(`^content/de/faq\\.yaml:${line}:\\d+ {2}content/de/faq\\.yaml is not valid YAML`, "m"),
    );
    expect(printed.join("\n")).toMatch(new RegExp(`> +${line} \\| header: Häufige: Fragen: \\[kaputt`));
    expect(printed.join("\n")).toContain("hint: ");
    expect(writer.files.size).toBe(0);
  });

  it("a missing answer points at its question, with the YAML path", async () => {
    const { problems, printed } = await problemsOf((d) =>
      edit(d, "content/de/faq.yaml", /\n {8}a: >-\n {10}Ein DCC liefert Ihrem Netz(?:[^\n]*\n {10})*[^\n]*/, ""),
    );
    const p = problems.find((x) => x.code === "ValueMissing")!;
    expect(messageOf(p)).toBe("faqs[0].questions[0].a: missing `a`");
    expect(p.at).toEqual({
      file: "content/de/faq.yaml",
      path: ["faqs", 0, "questions", 0], // the question the missing answer belongs to: where the editor shows it
      line: lineOf("content/de/faq.yaml", "- q: Welche Temperatur"),
      column: 9,
    });
    expect(printed[0]).toContain("hint: Add `a:`");
    expect(printed[0]).toContain("content/README.md#kind-faq");
  });

  it("a route without an English page or switch target", async () => {
    const { problems } = await problemsOf((d) =>
      edit(d, "site.yaml", "de: /foerderung, switchTo: /en", "de: /foerderung"),
    );
    const p = problems.find((x) => x.code === "RoutePairMissing")!;
    expect(messageOf(p)).toBe("route /foerderung has no English counterpart and no `switchTo`");
    expect(hintOf(p)).toContain("switchTo: /en");
    expect(p.at).toMatchObject({ file: "site.yaml", line: lineOf("site.yaml", "de: /foerderung") });
  });

  it("two routes on one path", async () => {
    const { problems } = await problemsOf((d) =>
      edit(d, "site.yaml", "de: /workshops, en: /en/workshops", "de: /faq, en: /en/workshops"),
    );
    expect(problems.filter((x) => x.code === "RouteDuplicate").map(messageOf)).toEqual([
      "route /faq is defined twice (also routes[10])",
    ]);
  });

  it("a navigation item and a breadcrumb label pointing nowhere, reported together", async () => {
    const { problems } = await problemsOf((d) => {
      edit(
        d,
        "site.yaml",
        "{ label: Workshops, page: workshops }\n    - { label: FAQ",
        "{ label: Workshops, page: werkstatt }\n    - { label: FAQ",
      );
      edit(d, "site.yaml", "  faq: FAQ\n", "  faq: FAQ\n  fqa: FAQ\n");
    });
    expect(problems.map((p) => p.code).sort()).toEqual(["BreadcrumbLabelMissing", "NavigationTargetUnknown"]);
    expect(messageOf(problems.find((p) => p.code === "NavigationTargetUnknown")!)).toBe(
      'navigation item "Workshops" points to unknown page `werkstatt`',
    );
  });

  it("a navigation item to a page that has no English version", async () => {
    const { problems } = await problemsOf((d) =>
      edit(d, "site.yaml", "    - { label: Economics, page: economics }", "    - { label: Funding, page: funding }"),
    );
    expect(problems.map(messageOf)).toEqual(['navigation item "Funding" points to funding, which has no English page']);
  });

  it("an unknown placeholder and a link to a page that does not exist", async () => {
    const { problems } = await problemsOf((d) => {
      edit(d, "content/en/home.yaml", "{figures.heroHeatKwhPerDay}", "{figures.heroHeatKwhPerDya}");
      edit(d, "content/de/home.yaml", /to: "technology"/, "to: technik");
    });
    expect(problems.map((p) => p.code).sort()).toEqual(["LinkTargetUnknown", "UnknownPlaceholder"]);
  });

  it("German and English with different structure", async () => {
    // The first question and its answer (the answer wrapped over several lines) removed from the English file.
    const { problems } = await problemsOf((d) =>
      edit(d, "content/en/faq.yaml", /\n {6}- q: [^\n]*\n {8}a: >-(?:\n {10}[^\n]*)*/, ""),
    );
    const p = problems.find((x) => x.code === "ContentParity")!;
    const germanLine =
      readFileSync(join(repoRoot, "content/de/faq.yaml"), "utf8")
        .split("\n")
        .findIndex((l) => l.startsWith("    questions:")) + 1;
    expect(messageOf(p)).toBe(
      `\`faqs[0].questions\` has 6 items in English but 7 in German (German: content/de/faq.yaml:${germanLine + 1})`,
    );
    expect(p.at?.file).toBe("content/en/faq.yaml");
    expect(hintOf(p)).toContain("content/README.md#files");
  });

  it("an empty file", async () => {
    const { problems } = await problemsOf((d) => writeFileSync(join(d, "content/de/blog.yaml"), ""));
    expect(problems.map((p) => `${p.code}: ${messageOf(p)}`)).toEqual([
      "ContentFileEmpty: content/de/blog.yaml is empty",
    ]);
  });
});

describe("YAML mistakes are located where they are, with a hint that fits", () => {
  it("a value starting with `!` is a tag the page would lose: refused, not dropped", async () => {
    const { problems, printed } = await problemsOf((d) =>
      edit(d, "content/de/faq.yaml", "header: Häufige Fragen", "header: !Neu Häufige Fragen"),
    );
    expect(problems.map((p) => `${p.code} ${p.at?.file}:${p.at?.line}:${p.at?.column}`)).toEqual([
      `YamlTagUnknown content/de/faq.yaml:${lineOf("content/de/faq.yaml", "header: ")}:9`,
    ]);
    expect(messageOf(problems[0]!)).toBe("`!Neu` is read as a YAML tag, not as text: the page would lose it");
    expect(printed[0]).toContain('hint: Put the whole value in quotes: "!Neu Häufige Fragen".');
  });

  it("a key indented one space too far is reported at that key, once, with an indentation hint", async () => {
    const { problems } = await problemsOf((d) =>
      edit(
        d,
        "content/de/faq.yaml",
        /\n {8}a: >-\n {10}Ein DCC liefert Ihrem Netz/,
        "\n         a: >-\n          Ein DCC liefert Ihrem Netz",
      ),
    );
    const line = lineOf("content/de/faq.yaml", "- q: Welche Temperatur") + 1;
    expect(problems.map((p) => `${p.code} ${p.at?.line}:${p.at?.column}`)).toEqual([`YamlSyntax ${line}:10`]);
    expect(messageOf(problems[0]!)).toContain("this key is indented 1 space more than the key above it");
    expect(hintOf(problems[0]!)).toMatch(/^Start it in column 9, like `q:` above/);
  });

  // Expanded, the bomb would be 9^9 items: minutes and the heap, past the test's timeout.
  it("an alias bomb is one located problem, not an out-of-memory build", async () => {
    const levels = [
      "a: &a [x, x, x, x, x, x, x, x, x]",
      ..."bcdefghi".split("").map((l, i) => `${l}: &${l} [${Array(9).fill(`*${"abcdefghi"[i]}`).join(", ")}]`),
    ];
    const { problems } = await problemsOf((d) =>
      writeFileSync(join(d, "content/de/blog.yaml"), `${levels.join("\n")}\n`),
    );
    expect(problems.map((p) => `${p.code} ${p.at?.file}:${p.at?.line}`)).toEqual([
      "YamlAliasUnsupported content/de/blog.yaml:2",
    ]);
  });
});

describe("legal HTML is checked at build time: nothing it would sanitise away passes unsaid", () => {
  it("refuses scripts, event handlers, javascript: URLs and images, each at its line: none is dropped silently", async () => {
    const dir = copyProject();
    dirs.push(dir);
    edit(
      dir,
      "content/de/legal/terms.yaml",
      /content: \|\n/,
      'content: |\n  <p onclick="steal()">Hallo<script>alert(1)</script> <a href="javascript:alert(2)">x</a> <img src=x onerror=alert(3)></p>\n',
    );
    const out = new MemoryWriter();
    const error = await build(configFor({ root: dir, codeRoot: repoRoot }), out).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProblemsError);
    const found = (error as ProblemsError).problems.map((p) => `${p.code} ${p.at?.file}:${p.at?.line} ${messageOf(p)}`);
    for (const part of ["onclick=", "<script", "javascript:alert(2)", "<img"])
      expect(
        found.some((f) => f.startsWith("LegalHtmlChanged content/de/legal/terms.yaml:") && f.includes(`\`${part}`)),
      ).toBe(true);
    expect(out.files.size).toBe(0);
  });
});
