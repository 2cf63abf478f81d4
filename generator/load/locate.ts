// YAML path → file:line:column, through the syntax tree (never by searching the text).
import { yamlPackage } from "./parse-yaml.ts";
import type { SourceFile, SourceLocation } from "../model.ts";

/**
 * Line and column of the value at `path` in `file`. When that value is missing,
 * the closest parent that exists is used, so "answer missing" points at its question.
 */
export function locate(file: SourceFile, path: readonly PropertyKey[]): SourceLocation {
  const { isNode } = yamlPackage();
  for (let depth = path.length; depth >= 0; depth--) {
    const node = file.doc.getIn(path.slice(0, depth) as unknown[], true);
    if (isNode(node) && node.range) return position(file, node.range[0]);
  }
  return { file: file.path, line: 1, column: 1 };
}

/** Line and column of the key `key` inside the mapping at `path` (for "unknown key" problems). */
export function locateKey(file: SourceFile, path: readonly PropertyKey[], key: string): SourceLocation {
  const { isMap, isNode, isPair } = yamlPackage();
  const map = path.length === 0 ? file.doc.contents : file.doc.getIn(path as unknown[], true);
  if (isMap(map)) {
    for (const item of map.items) {
      if (
        isPair(item) &&
        isNode(item.key) &&
        String((item.key as { value?: unknown }).value) === key &&
        item.key.range
      ) {
        return position(file, item.key.range[0]);
      }
    }
  }
  return locate(file, path);
}

function position(file: SourceFile, offset: number): SourceLocation {
  const { line, col } = file.lines.linePos(offset);
  return { file: file.path, line, column: col };
}

/** `faqs[1].questions[0].a` from ["faqs", 1, "questions", 0, "a"]. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const part of path) {
    if (typeof part === "number") out += `[${part}]`;
    else out += out === "" ? String(part) : `.${String(part)}`;
  }
  return out || "(top level)";
}
