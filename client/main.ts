// Browser only, and only on pages with islands: decides when each island hydrates (#15). It holds no React:
// React and an island's own code are fetched when the first island is needed (templates/islands/registry.ts
// sets the policy per island: "visible" near the viewport, "idle" after the first paint, one root per task).

type Hydrate = (host: HTMLElement) => Promise<void>;

/** Keys a widget handles itself (accordion and slider keyboard, spec §5); Tab, Enter and Space stay native. */
const WIDGET_KEYS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown"]);
const started = new WeakMap<HTMLElement, Promise<void>>();
/** An event held back on an island that has not hydrated yet, and the control it was meant for. */
interface Held {
  readonly event: Event;
  readonly control: HTMLElement;
}
const held = new WeakMap<HTMLElement, Held[]>();
const preloaded = new Set<string>();
let runtime: Promise<Hydrate> | undefined;

/** Hydrates `host` once: its scripts are preloaded side by side, then client/hydrate.ts (React) takes over. */
function hydrate(host: HTMLElement): Promise<void> {
  let done = started.get(host);
  if (!done) {
    for (const href of (host.dataset["chunks"] ?? "").split(" ").filter(Boolean)) preload(href);
    runtime ??= import("./hydrate.ts").then((m) => m.hydrateHost);
    done = runtime
      .then((hydrateHost) => hydrateHost(host))
      .catch((error: unknown) => console.error("An island failed to hydrate:", host, error))
      .finally(() => replayHeld(host));
    started.set(host, done);
  }
  return done;
}

function preload(href: string) {
  if (preloaded.has(href)) return;
  preloaded.add(href);
  const link = document.createElement("link");
  link.rel = "modulepreload";
  link.href = href;
  document.head.append(link);
}

/**
 * Until its island has hydrated, a click on one of its buttons or a widget key is held back and replayed
 * once React listens on the root, and a swipe is recorded and replayed, so a visitor's first interaction is
 * never lost (#15). Pointing at the island or focusing into it starts hydration early.
 */
function holdEvents(host: HTMLElement) {
  held.set(host, []);
  const hold = (event: Event) => {
    const events = held.get(host);
    const target = event.target instanceof Element ? event.target : null;
    if (event.type === "pointerdown" || event.type === "pointerup") {
      // A swipe: nothing handles it natively yet, so it is only recorded, where the island says replay is safe.
      const area = target?.closest("[data-replay-pointer]");
      if (events && area instanceof HTMLElement && host.contains(area)) events.push({ event, control: area });
      return;
    }
    // A click lands on the icon inside a button; it is replayed on the button itself.
    const control =
      event.type === "click" || WIDGET_KEYS.has((event as KeyboardEvent).key)
        ? target?.closest("button, [role=slider]")
        : null;
    if (!events || !(control instanceof HTMLElement) || !host.contains(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    events.push({ event, control });
    void hydrate(host);
  };
  for (const type of ["click", "keydown", "pointerdown", "pointerup"]) host.addEventListener(type, hold, true);
  const early = () => void hydrate(host);
  for (const type of ["pointerover", "focusin", "touchstart"])
    host.addEventListener(type, early, { once: true, passive: true });
}

function replayHeld(host: HTMLElement) {
  const events = held.get(host) ?? [];
  held.delete(host); // from now on events reach React directly
  events.forEach(replay);
}

function replay({ event, control }: Held) {
  if (!control.isConnected) return;
  if (event instanceof PointerEvent && event.type !== "click") {
    // Chromium's click is a PointerEvent too; it is replayed below.
    const { clientX, clientY, pointerId, pointerType, isPrimary } = event;
    control.dispatchEvent(
      new PointerEvent(event.type, {
        clientX,
        clientY,
        pointerId,
        pointerType,
        isPrimary,
        bubbles: true,
        cancelable: true,
        composed: true,
      }),
    );
  } else if (event instanceof KeyboardEvent) {
    const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
    control.dispatchEvent(
      new KeyboardEvent("keydown", {
        key,
        code,
        shiftKey,
        ctrlKey,
        altKey,
        metaKey,
        bubbles: true,
        cancelable: true,
        composed: true,
      }),
    );
  } else {
    control.click();
  }
}

/** Runs `task` when the browser is idle (Safari has no requestIdleCallback: a short timeout instead). */
function whenIdle(task: () => void) {
  if ("requestIdleCallback" in window) requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 50);
}

/** Hydrates the idle islands one per idle period; an island holding the URL's #target goes first. */
function hydrateInIdleTime(hosts: HTMLElement[]) {
  const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
  const queue = [...hosts].sort((a, b) => Number(b.contains(target)) - Number(a.contains(target)));
  const next = () => {
    const host = queue.shift();
    if (host) whenIdle(() => void hydrate(host).then(next));
  };
  // After the first paint: a frame, then a task, then idle time.
  requestAnimationFrame(() => setTimeout(next, 0));
}

/** Hydrates each "visible" island when it comes within one screen of the viewport. */
function hydrateNearViewport(hosts: HTMLElement[]) {
  if (!("IntersectionObserver" in window)) {
    hosts.forEach((host) => void hydrate(host));
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        void hydrate(entry.target as HTMLElement);
      }
    },
    { rootMargin: "100% 0px" },
  );
  hosts.forEach((host) => observer.observe(host));
}

const hosts = [...document.querySelectorAll<HTMLElement>("[data-island]")];
hosts.forEach(holdEvents);
hydrateNearViewport(hosts.filter((host) => host.dataset["hydrate"] === "visible"));
hydrateInIdleTime(hosts.filter((host) => host.dataset["hydrate"] !== "visible"));
