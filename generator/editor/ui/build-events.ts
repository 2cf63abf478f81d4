// The dev server's build events as the form hears them: after each build the problems and translation statuses
// at the fields are the new build's, and after a save the status bar says what the preview now shows — once the
// build of the saved files has ended and, after a good one, the preview frame has loaded it.
import { useCallback, useEffect, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from "react";
import { loadProblems, type PageData } from "./api.ts";

/** What the build made of the last save. */
export type BuildState = "waiting" | "reload" | "problems" | "error";

const ENDED = new Set<string>(["reload", "problems", "error"]);
const EVERY = "*"; // not a file name: the session failed, so no build follows for any file

/** The outcome of the build after the last save that wrote files, and the calls that start and end waiting for one. */
export function useBuildEvents(
  id: string,
  frame: RefObject<HTMLIFrameElement | null>,
  setData: Dispatch<SetStateAction<PageData | string | undefined>>,
): { build: BuildState | undefined; begin(): void; expect(written: readonly string[]): void } {
  const [build, setBuild] = useState<BuildState>();
  // From the moment a save is sent: the files the builds that ended since were for (the watcher may see a saved
  // file and its build end before the save's answer arrives), and the outcome of the latest build.
  const built = useRef<Set<string> | undefined>(undefined);
  const latest = useRef<BuildState | undefined>(undefined);
  // Once the answer came: the files it wrote, until a build has been for each of them.
  const awaited = useRef<readonly string[] | undefined>(undefined);
  // A good build the preview frame has not loaded yet (it reloads itself on the same event), and the number of the
  // latest good build: a page that was on its way when the build ended may show the one before, and reloads itself.
  const frameBehind = useRef(false);
  const frameWants = useRef(0);
  const waiting = useRef<(() => void) | undefined>(undefined); // stops the frame's load listener, if one waits

  // Only the problems change with a build; the form is left alone unless they differ (it is large, and the
  // preview frame reloads on the same thread meanwhile).
  const refreshProblems = useCallback(async () => {
    const fresh = await loadProblems(id).catch(() => undefined);
    if (fresh === undefined) return;
    const { problems, translations } = fresh;
    setData((d) =>
      typeof d === "object" && JSON.stringify([d.problems, d.translations]) !== JSON.stringify([problems, translations])
        ? { ...d, problems, translations }
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
      if (type === "reload" && frame.current) {
        const target = frame.current;
        frameBehind.current = true;
        frameWants.current = Math.max(frameWants.current, build ?? 0);
        // One listener waits for the newest build: a reload while one waits replaces it rather than adding another.
        waiting.current?.();
        const loaded = () => {
          if (servedBuild(target) < frameWants.current) return; // served before that build: it reloads itself
          waiting.current?.();
          frameBehind.current = false;
          void refreshProblems();
          settle();
        };
        target.addEventListener("load", loaded);
        waiting.current = () => {
          target.removeEventListener("load", loaded);
          waiting.current = undefined;
        };
      }
      if (!ENDED.has(type) || !built.current) return;
      latest.current = type as BuildState;
      // A failure of the session itself names no files: no build of them follows.
      for (const file of files ?? (type === "error" ? [EVERY] : [])) built.current.add(file);
      settle();
    };
    return () => events.close();
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

/**
 * The number of the build after which the page in `frame` was served (the `build` of the URL of the client script
 * sitegen dev adds to it), or Infinity for a page without it (the server's answer for a page not built yet).
 */
function servedBuild(frame: HTMLIFrameElement): number {
  const script = frame.contentDocument?.querySelector<HTMLScriptElement>('script[src^="/__sitegen/client.js?"]');
  return script ? Number(new URL(script.src).searchParams.get("build")) : Infinity;
}
