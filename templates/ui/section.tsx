// A page section with its heading and lead: the unit every page is built from.
import type { ReactNode } from "react";

export interface SectionProps {
  readonly id?: string;
  readonly heading: string;
  readonly lead?: string | undefined;
  readonly eyebrow?: string;
  readonly tone?: "light" | "muted" | "dark";
  readonly children: ReactNode;
}

/** A <section> labelled by its h2, with an optional lead paragraph. */
export function Section({ id, heading, lead, eyebrow, tone = "light", children }: SectionProps) {
  const headingId = `${id ?? slug(heading)}-heading`;
  return (
    <section {...(id ? { id } : {})} className={`section section--${tone} reveal`} aria-labelledby={headingId}>
      <div className="container">
        <header className="section__header">
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h2 id={headingId}>{heading}</h2>
          {lead ? <p className="lead">{lead}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}

/** A stable id fragment from a heading: "Drei Märkte" → "drei-maerkte". */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/[\s_]+/g, "-")
    .replace(/-+/g, "-")
    .slice(0, 48);
}
