// Peer generators for the benchmark: turns a synthetic site written by synthetic-site.mjs into
// an equivalent Hugo, Eleventy 3 or Astro 5 project with the same page shape, and says how to build it cold.
//
// Every peer renders, per content file, one page at the route's path (folder/index.html): the layout (title,
// meta description, canonical, stylesheet link), a header with the six navigation links and the language
// switch, breadcrumbs (Home › title), the hero, twelve sections (h2, three paragraphs, a five-item list), the
// CTA and a footer with the legal links; legal pages render their HTML instead. Each page's copy stays YAML
// that the peer parses at build time (Hugo and Eleventy: the YAML file verbatim as front matter; Astro: the
// YAML files through the glob loader). Only site-wide data (resolved navigation, labels, legal links: about
// 2 KB) is written as JSON here, and the legal pages' {company.*} placeholders are filled in here.
//
// CLI: node scripts/peers/peers.mjs <hugo|eleventy|astro> <pages> [--keep]
import { execFileSync, spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { parse as parseYaml } from "yaml";

export const PEERS = ["hugo", "eleventy", "astro"];

const here = import.meta.dirname;
const root = join(here, "..", "..");
const installRoot = join(root, "node_modules", ".cache", "sitegen", "peers");
const NPM = {
  eleventy: { pkg: "@11ty/eleventy", major: 3, bin: "cmd.cjs" },
  astro: { pkg: "astro", major: 5, bin: "astro.js" },
};
const LANGS = ["de", "en"];

/**
 * Writes the peer project for `syntheticDir` into `workDir` (replacing it), installing the peer if needed.
 * Returns one cold build: spawn `command` with `args` in `cwd` with `env` (the complete environment); the
 * site lands in `outDir`; remove the `clean` paths (output and caches) before every further cold build.
 */
export async function preparePeer(name, syntheticDir, workDir) {
  if (!PEERS.includes(name)) throw new Error(`unknown peer ${name} (one of ${PEERS.join(", ")})`);
  const prefix = install(name);
  rmSync(workDir, { recursive: true, force: true });
  cpSync(join(here, name), workDir, { recursive: true });
  const { data, pages } = readSynthetic(syntheticDir);
  const css = readFileSync(join(here, "site.css"));
  const outDir = join(workDir, "dist");
  const write = (file, text) => {
    mkdirSync(dirname(join(workDir, file)), { recursive: true });
    writeFileSync(join(workDir, file), text);
  };
  // The lines every page's YAML gets in front: its language, its path and the other language's path.
  const head = (p) => `lang: ${p.lang}\npath: ${JSON.stringify(p.path)}\nalt: ${JSON.stringify(p.alt)}\n`;

  if (name === "hugo") {
    write("data/site.json", JSON.stringify(data));
    write("static/assets/site.css", css);
    for (const p of pages)
      write(`content/${p.lang}/${p.name}.md`, `---\n${head(p)}url: ${JSON.stringify(p.path)}\n${p.yaml}---\n`);
    return {
      command: "hugo",
      args: ["--quiet", "--destination", outDir],
      cwd: workDir,
      env: { ...process.env },
      outDir,
      clean: [outDir, join(workDir, "resources"), join(workDir, ".hugo_build.lock")],
    };
  }

  write("package.json", JSON.stringify({ name: `peer-${name}`, private: true, type: "module" }));
  if (name === "eleventy") {
    write("src/_data/site.json", JSON.stringify(data));
    write("src/site.css", css);
    const permalink = (path) => (path === "/" ? "/" : `${path}/`);
    for (const p of pages)
      write(
        `src/${p.lang}/${p.name}.md`,
        `---\n${head(p)}permalink: ${JSON.stringify(permalink(p.path))}\n${p.yaml}---\n`,
      );
    return {
      command: process.execPath,
      args: [join(prefix, "node_modules", NPM.eleventy.pkg, NPM.eleventy.bin), "--quiet", `--output=${outDir}`],
      cwd: workDir,
      env: { ...process.env },
      outDir,
      clean: [outDir],
    };
  }

  // Astro resolves `astro` and its dependencies from the project's node_modules: link the shared install.
  symlinkSync(join(prefix, "node_modules"), join(workDir, "node_modules"), "dir");
  write("src/data/site.json", JSON.stringify(data));
  write("public/assets/site.css", css);
  for (const p of pages) write(`src/content/pages/${p.lang}/${p.name}.yaml`, head(p) + p.yaml);
  return {
    command: process.execPath,
    args: [join(prefix, "node_modules", NPM.astro.pkg, NPM.astro.bin), "build", "--silent", "--outDir", outDir],
    cwd: workDir,
    // No telemetry, no update checks; a larger heap, as 10,000 pages need several GB.
    env: {
      ...process.env,
      ASTRO_TELEMETRY_DISABLED: "1",
      DO_NOT_TRACK: "1",
      NODE_OPTIONS: "--max-old-space-size=16384",
    },
    outDir,
    clean: [outDir, join(workDir, ".astro-cache"), join(workDir, ".astro")],
  };
}

/** The version of the peer actually used. */
export function peerVersion(name) {
  if (name === "hugo")
    return /v(\d+\.\d+\.\d+)/.exec(execFileSync("hugo", ["version"], { encoding: "utf8" }))?.[1] ?? "unknown";
  const { pkg } = NPM[name];
  return JSON.parse(readFileSync(join(installRoot, name, "node_modules", pkg, "package.json"), "utf8")).version;
}

/** Installs the peer on first use (Hugo from Debian, the others into their own npm prefix); returns the prefix. */
function install(name) {
  if (name === "hugo") {
    if (spawnSync("sh", ["-c", "command -v hugo"]).status !== 0)
      execFileSync("sh", ["-c", "apt-get update -qq && apt-get install -y -qq hugo"], { stdio: "inherit" });
    return null;
  }
  const { pkg, major } = NPM[name];
  const prefix = join(installRoot, name);
  if (existsSync(join(prefix, "node_modules", pkg, "package.json"))) return prefix;
  mkdirSync(prefix, { recursive: true });
  const npmInstall = (spec) =>
    spawnSync("npm", ["install", "--prefix", prefix, "--no-audit", "--no-fund", "--no-save", spec], {
      cwd: prefix,
      encoding: "utf8",
    });
  let result = npmInstall(`${pkg}@${major}`);
  if (result.status !== 0 && /ETARGET/.test(result.stderr)) {
    // The newest release may need a dependency release the registry does not serve yet: take the newest
    // older release of the same major that installs.
    const versions = [].concat(
      JSON.parse(
        execFileSync("npm", ["view", `${pkg}@${major}`, "version", "--json"], {
          encoding: "utf8",
          stdio: ["ignore", "pipe", "pipe"],
        }),
      ),
    );
    versions.sort((a, b) => b.localeCompare(a, "en", { numeric: true }));
    for (const version of versions.slice(1, 6)) {
      result = npmInstall(`${pkg}@${version}`);
      if (result.status === 0 || !/ETARGET/.test(result.stderr)) break;
    }
  }
  if (result.status !== 0) throw new Error(`npm install ${pkg}@${major} failed:\n${result.stderr}`);
  return prefix;
}

/** The site-wide data (navigation resolved per language) and every page: language, paths, raw YAML. */
function readSynthetic(dir) {
  const site = parseYaml(readFileSync(join(dir, "site.yaml"), "utf8"));
  const pathOf = (page, lang) => site.routes.find((r) => r.page === page)?.[lang];
  const data = { product: site.product, baseUrl: site.baseUrl, external: site.external };
  for (const lang of LANGS) {
    const ui = parseYaml(readFileSync(join(dir, "content", lang, "ui.yaml"), "utf8"));
    data[lang] = {
      other: lang === "de" ? "en" : "de",
      otherLabel: ui.switchShort,
      skip: ui.skipLink,
      navLabel: ui.mainNavLabel,
      breadcrumbLabel: ui.breadcrumbLabel,
      home: pathOf("home", lang),
      homeLabel: site.breadcrumbHome[lang],
      nav: site.navigation[lang].map((n) =>
        n.external
          ? { label: n.label, href: site.external[n.external], external: true }
          : { label: n.label, href: pathOf(n.page, lang) },
      ),
      headerCta: { ...site.headerCta[lang], href: site.external.booking },
      legalLabel: ui.footer.legalHeading,
      legal: site.routes.filter((r) => r.kind === "legal").map((r) => ({ label: ui.footer[r.page], href: r[lang] })),
      company: site.company.name,
      tagline: ui.footer.tagline,
      copyright: `© ${site.company.copyrightYear} ${site.company.name}. ${ui.footer.rights}`,
    };
  }
  const pages = [];
  for (const route of site.routes) {
    for (const lang of LANGS) {
      if (!route[lang]) continue;
      const name = route.content ?? route.page;
      let yaml = readFileSync(join(dir, "content", lang, `${name}.yaml`), "utf8");
      if (route.kind === "legal") yaml = fillLegal(yaml, site);
      const other = route[lang === "de" ? "en" : "de"] ?? route[lang];
      pages.push({ lang, name, path: route[lang], alt: other, yaml: yaml.endsWith("\n") ? yaml : `${yaml}\n` });
    }
  }
  return { data, pages };
}

/** A legal page's YAML with its HTML under `html:` (`content` is reserved in Eleventy) and {a.b} filled in. */
function fillLegal(yaml, site) {
  return yaml.replace(/^content:/m, "html:").replace(/\{(\w+)\.(\w+)\}/g, (all, group, key) => {
    const value = site[group]?.[key];
    return value == null ? all : typeof value === "object" ? `${value.min}–${value.max}` : String(value);
  });
}

/** HTML files below `dir`. */
function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true }).filter((f) => f.endsWith(".html"));
}

