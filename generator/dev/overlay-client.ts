// The script `sitegen dev` adds to every page it serves (never to dist/): reloads the page after a good
// build and lays the problems of a bad one over it until the next good build. Dependency-free. Inside a shadow root,
// so the site's CSS stays out. In the editor's preview frame, a click on a text tells the editor which text it was
// (the editor focuses its field) instead of following a link, so the frame stays on the page being edited.
import type { DevMessage, OverlayProblem } from "./dev-server.ts";

const servedBuild = Number(document.currentScript?.dataset.build ?? "0");
// The editor's render of a form not saved: after a build it lands on the page as built, which the save made.
const unsaved = location.search.startsWith("?unsaved=");
const reload = () => (unsaved ? location.replace(location.pathname) : location.reload());
let server: string | undefined;
let overlay: HTMLElement | undefined;

new EventSource("/__sitegen/events").onmessage = (event: MessageEvent<string>) => {
  const message = JSON.parse(event.data) as DevMessage;
  switch (message.type) {
    case "hello": {
      // A restarted server, or a build that finished before this page connected: the page is stale.
      const restarted = server !== undefined && server !== message.server;
      server = message.server;
      if (restarted || message.build > servedBuild) reload();
      break;
    }
    case "reload":
      reload();
      break;
    case "problems":
      show(message.summary, message.problems.map(problemView));
      break;
    case "error":
      show("The build failed", [el("pre", {}, message.message)]);
      break;
  }
};

const TEXTS = "h1, h2, h3, h4, p, li, dt, dd, td, th, summary, button, a, figcaption, blockquote";
if (window.parent !== window) document.addEventListener("click", toEditor, true);

// One stylesheet in the shadow root, adopted through the CSSOM (the site's CSP allows no <style> element).
const STYLE = `
.backdrop { position: fixed; inset: 0; z-index: 2147483647; overflow: auto; background: rgba(1,4,9,.85);
  color: #e6edf3; font: 14px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; text-align: left }
.panel { max-width: 960px; margin: 48px auto; padding: 24px 28px; background: #161b22; border-top: 4px solid #f85149;
  border-radius: 8px; box-shadow: 0 12px 40px rgba(0,0,0,.5) }
button { float: right; font: inherit; color: #fff; background: transparent; border: 1px solid #8b949e;
  border-radius: 4px; padding: 2px 10px; cursor: pointer }
h2 { margin: 0 0 16px; font: 600 18px/1.4 system-ui, sans-serif; color: #ff7b72 }
.after { margin: 20px 0 0; font: 14px/1.5 system-ui, sans-serif; color: #8b949e }
section { padding: 12px 0; border-top: 1px solid #30363d }
.at { margin: 0; color: #79c0ff; font-weight: 600 }
.message { margin: 4px 0 0; font: 15px/1.5 system-ui, sans-serif }
.code { color: #8b949e }
[data-hint] { margin: 8px 0 0; font: 14px/1.5 system-ui, sans-serif; color: #7ee787 }
pre { margin: 8px 0 0; padding: 8px 12px; overflow: auto; background: #0d1117; border-radius: 6px;
  font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; white-space: pre }`;

function show(title: string, body: readonly Node[]): void {
  if (unsaved) return; // not what the build found
  overlay?.remove();
  overlay = el("div", { id: "sitegen-overlay" });
  const root = overlay.attachShadow({ mode: "open" });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(STYLE);
  root.adoptedStyleSheets = [sheet];
  const close = el("button", { type: "button" }, "Hide");
  close.addEventListener("click", () => overlay?.remove());
  const after = "Fix the file and save: this page reloads by itself. Below this overlay is the last good build.";
  const panel = el("div", { class: "panel", role: "alertdialog", "aria-label": title }, close, el("h2", {}, title));
  panel.append(...body, el("p", { class: "after" }, after));
  root.append(el("div", { class: "backdrop" }, panel));
  document.documentElement.append(overlay);
}

function toEditor(event: MouseEvent): void {
  const block = event.target instanceof Element ? event.target.closest(TEXTS) : null;
  if (!block) return;
  event.preventDefault();
  window.parent.postMessage({ type: "sitegen-preview-click", text: block.textContent ?? "" }, location.origin);
}

function problemView(problem: OverlayProblem): Node {
  const at = problem.at ? `${problem.at.file}:${problem.at.line}:${problem.at.column}` : "";
  return el(
    "section",
    { "data-problem": problem.code },
    el("p", at ? { class: "at", "data-at": "" } : { class: "at" }, at),
    el("p", { class: "message" }, problem.message, el("span", { class: "code" }, `  [${problem.code}]`)),
    ...(problem.frame ? [el("pre", {}, problem.frame)] : []),
    el("p", { "data-hint": "" }, `hint: ${problem.hint}`),
  );
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Readonly<Record<string, string>>,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}
