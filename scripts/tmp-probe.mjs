import { readFileSync } from "node:fs";
import hyphenopoly from "hyphenopoly";
for (const compound of ["hyphen","all","auto"]) {
const h = hyphenopoly.config({ sync: true, require: ["de"], minWordLength: 10, compound, loaderSync: (file, dir) => readFileSync(new URL(file, dir)) });
console.log(compound, JSON.stringify(h.get("de")("Datenschutz-Grundverordnung, Jahreswärmebedarfs. CO₂-Einsparung Rechenwärme-Container")));
}
