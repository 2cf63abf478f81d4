// The toast area: one live region; its texts and timings come from content and site.yaml.
import { usePage } from "../context.ts";

/** The empty toast viewport that client/chrome.ts fills; F8 focuses it. */
export function ToastRegion() {
  const { site, ui } = usePage();
  const t = ui.toast;
  const c = site.config.ui;
  return (
    <section
      className="toast-viewport"
      aria-label={`${t.region} (${c.toastHotkey})`}
      tabIndex={-1}
      data-toast-viewport=""
      data-duration={c.toastDurationMs}
      data-swipe={c.toastSwipeThresholdPx}
      data-hotkey={c.toastHotkey}
      data-close={t.close}
      data-blog-title={t.blogTitle}
      data-blog-text={t.blogText}
      data-contact-title={t.contactTitle || undefined}
      data-contact-text={t.contactTitle ? (t.contactText ?? "") : undefined}
    >
      <ol className="toast-list" aria-live="polite" aria-atomic="true" />
    </section>
  );
}
