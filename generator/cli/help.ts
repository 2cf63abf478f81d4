// `--help`, written from the definitions in commands.ts: every flag and variable a command parses has its line,
// with its value, its default and the variable that also sets it.
import { wrapWords } from "../terminal-text.ts";
import { COMMANDS, DEFAULTS, type AnyOption, type Command } from "./commands.ts";

const WIDTH = 120;
const EXITS =
  "Exit codes: 0 done; 1 problems found (each printed with how to fix it); 2 the command line or an environment variable was refused, or a bug in sitegen.";

export function mainHelp(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length)) + 2;
  return [
    "sitegen: builds the Rechenwärme website from site.yaml and content/.",
    "",
    "Usage: sitegen <command> [options]",
    "",
    "Commands:",
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}${c.summary}`),
    "",
    'Run "sitegen <command> --help" for the options of a command.',
  ].join("\n");
}

export function commandHelp(command: Command): string {
  const usage = command.usage ?? [[`sitegen ${command.name} [options]`, ""]];
  const flags = [...command.options.filter((o) => o.flag).map(flagRow), ["-h, --help", "show this help"] as const];
  const variables = command.options.filter((o) => o.env).map(envRow);
  return [
    `sitegen ${command.name}: ${command.summary}.`,
    ...(command.about ? ["", command.about] : []),
    "",
    "Usage:",
    ...table(usage),
    "",
    "Options:",
    ...table(flags),
    ...(variables.length > 0 ? ["", "Environment:", ...table(variables)] : []),
    "",
    wrap(EXITS, "", WIDTH).join("\n"),
  ].join("\n");
}

/** `--port <n>` and its line: the help, the default, the variable that also sets it. */
function flagRow(option: AnyOption): readonly [string, string] {
  const value = option.type.placeholder ? ` ${option.type.placeholder}` : "";
  const fallback = option.defaultLabel ?? (option.type.placeholder ? DEFAULTS[option.key] : undefined);
  const notes = [
    ...(fallback !== undefined ? [`default: ${String(fallback)}`] : []),
    ...(option.env ? [`env: ${option.env}`] : []),
  ];
  return [`${option.flag}${value}`, `${option.help}${notes.length > 0 ? ` (${notes.join("; ")})` : ""}`];
}

/** `SITEGEN_THREADS=<n>` and its line; a switch's variable is shown with 1, which turns it on. */
function envRow(option: AnyOption): readonly [string, string] {
  const text = option.flag ? (option.envHelp ?? `as ${option.flag}`) : option.help;
  return [`${option.env}=${option.type.placeholder ?? "1"}`, text];
}

function table(rows: readonly (readonly [string, string])[]): string[] {
  const left = Math.max(...rows.map(([name]) => name.length)) + 2;
  return rows.flatMap(([name, text]) => {
    const [first = "", ...rest] = wrap(text, " ".repeat(left + 2), WIDTH - left - 2);
    return [`  ${name.padEnd(left)}${first}`.trimEnd(), ...rest];
  });
}

/** `text` in lines of at most `width` characters (a longer word stays whole); lines after the first indented. */
function wrap(text: string, indent: string, width: number): string[] {
  return text
    .split("\n")
    .flatMap((paragraph) => wrapWords(paragraph, (line) => line.length <= width))
    .map((line, i) => (i === 0 ? line : `${indent}${line}`.trimEnd()));
}
