// Company data in the legal pages reads as the same text as in the footer, even with HTML's special characters.
import { expect, it } from "vitest";
import { buildInMemory, copyProjectForTests, edit } from "./project.ts";

const dir = copyProjectForTests();

it("company data inside legal HTML is escaped as text, as everywhere else", async () => {
  edit(dir, "site.yaml", /^  name: Rechenwärme AG\b/m, '  name: "Wärme & Söhne <b>AG</b>"');
  const html = (await buildInMemory(dir)).text("impressum.html");
  expect(html).toContain("<address>Wärme &amp; Söhne &lt;b&gt;AG&lt;/b&gt;<br />");
  expect(html).not.toContain("<b>AG</b>");
});
