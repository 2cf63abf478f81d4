// The sticky header: logo, navigation, call to action, DE/EN switch, and the mobile menu button.
import { usePage } from "../context.ts";
import { Icon } from "../ui/icon.tsx";
import { NewTabNote } from "../ui/link-button.tsx";
import { Logo } from "./logo.tsx";

/** The header of every page in the shared layout. */
export function SiteHeader() {
  const { site, route, lang, ui, href, external } = usePage();
  const { config } = site;
  const cta = config.headerCta[lang];
  const home = lang === "en" ? "/en" : "/";
  const otherLang = lang === "de" ? "en" : "de";
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <a className="logo" href={home} aria-label={`${config.product} – ${ui.homeLabel}`}>
          <Logo />
          <span className="logo__text" aria-hidden="true">
            {config.product}
          </span>
        </a>
        <button
          type="button"
          className="menu-button"
          aria-expanded="false"
          aria-controls="site-nav"
          data-label-open={ui.menuOpen}
          data-label-close={ui.menuClose}
          aria-label={ui.menuOpen}
        >
          <span className="menu-button__open">
            <Icon name="menu" size={24} />
          </span>
          <span className="menu-button__close">
            <Icon name="close" size={24} />
          </span>
        </button>
        <nav id="site-nav" className="site-nav" aria-label={ui.mainNavLabel}>
          <ul className="site-nav__list" role="list">
            {config.navigation[lang].map((item) => {
              if ("external" in item) {
                return (
                  <li key={item.label}>
                    <a
                      href={href(`ext:${item.external}`)}
                      target="_blank"
                      rel="noopener noreferrer"
                      data-contact={item.external === "contactForm" ? "" : undefined}
                    >
                      {item.label}
                      <Icon name="external" size={14} />
                      <NewTabNote>({ui.newTab})</NewTabNote>
                    </a>
                  </li>
                );
              }
              const path = href(item.page);
              const current = path === route.path;
              return (
                <li key={item.label}>
                  <a href={path} aria-current={current ? "page" : undefined}>
                    {item.label}
                  </a>
                </li>
              );
            })}
          </ul>
          <div className="site-nav__actions">
            <a
              className="button button--primary button--small"
              href={href(cta.to)}
              title={cta.title}
              target={external(cta.to) ? "_blank" : undefined}
              rel={external(cta.to) ? "noopener noreferrer" : undefined}
            >
              {cta.label}
              {external(cta.to) ? (
                <NewTabNote>
                  – {cta.title} ({ui.newTab})
                </NewTabNote>
              ) : (
                <span className="visually-hidden"> – {cta.title}</span>
              )}
            </a>
            <a
              className="lang-switch"
              href={route.counterpart}
              hrefLang={otherLang}
              lang={otherLang}
              aria-label={`${ui.switchShort} – ${ui.switchLabel}`}
              data-lang-switch=""
            >
              {ui.switchShort}
            </a>
          </div>
        </nav>
      </div>
    </header>
  );
}
