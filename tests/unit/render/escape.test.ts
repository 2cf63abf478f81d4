import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { escapeHtml, escapeXml } from "../../../generator/render/escape.ts";

const NASTY = [`Müller & Söhne "GmbH" <b>'s</b>`, "a&amp;b", "x > y < z", "'", "plain"];

describe("escape", () => {
  it("escapes an HTML attribute value exactly as React does, so the header spliced in by hand matches React's", () => {
    for (const value of NASTY) {
      const react = renderToStaticMarkup(createElement("a", { title: value }));
      expect(`<a title="${escapeHtml(value)}"></a>`).toBe(react);
    }
  });

  it("gives XML that parses back to the text, without the characters XML 1.0 forbids", () => {
    const text = `R&D <Wärme> "75 °C"\u0000\u0008\uFFFE\uD800 ok`;
    const escaped = escapeXml(text);
    expect(escaped).toBe("R&amp;D &lt;Wärme&gt; &quot;75 °C&quot; ok");
    expect(escaped).not.toMatch(/[<>"\u0000-\u0008\uFFFE\uD800]/);
    expect(escapeXml("😀")).toBe("😀"); // a surrogate pair is one character, and kept
  });
});
