// One build at a time into one output folder. Process ids cannot tell builds apart (two containers or CI jobs
// sharing a checkout each run as pid 1), so the lock is the kernel's: flock on the folder that holds the output
// folder, which holds across PID namespaces and ends with its holder, however it ends, and leaves no file behind
// (a lock file could not be removed safely: a waiting build and a new one would both hold a lock). Node has no
// flock; perl, which every Debian and Ubuntu system has (exchange.ts), takes the lock and keeps it while this
// process keeps its stdin open.
import { spawn } from "node:child_process";
import { constants } from "node:os";
import { dirname } from "node:path";
import { asFileSystemError, FileSystemError } from "../fs-errors.ts";

/** A held lock; `release` is safe to call twice. */
export interface OutputLock {
  release(): void;
}

// Prints "busy" when another holder has the lock, "locked" once this one has it, then waits for the end of stdin.
const SCRIPT = `use Fcntl qw(:flock); $| = 1;
open(my $f, "<", $ARGV[0]) or do { print "error ", $! + 0, "\\n"; exit 2 };
if (!flock($f, LOCK_EX | LOCK_NB)) { print "busy\\n"; flock($f, LOCK_EX) or exit 3 }
print "locked\\n";
1 while sysread(STDIN, my $b, 64);`;

/** Where perl is missing the build goes on unlocked: its staging folder has a name of its own all the same. */
export function lockOutput(outDir: string, onWait: () => void): Promise<OutputLock> {
  const path = dirname(outDir);
  return new Promise((resolve, reject) => {
    const child = spawn("perl", ["-e", SCRIPT, path], { stdio: ["pipe", "pipe", "ignore"] });
    const release = () => {
      child.stdin.end();
      child.unref();
    };
    let settled = false;
    child.once("error", (error: NodeJS.ErrnoException) => {
      if (settled) return;
      settled = true;
      if (error.code === "ENOENT") resolve({ release: () => {} });
      else reject(asFileSystemError(error, path) ?? error);
    });
    child.stdout.setEncoding("utf8").on("data", (text: string) => {
      for (const line of text.split("\n")) {
        if (line === "busy") onWait();
        if (line === "locked" && !settled) {
          settled = true;
          resolve({ release });
        }
        if (line.startsWith("error ") && !settled) {
          settled = true;
          const errno = Number(line.slice("error ".length));
          const code = Object.entries(constants.errno).find(([, n]) => n === errno)?.[0] ?? "EACCES";
          reject(new FileSystemError(code, path));
        }
      }
    });
    child.once("exit", () => {
      if (settled) return;
      settled = true;
      reject(new FileSystemError("EACCES", path));
    });
  });
}
