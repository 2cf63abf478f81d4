// The dev server's build events as the form hears them: after each build the problems and translation statuses
// at the fields are the new build's, and after a save the status bar says what the preview now shows.
import { useCallback, useEffect, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from "react";
import { loadProblems, type PageData } from "./api.ts";

/** What the build made of the last save. */
export type BuildState = "waiting" | "reload" | "problems" | "error";

/** The outcome of the build after the last save that wrote files, and the call that starts waiting for one. */
export function useBuildEvents(
  id: string,
  frame: RefObject<HTMLIFrameElement | null>,
  setData: Dispatch<SetStateAction<PageData | string | undefined>>,
): { build: BuildState | undefined; begin(): void; expect(wrote: boolean): void } {
  const [build, setBuild] = useState<BuildState>();
  const awaiting = useRef(false);
  // From the moment a save is sent: the build that ended before its answer came (null: none yet). The watcher may
  // see the saved file and the rebuild end before the save's answer arrives.
  const meanwhile = useRef<BuildState | null | undefined>(undefined);

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

  useEffect(() => {
    const events = new EventSource("/__sitegen/events");
    events.onmessage = (event) => {
      const type = (JSON.parse(String(event.data)) as { type: string }).type;
      // After a good build the preview reloads first; the form, on the same thread, catches up once it has.
      if (type === "problems") void refreshProblems();
      if (type === "reload") frame.current?.addEventListener("load", () => void refreshProblems(), { once: true });
      const ended = type === "reload" || type === "problems" || type === "error";
      if (ended && meanwhile.current === null) meanwhile.current = type;
      if (awaiting.current && ended) {
        awaiting.current = false;
        setBuild(type);
      }
    };
    return () => events.close();
  }, [frame, refreshProblems]);

  const begin = useCallback(() => void (meanwhile.current = null), []);
  const expect = useCallback((wrote: boolean) => {
    const ended = meanwhile.current;
    meanwhile.current = undefined;
    awaiting.current = wrote && !ended;
    setBuild(wrote ? (ended ?? "waiting") : undefined);
  }, []);
  return { build, begin, expect };
}
