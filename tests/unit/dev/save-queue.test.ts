// The order in which sitegen dev builds saves: files reported together are one build, a build never runs beside
// another, and files the editor announced are built together however far apart the watcher reports them.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveQueue } from "../../../generator/dev/save-queue.ts";
import type { Change } from "../../../generator/dev/watch.ts";

/** A queue whose builds are recorded (the files of each) and end when the test says, and the lines it prints. */
function recorded() {
  const builds: string[][] = [];
  const ends: (() => void)[] = [];
  const printed: string[] = [];
  const queue = saveQueue(
    (changes: ReadonlyMap<string, Change>) =>
      new Promise<void>((resolve) => {
        builds.push([...changes.keys()]);
        ends.push(resolve);
      }),
    (line) => printed.push(line),
  );
  const endBuild = async () => {
    ends.shift()!();
    await vi.advanceTimersByTimeAsync(0);
  };
  return { queue, builds, endBuild, printed };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

const DE = "content/de/blog.yaml";
const EN = "content/en/blog.yaml";

describe("the saves sitegen dev builds", () => {
  it("builds files reported within a few milliseconds as one change", async () => {
    const { queue, builds } = recorded();
    queue.schedule("content", DE);
    await vi.advanceTimersByTimeAsync(5);
    queue.schedule("content", EN);
    await vi.advanceTimersByTimeAsync(50);
    expect(builds).toEqual([[DE, EN]]);
  });

  it("builds a save made during a build right after it, with every file saved meanwhile", async () => {
    const { queue, builds, endBuild } = recorded();
    queue.schedule("content", DE);
    await vi.advanceTimersByTimeAsync(50);
    queue.schedule("content", EN);
    await vi.advanceTimersByTimeAsync(50);
    queue.schedule("site", "site.yaml");
    await vi.advanceTimersByTimeAsync(50);
    expect(builds).toEqual([[DE]]);
    await endBuild();
    expect(builds).toEqual([[DE], [EN, "site.yaml"]]);
  });

  it("waits for every file the editor announced, however late the watcher reports the second", async () => {
    const { queue, builds } = recorded();
    queue.announce([DE, EN]);
    queue.schedule("content", DE);
    await vi.advanceTimersByTimeAsync(500); // a slow machine: the English file is reported much later
    expect(builds).toEqual([]);
    queue.schedule("content", EN);
    await vi.advanceTimersByTimeAsync(50);
    expect(builds).toEqual([[DE, EN]]);
  });

  it("gives announced files up two seconds after the first, however many announcements follow, and says which", async () => {
    const { queue, builds, printed } = recorded();
    queue.announce(["site.yaml"]);
    queue.schedule("content", DE);
    for (let i = 0; i < 4; i++) {
      await vi.advanceTimersByTimeAsync(600);
      expect(builds).toEqual(i < 3 ? [] : [[DE]]); // built 2 s after the first announcement: a write that failed
      queue.announce([`content/de/never-${i}.yaml`]); // announced again and again, never written
    }
    expect(printed).toEqual([
      expect.stringMatching(
        /^site\.yaml, content\/de\/never-0\.yaml, content\/de\/never-1\.yaml.* no change reached sitegen dev/,
      ),
    ]);
  });

  it("builds nothing after close, and close waits for the build under way", async () => {
    const { queue, builds, endBuild } = recorded();
    queue.schedule("content", DE);
    await vi.advanceTimersByTimeAsync(50);
    let closed = false;
    void queue.close().then(() => (closed = true));
    queue.schedule("content", EN);
    await vi.advanceTimersByTimeAsync(50);
    expect(closed).toBe(false);
    await endBuild();
    expect(closed).toBe(true);
    expect(builds).toEqual([[DE]]);
  });
});
