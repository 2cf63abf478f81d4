// The 404 page: says where the visitor lands and links home; client/chrome.ts replaces the location.
import { usePage } from "../context.ts";

export function NotFoundPage() {
  const { ui } = usePage();
  return (
    <div className="container container--narrow not-found">
      <h1 id="page-title">{ui.notFound.heading}</h1>
      <p>{ui.notFound.text}</p>
      <p>
        <a className="button button--primary" href="/">
          {ui.notFound.link}
        </a>
      </p>
    </div>
  );
}
