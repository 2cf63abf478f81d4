// sitegen translations: the status of every translated field pair, page by page, and `confirm`, the deliberate act
// that records a pair as translated. Exit 1 on an unreadable lock file, and with --strict on anything not in sync.
import { parseArgs } from "node:util";
import { resolve } from "node:path";
import { formatProblem, formatSummary } from "../problems.ts";
import { confirmTranslations, readTranslations, type ConfirmWhich } from "./project.ts";
import { lockProblems, outdatedProblem } from "./problems.ts";
import type { FieldStatus, FieldStatusName } from "./status.ts";
import { formatWordDiff } from "./word-diff.ts";

const HELP = `sitegen translations: the status of every German/English field pair.

Usage:
  sitegen translations [--json] [--strict]      a table per page; each outdated field with both file:line and a word diff
  sitegen translations confirm <file>[:<line>]  record the pair(s) of that file (or at that line) as translated
  sitegen translations confirm --all            record every pair as translated (after a full review; after a merge)

A pair is in sync (both texts as confirmed), outdated (one side changed since), missing (one side empty) or
never confirmed. The confirmed texts live in content/translations.lock.yaml; commit it with the copy.

Options:
  --root <dir>   project folder (default: current folder)
  --json         print the fields as JSON: file, line, key, status, counterpart
  --strict       exit 1 when any pair is outdated, missing or never confirmed
  --all          with confirm: every pair
  -h, --help     show this help`;

export async function runTranslations(args: readonly string[]): Promise<0 | 1> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      options: {
        root: { type: "string" },
        json: { type: "boolean" },
        strict: { type: "boolean" },
        all: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    console.error(`${(error as Error).message}\nRun "sitegen translations --help" for the options.`);
    return 1;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const root = resolve(values.root ?? ".");
  if (positionals[0] === "confirm") return confirm(root, positionals.slice(1), Boolean(values.all));
  if (positionals.length > 0) {
    console.error(`Unknown argument "${positionals[0]}". Run "sitegen translations --help".`);
    return 1;
  }
  const found = await readTranslations(root);
  const problems = lockProblems(found);
  const open = found.fields.filter((f) => f.status !== "in-sync");
  if (values.json) console.log(JSON.stringify({ fields: found.fields.map(asData), problems }, null, 1));
  else {
    console.log(table(found.fields));
    for (const problem of [...problems, ...open.flatMap((f) => outdatedProblem(f) ?? [])])
      console.error(formatProblem(problem, new Map()));
    for (const field of open.filter((f) => f.status !== "outdated")) console.error(otherLine(field));
  }
  const errors = problems.filter((p) => p.code === "TranslationLockInvalid");
  if (errors.length > 0) {
    if (!values.json) console.error(formatSummary(errors, "Nothing was changed."));
    return 1;
  }
  return values.strict && (open.length > 0 || problems.length > 0) ? 1 : 0;
}

async function confirm(root: string, targets: readonly string[], all: boolean): Promise<0 | 1> {
  const which: ConfirmWhich | undefined = all
    ? "all"
    : targets.length === 1
      ? (([, file, line]) => (line ? { file: file!, line: Number(line) } : { file: file! }))(
          targets[0]!.match(/^(.+?)(?::(\d+))?$/)!,
        )
      : undefined;
  if (!which) {
    console.error(
      'Name one file (content/en/faq.yaml or content/en/faq.yaml:16), or --all. See "sitegen translations --help".',
    );
    return 1;
  }
  const { confirmed } = await confirmTranslations(root, which);
  if (confirmed === 0) {
    console.error(
      `No field pair at ${targets[0]}: name the line of a field's key in a German or English content file.`,
    );
    return 1;
  }
  console.log(`Confirmed ${confirmed} field pair${confirmed === 1 ? "" : "s"} in content/translations.lock.yaml.`);
  return 0;
}

const LABELS: Record<FieldStatusName, string> = {
  "in-sync": "in sync",
  outdated: "outdated",
  missing: "missing",
  unconfirmed: "never confirmed",
};

/** One row per page: its files and how many pairs have each status. */
function table(fields: readonly FieldStatus[]): string {
  const pages = new Map<string, FieldStatus[]>();
  for (const f of fields) pages.set(f.page, [...(pages.get(f.page) ?? []), f]);
  const width = Math.max(4, ...[...pages.keys()].map((p) => p.length));
  const rows = [...pages].map(([page, list]) => {
    const counts = (Object.keys(LABELS) as FieldStatusName[])
      .map((s) => [s, list.filter((f) => f.status === s).length] as const)
      .filter(([s, n]) => n > 0 || s === "in-sync" || s === "outdated")
      .map(([s, n]) => `${String(n).padStart(4)} ${LABELS[s]}`);
    return `${page.padEnd(width)}  ${counts.join("  ")}`;
  });
  const total = (s: FieldStatusName) => fields.filter((f) => f.status === s).length;
  const sum = (Object.keys(LABELS) as FieldStatusName[]).map((s) => `${total(s)} ${LABELS[s]}`).join(", ");
  return [`${"page".padEnd(width)}  field pairs`, ...rows, `total: ${sum}`].join("\n");
}

function otherLine(field: FieldStatus): string {
  const where = `${field.en.file}:${field.en.line} (German: ${field.de.file}:${field.de.line})`;
  return `${where}  \`${field.key}\` ${LABELS[field.status]}\n`;
}

/** A field as data: at the side that needs work (the one that did not change), with the other as counterpart. */
function asData(field: FieldStatus) {
  const [side, other] = field.changed === "en" ? [field.de, field.en] : [field.en, field.de];
  const moved = field.changed === "en" ? field.en : field.de;
  return {
    page: field.page,
    key: field.key,
    status: field.status,
    file: side.file,
    line: side.line,
    counterpart: { file: other.file, line: other.line },
    ...(field.changed ? { changed: field.changed } : {}),
    ...(field.renamedFrom ? { renamedFrom: field.renamedFrom } : {}),
    ...(moved.diff ? { diff: formatWordDiff(moved.diff) } : {}),
  };
}
