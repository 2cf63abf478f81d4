// The form's labels: what a maintainer reads beside each field instead of the key's name.
import { describe, expect, it } from "vitest";
import { labelOf } from "../../../generator/editor/ui/schema.ts";
import { jsonSchemas } from "../../../generator/validate/json-schemas.ts";

describe("labelOf", () => {
  it.each([
    ["itRevenuePerKwh", "IT revenue per kWh"],
    ["maxScaleMw", "Max scale MW"],
    ["co2SavingsTonnesPerYear", "CO₂ savings tonnes per year"],
    ["de", "German"],
    ["headerCta", "Header CTA"],
    [2, "Item 3"],
  ])("%s reads „%s“", (key, label) => {
    expect(labelOf(key)).toBe(label);
  });

  it("takes the schema's title where the key says too little: a FAQ entry's q and a", () => {
    const faq = String(jsonSchemas().get("faq.schema.json"));
    expect(faq).toMatch(/"q": \{[^}]*"title": "Question"/);
    expect(labelOf("q", { title: "Question" })).toBe("Question");
    expect(labelOf("a", { title: "Answer" })).toBe("Answer");
  });
});
