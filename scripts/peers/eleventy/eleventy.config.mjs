// Eleventy 3 project for the synthetic site. The idiomatic way for content with structured copy: one
// Markdown file per page whose YAML front matter holds the page's data (Eleventy parses it itself) and its
// `permalink:`; the body is empty, and one Nunjucks layout renders the whole page. Site-wide data (resolved
// navigation, labels, legal links) is `_data/site.json`.
export default function (eleventyConfig) {
  eleventyConfig.addGlobalData("layout", "page.njk");
  eleventyConfig.addPassthroughCopy({ "src/site.css": "assets/site.css" });
}

// No Liquid pass over the (empty) Markdown bodies.
export const config = { dir: { input: "src" }, markdownTemplateEngine: false };
