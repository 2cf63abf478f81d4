// A save refused because the file changed on disk meanwhile: the lines in which the two versions differ, and both
// whole files a click away.
import { diffLines } from "diff";
import { t } from "./messages.ts";

const CONTEXT = 2;

const MARKS = { "-": ["del", "−"], "+": ["ins", "+"], " ": ["span", " "] } as const;
type Row = { readonly op: keyof typeof MARKS; readonly line: string };

export function ConflictDiff({ disk, yours }: { disk: string; yours: string }) {
  const parts = diffLines(disk, yours);
  const rows: Row[] = [];
  parts.forEach((part, index) => {
    const op: Row["op"] = part.removed ? "-" : part.added ? "+" : " ";
    const lines = part.value.replace(/\n$/, "").split("\n");
    if (op !== " " || lines.length <= CONTEXT * 2 + 1) return void rows.push(...lines.map((line) => ({ op, line })));
    const head = index === 0 ? [] : lines.slice(0, CONTEXT);
    const tail = index === parts.length - 1 ? [] : lines.slice(-CONTEXT);
    rows.push(...head.map((line) => ({ op, line })), { op, line: "…" }, ...tail.map((line) => ({ op, line })));
  });
  return (
    <>
      <p className="ed-help" id="ed-line-diff-help">
        {t().lineDiffHelp}
      </p>
      <pre className="ed-line-diff" tabIndex={0} aria-describedby="ed-line-diff-help">
        {rows.map(({ op, line }, i) => {
          const [Tag, mark] = MARKS[op];
          return <Tag key={i}>{`${mark} ${line}`}</Tag>;
        })}
      </pre>
      <div className="ed-conflict">
        <details>
          <summary>{t().diskWhole}</summary>
          <pre tabIndex={0}>{disk}</pre>
        </details>
        <details>
          <summary>{t().yoursWhole}</summary>
          <pre tabIndex={0}>{yours}</pre>
        </details>
      </div>
    </>
  );
}
