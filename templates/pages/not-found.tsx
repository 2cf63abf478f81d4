// The 404 page: says where the visitor lands, in German and in English (marked as such, so a screen reader reads
// it in English), and links home; client/chrome.ts replaces the location.
import { usePage } from "../context.ts";

export function NotFoundPage() {
  const { ui, site } = usePage();
  return (
    <div className="container container--narrow not-found">
      <h1 id="page-title">{ui.notFound.heading}</h1>
      <p>{ui.notFound.text}</p>
      <p lang="en">{site.ui.en.notFound.text}</p>
      <p>
        <a className="button button--primary" href="/">
          {ui.notFound.link}
        </a>
      </p>
    </div>
  );
}
