// What the benchmark scripts share: the median they quote, a pause, and the note on the machine's load.
import { availableParallelism, loadavg } from "node:os";

/** The median of `xs` (the mean of the middle two for an even count). */
export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The line that says how busy the machine was during a run that began at load average `before`. */
export function loadNote(before) {
  return `  load average ${before.toFixed(1)} → ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores${before > 1.5 ? ": other work competed for the CPU, so the times above are pessimistic" : ""}`;
}
