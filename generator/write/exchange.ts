// Swapping two folders in one step, so that a reader of dist/ never finds it missing. Linux can
// (renameat2 with RENAME_EXCHANGE, since 3.15), but Node has no binding for it and no foreign-function
// interface; perl, which every Debian and Ubuntu system has (perl-base is Essential), can make the system call.
// Where it cannot (another system, another architecture, a file system without the flag), the caller falls
// back to two renames, with a moment of a few hundred microseconds without dist/ between them.
import { spawnSync } from "node:child_process";

/** renameat2's number on the architectures Node supports on Linux that this project is built on. */
const RENAMEAT2: Partial<Record<string, number>> = { x64: 316, arm64: 276 };
const AT_FDCWD = -100;
const RENAME_EXCHANGE = 2;

/** False, having changed nothing, when this system cannot exchange atomically. */
export function exchangeFolders(a: string, b: string): boolean {
  const call = process.platform === "linux" ? RENAMEAT2[process.arch] : undefined;
  if (call === undefined) return false;
  const script = `exit(syscall(${call}, ${AT_FDCWD}, $ARGV[0], ${AT_FDCWD}, $ARGV[1], ${RENAME_EXCHANGE}) == 0 ? 0 : 3)`;
  const result = spawnSync("perl", ["-e", script, a, b], { stdio: "ignore", timeout: 10_000 });
  return result.status === 0; // perl missing (error), the call refused (3): nothing was renamed
}
