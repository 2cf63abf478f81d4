// sitegen translations: the status of every translated field pair, page by page, and `confirm`, the deliberate act
// that records a pair as translated. Exit 1 on an unreadable lock file, and with --strict on anything not in sync.
import type { Config } from "../cli/config.ts";
import { formatSummary, printed, toJson, toText } from "../problems/index.ts";
import { openSite } from "../site.ts";
import { printableLine } from "../terminal-text.ts";
import { LOCK_PATH } from "./lock.ts";
import { confirmTranslations, pagePairs, readerOf, readTranslations, UNREADABLE_LOCK } from "./project.ts";
import type { ConfirmWhich } from "./project.ts";
import { lockProblems, outdatedProblem } from "./problems.ts";
import { numberWarnings } from "./number-warnings.ts";
import type { FieldStatusName } from "../model.ts";
import type { FieldStatus } from "./status.ts";
import { STATUS_LABELS } from "./summary.ts";
import { formatWordDiff } from "./word-diff.ts";

export async function runTranslations(config: Config): Promise<0 | 1 | 2> {
  const { root, positionals } = config;
  if (positionals[0] === "confirm") return confirm(config, positionals.slice(1));
  if (positionals.length > 0) {
    console.error(`Unknown argument "${printableLine(positionals[0]!)}". Run "sitegen translations --help".`);
    return 2;
  }
  const site = await openSite(config);
  const { frame, listed } = site.framed() ?? {};
  if (!frame || !listed) {
    if (!config.json) console.error(toText(site.problems(), "Nothing was changed."));
    else console.log(JSON.stringify({ fields: [], problems: toJson(site.problems()).problems }, null, 1));
    return 1;
  }
  const open = readerOf(root, listed);
  const found = readTranslations(root, pagePairs(frame.config.routes), open, frame.config);
  const problems = lockProblems(found);
  const unsettled = found.fields.filter((f) => f.status !== "in-sync");
  const numbers = numberWarnings(open(), found.fields, frame.config);
  if (config.json) {
    const [shownProblems, shownNumbers] = [problems.map(printed), numbers.map(printed)];
    console.log(
      JSON.stringify({ fields: found.fields.map(asData), problems: shownProblems, numbers: shownNumbers }, null, 1),
    );
  } else {
    console.log(table(found.fields));
    // Through the one report: in the order and with the code frames of every other command.
    const said = [...problems, ...unsettled.flatMap((f) => outdatedProblem(f) ?? []), ...numbers];
    if (said.length > 0) console.error(toText(site.report(said)));
    for (const { en, de, key, status } of unsettled.filter((f) => f.status !== "outdated"))
      console.error(`${en.file}:${en.line} (German: ${de.file}:${de.line})  \`${key}\` ${STATUS_LABELS[status]}\n`);
  }
  const errors = problems.filter((p) => p.code !== "TranslationLockStale");
  if (errors.length > 0) {
    if (!config.json) console.error(formatSummary(errors, "Nothing was changed."));
    return 1;
  }
  return config.strict && (unsettled.length > 0 || problems.length > 0 || numbers.length > 0) ? 1 : 0;
}

async function confirm(config: Config, targets: readonly string[]): Promise<0 | 1 | 2> {
  const { root, all } = config;
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
    return 2;
  }
  const site = await openSite(config);
  const framed = site.framed();
  const { confirmed, problems } = framed
    ? confirmTranslations(
        root,
        pagePairs(framed.frame.config.routes),
        which,
        readerOf(root, framed.listed),
        framed.frame.config,
      )
    : { confirmed: 0, problems: site.problems().problems };
  if (problems.length > 0 && (all || confirmed === 0)) {
    const unreadable = problems.some((p) => p.code === "TranslationLockInvalid");
    console.error(toText(site.report(problems), unreadable ? UNREADABLE_LOCK : `${LOCK_PATH} was not changed.`));
    return 1;
  }
  if (problems.length > 0) console.error(toText(site.report(problems)));
  if (confirmed === 0) {
    console.error(
      `No field pair at ${targets[0]}: name the line of a field's key in a German or English content file.`,
    );
    return 1;
  }
  console.log(`Confirmed ${confirmed} field pair${confirmed === 1 ? "" : "s"} in content/translations.lock.yaml.`);
  return 0;
}

function table(fields: readonly FieldStatus[]): string {
  const pages = new Map<string, FieldStatus[]>();
  for (const f of fields) pages.set(f.page, [...(pages.get(f.page) ?? []), f]);
  const width = Math.max(4, ...[...pages.keys()].map((p) => p.length));
  const statuses = Object.keys(STATUS_LABELS) as FieldStatusName[];
  const count = (list: readonly FieldStatus[], s: FieldStatusName) => list.filter((f) => f.status === s).length;
  const rows = [...pages].map(([page, list]) => {
    const shown = statuses.filter((s) => count(list, s) > 0 || s === "in-sync" || s === "outdated");
    const counts = shown.map((s) => `${String(count(list, s)).padStart(4)} ${STATUS_LABELS[s]}`);
    return `${page.padEnd(width)}  ${counts.join("  ")}`;
  });
  const sum = statuses.map((s) => `${count(fields, s)} ${STATUS_LABELS[s]}`).join(", ");
  return [`${"page".padEnd(width)}  field pairs`, ...rows, `total: ${sum}`].join("\n");
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
    ...(field.values ? { values: field.values } : {}),
    ...(field.renamedFrom ? { renamedFrom: field.renamedFrom } : {}),
    ...(moved.diff ? { diff: formatWordDiff(moved.diff) } : {}),
  };
}
