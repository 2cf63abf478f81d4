// The script `sitegen dev` adds to every page it serves (never to dist/): reloads the page after a good
// build and lays the problems of a bad one over it until the next good build. Dependency-free. Styled
// through the CSSOM inside a shadow root: the site's CSP allows no inline <style>, and its CSS stays out.
import type { DevMessage, OverlayProblem } from "./dev-server.ts";

const script = document.currentScript as HTMLScriptElement | null;
const servedBuild = Number(new URL(script?.src ?? location.href).searchParams.get("build") ?? "0");
let server: string | undefined;
let overlay: HTMLElement | undefined;

new EventSource("/__sitegen/events").onmessage = (event: MessageEvent<string>) => {
  const message = JSON.parse(event.data) as DevMessage;
  switch (message.type) {
    case "hello": {
      // A restarted server, or a build that finished before this page connected: the page is stale.
      const restarted = server !== undefined && server !== message.server;
      server = message.server;
      if (restarted || message.build > servedBuild) location.reload();
      break;
    }
    case "reload":
      location.reload();
      break;
    case "problems":
      show(message.summary, message.problems.map(problemView));
      break;
    case "error":
      show("The build failed", [pre(message.message)]);
      break;
  }
};

const FONT = "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace";

function show(title: string, body: readonly Node[]): void {
  overlay?.remove();
  overlay = el("div", {});
  overlay.id = "sitegen-overlay";
  const root = overlay.attachShadow({ mode: "open" });
  const close = el(
    "button",
    {
      float: "right",
      font: "inherit",
      color: "#fff",
      background: "transparent",
      border: "1px solid #8b949e",
      borderRadius: "4px",
      padding: "2px 10px",
      cursor: "pointer",
    },
    "Hide",
  );
  close.type = "button";
  close.addEventListener("click", () => overlay?.remove());
  const panel = el(
    "div",
    {
      maxWidth: "960px",
      margin: "48px auto",
      padding: "24px 28px",
      background: "#161b22",
      borderTop: "4px solid #f85149",
      borderRadius: "8px",
      boxShadow: "0 12px 40px rgba(0,0,0,.5)",
    },
    close,
    el("h2", { margin: "0 0 16px", font: "600 18px/1.4 system-ui, sans-serif", color: "#ff7b72" }, title),
    ...body,
    el(
      "p",
      { margin: "20px 0 0", font: "14px/1.5 system-ui, sans-serif", color: "#8b949e" },
      "Fix the file and save: this page reloads by itself. Below this overlay is the last good build.",
    ),
  );
  panel.setAttribute("role", "alertdialog");
  panel.setAttribute("aria-label", title);
  root.append(
    el(
      "div",
      {
        position: "fixed",
        inset: "0",
        zIndex: "2147483647",
        overflow: "auto",
        background: "rgba(1,4,9,.85)",
        color: "#e6edf3",
        font: `14px/1.5 ${FONT}`,
        textAlign: "left",
      },
      panel,
    ),
  );
  document.documentElement.append(overlay);
}

function problemView(problem: OverlayProblem): Node {
  const at = problem.at ? `${problem.at.file}:${problem.at.line}:${problem.at.column}` : "";
  const section = el(
    "section",
    { padding: "12px 0", borderTop: "1px solid #30363d" },
    el("p", { margin: "0", color: "#79c0ff", fontWeight: "600" }, at),
    el(
      "p",
      { margin: "4px 0 0", font: "15px/1.5 system-ui, sans-serif" },
      problem.message,
      el("span", { color: "#8b949e" }, `  [${problem.code}]`),
    ),
  );
  if (at) section.firstElementChild?.setAttribute("data-at", "");
  if (problem.frame) section.append(pre(problem.frame));
  const hint = el(
    "p",
    { margin: "8px 0 0", font: "14px/1.5 system-ui, sans-serif", color: "#7ee787" },
    `hint: ${problem.hint}`,
  );
  hint.setAttribute("data-hint", "");
  section.append(hint);
  section.setAttribute("data-problem", problem.code);
  return section;
}

function pre(text: string): HTMLElement {
  return el(
    "pre",
    {
      margin: "8px 0 0",
      padding: "8px 12px",
      overflow: "auto",
      background: "#0d1117",
      borderRadius: "6px",
      font: `13px/1.45 ${FONT}`,
      whiteSpace: "pre",
    },
    text,
  );
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  style: Partial<CSSStyleDeclaration>,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  Object.assign(node.style, style);
  node.append(...children);
  return node;
}
