// The one list of page kinds: a line each, the kind's name as site.yaml's `kind:` writes it and the file that
// defines it (page-kind.ts). Everything the generator knows of a kind comes from here; see generator/README.md.
// A new page kind: its file beside this one, and one line here, in alphabetical order (the generator lists
// the kinds sorted by name: the JSON Schema of site.yaml, content/README.md).
export { default as article } from "./article.tsx";
export { default as blog } from "./blog.tsx";
export { default as faq } from "./faq.tsx";
export { default as home } from "./home.tsx";
export { default as info } from "./info.tsx";
export { default as legal } from "./legal.tsx";
export { default as "success-stories" } from "./success-stories.tsx";
export { default as technology } from "./technology.tsx";
