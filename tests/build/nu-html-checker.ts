// The W3C's Nu Html Checker (vnu-jar from npm, on Debian's Java 17) over folders of built pages, in one
// JVM start: it takes about 10–20 s to start and check the whole site, far more than any page.
import { execFile } from "node:child_process";
import { join, relative } from "node:path";
import { repoRoot } from "./project.ts";

const VNU_JAR = join(repoRoot, "node_modules", "vnu-jar", "build", "dist", "vnu.jar");
export const JAVA_HINT =
  "The HTML check needs Java 17 or newer. Install it with: sudo apt-get install -y openjdk-17-jre-headless";

export interface HtmlError {
  readonly folder: string;
  readonly page: string;
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

interface VnuMessage {
  readonly type: string; // "error", "non-document-error", "info" (warnings are info with subType "warning")
  readonly url?: string;
  readonly firstLine?: number;
  readonly lastLine?: number;
  readonly firstColumn?: number;
  readonly message: string;
}

/** Every error in the HTML files of `folders` (warnings are not asked for); a checker that cannot run throws. */
export async function checkHtml(folders: readonly string[]): Promise<HtmlError[]> {
  // --skip-non-html: given a folder, vnu otherwise reads every file as HTML, PNGs and scripts included.
  const args = [
    "-jar",
    VNU_JAR,
    "--errors-only",
    "--skip-non-html",
    "--format",
    "json",
    "--stdout",
    "--exit-zero-always",
    ...folders,
  ];
  const stdout = await new Promise<string>((resolve, reject) => {
    execFile("java", args, { maxBuffer: 64 * 1024 * 1024 }, (error, out, err) => {
      if ((error as NodeJS.ErrnoException | null)?.code === "ENOENT")
        reject(new Error(`java was not found. ${JAVA_HINT}`));
      else if (error)
        reject(new Error(`the Nu Html Checker did not run: ${err.trim() || error.message}\n${JAVA_HINT}`));
      else resolve(out);
    });
  });
  const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
  return messages
    .filter((m) => m.type === "error" || m.type === "non-document-error")
    .map((m) => {
      const path = m.url ? decodeURIComponent(new URL(m.url).pathname) : "";
      const folder = folders.find((f) => path.startsWith(`${f}/`)) ?? "";
      return {
        folder,
        page: folder ? relative(folder, path) : path,
        line: m.firstLine ?? m.lastLine ?? 0,
        column: m.firstColumn ?? 0,
        message: m.message,
      };
    });
}

/** One line per error, as a maintainer reads it: `page:line:column  message`. */
export function formatHtmlErrors(errors: readonly HtmlError[]): string {
  return errors.map((e) => `${e.page}:${e.line}:${e.column}  ${e.message}`).join("\n");
}
