// argv + environment → the one Config of a command (options.ts): its flags and environment variables read by the
// definitions of commands.ts, each checked by its type, then frozen. Nothing after this reads process.env or argv.
import { statSync } from "node:fs";
import { availableParallelism } from "node:os";
import { configFor, type Config } from "../options.ts";
import { parseArgs } from "node:util";
import type { Problem } from "../model.ts";
import { printable } from "../terminal-text.ts";
import { checkOutDir } from "../write/out-dir.ts";
import { DEFAULTS, type AnyOption, type Command, type CommandName, type Settings } from "./commands.ts";

export type { Config };

/** The outcome of reading a command line: the configuration, a request for help, or the sentence refusing it. */
export type Resolved =
  | { readonly kind: "config"; readonly config: Config }
  | { readonly kind: "help" }
  | { readonly kind: "refused"; readonly refusal: string };

export interface Surroundings {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly codeRoot: string;
  readonly cores?: number;
}

export function resolveConfig(command: Command, args: readonly string[], around: Surroundings): Resolved {
  const { tokens } = parseArgs({
    args: [...args],
    options: parserOptions(command),
    strict: false, // unknown flags and stray words are refused below, in sentences of ours
    allowPositionals: true,
    tokens: true,
  });
  if (tokens.some((t) => t.kind === "option" && t.name === "help")) return { kind: "help" };
  const more = `Run "sitegen ${command.name} --help" for the options.`;
  const refuse = (sentence: string): Resolved => ({ kind: "refused", refusal: `${sentence} ${more}` });
  const settings: Record<string, unknown> = { ...DEFAULTS };
  const given = new Set<AnyOption>();
  const positionals: string[] = [];
  for (const token of tokens) {
    if (token.kind === "option-terminator") continue;
    if (token.kind === "positional") {
      if (!command.usage) return refuse(`sitegen ${command.name} takes no argument "${printable(token.value)}".`);
      positionals.push(token.value);
      continue;
    }
    const option = command.options.find((o) => o.flag === token.rawName);
    if (!option) return refuse(`sitegen ${command.name} has no option ${printable(token.rawName)}.`);
    const value = read(option, token.value, token.inlineValue);
    if (!value.ok) return { kind: "refused", refusal: value.refusal };
    settings[option.key] = value.value;
    given.add(option);
  }
  for (const option of command.options) {
    const text = option.env ? around.env[option.env] : undefined;
    if (given.has(option) || text === undefined || text === "") continue; // the flag wins; empty is unset
    const value = option.type.parse(text, option.env!);
    if (!value.ok) return { kind: "refused", refusal: value.refusal };
    settings[option.key] = value.value;
  }
  return { kind: "config", config: finish(command.name, settings as unknown as Settings, positionals, around) };
}

function parserOptions(command: Command): Record<string, { type: "string" | "boolean"; short?: string }> {
  const options: Record<string, { type: "string" | "boolean"; short?: string }> = {
    help: { type: "boolean", short: "h" },
  };
  for (const option of command.options)
    if (option.flag) options[option.flag.slice(2)] = { type: option.type.placeholder ? "string" : "boolean" };
  return options;
}

/** A flag's value from its token: a switch takes none, any other flag exactly one. */
function read(option: AnyOption, text: string | undefined, inline: boolean | undefined) {
  const flag = option.flag!;
  if (option.type.placeholder === undefined) {
    if (text !== undefined) return { ok: false as const, refusal: `${flag} takes no value, not "${printable(text)}".` };
    return { ok: true as const, value: option.type.whenGiven };
  }
  // `--port --quiet` is a forgotten value, not the port "--quiet"; `--root=-odd` still names such a folder.
  if (text === undefined || (!inline && text.startsWith("-")))
    return { ok: false as const, refusal: `${flag} wants a value: ${flag} ${option.type.placeholder}.` };
  return option.type.parse(text, flag);
}

function finish(command: CommandName, settings: Settings, positionals: string[], around: Surroundings): Config {
  const cores = around.cores ?? availableParallelism();
  // More threads than cores only add start-up time and memory (the pool also starts no more than there are pages).
  const threads =
    settings.threads === undefined
      ? { count: Math.min(cores, 4), exactly: false }
      : { count: Math.min(settings.threads, cores), exactly: true };
  return configFor({
    ...settings,
    command,
    codeRoot: around.codeRoot,
    threads: Object.freeze(threads),
    positionals: Object.freeze(positionals),
    environment: Object.freeze({ ...around.env }),
  });
}

/** Why check and preview cannot read the output folder (it is no folder), or undefined: one sentence, exit 1. */
export function unbuiltRefusal(config: Config): string | undefined {
  if (statSync(config.out, { throwIfNoEntry: false })?.isDirectory()) return undefined;
  return `${printable(config.out)} is no folder: run "sitegen build" first, or name the built folder with --out <dir>.`;
}

/** Why the output folder must not be replaced (build, dev), or undefined: checked before anything is touched. */
export function outDirProblem(config: Config): Problem | undefined {
  return checkOutDir(config.out, [config.root, config.codeRoot]);
}
