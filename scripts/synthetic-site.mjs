// Writes a synthetic project of N pages (half German, half English) for the benchmark, deterministically:
// each page has the shared layout, six navigation links, breadcrumbs and twelve sections of a headline,
// three paragraphs and a five-item list (about 24 KB of YAML per page).
import { cpSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** A small seeded generator (mulberry32), so every run writes the same site. */
function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = {
  de: "Abwärme Fernwärme Rechenzentrum Wärmepumpe Netz Stadtwerk Container Kühlung Vorlauf Rücklauf Temperatur Leistung Strompreis Erlös Förderung Planung Betrieb Speicher Sommer Winter Quartier Anschluss Versorgung Effizienz".split(
    " ",
  ),
  en: "waste heat district heating data centre heat pump network utility container cooling source return temperature output meter price revenue funding planning operation storage summer winter district connection source efficiency".split(
    " ",
  ),
};

function sentence(rand, lang, words) {
  const list = WORDS[lang];
  const out = Array.from({ length: words }, () => list[Math.floor(rand() * list.length)]);
  const text = out.join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1) + ".";
}

const q = (s) => JSON.stringify(s);

/** Writes the project into `dir` (site.yaml, content/), reusing the real ui.yaml and legal pages. */
export function writeSyntheticSite(dir, pages, repoRoot, seed = 1) {
  const rand = random(seed);
  const pairs = Math.floor(pages / 2);
  const routes = ["  - { page: home, kind: info, de: /, en: /en }"];
  for (let i = 1; i < pairs; i++) {
    const n = String(i).padStart(5, "0");
    routes.push(`  - { page: p${n}, kind: info, de: /seite-${n}, en: /en/page-${n} }`);
  }
  for (const legal of [
    ["imprint", "/impressum", "/en/imprint"],
    ["privacy", "/datenschutz", "/en/privacy"],
    ["terms", "/agb", "/en/terms"],
  ]) {
    routes.push(`  - { page: ${legal[0]}, kind: legal, content: legal/${legal[0]}, de: ${legal[1]}, en: ${legal[2]} }`);
  }
  const nav = (lang) =>
    ["home", "p00001", "p00002", "p00003", "p00004"]
      .map((p, i) => `    - { label: ${lang === "de" ? "Seite" : "Page"} ${i}, page: ${p} }`)
      .concat([`    - { label: ${lang === "de" ? "Kontakt" : "Contact"}, external: contactForm }`])
      .join("\n");
  const real = (file) => join(repoRoot, file);
  const siteYaml = `${readSection(real("site.yaml"), "routes")}
routes:
${routes.join("\n")}
navigation:
  de:
${nav("de")}
  en:
${nav("en")}
${readSection(real("site.yaml"), "headerCta", true)}`;
  mkdirSync(join(dir, "content/de/legal"), { recursive: true });
  mkdirSync(join(dir, "content/en/legal"), { recursive: true });
  writeFileSync(
    join(dir, "site.yaml"),
    siteYaml.replace(/^breadcrumbs:[\s\S]*?^breadcrumbHome:/m, "breadcrumbs: {}\nbreadcrumbHome:"),
  );
  for (const lang of ["de", "en"]) {
    cpSync(real(`content/${lang}/ui.yaml`), join(dir, `content/${lang}/ui.yaml`));
    cpSync(real(`content/${lang}/legal`), join(dir, `content/${lang}/legal`), { recursive: true });
  }
  for (let i = 0; i < pairs; i++) {
    const name = i === 0 ? "home" : `p${String(i).padStart(5, "0")}`;
    const titleSeed = sentence(rand, "en", 4);
    for (const lang of ["de", "en"]) {
      const sections = Array.from({ length: 12 }, (_, s) => {
        const paragraphs = Array.from({ length: 3 }, () => `      - ${q(sentence(rand, lang, 55))}`).join("\n");
        const items = Array.from({ length: 5 }, () => `      - ${q(sentence(rand, lang, 8))}`).join("\n");
        return `  - kind: text\n    id: s${s}\n    heading: ${q(sentence(rand, lang, 5))}\n    paragraphs:\n${paragraphs}\n    items:\n${items}`;
      }).join("\n");
      const yaml = `title: ${q(`${name} ${titleSeed}`.slice(0, 58))}
description: ${q(sentence(rand, lang, 14).slice(0, 150))}
hero:
  eyebrow: ${q(sentence(rand, lang, 2))}
  heading: ${q(sentence(rand, lang, 6))}
  lead: ${q(sentence(rand, lang, 30))}
sections:
${sections}
cta:
  heading: ${q(sentence(rand, lang, 5))}
  text: ${q(sentence(rand, lang, 20))}
  button: { label: ${q(sentence(rand, lang, 2))}, to: "ext:booking" }
`;
      writeFileSync(join(dir, `content/${lang}/${name}.yaml`), yaml);
    }
  }
}

/** site.yaml up to (not including) the top-level key `until`, or from `key` to the end when `fromKey`. */
function readSection(file, key, fromKey = false) {
  const text = requireText(file);
  const index = text.search(new RegExp(`^${key}:`, "m"));
  return fromKey ? text.slice(index) : text.slice(0, index);
}

function requireText(file) {
  return readFileSyncCached(file);
}
const cache = new Map();
import { readFileSync } from "node:fs";
function readFileSyncCached(file) {
  if (!cache.has(file)) cache.set(file, readFileSync(file, "utf8"));
  return cache.get(file);
}
