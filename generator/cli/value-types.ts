// The kinds of value a flag or environment variable takes, each with the one parser every command uses for it:
// a value is read the same way wherever it is given, and refused with the same sentence.
import { resolve } from "node:path";
import { formatProblem } from "../problems/index.ts";
import { printable } from "../terminal-text.ts";
import { checkBaseUrl } from "../validate/check-base-url.ts";

/** A value, or the sentence that refuses the text it was read from (printed as is; the command exits 2). */
export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly refusal: string };

export interface ValueType<T> {
  /** How help shows the value (`<dir>`); absent for a switch, which takes no value on the command line. */
  readonly placeholder?: string;
  /** A switch's value when its flag is given (`--no-page-previews` → false). */
  readonly whenGiven?: T;
  /** The value from a flag's text or an environment variable's; `name` is `--port` or `SITEGEN_THREADS`. */
  readonly parse: (text: string, name: string) => Parsed<T>;
}

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const refused = (refusal: string): Parsed<never> => ({ ok: false, refusal });

/** A folder, resolved against the current folder as the shell would: `--out ../site` from wherever it is typed. */
export const folder: ValueType<string> = {
  placeholder: "<dir>",
  parse: (text, name) => (text === "" ? refused(`${name} wants a folder, not an empty value.`) : ok(resolve(text))),
};

/** A whole number from `min` to `max` (written with no more digits than `max`), or the sentence `wants`. */
const whole = (placeholder: string, min: number, max: number, wants: string): ValueType<number> => ({
  placeholder,
  parse: (text, name) =>
    new RegExp(`^\\d{1,${String(max).length}}$`).test(text) && Number(text) >= min && Number(text) <= max
      ? ok(Number(text))
      : refused(`${name} wants ${wants}, not "${printable(text)}".`),
});

export const port = whole("<n>", 0, 65535, "a whole number from 0 to 65535 (0 picks a free port)");

/** A thread count, 1 to 64; more than the cores is capped later, where the cores are known. */
export const threadCount = whole("<n>", 1, 64, "a whole number from 1 to 64");

export const megabytes = whole("<MB>", 8, 4096, "a whole number of megabytes from 8 to 4096");

/** By the rule of site.yaml's baseUrl: it ends up in every canonical link, so the command line gets no easier path. */
export const baseUrl: ValueType<string | undefined> = {
  placeholder: "<url>",
  parse: (text, name) => {
    const checked = checkBaseUrl(text, name === "SITE_BASE_URL" ? "SITE_BASE_URL" : "--base-url");
    return checked.ok ? ok(checked.value) : refused(formatProblem(checked.problem, new Map()).trimEnd());
  },
};

const ON = ["1", "true", "yes", "on"];
const OFF = ["0", "false", "no", "off"];

/** A switch: its flag gives `whenGiven`; a variable 1/true/yes/on turns it on, 0/false/no/off off (empty: unset). */
export function onOff(whenGiven: boolean): ValueType<boolean> {
  return {
    whenGiven,
    parse: (text, name) => {
      const word = text.trim().toLowerCase();
      if (ON.includes(word)) return ok(true);
      if (OFF.includes(word)) return ok(false);
      return refused(`${name} wants 1 (on) or 0 (off), not "${printable(text)}".`);
    },
  };
}
