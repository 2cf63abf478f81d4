// One build at a time into one output folder. Process ids cannot tell builds apart (two containers or CI jobs
// sharing a checkout each run as pid 1), so the lock is the kernel's: flock on the folder that holds the output
// folder, which holds across PID namespaces and ends with its holder, however it ends, and leaves no file behind
// (a lock file could not be removed safely: a waiting build and a new one would both hold a lock). Node has no
// flock, nor renameat2 with RENAME_EXCHANGE (Linux since 3.15), which swaps the new build into dist/ in one step;
// perl, which every Debian and Ubuntu system has (perl-base is Essential), makes both system calls: it takes the
// lock, exchanges the folders it is sent, and keeps the lock while this process keeps its stdin open.
import { spawn } from "node:child_process";
import { constants } from "node:os";
import { dirname } from "node:path";
import { asFileSystemError, FileSystemError } from "../fs-errors.ts";

/** A held lock; `release` is safe to call twice. */
export interface OutputLock {
  /** False, having changed nothing, where the system cannot exchange two folders atomically. */
  exchange(a: string, b: string): Promise<boolean>;
  release(): void;
}

/** renameat2's number on the architectures Node supports on Linux that this project is built on. */
const RENAMEAT2: Partial<Record<string, number>> = { x64: 316, arm64: 276 };
const call = process.platform === "linux" ? RENAMEAT2[process.arch] : undefined;

// Prints "busy" when another holder has the lock, "locked" once this one has it, then exchanges each two folders it
// reads (AT_FDCWD is -100, RENAME_EXCHANGE 2) until the end of stdin.
const SCRIPT = `use Fcntl qw(:flock); $| = 1; $/ = "\\0";
open(my $f, "<", $ARGV[0]) or do { print "error ", $! + 0, "\\n"; exit 2 };
if (!flock($f, LOCK_EX | LOCK_NB)) { print "busy\\n"; flock($f, LOCK_EX) or exit 3 }
print "locked\\n";
while (defined(my $a = <STDIN>) && defined(my $b = <STDIN>)) {
  chop $a; chop $b; print syscall($ARGV[1], -100, $a, -100, $b, 2) == 0 ? "exchanged\\n" : "refused\\n" }`;

/** Where perl is missing the build goes on unlocked (its staging folder has a name of its own) and nothing exchanges. */
export function lockOutput(outDir: string, onWait: () => void): Promise<OutputLock> {
  const path = dirname(outDir);
  return new Promise((resolve, reject) => {
    const child = spawn("perl", ["-e", SCRIPT, path, String(call)], { stdio: ["pipe", "pipe", "ignore"] });
    const answers: ((exchanged: boolean) => void)[] = [];
    const lock: OutputLock = {
      exchange: (a, b) =>
        new Promise((done) => {
          if (call === undefined || !child.stdin.writable) return done(false);
          answers.push(done);
          child.stdin.write(`${a}\0${b}\0`);
        }),
      release: () => {
        child.stdin.end();
        child.unref();
      },
    };
    let settled = false;
    child.stdin.on("error", () => {}); // perl ended: its exit answers
    child.once("error", (error: NodeJS.ErrnoException) => {
      if (settled) return;
      settled = true;
      if (error.code === "ENOENT") resolve({ exchange: async () => false, release: () => {} });
      else reject(asFileSystemError(error, path) ?? error);
    });
    const heard = (line: string) => {
      if (line === "busy") onWait();
      if (line === "exchanged" || line === "refused") answers.shift()?.(line === "exchanged");
      if (line === "locked" && !settled) {
        settled = true;
        resolve(lock);
      }
      if (line.startsWith("error ") && !settled) {
        settled = true;
        const errno = Number(line.slice("error ".length));
        const code = Object.entries(constants.errno).find(([, n]) => n === errno)?.[0] ?? "EACCES";
        reject(new FileSystemError(code, path));
      }
    };
    let part = ""; // of a line, until its end arrives (node:readline takes milliseconds to load)
    child.stdout.setEncoding("utf8").on("data", (text: string) => {
      const lines = (part + text).split("\n");
      part = lines.pop()!;
      lines.forEach(heard);
    });
    child.once("exit", () => {
      for (const answer of answers.splice(0)) answer(false);
      if (settled) return;
      settled = true;
      reject(new FileSystemError("EACCES", path));
    });
  });
}
