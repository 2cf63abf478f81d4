// The dev server's build events as the form hears them, and the preview between saves: the page rendered from the
// form's values while unsaved or with empty fields (placeholders in those).
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from "react";
import { loadProblems, previewPage, type Lang, type PageData } from "./api.ts";
import { LANGS } from "../../model.ts";
import type { Values } from "./keep-work.ts";
import { labelOf } from "./labels.ts";
import { t } from "./messages.ts";
import { child, controlOf, type Schema } from "./schema.ts";
import { isGroup, isList, same, type Key, type Value } from "./tree.ts";

const TYPING_PAUSE_MS = 250;

export type BuildState = "waiting" | "reload" | "problems" | "error";

const ENDED = new Set<string>(["reload", "problems", "error"]);
const EVERY = "*"; // not a file name: the session failed, so no build follows for any file

/** The outcome of the build after the last save that wrote files, and the calls that start and end waiting for one. */
export function useBuildEvents(
  id: string,
  frame: RefObject<HTMLIFrameElement | null>,
  setData: Dispatch<SetStateAction<PageData>>,
): { build: BuildState | undefined; begin(): void; expect(written: readonly string[]): void } {
  const [build, setBuild] = useState<BuildState>();
  // From the moment a save is sent: the files the builds that ended since were for (the watcher may see a saved
  // file and its build end before the save's answer arrives), and the outcome of the latest build.
  const built = useRef<Set<string> | undefined>(undefined);
  const latest = useRef<BuildState | undefined>(undefined);
  // Once the answer came: the files it wrote, until a build has been for each of them.
  const awaited = useRef<readonly string[] | undefined>(undefined);
  // A good build the preview frame has not loaded yet (its page lands on it by itself on the same event), and the
  // number of the latest good build: a page on its way when the build ended names the one before, and reloads.
  const frameBehind = useRef(false);
  const frameWants = useRef(0);

  // Only the problems change with a build, and what placeholders read (a figure's computed ones, the pages using
  // it): the form is left alone unless they differ (it is large, and the preview frame reloads meanwhile).
  const refreshProblems = useCallback(async () => {
    const fresh = await loadProblems(id).catch(() => undefined);
    if (fresh === undefined) return;
    const { status: _, ...next } = fresh as typeof fresh & { status?: number }; // the answer's status is no fact
    setData((d) =>
      Object.entries(next).some(([k, v]) => JSON.stringify(v) !== JSON.stringify(d[k as "uses"]))
        ? { ...d, ...next }
        : d,
    );
  }, [id, setData]);

  /** Says the outcome once every awaited file was built and, after a good build, the preview shows it. */
  const settle = useCallback(() => {
    const files = awaited.current;
    if (!files || (!built.current?.has(EVERY) && files.some((file) => !built.current?.has(file)))) return;
    if (latest.current === "reload" && frameBehind.current) return; // the frame's load settles it
    awaited.current = undefined;
    built.current = undefined;
    setBuild(latest.current);
  }, []);

  useEffect(() => {
    const target = frame.current;
    // The frame has the build once its page was served after it; the status and the problems then change together.
    const caughtUp = () => {
      if (!frameBehind.current || servedBuild(target) < frameWants.current) return;
      void refreshProblems().then(() => {
        frameBehind.current = servedBuild(target) < frameWants.current;
        settle();
      });
    };
    target?.addEventListener("load", caughtUp);
    const events = new EventSource("/__sitegen/events");
    events.onmessage = (event) => {
      const { type, files, build } = JSON.parse(String(event.data)) as {
        type: string;
        files?: readonly string[];
        build?: number;
      };
      // A server started again counts its builds from 0.
      if (type === "hello" && build !== undefined) frameWants.current = Math.min(frameWants.current, build);
      // After a good build the preview reloads first; the form, on the same thread, catches up once it has.
      if (type === "problems") void refreshProblems();
      if (type === "reload") {
        frameBehind.current = true;
        frameWants.current = Math.max(frameWants.current, build ?? 0);
        caughtUp(); // a page served after the build may have loaded before this event came
      }
      if (!ENDED.has(type) || !built.current) return;
      latest.current = type as BuildState;
      // A failure of the session itself names no files: no build of them follows.
      for (const file of files ?? (type === "error" ? [EVERY] : [])) built.current.add(file);
      settle();
    };
    return () => {
      events.close();
      target?.removeEventListener("load", caughtUp);
    };
  }, [frame, refreshProblems, settle]);

  const begin = useCallback(() => {
    built.current = new Set();
    awaited.current = undefined;
  }, []);
  const expect = useCallback(
    (written: readonly string[]) => {
      if (written.length === 0) {
        built.current = awaited.current = undefined;
        return setBuild(undefined);
      }
      awaited.current = written;
      setBuild("waiting");
      settle();
    },
    [settle],
  );
  return { build, begin, expect };
}

