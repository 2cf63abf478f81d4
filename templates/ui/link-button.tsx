// A call-to-action link: internal pages in the same tab, external targets in a new one, said so for screen readers.
import type { ReactNode } from "react";
import { usePage } from "../context.ts";
import { Icon } from "./icon.tsx";
import type { Cta } from "../../generator/validate/schema/parts.ts";

export interface LinkButtonProps {
  readonly cta: Cta;
  readonly variant?: "primary" | "secondary" | "ghost";
  readonly title?: string;
}

/** A link styled as a button; external ones carry rel="noopener noreferrer", a new-tab icon and hidden text. */
export function LinkButton({ cta, variant = "primary", title }: LinkButtonProps) {
  return (
    <SmartLink to={cta.to} className={`button button--${variant}`} title={title}>
      {/* One flex item: a word the pages mark (typeset/names.ts) would otherwise stand apart, with the gap between */}
      <span>{cta.label}</span>
    </SmartLink>
  );
}

export interface SmartLinkProps {
  readonly to: string;
  readonly className?: string;
  readonly title?: string | undefined;
  readonly children: ReactNode;
}

/**
 * An anchor for a content link target; external targets open in a new tab without referrer. An attribute left out
 * is `undefined` (React writes none), not a spread of `cond ? {…} : {}`: V8 copies such props slowly, ~2 µs an element.
 */
export function SmartLink({ to, className, title, children }: SmartLinkProps) {
  const { href, external: leaves, ui } = usePage();
  const external = leaves(to);
  const url = href(to);
  const contact = to === "ext:contactForm";
  return (
    <a
      href={url}
      className={className || undefined}
      title={title || undefined}
      target={external ? "_blank" : undefined}
      rel={external ? "noopener noreferrer" : undefined}
      data-contact={contact ? "" : undefined}
    >
      {children}
      {external ? (
        <>
          <Icon name="external" size={16} />
          <NewTabNote>({ui.newTab})</NewTabNote>
        </>
      ) : null}
    </a>
  );
}

/**
 * What a screen reader says of a link that opens a new tab („öffnet in neuem Tab“), hidden on screen and left out when
 * the text is copied (`.new-tab`, styles/10-base.css): a copied citation would read „26. April 2018(öffnet …)“.
 */
export function NewTabNote({ children }: { readonly children: ReactNode }) {
  return <span className="visually-hidden new-tab"> {children}</span>;
}
