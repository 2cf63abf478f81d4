// What the editor asks sitegen dev's open site, answered in the dev session's worker (dev-session.ts) from that one
// site, so the editor and the build cannot disagree about a route, a label or a problem, and the thread that serves
// the pages never parses a file or reads the lock.
import { readFile } from "node:fs/promises";
import type { Lang, Problem } from "../model.ts";
import { messageOf } from "../problems/index.ts";
import { fileInside } from "../dev/serve.ts";
import { linkableIds } from "../render/linkable-ids.ts";
import { pageLabel } from "../routes/breadcrumbs.ts";
import type { DevSite } from "../dev/dev-site.ts";
import { confirmTranslations, pagePairs, readerOf, readTranslations } from "../translations/project.ts";
import type { FieldStatus } from "../translations/status.ts";
import { contentPath } from "../validate/check-pages.ts";
import type { SiteConfig } from "../validate/schema/site.ts";
import { markedValues } from "../validate/site-text.ts";
import { copyFields, fieldProblems, readFileState, type EditorPage, type ShownPair } from "./editor-data.ts";
import { attempt, type Edited } from "./edited.ts";
import { refusal } from "./requests.ts";
import { editorLinks, fitsForm, siteFacts } from "./site-facts.ts";
import { patchYaml } from "./yaml-patch.ts";

export type EditorAnswers = ReturnType<typeof editorAnswers>;

/** Asks the open site one of the editor's questions, by its name and arguments (through the session's channel). */
export type AskSite = <Q extends keyof EditorAnswers>(
  question: Q,
  ...args: Parameters<EditorAnswers[Q]>
) => Promise<Awaited<ReturnType<EditorAnswers[Q]>>>;

