// The logo's drawing without its <svg> wrapper, for the preview images (images/social-images.ts) to place inside
// theirs: the one Logo component draws the header's logo and the previews' alike.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Logo } from "../../templates/layout/logo.tsx";

let mark: string | undefined;

export function logoMark(): string {
  return (mark ??= renderToStaticMarkup(createElement(Logo)).replace(/^<svg[^>]*>|<\/svg>$/g, ""));
}
