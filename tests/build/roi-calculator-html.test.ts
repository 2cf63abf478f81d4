// The ROI calculator's sliders before hydration or without JavaScript: a screen reader must get each
// slider's value, range and spoken text from the server HTML, the same the hydrated widget gives.
import { expect, it } from "vitest";
import type { RoiConfig } from "../../generator/validate/schema/roi.ts";
import { builtSite, realSite } from "./project.ts";

const out = builtSite();
const roi = (await realSite()).config.roi;

/** The attributes of every `role="slider"` element of a page, by its data-slider name. */
function sliders(html: string): Map<string, Record<string, string>> {
  const found = new Map<string, Record<string, string>>();
  for (const [tag] of html.matchAll(/<span [^>]*role="slider"[^>]*>/g)) {
    const attributes = Object.fromEntries([...tag.matchAll(/([a-z-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
    found.set(attributes["data-slider"]!, attributes);
  }
  return found;
}

it.each([
  ["index.html", "German home page"],
  ["en.html", "English home page"],
])(
  "the ROI calculator's server HTML on %s: every slider carries the default value, its range and the text shown beside it (%s)",
  (page) => {
    const html = out.text(page);
    const found = sliders(html);
    expect([...found.keys()].sort()).toEqual(Object.keys(roi).sort());
    for (const [name, attributes] of found) {
      const setting = roi[name as keyof RoiConfig];
      const shown = new RegExp(`<output [^>]*data-value="${name}"[^>]*>([^<]*)</output>`).exec(html)![1];
      expect({
        name,
        now: attributes["aria-valuenow"],
        min: attributes["aria-valuemin"],
        max: attributes["aria-valuemax"],
        text: attributes["aria-valuetext"],
      }).toEqual({
        name,
        now: String(setting.default),
        min: String(setting.min),
        max: String(setting.max),
        text: shown,
      });
    }
  },
);
