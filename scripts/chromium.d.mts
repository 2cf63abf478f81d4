// Types of chromium.mjs for the TypeScript that imports it (tests/browser/chromium.ts, scripts/screenshots.ts).
export declare const chromiumPath: string;
export declare const CHROMIUM_ARGS: string[];
