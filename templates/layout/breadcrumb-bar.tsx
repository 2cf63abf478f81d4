// The breadcrumb bar; the crumbs come computed from routes/.
import { usePage } from "../context.ts";

/** A labelled <nav> with an ordered list; the last crumb is the current page, not a link. */
export function BreadcrumbBar() {
  const { route, ui } = usePage();
  if (route.crumbs.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label={ui.breadcrumbLabel}>
      <ol className="container breadcrumbs__list">
        {route.crumbs.map((crumb) => (
          <li key={crumb.href ?? crumb.label}>
            {crumb.href !== undefined ? (
              <a href={crumb.href}>{crumb.label}</a>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
