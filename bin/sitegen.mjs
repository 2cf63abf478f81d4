#!/usr/bin/env node
// Starts the CLI from a bundle of generator/ and templates/ that esbuild refreshes when a source changed:
// a cheap start (no TypeScript compiler at run time) that is never stale.
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

// React's development build renders several times slower; the generator always wants production.
process.env.NODE_ENV ??= "production";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const cacheDir = join(root, "node_modules", ".cache", "sitegen");

function newestSource() {
  let newest = statSync(fileURLToPath(import.meta.url)).mtimeMs;
  // The bundle holds copies of React, zod & co.: an installation that changed them (npm ci after an upgrade) re-bundles.
  for (const file of ["package.json", "package-lock.json"])
    if (existsSync(join(root, file))) newest = Math.max(newest, statSync(join(root, file)).mtimeMs);
  const installed = join(root, "node_modules", ".package-lock.json");
  if (existsSync(installed)) newest = Math.max(newest, statSync(installed).mtimeMs);
  // Walked by hand: Node 20's readdirSync({ recursive: true }) takes about ten times as long (20 ms against 2), and
  // join() for each file two to five times as long as the string.
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|tsx)$/.test(entry.name)) newest = Math.max(newest, statSync(path).mtimeMs);
    }
  };
  walk(join(root, "generator"));
  walk(join(root, "templates"));
  return newest;
}

