// The footer: company, address in Zug, LinkedIn, contact icon link, copyright and legal links.
import { usePage } from "../context.ts";
import { Icon, LinkedInMark } from "../ui/icon.tsx";
import { NewTabNote } from "../ui/link-button.tsx";

/** The footer of every page in the shared layout. */
export function SiteFooter() {
  const { site, lang, ui, href } = usePage();
  const { company } = site.config;
  const f = ui.footer;
  const legal = [
    { page: "imprint", label: f.imprint },
    { page: "privacy", label: f.privacy },
    { page: "terms", label: f.terms },
  ];
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div>
          <p className="site-footer__company">{company.name}</p>
          <p className="site-footer__tagline">{f.tagline}</p>
        </div>
        <div>
          <h2 className="site-footer__heading">{f.addressHeading}</h2>
          <address>
            {company.name}
            <br />
            {company.street}
            <br />
            {company.postalCode} {company.city}
            <br />
            {lang === "de" ? company.country : company.countryEn}
          </address>
          <ul className="site-footer__social" role="list">
            <li>
              <a
                href={href("ext:linkedin")}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${f.linkedin} (${ui.newTab})`}
                className="icon-link"
              >
                <LinkedInMark size={22} />
              </a>
            </li>
            <li>
              <a
                href={href("ext:contactForm")}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${f.contact} (${ui.newTab})`}
                className="icon-link"
                data-contact=""
              >
                <Icon name="mail" size={22} />
              </a>
            </li>
          </ul>
        </div>
        <nav aria-label={f.legalHeading}>
          <h2 className="site-footer__heading">{f.legalHeading}</h2>
          <ul className="site-footer__legal" role="list">
            {legal.map((item) => (
              <li key={item.page}>
                <a href={href(item.page)} target="_blank" rel="noopener noreferrer">
                  {item.label}
                  <NewTabNote>({ui.newTab})</NewTabNote>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container site-footer__bottom">
        <p>
          © {company.copyrightYear} {company.name}. {f.rights}
        </p>
      </div>
    </footer>
  );
}
