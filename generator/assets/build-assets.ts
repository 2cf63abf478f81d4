// Client bundles (esbuild) and the stylesheet (lightningcss) → hashed files under dist/assets/.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { deserialize, serialize } from "node:v8";
import type { BuildOptions } from "esbuild";
import { INTER_WOFF2 } from "../images/raster.ts";
import type { AssetManifest, OutputFile } from "../model.ts";
import type { SiteConfig } from "../validate/schema/site.ts";
import { readIfAny } from "../fs-errors.ts";
import { readEntry, writeEntry } from "../write/atomic.ts";

export interface BuiltAssets {
  readonly manifest: AssetManifest;
  readonly files: readonly OutputFile[];
}

export interface AssetOptions {
  readonly root: string;
  readonly dev?: boolean;
}

/** Cached on disk under the hash of everything it is made from: saves about 250 ms of a 29-page build. */
export async function buildAssets(options: AssetOptions, config: SiteConfig): Promise<BuiltAssets> {
  const file = join(options.root, "node_modules", ".cache", "sitegen", "assets", `${assetKey(options, config)}.v8`);
  const kept = readEntry(file); // a missing or damaged entry is rebuilt
  if (kept) return deserialize(kept) as BuiltAssets;
  const built = await buildAssetsUncached(options, config);
  writeEntry(file, serialize(built));
  return built;
}

/** What the assets are made from: a template outside templates/islands/ is HTML only; saving it keeps the cache. */
const ASSET_SOURCES = ["client", "templates/islands", "styles"] as const;

/** Read at once (a few dozen small files): awaiting each read cost a busy machine tens of milliseconds. */
function assetKey(options: AssetOptions, config: SiteConfig): string {
  const hash = createHash("sha256").update(`assets-v4 ${options.dev ? "dev" : "prod"} ${JSON.stringify(config.ui)}\n`);
  for (const dir of ASSET_SOURCES) {
    const names = readdirSync(join(options.root, dir), { recursive: true, encoding: "utf8" })
      .filter((n) => /\.(ts|tsx|css)$/.test(n))
      .sort();
    for (const name of names) hash.update(`${dir}/${name}\n`).update(readFileSync(join(options.root, dir, name)));
  }
  hash.update(readIfAny(join(options.root, "package-lock.json")) ?? "");
  hash.update(
    JSON.stringify(JSON.parse(readFileSync(join(options.root, "package.json"), "utf8")).browserslist ?? null),
  );
  return hash.digest("hex").slice(0, 32);
}

async function buildAssetsUncached(options: AssetOptions, config: SiteConfig): Promise<BuiltAssets> {
  const [chrome, islands, font] = await Promise.all([
    bundleChrome(options),
    bundleIslands(options),
    readFile(INTER_WOFF2),
  ]);
  const fontFile = hashed("assets/inter-latin", ".woff2", font);
  const css = await buildCss(options.root, config, `/${fontFile.path}`);
  const cssFile = hashed("assets/site", ".css", css);
  const noscriptFile = hashed("assets/no-js", ".css", await buildNoscriptCss(options.root));
  const files: OutputFile[] = [
    chrome,
    ...islands.files,
    fontFile,
    cssFile,
    noscriptFile,
    { path: "favicon.svg", contents: FAVICON },
  ];
  return {
    files,
    manifest: {
      css: `/${cssFile.path}`,
      noscriptCss: `/${noscriptFile.path}`,
      chrome: `/${chrome.path}`,
      islands: `/${islands.entry}`,
      islandPreloads: islands.chunks.map((c) => `/${c}`),
      islandChunks: Object.fromEntries(
        Object.entries(islands.perIsland).map(([island, chunks]) => [island, chunks.map((c) => `/${c}`)]),
      ),
      fonts: [`/${fontFile.path}`],
    },
  };
}

/** A minified esbuild bundle; refused when it reads a source outside ASSET_SOURCES, whose change the cache key misses. */
async function bundle(options: AssetOptions, more: BuildOptions) {
  const esbuild = await import("esbuild");
  const result = await esbuild.build({
    absWorkingDir: options.root,
    bundle: true,
    write: false,
    minify: true,
    target: "es2020",
    legalComments: "none",
    metafile: true,
    logLevel: "silent",
    ...more,
  });
  const outside = Object.keys(result.metafile!.inputs).filter(
    (path) => !path.includes("node_modules/") && !ASSET_SOURCES.some((dir) => path.startsWith(`${dir}/`)),
  );
  if (outside.length > 0)
    throw new Error(
      `the client bundles read ${outside.join(", ")}: add its folder to ASSET_SOURCES in build-assets.ts`,
    );
  return { outputFiles: result.outputFiles!, metafile: result.metafile! };
}

async function bundleChrome(options: AssetOptions): Promise<OutputFile> {
  const result = await bundle(options, { entryPoints: ["client/chrome.ts"], format: "iife" });
  return hashed("assets/chrome", ".js", result.outputFiles[0]!.text);
}

