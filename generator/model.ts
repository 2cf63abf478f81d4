// Types only. The foundation: it imports only validate/schema/ and the problems' catalogue, never a stage or a
// page kind, so every stage and every template can build on it.
import type { Document, LineCounter } from "yaml";
import type { Problem } from "./problems/catalogue.ts";
import type { PageMeta } from "./validate/schema/parts.ts";
import type { SiteConfig } from "./validate/schema/site.ts";
import type { Ui } from "./validate/schema/ui.ts";

export type Lang = "de" | "en";
export const LANGS: readonly Lang[] = ["de", "en"];

/** A YAML file as read from disk, kept so that any later stage can point at a line. */
export interface SourceFile {
  readonly path: string; // project-relative, e.g. "content/de/faq.yaml"
  readonly text: string;
  readonly value: unknown; // the parsed data (undefined when `problems` is not empty)
  readonly problems: readonly Problem[]; // what is wrong with the YAML itself, located
  readonly doc: Document.Parsed; // the syntax tree with positions (parsed on first use)
  readonly lines: LineCounter;
  /** Where the key `key` of the mapping at `path` starts, when the fast reader read the file (load/yaml-subset.ts). */
  readonly keyAt?:
    ((path: readonly PropertyKey[], key: string) => { line: number; column: number } | undefined) | undefined;
}

/** Content files are read when first asked for: by the thread that checks them, never all held at once. */
export interface Sources {
  readonly root: string;
  readonly site: SourceFile | undefined;
  /** published.yaml: every path the site has published, by page id (undefined when the project has none). */
  readonly published?: SourceFile | undefined;
  readonly contentPaths: readonly string[];
  /** The file at a project-relative path, read and parsed on first use; undefined when it does not exist. */
  file(path: string): SourceFile | undefined;
  /** The files read so far through `file` (for code frames), keyed by project-relative path. */
  readonly files: ReadonlyMap<string, SourceFile>;
  readonly problems: readonly Problem[];
  /** Where each page's lines are in content/translations.lock.yaml; undefined when the project has none. */
  readonly translationLock: LockIndex | undefined;
}

// A problem's types belong to its catalogue, which imports nothing of the generator: the foundation has no circle.
export type { Problem, ProblemCode, SourceLocation } from "./problems/catalogue.ts";

/** A name rather than a type made from templates/pages/kinds.ts, so that the kinds can build on these types. */
export type PageKind = string;

/** A page's checked copy: the fields every kind has (`meta` of validate/schema/parts.ts) and its kind's own. */
export type PageContent = PageMeta & { readonly [field: string]: unknown };

export type Checked<T> =
  | { readonly ok: true; readonly value: T; readonly warnings?: readonly Problem[] }
  | { readonly ok: false; readonly problems: readonly Problem[] };

export interface PageEntry {
  readonly page: string;
  readonly kind: PageKind;
  readonly paths: { readonly de: string; readonly en?: string };
  readonly switchTo?: string;
  readonly content: { readonly de: PageContent; readonly en?: PageContent };
  readonly files: { readonly de: string; readonly en?: string };
}

export interface LockMistake {
  readonly line: number;
  readonly column: number;
  readonly reason: string;
}

/** Where each page's lines are in the lock file (translations/lock.ts `indexLock`), and the lines of no page that are no entry. */
export interface LockIndex {
  /** The real path of the file, checked by the content files' guard. */
  readonly file: string;
  /** Per page id: [first byte, end byte, number of the first line] of each block of its lines. */
  readonly pages: ReadonlyMap<string, readonly (readonly [number, number, number])[]>;
  readonly mistakes: readonly LockMistake[];
  /** Why the file was not read (the content files' guard, broken UTF-8): a problem of the build, no page's entries. */
  readonly refused?: Problem;
}

/** A translated field pair's status (translations/status.ts decides it). */
export type FieldStatusName = "in-sync" | "outdated" | "missing" | "unconfirmed";
/** How many pairs have each status, and how many were outdated by each changed site.yaml value („figures.x 95 → 90“). */
export type TranslationCounts = Record<FieldStatusName, number> & { readonly values: Record<string, number> };

export interface Site {
  readonly config: SiteConfig;
  readonly pages: readonly PageEntry[];
  readonly ui: Readonly<Record<Lang, Ui>>;
}

export interface Crumb {
  readonly label: string;
  readonly href?: string; // absent on the last crumb
}

export interface Route {
  readonly path: string; // one spelling: leading slash, no trailing slash ("/", "/en/faq")
  readonly lang: Lang;
  readonly page: string;
  readonly kind: PageKind;
  readonly counterpart: string; // where the DE/EN button leads
  readonly alternates: Readonly<Partial<Record<Lang, string>>>; // hreflang pairs (only real pages)
  readonly crumbs: readonly Crumb[];
  readonly outputPath: string; // relative to dist/
}

export interface OutputFile {
  readonly path: string; // relative to dist/, forward slashes
  readonly contents: string | Uint8Array;
}

export interface AssetManifest {
  readonly css: string;
  readonly noscriptCss?: string | undefined; // the no-JavaScript fallbacks, linked from <noscript>
  readonly chrome: string;
  readonly islands: string | undefined; // entry that hydrates islands; only pages with islands load it
  readonly islandPreloads: readonly string[]; // chunks every island needs (React), fetched with the first island that hydrates
  readonly islandChunks: Readonly<Record<string, readonly string[]>>; // per island name: the chunks only it needs
  readonly fonts: readonly string[]; // woff2 files to preload
}

export interface BuildReport {
  readonly pages: Readonly<Record<Lang, number>>;
  readonly files: number;
  readonly bytes: number;
  readonly ms: number;
  /** Values of site.yaml still marked `# PLACEHOLDER` (stand-ins) and `# CONFIRM` (for the company to confirm). */
  readonly marked: { readonly placeholders: number; readonly unconfirmed: number };
  /** The articles dated after the day of the build, left out of it (none with `--future`). */
  readonly scheduled: readonly { readonly page: string; readonly date: string }[];
  /** What went wrong after the new build was in place, e.g. a previous build that could not be removed. */
  readonly warnings?: readonly string[];
  /** The status of every translated field pair; undefined when the project has no lock file. */
  readonly translations?: { readonly counts: TranslationCounts } | undefined;
}
