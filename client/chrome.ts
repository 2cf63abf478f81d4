// The page chrome on every page, without React: mobile menu, toasts, contact notice, F8, 404 redirect, and the
// tables that scroll sideways as keyboard stops.
// Texts and timings come from data attributes the templates render from content and site.yaml.

const root = document.documentElement;
const redirect = document.body?.dataset["redirect"];
if (redirect)
  location.replace(redirect); // 404 page: docs/architecture.md §2.7
else {
  setUpMenu();
  setUpToasts();
  setUpReveal();
  setUpScrollingTables();
}

function setUpMenu(): void {
  const button = document.querySelector<HTMLButtonElement>(".menu-button");
  const nav = document.getElementById("site-nav");
  if (!button || !nav) return;
  const set = (open: boolean, focusButton = false) => {
    button.setAttribute("aria-expanded", String(open));
    button.setAttribute("aria-label", (open ? button.dataset["labelClose"] : button.dataset["labelOpen"]) ?? "");
    nav.classList.toggle("is-open", open);
    if (focusButton) button.focus();
  };
  button.addEventListener("click", () => set(button.getAttribute("aria-expanded") !== "true"));
  nav.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a")) set(false);
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && button.getAttribute("aria-expanded") === "true") set(false, true);
  });
  matchMedia("(min-width: 1024px)").addEventListener("change", () => set(false));
}

interface ToastText {
  readonly title: string;
  readonly text: string;
}

function setUpToasts(): void {
  const viewport = document.querySelector<HTMLElement>("[data-toast-viewport]");
  const list = viewport?.querySelector<HTMLOListElement>(".toast-list");
  if (!viewport || !list) return;
  const d = viewport.dataset;
  const duration = Number(d["duration"]);
  const swipe = Number(d["swipe"]);
  const hotkey = d["hotkey"] ?? "F8";
  let timer = 0;
  let remaining = duration;
  let started = 0;

  const dismiss = () => {
    clearTimeout(timer);
    list.replaceChildren(); // at most one toast
  };
  const startTimer = () => {
    clearTimeout(timer);
    started = Date.now();
    timer = window.setTimeout(dismiss, remaining);
  };
  const pause = () => {
    clearTimeout(timer);
    remaining -= Date.now() - started;
  };

  const show = ({ title, text }: ToastText) => {
    const item = document.createElement("li");
    item.className = "toast";
    // No role on the item: the list around it is the polite live region (templates/layout/toast-region.tsx).
    item.tabIndex = 0;
    const heading = document.createElement("p");
    heading.className = "toast__title";
    heading.textContent = title;
    const body = document.createElement("p");
    body.className = "toast__text";
    body.textContent = text;
    const close = document.createElement("button");
    close.type = "button";
    close.className = "toast__close";
    close.setAttribute("aria-label", d["close"] ?? "");
    close.innerHTML =
      '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path d="M18 6 6 18M6 6l12 12" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>';
    close.addEventListener("click", dismiss);
    item.append(heading, body, close);
    let x0: number | null = null;
    item.addEventListener("pointerdown", (e) => {
      x0 = e.clientX;
    });
    item.addEventListener("pointermove", (e) => {
      if (x0 === null) return;
      // Captured only once a drag starts, so a press on the close button still clicks it.
      if (!item.hasPointerCapture(e.pointerId) && Math.abs(e.clientX - x0) > 4) item.setPointerCapture(e.pointerId);
      item.style.transform = `translateX(${Math.max(0, e.clientX - x0)}px)`;
    });
    const end = (e: PointerEvent) => {
      if (x0 === null) return;
      const dx = e.clientX - x0;
      x0 = null;
      if (dx > swipe)
        dismiss(); // swipe right past 50 px
      else item.style.transform = "";
    };
    item.addEventListener("pointerup", end);
    item.addEventListener("pointercancel", () => {
      x0 = null;
      item.style.transform = "";
    });
    item.addEventListener("mouseenter", pause);
    item.addEventListener("mouseleave", startTimer);
    item.addEventListener("focusin", pause);
    item.addEventListener("focusout", (e) => {
      if (!item.contains(e.relatedTarget as Node | null)) startTimer();
    });
    list.replaceChildren(item);
    remaining = duration;
    startTimer();
  };

  document.addEventListener("keydown", (event) => {
    if (event.key === hotkey) {
      event.preventDefault();
      (list.querySelector<HTMLElement>(".toast") ?? viewport).focus();
    } else if (event.key === "Escape" && list.firstChild) dismiss();
  });

  document.addEventListener("click", (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>("a");
    if (!link) return;
    if (link.hasAttribute("data-contact") && d["contactTitle"]) {
      // English visitors: the English form is not ready yet; the German one still opens.
      show({ title: d["contactTitle"], text: d["contactText"] ?? "" });
    } else if (link.hasAttribute("data-teaser") && link.getAttribute("href") === "#") {
      event.preventDefault(); // a placeholder teaser does not navigate
      show({ title: d["blogTitle"] ?? "", text: d["blogText"] ?? "" });
    }
  });
  (window as unknown as { sitegenToast?: (t: ToastText) => void }).sitegenToast = show;
}

function setUpReveal(): void {
  const items = document.querySelectorAll<HTMLElement>(".reveal");
  if (!("IntersectionObserver" in window) || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  root.classList.add("reveal-ready");
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) {
          entry.target.classList.add("is-visible");
          observer.unobserve(entry.target);
        }
      }
    },
    { rootMargin: "0px 0px -10% 0px" },
  );
  for (const item of items) {
    if (item.getBoundingClientRect().top < innerHeight) item.classList.add("is-visible");
    else observer.observe(item);
  }
}

/**
 * A table wrapper is a tab stop only while its table is wider than it, so a keyboard can scroll it; where the whole
 * table fits, a stop would lead nowhere. The HTML has the stop (without JavaScript a narrow screen still scrolls).
 */
function setUpScrollingTables(): void {
  const wraps = document.querySelectorAll<HTMLElement>(".table-wrap");
  if (wraps.length === 0) return;
  const observer = new ResizeObserver(() => {
    for (const wrap of wraps) {
      if (wrap.scrollWidth > wrap.clientWidth) wrap.tabIndex = 0;
      else wrap.removeAttribute("tabindex");
    }
  });
  for (const wrap of wraps) observer.observe(wrap);
}