// Bundled in: what every build loads (React, zod, sanitize-html and htmlparser2, yaml, typograf, diff, the Radix
// widgets, the lucide icons used). One file compiles faster than a few hundred module files resolved and read one by
// one (yaml alone: 38 ms from its 72 files, 8 bundled). Left out: native modules and what only some commands load
// (esbuild, lightningcss, resvg, tinypool, linkinator …), imported where first used.
const BUNDLED = new Set([
  "react",
  "react-dom",
  "zod",
  "sanitize-html",
  "@radix-ui/react-accordion",
  "@radix-ui/react-slider",
  "lucide-react",
  "yaml",
  "htmlparser2",
  "diff",
  "typograf",
]);
// Bundled packages carry much more than a build uses, and all of it is compiled at every start:
// react-dom/server also holds the streaming renderer (we call renderToStaticMarkup and renderToString,
// which live in its "legacy" file), zod exports its messages in 64 languages (we report in English),
// htmlparser2 its DOM builder and serializer (we and sanitize-html use its Parser), and sanitize-html loads postcss
// for style attributes (the legal allowlist has none: loaded from node_modules if ever called).
// Leaving them out makes the bundle 1 MB smaller.
const leanPackages = {
  name: "lean-packages",
  setup(build) {
    build.onResolve({ filter: /^react-dom\/server$/ }, () => ({
      path: join(root, "node_modules", "react-dom", "cjs", "react-dom-server-legacy.node.production.js"),
    }));
    build.onResolve({ filter: /^htmlparser2$/ }, () => ({
      path: join(root, "node_modules", "htmlparser2", "dist", "commonjs", "Parser.js"),
    }));
    build.onResolve({ filter: /^postcss$/ }, (args) =>
      /[\\/]sanitize-html[\\/]/.test(args.importer) ? { path: "postcss", namespace: "on-first-call" } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: "on-first-call" }, () => ({
      contents: `import { createRequire } from "node:module";
        export const parse = (...args) => createRequire(require.resolve("sanitize-html"))("postcss").parse(...args);`,
      loader: "js",
    }));
    build.onResolve({ filter: /\/locales\/index\.js$/ }, (args) =>
      /[\\/]zod[\\/]/.test(args.importer)
        ? { path: join(dirname(args.importer), "..", "locales", "index.js"), namespace: "zod-locales" }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: "zod-locales" }, (args) => ({
      contents: 'export { default as en } from "./en.js";',
      resolveDir: dirname(args.path),
      loader: "js",
    }));
  },
};
// Generator, templates and the packages they need are one CommonJS script (`sitegen-<hash>.cjs`), which a module
// beside it (`start.mjs`) runs as a `vm.Script`: Node 20 keeps no compiled code of ES modules, but a script can be
// given V8's code cache, which the first command of a version writes beside it (`.v8cache`) when it ends, with the
// functions that command compiled (docs/architecture.md, 17; the first build's replaces another command's). V8 checks
// a cache against the script's length only: the script is named by its content's hash, so a cache never meets another
// text. A cache V8 rejects (another Node, other flags) is written again; none (a read-only node_modules) costs only
// that time. One script for the CLI, its page threads and dev sessions: a worker's functions come compiled from the
// command's cache (tinypool ends its workers before an "exit" of theirs could write one). The script's `import.meta`
// is its URL and the starter's resolution.
const starter = (script) => `import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import Module, { createRequire } from "node:module";
import { dirname } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Script } from "node:vm";
import { isMainThread, threadId } from "node:worker_threads";
const file = fileURLToPath(new URL(${JSON.stringify(`./${script}`)}, import.meta.url));
const text = readFileSync(file, "utf8");
const module = Object.assign(new Module(file), { filename: file, paths: Module._nodeModulePaths(dirname(file)) });
module.importMeta = { url: pathToFileURL(file).href, resolve: (specifier) => import.meta.resolve(specifier) };
// Node maps a stack through a source map only in code it compiled itself (node --enable-source-maps).
if (process.sourceMapsEnabled) module._compile(text, file);
else {
  // A cache holds the functions its command compiled: a build's (or dev's) serves every command; one another command
  // wrote (--help, check: a warm build then takes 30 ms longer) serves until the first build writes its own.
  const [full, partial] = [file + ".v8cache", file + ".partial.v8cache"];
  const builds = isMainThread && ["build", "dev"].includes(process.argv[2]);
  let cachedData, read;
  for (const path of [full, partial]) if (!cachedData) try { cachedData = readFileSync(path); read = path; } catch {}
  const wrapped = "(function (exports, require, module, __filename, __dirname) {" + text + "\\n})";
  const script = new Script(wrapped, { filename: file, cachedData });
  script.runInThisContext()(module.exports, createRequire(file), module, file, dirname(file));
  if (script.cachedDataRejected !== false || (builds && read !== full))
    process.once("exit", () => {
      const [target, temporary] = [builds ? full : partial, file + ".v8cache." + process.pid + "-" + threadId];
      try {
        writeFileSync(temporary, script.createCachedData());
        renameSync(temporary, target);
        if (read && read !== target) rmSync(read, { force: true }); // rejected, or a lesser command's
      } catch {}
    });
}
export default module.exports;
`;
// A package left out is required (ES modules too, as Node 20.19 can), never imported: once V8 took a script's code
// from its cache, Node 20 finds no loader for the script's import(). Each through a module of its own, which gives its
// namespace as import() would: an ES module's default export, a CommonJS module's exports (esbuild, for code in a
// package of "type": "module", would make a required ES module's whole namespace its default export).
const leftOut = (names) => ({
  name: "left-out",
  setup(build) {
    build.onResolve(
      { filter: new RegExp(`^(${names.join("|").replace(/[.]/g, "\\.")})(/|$)`) },
      ({ path, namespace }) => (namespace === "left-out" ? { path, external: true } : { path, namespace: "left-out" }),
    );
    build.onLoad({ filter: /.*/, namespace: "left-out" }, ({ path }) => ({
      contents: `export * from ${JSON.stringify(path)}; export { default } from ${JSON.stringify(path)};`,
      loader: "js",
    }));
  },
});
// One folder per version of the sources (named by the newest source's time), never changed once in place: a command
// still running from an older version (a `sitegen dev` whose code was edited since) starts its threads from its own
// folder, whatever a newer command bundles meanwhile. Each command marks the version it runs (`<version>.run-<pid>`)
// before it looks for it, and no command removes a marked version: other checkouts sharing this cache (worktrees, a
// monorepo) may have bundled any number of newer ones.
const VERSION = /^cli-[0-9a-z]+$/;
const bundleDir = join(cacheDir, `cli-${Math.trunc(newestSource()).toString(36)}`);
const bundle = join(bundleDir, "start.mjs");
/** How many versions are kept besides those a running command marks. */
const KEPT_VERSIONS = 4;
const running = (pid) => {
  try {
    return process.kill(pid, 0);
  } catch (error) {
    return error.code === "EPERM";
  }
};
const mark = `${bundleDir}.run-${process.pid}`;
mkdirSync(cacheDir, { recursive: true });
writeFileSync(mark, "");
process.once("exit", () => rmSync(mark, { force: true }));
/** Whether a running command marks `version`; the marks of commands that ended without removing theirs go. */
const marked = (version) =>
  readdirSync(cacheDir)
    .filter((name) => name.startsWith(`${version}.run-`))
    .some((name) => {
      if (running(Number(name.slice(version.length + 5)))) return true;
      rmSync(join(cacheDir, name), { force: true }); // its command ended without removing it
      return false;
    });

