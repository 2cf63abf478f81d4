// ` #` after plain text in a content file drops the rest of the line: found at the `#`, and only there.
import { describe, expect, it } from "vitest";
import { messageOf } from "../../../generator/problems/index.ts";
import { droppedComments } from "../../../generator/load/dropped-comments.ts";
import { parseSource } from "../../../generator/load/parse-yaml.ts";

const found = (text: string) =>
  droppedComments(parseSource("content/de/faq.yaml", text)).map((p) => `${p.at?.line}:${p.at?.column} ${messageOf(p)}`);

describe("droppedComments", () => {
  it.each([
    [
      "header: Häufige Fragen #1 der Stadtwerke\n",
      "1:24 the page would show „Häufige Fragen“ and drop „#1 der Stadtwerke“",
    ],
    ["items:\n  - Erstens #wichtig\n", "2:13 the page would show „Erstens“ and drop „#wichtig“"],
    ["a:\n  b: Text # Notiz\r\n", "2:11 the page would show „Text“ and drop „# Notiz“"],
    ["lead: Wärme aus\n  Rechenzentren #neu\n", "2:17 the page would show „Wärme aus Rechenzentren“ and drop „#neu“"],
  ])("%j → %s", (text, problem) => {
    expect(found(text)).toEqual([`${problem}: YAML reads \` #\` as the start of a comment`]);
  });

  it.each([
    ['header: "Häufige Fragen #1"\n', "in double quotes"],
    ['header: "Häufige Fragen" # Notiz\n', "a comment after quoted text: nothing of it is lost"],
    ["header: 'Häufige Fragen #1'\n", "in single quotes"],
    ["text: |\n  Zeile #1\n  Zeile #2\nnext: ok\n", "in a literal block"],
    ["text: >-\n  Zeile #1\n\n  Zeile #2\n", "in a folded block, across an empty line"],
    ["# Kommentar\nheader: Fragen\n  # eingerückt\n", "a line that is only a comment"],
    ["header: Fragen#1\n", "a # without a space before it"],
    ["cta: { label: Mehr #1, to: faq }\n", "in a flow mapping (left to the schema)"],
  ])("%j: nothing dropped (%s)", (text) => {
    expect(found(text)).toEqual([]);
  });
});
