// Proper names in running text that the browser must treat apart from the words around them, and the joints of
// long compounds where a line may break (typeset/names.ts marks both). Optional.
import { z } from "zod";
import { doc, docTable } from "./doc.ts";
import { language, text } from "./text.ts";

const field = docTable(`
name | Name | The name as the copy writes it, matched as whole words with their case; {product} and the other placeholders of copy may stand for it | Der Name, wie ihn die Texte schreiben, als ganze Wörter mit ihrer Schreibung gesucht; {product} und die anderen Platzhalter der Texte dürfen für ihn stehen | Bundesförderung für effiziente Wärmenetze
lang | Sprache | Its language: on pages of another language it is marked with it, so browsers hyphenate it and screen readers read it in it | Seine Sprache: auf Seiten einer anderen Sprache wird er damit ausgezeichnet, damit Browser ihn nach ihr trennen und Screenreader ihn in ihr vorlesen | "de"
whole | Nie trennen | Never hyphenated, on pages of every language (a product or company name) | Nie getrennt, auf den Seiten jeder Sprache (ein Produkt- oder Firmenname) | true
`);

export const namesSchema = doc(
  z
    .array(
      z
        .strictObject({
          name: field(text.max(120), "name"),
          lang: field(language.optional(), "lang"),
          whole: field(z.literal(true).optional(), "whole"),
        })
        .refine((entry) => entry.lang !== undefined || entry.whole === true, {
          error: "needs `lang`, `whole: true` or both: a name with neither is marked nowhere",
        }),
    )
    .default([]),
  {
    en: "Names in running text: each found in the copy is marked with its language or kept whole (content/README.md#names)",
    de: "Namen im Fließtext: jeder, den die Texte schreiben, wird mit seiner Sprache ausgezeichnet oder nie getrennt (content/README.md#names)",
    label: "Namen im Fließtext",
  },
);

/** Nouns only: a scan for them costs about 1 % of a build, one for words in lower case three times that. */
export const jointsSchema = doc(
  z.array(text.regex(/^\p{Lu}[^|\s]*(?:\|[^|\s]+)+$/u, "is a noun with a | at each joint: Netz|anschluss")).default([]),
  {
    en: "Long compound nouns with a | at each joint: wherever the copy writes one, a line may break there and nowhere else in it (content/README.md#glossary)",
    de: "Lange zusammengesetzte Substantive mit einem | an jeder Fuge: Wo die Texte eines schreiben, darf eine Zeile dort umbrechen und nirgends sonst darin (content/README.md#glossary)",
    label: "Trennfugen langer Wörter",
  },
  ["Netz|anschluss"],
);