if (!existsSync(bundle)) {
  // Written to a folder of its own and renamed into place whole, so a failed bundle never leaves a CLI without its
  // script, and of two commands bundling the same version at once, the first one's folder stays.
  const esbuild = await import("esbuild");
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  const next = `${bundleDir}.next-${process.pid}`;
  rmSync(next, { recursive: true, force: true });
  try {
    // The CLI's run(), and what worker-pool.ts and session-host.ts start in a worker (the first session of sitegen dev).
    const { metafile } = await esbuild.build({
      stdin: {
        contents: `export { run } from "./generator/cli.ts";
          export const pages = () => import("./generator/pool/pool-worker.ts");
          export const session = () => import("./generator/dev/dev-session.ts");`,
        resolveDir: root,
        sourcefile: "sitegen",
        loader: "ts",
      },
      bundle: true,
      platform: "node",
      target: "node20",
      define: { "process.env.NODE_ENV": '"production"', "import.meta": "importMeta" },
      banner: { js: "var importMeta = module.importMeta;" },
      logLevel: "error",
      outdir: next,
      entryNames: "sitegen-[hash]", // the hash of its content: page-cache.ts reads the code's version from the names
      outExtension: { ".js": ".cjs" },
      format: "cjs",
      plugins: [
        leftOut(Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((n) => !BUNDLED.has(n))),
        leanPackages,
      ],
      jsx: "automatic",
      sourcemap: "linked", // .map files beside the bundle: `node --enable-source-maps bin/sitegen.mjs` maps a stack to the sources
      metafile: true,
    });
    const script = Object.keys(metafile.outputs).find((output) => output.endsWith(".cjs"));
    writeFileSync(join(next, "start.mjs"), starter(basename(script)));
    writeFileSync(
      join(next, "pool-worker.mjs"),
      'import code from "./start.mjs"; export default (await code.pages()).default;',
    );
    writeFileSync(join(next, "dev-session.mjs"), 'import code from "./start.mjs"; await code.session();');
  } catch (error) {
    rmSync(next, { recursive: true, force: true });
    throw error;
  }
  try {
    renameSync(next, bundleDir);
  } catch (error) {
    if (!existsSync(bundle)) throw error; // else another command put the same version in place first
    rmSync(next, { recursive: true, force: true });
  }
  // The oldest versions that no command marks go, and the folders of the form before versions (`cli`, `cli.old-*`)
  // and of bundles whose command ended without putting them in place.
  const versions = readdirSync(cacheDir)
    .filter((name) => VERSION.test(name))
    .sort((a, b) => parseInt(b.slice(4), 36) - parseInt(a.slice(4), 36));
  const leftovers = readdirSync(cacheDir).filter((name) => {
    const pid = /^cli(?:-[0-9a-z]+)?\.(?:old|next)-(\d+)$/.exec(name)?.[1];
    return name === "cli" || (pid !== undefined && !running(Number(pid))); // another command's bundle in the making stays
  });
  for (const name of leftovers) rmSync(join(cacheDir, name), { recursive: true, force: true });
  // Every version's marks are looked at, so those of commands that ended go too.
  for (const name of versions.filter((version, i) => !marked(version) && i >= KEPT_VERSIONS)) {
    // Moved aside first: a command that marks the version meanwhile either finds it gone (and bundles it again) or
    // is seen marking it here, and gets it back.
    const aside = join(cacheDir, `${name}.old-${process.pid}`);
    try {
      renameSync(join(cacheDir, name), aside);
    } catch {
      continue; // another command moved it
    }
    if (marked(name) && !existsSync(join(cacheDir, name))) renameSync(aside, join(cacheDir, name));
    else rmSync(aside, { recursive: true, force: true });
  }
}

const { default: code } = await import(pathToFileURL(bundle).href);
await code.run(process.argv.slice(2), root);
