// The module bin/sitegen.mjs bundles: the CLI's run() and nothing else.
export { run } from "./cli.ts";