/** The build after which `frame`'s page was served, or Infinity (not built yet, or no page of this origin). */
function servedBuild(frame: HTMLIFrameElement | null): number {
  return Number(frame?.contentDocument?.querySelector<HTMLElement>("script[data-build]")?.dataset.build ?? Infinity);
}

/** What the preview shows instead of the page as built, and why (its mark). */
export interface ShownValues {
  readonly src: string;
  readonly mark: string;
}

/** The page rendered from the form's values once the typing pauses; the frame keeps its scroll position. */
export function useShownValues(
  data: PageData,
  values: Values,
  changed: readonly Lang[],
  lang: Lang,
  frame: RefObject<HTMLIFrameElement | null>,
): ShownValues | undefined {
  const [shown, setShown] = useState<ShownValues>();
  const filled = useMemo(
    () => Object.fromEntries(LANGS.map((l) => [l, withPlaceholders(data, values[l], l)] as const)),
    [data, values],
  );
  // A page with empty fields and no build yet (a new page): shown with placeholders; one built is shown as built.
  const [unbuilt, setUnbuilt] = useState(false);
  const empty = unbuilt && LANGS.some((l) => !same(filled[l], values[l]));
  useEffect(() => {
    if (changed.length === 0 && !empty) return setShown(undefined);
    let current = true;
    const timer = setTimeout(() => {
      void previewPage(data.page.id, lang, filled).then(
        ({ src }) => {
          if (current && src) setShown({ src, mark: changed.length > 0 ? t().notSaved : t().placeholders });
        },
        () => {},
      );
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [data, filled, empty, changed, lang]);

  useEffect(() => {
    const target = frame.current;
    if (!target) return;
    let y = 0;
    let path = "";
    const loaded = () => {
      const view = target.contentWindow;
      if (!view || !addressOf(view)) return; // the browser's own page for a load it could not finish
      if (view.location.pathname === path) view.scrollTo(0, y);
      path = view.location.pathname;
      if (!view.location.search) setUnbuilt(view.document.body?.hasAttribute("data-unbuilt") === true);
      view.addEventListener("scroll", () => (y = view.scrollY), { passive: true });
    };
    target.addEventListener("load", loaded);
    return () => target.removeEventListener("load", loaded);
  }, [frame]);
  return shown;
}

/** Undefined while `view` shows the browser's page for a load that failed (of no origin). */
export function addressOf(view: Window): string | undefined {
  try {
    return view.location.href;
  } catch {
    return undefined;
  }
}

/** `value` with each empty field given what its schema takes, for the preview alone ("[Titel]", today …). */
function withPlaceholders(data: PageData, value: Value | undefined, lang: Lang): Value | undefined {
  const root = data.schema;
  let anchors = 0;
  const fill = (node: Schema | undefined, v: Value | undefined, key: Key): Value | undefined => {
    if (isList(v)) return { $list: v.$list.map(([i, item], n) => [i, fill(child(root, node, n, v), item, n)!]) };
    if (isGroup(v))
      return Object.fromEntries(Object.entries(v).map(([k, inner]) => [k, fill(child(root, node, k, v), inner, k)!]));
    if (v !== "") return v;
    if (node?.format === "uri") return "https://example.org";
    if (node?.role === "anchor") return `${key}-${++anchors}`;
    const control = controlOf(node, [v]);
    if (control === "date") return new Date().toISOString().slice(0, 10);
    if (control === "number") return 1;
    if (control === "select") return node?.enum?.[0] as Value;
    if (control === "link") return data.page.id;
    return `[${labelOf(key, node, lang)}]`;
  };
  return value === undefined ? undefined : fill(root, value, "");
}
