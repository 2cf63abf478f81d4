// The grammar of a placeholder apart from the code that fills it: the editor's bundle (find-field.ts) loads no zod.
/** Every placeholder of a text: its name is group 1, its format (if any) group 2. */
export const PLACEHOLDER = /\{(product|[a-zA-Z]\w*(?:\.[a-zA-Z]\w*)+)(?:\|(words|perMwh|complement))?\}/g;
