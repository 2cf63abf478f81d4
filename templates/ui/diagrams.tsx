// Diagrams drawn at build time from the page's own copy and figures: the flow as SVG, the chart as HTML.
import { usePage } from "../context.ts";

/** The four-step flow: container → water cooling → heat exchanger → district heating network. */
export function FlowDiagram({ labels }: { readonly labels: readonly string[] }) {
  const w = 960;
  const step = w / labels.length;
  return (
    <svg className="flow-diagram" viewBox={`0 0 ${w} 170`} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="flow-heat" gradientUnits="userSpaceOnUse" x1={step / 2} x2={w - step / 2} y1="0" y2="0">
          <stop offset="0" stopColor="#5cc8ff" />
          <stop offset="0.45" stopColor="#ffb020" />
          <stop offset="1" stopColor="#e8452c" />
        </linearGradient>
      </defs>
      <path
        d={`M${step / 2} 60 H ${w - step / 2}`}
        stroke="url(#flow-heat)"
        strokeWidth="8"
        strokeLinecap="round"
        className="flow-diagram__pipe"
      />
      {labels.map((label, i) => (
        <g key={label} transform={`translate(${step * i + step / 2} 60)`}>
          <circle r="34" fill="#0f2e4c" stroke={i < 2 ? "#5cc8ff" : "#ffb020"} strokeWidth="4" />
          <text y="8" textAnchor="middle" fontSize="24" fontWeight="700" fill="#fff">
            {i + 1}
          </text>
          <text y="72" textAnchor="middle" fontSize="17" fill="currentColor">
            {lines(label, 24).map((line, n) => (
              <tspan key={line} x="0" dy={n === 0 ? 0 : 20}>
                {line}
              </tspan>
            ))}
          </text>
        </g>
      ))}
    </svg>
  );
}

/** Words of `text` in lines of at most about `width` characters, at most two lines. */
function lines(text: string, width: number): string[] {
  const out: string[] = [];
  for (const word of text.split(" ")) {
    const last = out[out.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= width) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out.length > 2 ? [out[0]!, out.slice(1).join(" ")] : out;
}

export interface ChartRow {
  readonly label: string;
  readonly value: number;
  readonly tone: "gas" | "dcc";
}

/**
 * A horizontal bar chart of percentages in HTML, with the values written on the bars (nothing by colour alone).
 * HTML text keeps the page's type size on phones, where an SVG's text shrank with its width.
 */
export function EfficiencyChart({ rows, caption }: { readonly rows: readonly ChartRow[]; readonly caption: string }) {
  const { site, lang } = usePage();
  // "85 %" with a no-break space in German, "85%" in English: the percent of the page's locale.
  const percent = new Intl.NumberFormat(site.config.languages[lang].locale, { style: "percent" });
  return (
    <figure className="chart">
      <figcaption className="chart__caption">{caption}</figcaption>
      <dl className="chart__rows">
        {rows.map((row) => (
          <div key={row.label} className="chart__row">
            <dt className="chart__label">{row.label}</dt>
            <dd className="chart__track">
              <span className={`chart__bar chart__bar--${row.tone}`} style={{ inlineSize: `${row.value}%` }}>
                {percent.format(row.value / 100)}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </figure>
  );
}
