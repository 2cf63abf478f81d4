// sitegen preview and sitegen dev: a server on 127.0.0.1 until Ctrl+C; the servers are loaded only by these commands.
import type { AddressInfo } from "node:net";
import { formatProblem } from "../problems/index.ts";
import { printable, relative } from "../terminal-text.ts";
import { outDirProblem, unbuiltRefusal, type Config } from "./config.ts";

export async function runPreview(config: Config): Promise<0 | 1> {
  const unbuilt = unbuiltRefusal(config);
  if (unbuilt) {
    console.error(unbuilt);
    return 1;
  }
  const { serveDist, PortInUseError } = await import("../dev/serve.ts");
  const server = await serveDist({ dir: config.out, port: config.port }).catch((error: unknown) => {
    if (error instanceof PortInUseError) return console.error(error.message);
    throw error;
  });
  if (!server) return 1;
  const { port } = server.address() as AddressInfo;
  console.log(printable(`Serving ${relative(config.out)}/ at http://127.0.0.1:${port}/ (Ctrl+C to stop)`));
  await new Promise(() => {});
  return 0;
}

export async function runDev(config: Config): Promise<0 | 1> {
  const refused = outDirProblem(config); // dev replaces its output folder as a build does
  if (refused) {
    console.error(formatProblem(refused, new Map()));
    return 1;
  }
  const { startDev, PortInUseError } = await import("../dev/dev-server.ts");
  const dev = await startDev(config).catch((error: unknown) => {
    if (error instanceof PortInUseError) return console.error(error.message);
    throw error;
  });
  if (!dev) return 1;
  const stopped = new Promise((resolve) => process.once("SIGINT", resolve).once("SIGTERM", resolve));
  console.log(`Serving ${dev.url} and watching for changes (Ctrl+C to stop)`);
  await stopped;
  await dev.close();
  return 0;
}