export function editorAnswers({ site, ensure }: { readonly site: DevSite; readonly ensure: (path: string) => void }) {
  const { root, out } = site.config;
  // The pages dist/ holds: while site.yaml is unusable, those of the last good route table (its form says why).
  const config = () => site.lastFramed()?.frame.config;
  const pages = () => editorPages(config());
  const pageOf = (id: string) => pages().find((p) => p.id === id);
  const pairs = () =>
    pagePairs(config()?.routes ?? []).filter((pair) => fitsForm(root, pair.de) && fitsForm(root, pair.en));
  // The files as they are now, as the site lists them (its last good listing while site.yaml is unusable).
  const open = () => readerOf(root, site.lastFramed()?.listed ?? new Set())();
  // None when the page has one language or a file cannot be read.
  const translations = (page: EditorPage) => {
    const pair = pairs().find((p) => p.id === page.id);
    return pair ? readTranslations(root, [pair], open, config()).fields : [];
  };
  const siteProblems = () => site.problems().problems;
  // What a build changes for a page's form.
  const facts = (page: EditorPage) => ({
    problems: fieldProblems(page, siteProblems()),
    translations: translations(page),
    ...siteFacts(root, site.framed()?.frame.config, page, pages(), open()), // none while site.yaml fails
  });

  return {
    pages,
    routes: () => config()?.routes ?? [],
    /** Every page with the problems in its files and its pairs counted by status. */
    list() {
      const problems = siteProblems();
      const counts = new Map<string, Partial<Record<FieldStatus["status"], number>>>();
      for (const field of readTranslations(root, pairs(), open, config()).fields) {
        const count = counts.get(field.page) ?? {};
        count[field.status] = (count[field.status] ?? 0) + 1;
        counts.set(field.page, count);
      }
      return pages().map((page) => ({
        ...page,
        problems: problems.filter((p) => Object.values(page.files).includes(p.at?.file ?? "")).length,
        translations: counts.get(page.id) ?? {},
      }));
    },
    unused: () => siteProblems().flatMap((p) => (p.code === "ContentFileUnused" && p.at ? [p.at.file] : [])),
    /** A page's two files as the form shows them, with everything said at their fields. */
    async page(id: string) {
      const page = pageOf(id);
      if (!page) return undefined;
      const byLang = Object.fromEntries(
        await Promise.all(
          Object.entries(page.files).map(async ([lang, path]) => [lang, await readFileState(root, path)]),
        ),
      ) as Partial<Record<Lang, Awaited<ReturnType<typeof readFileState>>>>;
      const settings = config();
      return {
        page,
        files: byLang,
        linkTargets: settings ? await editorLinks(settings, pages(), builtIds) : [],
        copyFields: Object.fromEntries(
          Object.entries(byLang).map(([lang, file]) => [lang, copyFields(page.kind, file)]),
        ),
        ...facts(page),
        // `# PLACEHOLDER` and `# CONFIRM` notes, read as the production build reads them, shown at their fields.
        notes: Object.fromEntries(
          Object.entries(byLang).map(([lang, file]) => [
            lang,
            (file?.value !== undefined ? markedValues(file) : []).map(({ path, mark, note }) => ({ path, mark, note })),
          ]),
        ),
      };
    },
    problems(id: string) {
      const page = pageOf(id);
      return page && facts(page);
    },
    /** Confirms the pairs, all or none: only when every one says on disk what the form showed the translator. */
    confirm(id: string, shown: readonly ShownPair[]) {
      const page = pageOf(id);
      if (!page) return refusal(404, { reason: "no-page", id });
      const fields = new Map(translations(page).map((f) => [f.key, f]));
      for (const { key, de, en } of shown) {
        const field = fields.get(key);
        if (!field || field.status === "missing") return refusal(404, { reason: "not-translated", key, id });
        if (field.de.text !== de || field.en.text !== en) return refusal(409, { reason: "confirm-differs", key });
      }
      const settings = config();
      if (!settings) return refusal(409, { reason: "confirm-site" });
      const keys = shown.map((pair) => pair.key);
      const done = confirmTranslations(root, pairs(), { page: page.id, keys }, open, settings);
      const unreadable = done.problems.find((p) => p.code === "TranslationLockInvalid");
      if (unreadable)
        return refusal(409, { reason: "lock-unreadable", line: unreadable.at?.line ?? 1, said: messageOf(unreadable) });
      return { translations: translations(page) };
    },
    /** The page at `path` rendered, never written, with `files` holding the form's values as a save writes them. */
    async render(path: string, files: readonly (readonly [file: string, value: Edited])[]) {
      const texts = new Map<string, string>();
      for (const [file, value] of files) {
        const disk = await readFileState(root, file);
        if (disk.value === undefined) return undefined;
        const text = attempt(() => patchYaml(disk.text, value)); // refused: the save says why
        if (text === undefined) return undefined;
        texts.set(file, text);
      }
      return site.renderWith(texts, path);
    },
    /**
     * The problems the site would have with each file's new text that it does not have with its text now (both
     * checked alike). A problem the edit moved (its line, its index) is still the same: compared by code, file, facts.
     */
    async check(changes: readonly (readonly [path: string, now: string, next: string])[]): Promise<Problem[]> {
      const after = await site.problemsWith(new Map(changes.map(([path, , next]) => [path, next])));
      if (after.length === 0) return []; // the usual save costs one check
      const before = new Map<string, number>();
      for (const p of await site.problemsWith(new Map(changes.map(([path, now]) => [path, now]))))
        before.set(keyOf(p), (before.get(keyOf(p)) ?? 0) + 1);
      return after.filter((p) => {
        const known = before.get(keyOf(p)) ?? 0;
        before.set(keyOf(p), known - 1);
        return known <= 0;
      });
    },
  };

  /** The ids a built page renders, as sitegen dev wrote it (rendered first if a change left it stale). */
  async function builtIds(route: { readonly de: string }): Promise<ReadonlySet<string> | undefined> {
    ensure(route.de);
    const built = site.lastFramed()?.routes.find((r) => r.path === route.de);
    const found = built && (await fileInside(out, [built.outputPath])); // no link out of dist/, as the static server
    const html = found && (await readFile(found.real, "utf8").catch(() => undefined));
    return html === undefined || html === "" ? undefined : linkableIds(html);
  }
}

const keyOf = (p: Problem) => JSON.stringify([p.code, p.at?.file, p.facts]);

/** The routes of the checked route table, then the labels and site.yaml's settings. */
function editorPages(config: SiteConfig | undefined): EditorPage[] {
  const labels = config && { segments: config.breadcrumbs, home: config.breadcrumbHome };
  const routes = (config?.routes ?? []).map((route): EditorPage => {
    const paths = { de: route.de, ...(route.en ? { en: route.en } : {}) };
    return {
      id: route.page,
      kind: route.kind,
      paths,
      files: { de: contentPath(route, "de"), ...(route.en ? { en: contentPath(route, "en") } : {}) },
      names: Object.fromEntries(Object.entries(paths).map(([lang, path]) => [lang, pageLabel(path, labels!)])),
    };
  });
  return [
    ...routes,
    {
      id: "ui",
      kind: "ui",
      paths: { de: "/", en: "/en" },
      files: { de: "content/de/ui.yaml", en: "content/en/ui.yaml" },
    },
    { id: "site", kind: "site", paths: { de: "/", en: "/en" }, files: { de: "site.yaml" } },
  ];
}
