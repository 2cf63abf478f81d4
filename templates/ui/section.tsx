// A page section with its heading and lead: the unit every page is built from.
import type { ReactNode } from "react";
import { slug } from "../../generator/validate/schema/slug.ts";

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
    <section id={id || undefined} className={`section section--${tone} reveal`} aria-labelledby={headingId}>
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
