// Every import of the sources, read by oxc (the parser of vitest's bundler): the import rules (architecture.test.ts)
// and what a production install must hold (dependencies.test.ts) read the same list.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { parseSync, Visitor } from "rolldown/utils";

export const root = resolve(new URL("../..", import.meta.url).pathname);

export interface Import {
  readonly from: string; // project-relative file
  readonly line: number;
  readonly specifier: string;
  readonly target: string | undefined; // project-relative file, for relative specifiers
  readonly typeOnly: boolean;
}

/** The TypeScript sources of generator/, templates/ and client/, project-relative. */
export const files = ["generator", "templates", "client"].flatMap((dir) =>
  readdirSync(join(root, dir), { recursive: true })
    .map(String)
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => `${dir}/${f.split("\\").join("/")}`),
);

/**
 * Every import and export from another module in `file`, static or dynamic, `require` calls included, and whether
 * only types come of it (`import type`, `export type`, a type's `import("…")`: nothing of it runs).
 */
export function importsOf(file: string): Import[] {
  const text = readFileSync(join(root, file), "utf8");
  const { module, program, errors } = parseSync(file, text);
  if (errors.length > 0) throw new Error(`${file} does not parse: ${errors[0]!.message}`);
  const statement = (at: number, specifier: string) => ({
    at,
    specifier,
    typeOnly: /^(import|export)\s+type\b/.test(text.slice(at)),
  });
  const found = [
    ...module.staticImports.map((i) => statement(i.start, i.moduleRequest.value)),
    ...module.staticExports.flatMap((e) => {
      const from = e.entries.find((entry) => entry.moduleRequest)?.moduleRequest;
      return from ? [statement(e.start, from.value)] : [];
    }),
  ];
  const named = (typeOnly: boolean) => (node: { start: number; source?: unknown; arguments?: unknown[] }) => {
    const { value } = (node.source ?? node.arguments?.[0] ?? {}) as { value?: unknown };
    if (typeof value === "string") found.push({ at: node.start, specifier: value, typeOnly });
  };
  new Visitor({
    ImportExpression: named(false),
    TSImportType: named(true),
    // `require("…")`, and `createRequire(…)("…")`
    CallExpression: (node) => {
      const { callee } = node as { callee: { type: string; name?: string; callee?: { name?: string } } };
      if (callee.name === "require" || (callee.type === "CallExpression" && callee.callee?.name === "createRequire"))
        named(false)(node);
    },
  }).visit(program);
  return found.map(({ at, specifier, typeOnly }) => ({
    from: file,
    line: text.slice(0, at).split("\n").length,
    specifier,
    target: specifier.startsWith(".")
      ? relative(root, resolve(dirname(join(root, file)), specifier))
          .split("\\")
          .join("/")
      : undefined,
    typeOnly,
  }));
}