async function bundleIslands(
  options: AssetOptions,
): Promise<{ files: OutputFile[]; entry: string; chunks: string[]; perIsland: Record<string, string[]> }> {
  const result = await bundle(options, {
    entryPoints: { islands: "client/main.ts" },
    splitting: true,
    format: "esm",
    outdir: "dist/assets",
    entryNames: "[name].[hash]",
    chunkNames: "chunk.[hash]",
    jsx: "automatic",
    define: { "process.env.NODE_ENV": options.dev ? '"development"' : '"production"' },
  });
  const name = (path: string) => `assets/${path.split(/[\\/]/).pop()}`;
  const files = result.outputFiles.map((f) => ({ path: name(f.path), contents: f.text }));
  const outputs = result.metafile.outputs;
  const entryKey = Object.keys(outputs).find((key) => outputs[key]!.entryPoint === "client/main.ts")!;
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    for (const imported of outputs[key]?.imports ?? []) {
      if (imported.kind === "import-statement" && !seen.has(imported.path)) {
        seen.add(imported.path);
        closure(imported.path, seen);
      }
    }
    return seen;
  };
  // The entry holds no React; client/hydrate.ts and what it imports (React) load with the first island that
  // hydrates, each island's own chunks with that island. Both lists are preloaded only at that moment.
  const holding = (module: string) =>
    Object.keys(outputs).find((key) => key !== entryKey && module in (outputs[key]!.inputs ?? {}));
  const onLoad = closure(entryKey);
  const runtimeChunk = holding("client/hydrate.ts");
  const runtime = runtimeChunk ? new Set([runtimeChunk, ...closure(runtimeChunk)]) : new Set<string>();
  // Each island is a module of its own under templates/islands/, named after its component (faq-accordion.tsx →
  // FaqAccordion, the style guide's rule): its chunk is found in the metafile, without importing the templates.
  const perIsland: Record<string, string[]> = {};
  for (const key of Object.keys(outputs)) {
    const module = /^templates\/islands\/([a-z-]+)\.tsx$/.exec(outputs[key]!.entryPoint ?? "")?.[1];
    if (module)
      perIsland[module.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase())] = [key, ...closure(key)]
        .filter((k) => !onLoad.has(k) && !runtime.has(k))
        .map(name);
  }
  return { files, entry: name(entryKey), chunks: [...runtime].filter((key) => !onLoad.has(key)).map(name), perIsland };
}

/** The stylesheet: tokens from site.yaml, then styles/*.css in name order, minified for the package.json browserslist. */
async function buildCss(root: string, config: SiteConfig, fontUrl: string): Promise<string> {
  const dir = join(root, "styles");
  const names = (await readdir(dir)).filter((n) => n.endsWith(".css")).sort();
  const sources = await Promise.all(names.map((n) => readFile(join(dir, n), "utf8")));
  return transformCss(root, [cssTokens(config, fontUrl), ...sources].join("\n"), "site.css");
}

async function transformCss(root: string, code: string, filename: string): Promise<string> {
  const [{ browserslistToTargets, transform }, { default: browserslist }] = await Promise.all([
    import("lightningcss"),
    import("browserslist"),
  ]);
  const { code: out } = transform({
    filename,
    code: Buffer.from(code),
    minify: true,
    targets: browserslistToTargets(browserslist(undefined, { path: root })),
    drafts: { customMedia: true },
    errorRecovery: false,
  });
  return out.toString();
}

/** styles/noscript/no-js.css for the <noscript> link, with the breakpoints of styles/00-tokens.css. */
async function buildNoscriptCss(root: string): Promise<string> {
  const tokens = await readFile(join(root, "styles", "00-tokens.css"), "utf8");
  const customMedia = tokens.split("\n").filter((l) => l.startsWith("@custom-media "));
  const source = await readFile(join(root, "styles", "noscript", "no-js.css"), "utf8");
  return transformCss(root, [...customMedia, source].join("\n"), "no-js.css");
}

/** The font face and the motion timings of site.yaml as custom properties. */
function cssTokens(config: SiteConfig, fontUrl: string): string {
  const u = config.ui;
  const stagger = Array.from(
    { length: 8 },
    (_, i) => `.faq__category:nth-of-type(${i + 1}){--reveal-delay:${(i * u.faqCategoryStaggerS).toFixed(2)}s}`,
  ).join("");
  return `@font-face{font-family:"Inter Variable";font-style:normal;font-display:swap;font-weight:100 900;src:url(${fontUrl}) format("woff2");unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}
:root{--motion-layout:${u.layoutAnimationS}s;--ease-layout:cubic-bezier(${u.layoutEasing.join(",")});--motion-carousel:${u.carouselTransitionS}s;--motion-page:${u.pageFadeS}s;--motion-faq-heading:${u.faqHeadingFadeS}s;--motion-faq-subline-delay:${u.faqSublineDelayS}s;--motion-faq-stagger:${u.faqCategoryStaggerS}s}
${stagger}`;
}

function hashed(base: string, ext: string, contents: string | Uint8Array): OutputFile {
  const hash = createHash("sha256").update(contents).digest("hex").slice(0, 10);
  return { path: `${base}.${hash}${ext}`, contents };
}

const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><rect width="36" height="36" rx="8" fill="#0b1b2e"/><rect x="5" y="18" width="26" height="12" rx="2" fill="#1d4d78"/><path d="M10 14c-2-2.5 2-4 0-7M18 14c-2-2.5 2-4 0-7M26 14c-2-2.5 2-4 0-7" fill="none" stroke="#ffb020" stroke-width="2.4" stroke-linecap="round"/></svg>\n`;
