// A worker thread of build-to-disk.ts: loads the generator while the main thread prepares, then runs its
// share of the chunk loop (shard.ts) on the job it is sent and posts back what it found and wrote.
import { parentPort } from "node:worker_threads";
import { runShard, type ShardJob } from "./shard.ts";

parentPort!.once("message", (job: ShardJob) => {
  runShard(job).then(
    (result) => parentPort!.postMessage(result),
    (error: unknown) => {
      throw error; // reaches the main thread as the worker's "error" event, with the stack
    },
  );
});