const escapeHtml = (s) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

async function cli(argv) {
  const [name, pagesArg] = argv;
  const pages = Number(pagesArg);
  if (!PEERS.includes(name) || !(pages >= 10)) {
    console.error(`usage: node scripts/peers/peers.mjs <${PEERS.join("|")}> <pages> [--keep]`);
    process.exit(2);
  }
  const { writeSyntheticSite } = await import("../synthetic-site.mjs");
  const base = mkdtempSync(join(tmpdir(), `sitegen-peer-${name}-`));
  try {
    const syntheticDir = join(base, "site");
    writeSyntheticSite(syntheticDir, pages, root);
    const run = await preparePeer(name, syntheticDir, join(base, name));
    for (const path of run.clean) rmSync(path, { recursive: true, force: true });

    // One cold build in a fresh process, timed from spawn to exit; peak RSS from GNU time (as bench.mjs).
    const started = performance.now();
    const result = spawnSync("/usr/bin/time", ["-f", "%M", run.command, ...run.args], {
      cwd: run.cwd,
      env: run.env,
      encoding: "utf8",
      maxBuffer: 256 * 1024 * 1024,
    });
    const ms = performance.now() - started;
    if (result.status !== 0)
      throw new Error(`${name} build failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
    const kb = Number(result.stderr.trim().split("\n").pop());

    // Sanity checks: one HTML page per route and language, and a German page with its twelve headlines.
    const site = parseYaml(readFileSync(join(syntheticDir, "site.yaml"), "utf8"));
    const expected = site.routes.reduce((n, r) => n + LANGS.filter((l) => r[l]).length, 0);
    const files = htmlFiles(run.outDir);
    const bytes = files.reduce((sum, f) => sum + statSync(join(run.outDir, f)).size, 0);
    const problems = [];
    if (files.length !== expected)
      problems.push(`${files.length} HTML pages written, ${expected} routes × languages expected`);
    const route = site.routes.find((r) => r.page === "p00001");
    const page = [`${route.de}/index.html`, `${route.de}.html`]
      .map((f) => join(run.outDir, f))
      .find((f) => existsSync(f));
    if (!page) problems.push(`no page written for ${route.de}`);
    else {
      const html = readFileSync(page, "utf8");
      const content = parseYaml(readFileSync(join(syntheticDir, "content", "de", "p00001.yaml"), "utf8"));
      const missing = content.sections.filter((s) => !html.includes(`>${escapeHtml(s.heading)}</h2>`));
      if (content.sections.length !== 12 || missing.length)
        problems.push(`${route.de}: ${missing.length} of ${content.sections.length} section headlines missing`);
    }

    console.log(
      `${name} ${peerVersion(name)}: ${(ms / 1000).toFixed(1)} s, ${Math.round((pages / ms) * 1000)} pages/s, peak ${Math.round(kb / 1024)} MB, pages written ${files.length}` +
        ` (HTML ${Math.round(bytes / files.length / 1024)} KB per page)`,
    );
    if (problems.length) {
      console.error(`sanity check failed:\n  ${problems.join("\n  ")}`);
      process.exitCode = 1;
    }
  } finally {
    if (argv.includes("--keep")) console.log(`kept ${base}`);
    else rmSync(base, { recursive: true, force: true });
  }
}

if (process.argv[1] === import.meta.filename) await cli(process.argv.slice(2));
