// The part of Hyphenopoly's module (it ships no types) that hyphenate.ts uses: synchronous, with our own loader.
declare module "hyphenopoly" {
  interface SyncConfig {
    readonly sync: true;
    readonly require: readonly string[];
    readonly minWordLength?: number;
    readonly loaderSync: (file: string, patternDir: URL) => Uint8Array;
  }
  const hyphenopoly: {
    config(settings: SyncConfig): { get(lang: string): (text: string) => string };
  };
  export default hyphenopoly;
}
