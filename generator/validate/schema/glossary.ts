// The glossary of site.yaml: per language, the term the copy uses, the variants the build refuses (validate/glossary.ts)
// and why. Optional: a site without one checks no terms.
import { z } from "zod";
import { doc } from "./doc.ts";
import { text } from "./text.ts";

const terms = z.array(
  z.strictObject({
    use: doc(text.max(100), "The term the copy uses", "Beratungsgespräch"),
    refuse: doc(z.array(text.max(100)).min(1), "Variants the build refuses in content/, with `use` as the fix", [
      "Erstgespräch",
    ]),
    reason: doc(text, "Why, in a few words, for the editor who meets the refusal", "One name for the free call"),
    allow: doc(
      z.array(text.max(200)).optional(),
      "Phrases in which a refused variant is right after all (a legal term quoted as the law writes it)",
      ["kommunale Eigenbetriebe"],
    ),
  }),
);

export const glossarySchema = doc(
  z.strictObject({ de: doc(terms, "German"), en: doc(terms, "English") }).default({ de: [], en: [] }),
  "The site's terms per language: a refused variant anywhere in content/ stops the build (content/README.md#glossary)",
);
