// The templates under React's development build, with its checks (a list's children without keys, a prop React
// does not know on an element …). `sitegen` renders with React's production build, as the other tests do
// (vitest.config.ts): this file alone, in a project of its own, loads the development one.
import { formatWithOptions } from "node:util";
import { afterEach, expect, it, vi } from "vitest";
import { ArticleTeasers } from "../../templates/ui/article-teasers.tsx";
import { buildInMemory } from "./project.ts";

afterEach(() => void vi.restoreAllMocks());

it("the templates under React's development checks render every page of the real site without a warning", async () => {
  // The development build and the JSX that calls into it, or this test would prove nothing.
  expect(process.env.NODE_ENV).toBe("development");
  expect(String(ArticleTeasers)).toContain("jsxDEV");
  const warned: string[] = [];
  const keep = (...args: unknown[]) => void warned.push(formatWithOptions({ colors: false }, ...args));
  vi.spyOn(console, "error").mockImplementation(keep);
  vi.spyOn(console, "warn").mockImplementation(keep);
  const out = await buildInMemory();
  expect(out.text("index.html")).toContain('<main id="main"');
  expect(out.text("en/blog.html")).toContain('<li class="card teaser"');
  expect(warned).toEqual([]);
});
