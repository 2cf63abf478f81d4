// Errors of the environment (a full disk, a permission, a read-only or busy folder), told apart from bugs
// in the generator: they are reported as what they are, with the path, and exit 1, not 2.
import { readFileSync } from "node:fs";

/** What each error code of the environment means, in the maintainer's words. */
const MEANING: Readonly<Record<string, string>> = {
  ENOSPC: "the disk is full",
  EDQUOT: "the disk quota is used up",
  EACCES: "permission denied",
  EPERM: "the operation is not permitted (file owner or attributes)",
  EROFS: "the file system is read-only",
  EBUSY: "the file or folder is in use",
  ENOTDIR: "a part of the path is a file, not a folder",
  EISDIR: "a folder is in the way of a file",
  ENOTEMPTY: "a folder that should be empty is not",
  EEXIST: "something is already in the way",
  EMFILE: "too many open files",
  ENFILE: "too many open files on the system",
  ENAMETOOLONG: "the path is too long",
  EIO: "the disk reported an input/output error",
  EXDEV: "the output folder is on a different disk than its staging folder",
};

/** A file-system error of the environment, with the path it happened at. */
export class FileSystemError extends Error {
  override name = "FileSystemError";
  readonly code: string;
  readonly path: string;
  constructor(code: string, path: string, cause?: unknown) {
    super(`${path}: ${MEANING[code] ?? code} (${code})`, { cause });
    this.code = code;
    this.path = path;
  }
}

/** Reads the message too, for an error that crossed a worker thread ("ENOSPC: no space left on device, open '…'"). */
export function asFileSystemError(error: unknown, fallbackPath?: string): FileSystemError | undefined {
  if (error instanceof FileSystemError) return error;
  if (!(error instanceof Error)) return undefined;
  const { code, path } = error as NodeJS.ErrnoException;
  const parsed = /^(E[A-Z]+): [^,]*, \w+ '([^']*)'/.exec(error.message);
  const foundCode = typeof code === "string" ? code : parsed?.[1];
  if (foundCode === undefined || !(foundCode in MEANING)) {
    return error.cause === undefined ? undefined : asFileSystemError(error.cause, fallbackPath);
  }
  return new FileSystemError(foundCode, path ?? parsed?.[2] ?? fallbackPath ?? "(unknown path)", error);
}

/** The bytes of the file at `path`, or undefined when there are none to read (no file, a folder, not allowed). */
export function readIfAny(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
}
