// The glossary: per language, the term the copy uses, the variants the build refuses and why. Optional.
import { z } from "zod";
import { doc, docTable } from "./doc.ts";
import { text } from "./text.ts";

const field = docTable(`
use | Verwenden | The term the copy uses | Der Begriff, den die Texte verwenden | Beratungsgespräch
refuse | Abgelehnt | Variants the build refuses in content/, with \`use\` as the fix | Varianten, die der Build in content/ ablehnt, mit \`use\` als Korrektur | ["Erstgespräch"]
reason | Begründung | Why, in a few words, for the editor who meets the refusal | Warum, in wenigen Worten, für die Person, die auf die Ablehnung stößt | One name for the free call
allow | Erlaubt | Phrases in which a refused variant is right after all (a legal term quoted as the law writes it) | Wendungen, in denen eine abgelehnte Variante doch richtig ist (ein Rechtsbegriff, zitiert wie im Gesetz) | ["kommunale Eigenbetriebe"]
`);

const terms = z.array(
  z.strictObject({
    use: field(text.max(100), "use"),
    refuse: field(z.array(text.max(100)).min(1), "refuse"),
    reason: field(text, "reason"),
    allow: field(z.array(text.max(200)).optional(), "allow"),
  }),
);

export const glossarySchema = doc(
  z
    .strictObject({
      de: doc(terms, { en: "German", de: "Deutsch", label: "Deutsch" }),
      en: doc(terms, { en: "English", de: "Englisch", label: "Englisch" }),
    })
    .default({ de: [], en: [] }),
  {
    en: "The site's terms per language: a refused variant anywhere in content/ stops the build (content/README.md#glossary)",
    de: "Die Begriffe der Website je Sprache: Eine abgelehnte Variante irgendwo in content/ hält den Build an (content/README.md#glossary)",
    label: "Glossar",
  },
);
