// Types of code-copy.mjs for the TypeScript that imports it (tests/build/dev-code.test.ts).
export declare function copyCode(root: string, dest: string): string;
