// The catalogue's problems of the two languages saying the same thing (and the lock file).
import { kind, lang } from "./kind.ts";

/** „zum“, „inhalt“ */
const quoted = (words: readonly string[]) => words.map((word) => `„${word}“`).join(", ");

export const TRANSLATION_PROBLEMS = {
  ContentLanguage: kind<{ key: string; found: "de" | "en"; confidence: number }>({
    title: "a German file holds English text, or an English file German text (language identification)",
    message: (f) =>
      `\`${f.key}\` reads as ${lang(f.found)} (confidence ${f.confidence.toFixed(2)}), in the ${lang(f.found === "de" ? "en" : "de")} file`,
    hint: (f) =>
      `Translate it into ${lang(f.found === "de" ? "en" : "de")}. A name or quoted title (under 20 words) that both files hold word for word is never judged.`,
    docs: "translations",
  }),
  ContentLanguageSentence: kind<{
    key: string;
    found: "de" | "en";
    sentence: string;
    /** eld's confidence, or the words of the other language's list (a sentence too short for eld). */
    confidence?: number;
    words?: readonly string[];
  }>({
    title: "a sentence of another language inside a text of the file's language (pasted or left over)",
    message: (f) =>
      `a sentence of \`${f.key}\` reads as ${lang(f.found)} (${f.words ? quoted(f.words) : `confidence ${f.confidence?.toFixed(2)}`}), in the ${lang(f.found === "de" ? "en" : "de")} file: „${f.sentence}“`,
    hint: (f) =>
      `Translate this sentence into ${lang(f.found === "de" ? "en" : "de")}, or delete it if the text already says it.`,
    docs: "translations",
  }),
  ContentLanguageLabel: kind<{
    key: string;
    text: string;
    found: "de" | "en";
    words: readonly string[];
    segment?: string;
    /** A value of site.yaml (a file of both languages), bound to one language by its key. */
    site?: true;
  }>({
    title: "a label, category or other short text in the other language (judged by its words)",
    message: (f) =>
      `\`${f.key}\` „${f.text}“ is ${lang(f.found)} (${quoted(f.words)}), ${f.segment ? `the label of the ${lang(f.found === "de" ? "en" : "de")} path segment \`${f.segment}\`` : `in the ${lang(f.found === "de" ? "en" : "de")} ${f.site ? "value" : "file"}`}`,
    hint: (f) =>
      `Translate it into ${lang(f.found === "de" ? "en" : "de")}. Names, loanwords („Blog“, „Workshop“) and an English name the German file holds word for word are never flagged.`,
    docs: "translations",
  }),
  TranslationValueDiffers: kind<{ key: string; en: string; de: string; germanAt: string; order: boolean }>({
    title: "a date, number, page id, icon or the order of linked pages differs between the two languages",
    message: (f) =>
      `\`${f.key}\` is ${JSON.stringify(f.en)} in English but ${JSON.stringify(f.de)} in German (${f.germanAt})`,
    hint: (f) =>
      f.order
        ? "Both languages list the same pages in the same order: reorder this list like the German one, or both."
        : `Dates, numbers and page ids are the same in both languages: write ${JSON.stringify(f.de)} here, or change the German file if it is the one that is wrong.`,
    docs: "translations",
  }),
  TranslationOutdated: kind<{
    key: string;
    changed: "de" | "en" | "both" | "values";
    other: string;
    diff: string;
    values: string;
    at: string;
  }>({
    warning: true,
    title: "a translated field changed on one side, or a site.yaml value it depends on, since it was confirmed",
    message: (f) => {
      const since = f.values && `${f.values} since this text was confirmed`;
      if (f.changed === "values") return `\`${f.key}\`: ${since} (${f.other})`;
      const changed =
        f.changed === "both"
          ? `\`${f.key}\` changed in both languages since it was confirmed (${f.other})`
          : `\`${f.key}\`: the ${lang(f.changed)} text changed since it was confirmed (${f.other}): ${f.diff}`;
      return since ? `${changed}; ${since}` : changed;
    },
    hint: (f) =>
      f.changed === "values"
        ? `Check that both texts still say what the new value means (a number derived from it by hand), then run \`sitegen translations confirm ${f.at}\`.`
        : `Bring ${f.changed === "de" ? "the English text" : f.changed === "en" ? "the German text" : "the two texts"} in line, then run \`sitegen translations confirm ${f.at}\`.`,
    docs: "translations",
  }),
  TranslationLockInvalid: kind<{ reason: string }>({
    title: "a line of `content/translations.lock.yaml` that cannot be read (a merge conflict, a hand edit)",
    message: (f) => `content/translations.lock.yaml: ${f.reason}; this line confirms nothing`,
    hint: () =>
      "Do not edit the lock file by hand: resolve a conflict by taking either side, then run `sitegen translations` and confirm the fields you checked (`sitegen translations confirm --all` after a full review).",
    docs: "translations",
  }),
  TranslationLockStale: kind<{ key: string }>({
    warning: true,
    title: "the lock file confirms a field that no longer exists",
    message: (f) => `content/translations.lock.yaml confirms \`${f.key}\`, which no longer exists in either language`,
    hint: () => "Run `sitegen translations confirm --all` after checking the other fields, or delete the line.",
    docs: "translations",
  }),
} as const;
