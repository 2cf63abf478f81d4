// A worker thread of render-parallel.ts: renders its share of the routes and posts the files back.
import { parentPort, workerData } from "node:worker_threads";
import type { SocialImages } from "./og-images.ts";
import type { RenderJob } from "./render-parallel.ts";
import { renderPages } from "./render-page.tsx";

const job = workerData as RenderJob;
const social = job.social ? ({ ...job.social, files: [] } as SocialImages) : undefined;
parentPort!.postMessage(renderPages(job.site, job.routes, job.assets, social));
