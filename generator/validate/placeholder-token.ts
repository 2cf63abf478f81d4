// The grammar of a placeholder in copy, apart from the code that fills it, so that the editor's form
// (editor/ui/find-field.ts, whose bundle loads no zod) and the build (placeholders.ts) read placeholders alike: a
// dotted path ({figures.x}) or {product}, and the format it may ask for ({privacy.x|words}).
/** Every placeholder of a text (with `matchAll` or `replace`): its name is group 1, its format (if any) group 2. */
export const PLACEHOLDER = /\{(product|[a-zA-Z]\w*(?:\.[a-zA-Z]\w*)+)(?:\|(words|perMwh|complement))?\}/g;
