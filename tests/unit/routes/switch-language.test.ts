import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { parse } from "yaml";
import { counterpartPath, isEnglishPath, languagePairs } from "../../../generator/routes/switch-language.ts";
import { EXPECTED } from "../../spec-routes.ts";

// The route table as site.yaml holds it; the expectations are spec §2's routes (tests/spec-routes.ts).
const pairs = languagePairs(parse(readFileSync(new URL("../../../site.yaml", import.meta.url), "utf8")).routes);

it.each([
  // from, to, why
  ...EXPECTED.map(({ path, switchTo }) => [path, switchTo, "a route of the site"]),
  ["/impressum", "/en/imprint", "legal pair"],
  ["/en/imprint", "/impressum", "legal pair, back"],
  ["/datenschutz", "/en/privacy", "legal pair"],
  ["/en/privacy", "/datenschutz", "legal pair, back"],
  ["/agb", "/en/terms", "legal pair"],
  ["/en/terms", "/agb", "legal pair, back"],
  ["/neu", "/en/neu", "unpaired German path gains the prefix"],
  ["/en/new", "/new", "unpaired English path loses the prefix"],
  ["/en/", "/", "losing the prefix never leaves an empty path"],
  ["/en/foerderung", "/foerderung", "unknown English path loses the prefix"],
  ["/entwicklung", "/en/entwicklung", "a German path that merely starts with 'en'"],
])("counterpartPath over every route of the site: %s → %s (%s)", (from, to) => {
  expect(counterpartPath(from, pairs)).toBe(to);
});

it.each([
  ["/en", true, "the English home"],
  ["/en/faq", true, "below /en"],
  ["/entwicklung", false, "German word starting with en"],
  ["/", false, "German home"],
])("isEnglishPath: %s → %s (%s)", (path, expected) => {
  expect(isEnglishPath(path)).toBe(expected);
});
