// The opening block of a page: eyebrow, the page's h1, lead, optional button and visual.
import type { ReactNode } from "react";
import { LinkButton } from "./link-button.tsx";
import type { Cta } from "../../generator/validate/schema/parts.ts";

export interface PageHeroProps {
  readonly eyebrow: string;
  readonly heading: string;
  readonly lead: string;
  readonly cta?: Cta | undefined;
  readonly id?: string;
  readonly children?: ReactNode;
  /** Under the text and the aside, still part of the hero section (the home page's four stats). */
  readonly below?: ReactNode;
}

/** The dark hero band with the page's only h1. */
export function PageHero({ eyebrow, heading, lead, cta, id, children, below }: PageHeroProps) {
  return (
    <section className="hero" id={id || undefined} aria-labelledby="page-title">
      <div className="container hero__inner">
        <div className="hero__text">
          <p className="eyebrow eyebrow--light">{eyebrow}</p>
          <h1 id="page-title">{heading}</h1>
          <p className="hero__lead">{lead}</p>
          {cta ? <LinkButton cta={cta} /> : null}
        </div>
        {children ? <div className="hero__aside">{children}</div> : null}
      </div>
      {below}
    </section>
  );
}
