// The shared layout of skip link, header, breadcrumbs, main content, footer, toasts.
import type { ReactNode } from "react";
import { usePage } from "../context.ts";
import { BreadcrumbBar } from "./breadcrumb-bar.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { ToastRegion } from "./toast-region.tsx";

/** Every page but the legal ones is wrapped in this layout. */
export function SiteLayout({ children }: { readonly children: ReactNode }) {
  const { chromeSlot } = usePage();
  return (
    <>
      {chromeSlot ?? <SiteTop />}
      <BreadcrumbBar />
      <main id="main" tabIndex={-1} className="page">
        {children}
      </main>
      {chromeSlot ?? <SiteBottom />}
    </>
  );
}

/** The skip link and the header: the same on every page of a language but for the current item and the switch. */
export function SiteTop() {
  const { ui } = usePage();
  return (
    <>
      <a className="skip-link" href="#main">
        {ui.skipLink}
      </a>
      <SiteHeader />
    </>
  );
}

/** The footer and the toasts' live region: the same on every page of a language. */
export function SiteBottom() {
  return (
    <>
      <SiteFooter />
      <ToastRegion />
    </>
  );
}
