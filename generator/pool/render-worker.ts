// A worker thread of worker-pool.ts: renders each chunk it is sent and answers with what it wrote.
import { parentPort, workerData } from "node:worker_threads";
import { renderChunk, type Chunk, type WorkerStart } from "./render-chunk.ts";

const start = workerData as WorkerStart;
const made = new Set<string>();
parentPort!.on("message", (chunk: Chunk) => parentPort!.postMessage(renderChunk(start, chunk, made)));
