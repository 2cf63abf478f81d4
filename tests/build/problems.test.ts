// Bad input: every problem located at file:line:column, all at once, nothing written.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { configFor } from "../../generator/options.ts";
import { messageOf, ProblemsError } from "../../generator/problems/index.ts";
import { MemoryWriter } from "../../generator/write/write-output.ts";
import { build, copyForTest, edit, lineOf, repoRoot } from "./project.ts";

async function problemsOf(change: (dir: string) => void) {
  const writer = new MemoryWriter();
  const error = await build(configFor({ root: copyForTest(change), codeRoot: repoRoot }), writer).catch((e) => e);
  if (!(error instanceof ProblemsError)) throw error ?? new Error("the build succeeded, but a problem was expected");
  return { problems: error.problems, writer };
}

// The mistakes of tables beside this file are in mistakes.test.ts; these need more than an edit of a line.
describe("bad input is located where the editor shows it, and nothing is written", () => {
  it("a missing answer points at its question, with the YAML path", async () => {
    const { problems, writer } = await problemsOf((d) =>
      edit(d, "content/de/faq.yaml", /\n {8}a: >-\n {10}Ein DCC liefert Ihrem Netz(?:[^\n]*\n {10})*[^\n]*/, ""),
    );
    expect(problems.find((x) => x.code === "ValueMissing")!.at).toEqual({
      file: "content/de/faq.yaml",
      path: ["faqs", 0, "questions", 0], // the question the missing answer belongs to: where the editor shows it
      line: lineOf("content/de/faq.yaml", "- q: Welche Temperatur"),
      column: 9,
    });
    expect(writer.files.size).toBe(0);
  });

  it("a list shorter in English, named at the English file with the line of the German list", async () => {
    const { problems } = await problemsOf((d) =>
      edit(d, "content/en/faq.yaml", /\n {6}- q: [^\n]*\n {8}a: >-(?:\n {10}[^\n]*)*/, ""),
    );
    const p = problems.find((x) => x.code === "ContentParity")!;
    const german = lineOf("content/de/faq.yaml", "    questions:") + 1;
    expect(messageOf(p)).toContain(`has 6 items in English but 7 in German (German: content/de/faq.yaml:${german})`);
    expect(p.at?.file).toBe("content/en/faq.yaml");
  });

  it("an empty file", async () => {
    const { problems } = await problemsOf((d) => writeFileSync(join(d, "content/de/blog.yaml"), ""));
    expect(problems.map((p) => `${p.code}: ${messageOf(p)}`)).toEqual([
      "ContentFileEmpty: content/de/blog.yaml is empty",
    ]);
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

it("legal HTML is checked at build time: refuses scripts, event handlers, javascript: URLs and images, each at its line: none is dropped silently", async () => {
  const { problems, writer } = await problemsOf((d) =>
    edit(
      d,
      "content/de/legal/terms.yaml",
      /content: \|\n/,
      'content: |\n  <p onclick="steal()">Hallo<script>alert(1)</script> <a href="javascript:alert(2)">x</a> <img src=x onerror=alert(3)></p>\n',
    ),
  );
  const found = problems.map((p) => `${p.code} ${p.at?.file}:${p.at?.line} ${messageOf(p)}`);
  for (const part of ["onclick=", "<script", "javascript:alert(2)", "<img"])
    expect(
      found.some((f) => f.startsWith("LegalHtmlChanged content/de/legal/terms.yaml:") && f.includes(`\`${part}`)),
    ).toBe(true);
  expect(writer.files.size).toBe(0);
});
