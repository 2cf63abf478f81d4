// The stand-alone frame of the legal pages (outside the shared layout), with a link home.
import type { ReactNode } from "react";
import { usePage } from "../context.ts";
import { Logo } from "./logo.tsx";

/** A plain frame: logo and link home, the text, the company line. */
export function LegalLayout({ children }: { readonly children: ReactNode }) {
  const { site, lang, ui } = usePage();
  const home = lang === "en" ? "/en" : "/";
  return (
    <>
      <a className="skip-link" href="#main">
        {ui.skipLink}
      </a>
      <header className="legal-header">
        <div className="container legal-header__inner">
          <a className="logo" href={home} aria-label={`${site.config.product} – ${ui.homeLabel}`}>
            <Logo />
            <span className="logo__text" aria-hidden="true">
              {site.config.product}
            </span>
          </a>
          <a href={home} className="legal-header__back">
            {ui.backHome}
          </a>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="legal">
        {children}
      </main>
      <footer className="legal-footer">
        <div className="container">
          <p>
            © {site.config.company.copyrightYear} {site.config.company.name}
          </p>
        </div>
      </footer>
    </>
  );
}
