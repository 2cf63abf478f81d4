// argv → the resolved configuration of a command → build / check / dev / preview / translations. The only place
// that sets the exit code: 0 done, 1 problems (or an error of the environment), 2 a refused command line or a bug.
import { commandNamed } from "./cli/commands.ts";
import { resolveConfig, type Config } from "./cli/config.ts";
import { failureText } from "./problems/report.ts";
import { commandHelp, mainHelp } from "./cli/help.ts";
import { runDev, runPreview } from "./cli/serve-commands.ts";
import { printableLine } from "./terminal-text.ts";

type Exit = 0 | 1 | 2;

/**
 * `codeRoot` is given by bin/sitegen.mjs: the bundled module cannot tell from its own location. `env` is read only
 * here (the tests run a command in their own process with an environment of their own).
 */
export async function main(
  argv: readonly string[],
  codeRoot = process.cwd(),
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<Exit> {
  const [name, ...args] = argv;
  if (name === "--help" || name === "-h" || name === "help") {
    console.log(mainHelp());
    return 0;
  }
  if (name === undefined) {
    console.error(mainHelp());
    return 2;
  }
  const command = commandNamed(name);
  if (!command) {
    console.error(`Unknown command "${printableLine(name)}". Run "sitegen --help" for the list of commands.`);
    return 2;
  }
  const resolved = resolveConfig(command, args, { env, codeRoot });
  if (resolved.kind === "help") {
    console.log(commandHelp(command));
    return 0;
  }
  if (resolved.kind === "refused") {
    console.error(resolved.refusal);
    return 2;
  }
  return runCommand(resolved.config);
}

/** Loaded when it runs: a build never loads the servers, dev's main thread never loads the build. */
async function runCommand(config: Config): Promise<Exit> {
  switch (config.command) {
    case "build":
      return (await import("./cli/build-command.ts")).runBuild(config);
    case "check":
      return (await import("./check/run-check.ts")).runCheck(config);
    case "dev":
      return runDev(config);
    case "preview":
      return runPreview(config);
    case "translations":
      return (await import("./translations/cli.ts")).runTranslations(config);
  }
}

/** Runs the CLI: problems exit 1 with no stack; anything else is a generator bug: exit 2 with its stack. */
export async function run(argv: readonly string[], codeRoot?: string): Promise<void> {
  try {
    process.exitCode = await main(argv, codeRoot);
  } catch (error) {
    console.error(failureText(error, "").text);
    process.exitCode = 2;
  }
}
