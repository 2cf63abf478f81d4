// Errors of the environment are told apart from bugs.
import { describe, expect, it } from "vitest";
import { asFileSystemError } from "../../generator/fs-errors.ts";

function fsError(code: string, path: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: something, open '${path}'`), { code, path });
}

describe("asFileSystemError", () => {
  it.each([
    ["ENOSPC", "the disk is full"],
    ["EACCES", "permission denied"],
    ["EROFS", "read-only"],
    ["EBUSY", "in use"],
  ])("names %s with its path", (code, words) => {
    const error = asFileSystemError(fsError(code, "/site/dist.staging-1/faq.html"));
    expect(error?.message).toMatch(/^\/site\/dist\.staging-1\/faq\.html: /);
    expect(error?.message).toContain(words);
    expect(error?.code).toBe(code);
  });

  it("reads an error that crossed a worker thread and kept only its message", () => {
    const error = asFileSystemError(
      new Error("ENOSPC: no space left on device, write '/site/dist.staging-9/en/faq.html'"),
    );
    expect(error).toMatchObject({ code: "ENOSPC", path: "/site/dist.staging-9/en/faq.html" });
  });

  it("finds the error inside a wrapping error's cause", () => {
    expect(asFileSystemError(new Error("could not write dist", { cause: fsError("EROFS", "/ro/dist") }))).toMatchObject(
      { code: "EROFS", path: "/ro/dist" },
    );
  });

  it.each([
    [new TypeError("Cannot read properties of undefined (reading 'title')"), "a bug"],
    [fsError("ENOENT", "/site/x"), "a missing file is no environment problem by itself"],
    ["a string", "not an error at all"],
  ])("leaves %s alone (%s)", (error, _why) => {
    expect(asFileSystemError(error)).toBeUndefined();
  });
});
