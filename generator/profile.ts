// `sitegen build --profile`: the time of each stage on stderr, and within the pages stage the time of each check,
// pass and render on this thread (a build on worker threads splits stages only; SITEGEN_THREADS=1 splits it all).
// Each part counts its own time, not that of a part it calls (the YAML parse a check triggers is the parse's).

let on = false;
let current: string | undefined;
let since = 0;
const spent = new Map<string, number>();

/** `run()`, its own time added to `part` while profiling. */
export function timed<T>(part: string, run: () => T): T {
  if (!on) return run();
  const outer = current;
  const start = performance.now();
  if (outer !== undefined) spent.set(outer, (spent.get(outer) ?? 0) + start - since);
  [current, since] = [part, start];
  try {
    return run();
  } finally {
    const end = performance.now();
    spent.set(part, (spent.get(part) ?? 0) + end - since);
    [current, since] = [outer, end];
  }
}

/** A lap printer: the time of `stage` since the last lap, then what `timed` counted in it, largest first. */
export function profiler(profile: boolean, started: number): (stage: string) => void {
  on = profile;
  spent.clear();
  let last = started;
  if (on) console.error(`process start to open: ${Math.round(started)} ms`);
  return (stage) => {
    if (!on) return;
    const now = performance.now();
    console.error(`${stage}: ${Math.round(now - last)} ms`);
    for (const [part, ms] of [...spent].sort((a, b) => b[1] - a[1]))
      if (ms >= 0.5) console.error(`  ${part}: ${Math.round(ms)} ms`);
    spent.clear();
    last = now;
  };
}
