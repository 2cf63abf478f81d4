// Numbers in copy as each language's readers read them: what the build refuses as written for the other language,
// what it never takes for a number of the wrong form (years, dates, ranges, phone numbers, sections of a law), and
// the numbers written with a figure's unit.
import { describe, expect, it } from "vitest";
import { measuredIn, misformattedNumber, numbersIn } from "../../../generator/validate/numbers.ts";

describe("a number written for the other language's readers", () => {
  it.each([
    ["en", "Heat for around 11.000 homes.", "11.000", "11,000"],
    ["en", "up to 1.250.000 kWh a year", "1.250.000", "1,250,000"],
    ["en", "a plant of 2,4 MW", "2,4", "2.4"],
    ["en", "at €0,015/kWh", "0,015", "0.015"],
    ["de", "Wärme für rund 11,000 Haushalte", "11,000", "11.000"],
    ["de", "eine Anlage mit 2.4 MW", "2.4", "2,4"],
  ] as const)("%s: „%s“ names %s and writes %s", (lang, text, written, meant) => {
    expect(misformattedNumber(text, lang)).toMatchObject({ written, meant });
  });

  it.each([
    ["en", "Announced on 20.05.2024, starting in 2025, payback after 24–36 months."],
    ["en", "Call +41 41 000 00 00; see Section 5 DDG and Art. 3(1)(s) UWG; version 2.4 of the standard."],
    ["en", "54,720 kWh a day at €0.14/kWh, 2.4 MW, 95 %, 8,760 hours."],
    ["de", "Bekanntgabe am 20.05.2024, Start 2025, Amortisation nach 24–36 Monaten, § 5 DDG."],
    ["de", "54.720 kWh pro Tag zu 0,015 €/kWh, 2,4 MW, 8.760 Stunden, Abschnitt 2.4 der Norm."],
    ["de", "Telefon +49 30 123 45 67, CHE-000.000.000 MWST, Ziffer 3.1.2."],
  ] as const)("%s: nothing in „%s“", (lang, text) => {
    expect(misformattedNumber(text, lang)).toBeUndefined();
  });
});

describe("the numbers of a text", () => {
  it("reads each language's separators and leaves placeholders and HTML tags out", () => {
    expect(
      numbersIn("<h2>rund 8.760 Stunden, 0,8 MWh</h2> {figures.co2SavingsTonnesPerYear}", "de").map((n) => n.value),
    ).toEqual([8760, 0.8]);
    expect(numbersIn("around 8,760 hours, 0.8 MWh", "en").map((n) => n.value)).toEqual([8760, 0.8]);
  });

  it("finds numbers written with a unit, ranges and English money before the number", () => {
    const de = measuredIn("rund 5 Haushalte, 24–36 Monate, 20-Fuß-Container, 75 °C, 0,15 €/kWh, 4.500 t", "de");
    expect(de.map(({ value, unit }) => [value, unit])).toEqual([
      [5, "households"],
      [{ min: 24, max: 36 }, "months"],
      [20, "feet"],
      [75, "°C"],
      [0.15, "€/kWh"],
      [4500, "t"],
    ]);
    const en = measuredIn("€150,000 and €0.14/kWh for 1,000 homes in 2025", "en");
    expect(en.map(({ value, unit }) => [value, unit])).toEqual([
      [150000, "€"],
      [0.14, "€/kWh"],
      [1000, "households"],
    ]);
  });
});
