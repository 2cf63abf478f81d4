import { describe, expect, it } from "vitest";
import { typeset } from "../../../generator/typeset/typeset.ts";
import { UNITS } from "../../../generator/typeset/typography.ts";

const NB = "\u00a0";

describe("typeset: numbers and their units", () => {
  // The units a number kept by a no-break space when placeholders were filled, before the typesetter was the only
  // place that does it: each still keeps its number, in both languages.
  const FORMERLY_AT_PLACEHOLDERS = [
    ...["°C", "%", "kWh", "MWh", "GWh", "kW", "MW", "t", "€", "EUR", "Mio.", "Monate", "months", "Jahre", "years"],
    ...["Haushalte", "households", "Litern", "litres", "Fuß", "feet"],
  ];
  it.each(FORMERLY_AT_PLACEHOLDERS)("binds „5 %s“ to its number", (unit) => {
    expect(UNITS).toContain(unit);
    expect(typeset(`bis 5 ${unit} im Jahr`, "de")).toBe(`bis 5${NB}${unit} im Jahr`);
    if (unit !== "%") expect(typeset(`up to 5 ${unit} a year`, "en")).toBe(`up to 5${NB}${unit} a year`);
  });

  it("leaves the space before a word that merely starts like a unit", () => {
    expect(typeset("2 Telia-Standorte, 3 tage, 4 Kilometer", "de")).toBe("2 Telia-Standorte, 3 tage, 4 Kilometer");
  });

  it("sets the percent sign with a no-break space in German and close to its number in English", () => {
    expect(typeset("85 % Wirkungsgrad, 30 % Mindestanteil", "de")).toBe(
      `85${NB}% Wirkungsgrad, 30${NB}% Mindestanteil`,
    );
    expect(typeset("85 % efficiency, a 30 % minimum share, {share} %", "en")).toBe(
      "85% efficiency, a 30% minimum share, {share}%",
    );
    expect(typeset("90 percent", "en")).toBe(`90${NB}percent`);
  });

  it("binds an approximation or a bound to its number, so „≈“ never stands alone at a line's end", () => {
    expect(typeset("≈ 12.000 Haushalte, ≥ 1,3-fach, ca. 20 Container", "de")).toBe(
      `≈${NB}12.000${NB}Haushalte, ≥${NB}1,3-fach, ca.${NB}20${NB}Container`,
    );
    expect(typeset("≤ 75 °C, ± 2 K, approx. 5 weeks", "en")).toBe(
      `≤${NB}75${NB}°C, ±${NB}2${NB}K, approx.${NB}5${NB}weeks`,
    );
    expect(typeset("≈ a third", "en")).toBe("≈ a third");
  });

  it("keeps a dash between words at the end of its line, in text and between tags, and a range's dash as it is", () => {
    expect(typeset("Netzes decken – unentgeltlich, 24-36 Monate", "de")).toBe(
      `Netzes decken${NB}– unentgeltlich, 24–36${NB}Monate`,
    );
    expect(typeset("the grid — at no cost", "en")).toBe(`the grid${NB}— at no cost`);
    expect(typeset('<p>nach <a href="/a – b">Abs. 2</a> – so</p>', "de", true)).toBe(
      `<p>nach <a href="/a – b">Abs.${NB}2</a>${NB}– so</p>`,
    );
  });

  it("keeps ranges with an en dash and multipliers with their currency", () => {
    expect(typeset("24-36 Monate und 4,5 Mrd. €", "de")).toBe(`24–36${NB}Monate und 4,5${NB}Mrd.${NB}€`);
  });
});

describe("typeset: legal references", () => {
  it("binds §, Art., Abs. and Section to their number however the source wraps", () => {
    expect(typeset("nach §\n25 des Gesetzes (Art. 31 Abs.\n1 DSG)", "de")).toBe(
      `nach §${NB}25 des Gesetzes (Art.${NB}31 Abs.${NB}1 DSG)`,
    );
    expect(typeset("§ 5 DDG und Art. 3 UWG, §§ 12 ff.", "de")).toBe(`§${NB}5 DDG und Art.${NB}3 UWG, §§${NB}12 ff.`);
    expect(typeset("under Section\n195 of the Civil Code", "en")).toBe(`under Section${NB}195 of the Civil Code`);
  });

  it("binds lit. to its letter, and leaves words that end like a reference alone", () => {
    expect(typeset("Art. 6 Abs. 1 lit.\nf DSGVO", "de")).toBe(`Art.${NB}6 Abs.${NB}1 lit.${NB}f DSGVO`);
    expect(typeset("Start. 3 Läufe; lit. fremd", "de")).toBe("Start. 3 Läufe; lit. fremd");
  });

  it("binds a reference inside legal HTML between its tags, never in an attribute", () => {
    expect(typeset('<p>nach § 18 Abs. 2 <abbr title="Art. 3 Abs. 1">MStV</abbr></p>', "de", true)).toBe(
      `<p>nach §${NB}18 Abs.${NB}2 <abbr title="Art. 3 Abs. 1">MStV</abbr></p>`,
    );
  });
});

it("typeset puts no soft hyphen or zero-width space into long words; an author's own soft hyphen stays", () => {
  const long = "Rechenzentrumsabwärme für die Fernwärmeversorgung und Datenschutzerklärung";
  expect(typeset(long, "de")).toBe(long);
  expect(typeset("Jahres\u00adwärmebedarf", "de")).toBe("Jahres\u00adwärmebedarf");
});
