// Browser only, and only on pages with islands: decides when each island hydrates. It holds no React:
// React and an island's own code are fetched when the first island is needed (templates/islands/registry.ts
// sets the policy per island: "visible" near the viewport, "idle" after the first paint, one root per task).

type Hydrate = (host: HTMLElement) => Promise<void>;

/** Keys a widget handles itself (accordion and slider keyboard: arrows, Page Up/Down, Home/End); Tab, Enter and Space stay native. */
const WIDGET_KEYS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown"]);
const started = new WeakMap<HTMLElement, Promise<void>>();
/** An event held back on an island that has not hydrated yet, and the control it was meant for. */
interface Held {
  readonly event: Event;
  readonly control: HTMLElement;
}
/** A press on a slider before hydration (an area marked data-replay-pointer="drag"): where it began, where it is now. */
interface Drag {
  readonly area: HTMLElement;
  readonly down: PointerEvent;
  last: PointerEvent;
  released: boolean;
}
const held = new WeakMap<HTMLElement, (Held | Drag)[]>();
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
 * once React listens on the root, a swipe is recorded and replayed, and a slider's drag is followed and replayed
 * where it has got to, so a visitor's first interaction is never lost. Pointing at the island or focusing
 * into it starts hydration early.
 */
function holdEvents(host: HTMLElement) {
  held.set(host, []);
  const hold = (event: Event) => {
    const events = held.get(host);
    const target = event.target instanceof Element ? event.target : null;
    if (!events) return;
    if (event instanceof PointerEvent && event.type !== "click") {
      // Nothing handles a pointer natively yet, so it is only recorded, where the island says replay is safe.
      const area = target?.closest("[data-replay-pointer]");
      if (!(area instanceof HTMLElement) || !host.contains(area)) return;
      if (area.dataset["replayPointer"] === "drag") followDrag(events, area, event, host);
      else if (event.type === "pointerdown" || event.type === "pointerup") events.push({ event, control: area });
      return;
    }
    // A click lands on the icon inside a button; it is replayed on the button itself.
    const control =
      event.type === "click" || WIDGET_KEYS.has((event as KeyboardEvent).key)
        ? target?.closest("button, [role=slider]")
        : null;
    if (!(control instanceof HTMLElement) || !host.contains(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    events.push({ event, control });
    void hydrate(host);
  };
  for (const type of ["click", "keydown", "pointerdown", "pointermove", "pointerup", "pointercancel"])
    host.addEventListener(type, hold, true);
  const early = () => void hydrate(host);
  for (const type of ["pointerover", "focusin", "touchstart"])
    host.addEventListener(type, early, { once: true, passive: true });
}

function followDrag(events: (Held | Drag)[], area: HTMLElement, event: PointerEvent, host: HTMLElement) {
  if (event.type === "pointerdown") {
    // The slider keeps receiving the pointer's moves when it strays off the track, as once Radix listens.
    area.setPointerCapture(event.pointerId);
    events.push({ area, down: event, last: event, released: false });
    void hydrate(host);
    return;
  }
  const drag = events.find(
    (e): e is Drag => "area" in e && e.area === area && !e.released && e.down.pointerId === event.pointerId,
  );
  if (!drag) return;
  if (event.type === "pointercancel") {
    events.splice(events.indexOf(drag), 1);
    return;
  }
  drag.last = event;
  drag.released = event.type === "pointerup";
}

/** Replays the held events one at a time, each after React has rendered what the one before changed. */
async function replayHeld(host: HTMLElement) {
  const events = held.get(host) ?? [];
  held.delete(host); // from now on events reach React directly
  for (const event of events) {
    if ("area" in event) replayDrag(event);
    else replay(event);
    await new Promise((resolve) => setTimeout(resolve));
  }
}

function replay({ event, control }: Held) {
  if (!control.isConnected) return;
  if (event instanceof PointerEvent && event.type !== "click") {
    // Chromium's click is a PointerEvent too; it is replayed below.
    control.dispatchEvent(pointerEvent(event.type, event, event));
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

/**
 * A drag is replayed as a press where the pointer is now, which moves the slider's value there (a press on the thumb
 * that never moved only focused it, as it does natively). A pointer still down is then Radix's: it captures it, and
 * the rest of the drag reaches it directly. A pointer already lifted cannot be captured (the browser throws), so the
 * slider's capture is skipped for that one press, which stands for the whole drag.
 */
function replayDrag({ area, down, last, released }: Drag) {
  if (!area.isConnected) return;
  const moved = Math.hypot(last.clientX - down.clientX, last.clientY - down.clientY) > 2;
  if (!moved && down.target instanceof Element && down.target.closest("[role=slider]")) return;
  const press = pointerEvent("pointerdown", last, down);
  if (!released) {
    area.dispatchEvent(press);
    return;
  }
  Object.defineProperty(area, "setPointerCapture", { value: () => {}, configurable: true });
  try {
    area.dispatchEvent(press);
  } finally {
    delete (area as Partial<HTMLElement>).setPointerCapture;
  }
}

/** A new pointer event of `type` at `at`'s position, from `pointer`'s pointer, bubbling as a real one. */
function pointerEvent(type: string, at: PointerEvent, pointer: PointerEvent): PointerEvent {
  const { pointerId, pointerType, isPrimary } = pointer;
  return new PointerEvent(type, {
    clientX: at.clientX,
    clientY: at.clientY,
    pointerId,
    pointerType,
    isPrimary,
    button: 0,
    buttons: type === "pointerup" ? 0 : 1,
    bubbles: true,
    cancelable: true,
    composed: true,
  });
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
