// In the editor's preview frame: a click on a text tells the editor which text it was (the editor focuses its
// field) instead of following a link, so the frame stays on the page being edited.
document.addEventListener(
  "click",
  (event) => {
    if (window.parent === window) return;
    const target = event.target instanceof Element ? event.target : null;
    const block = target?.closest("h1, h2, h3, h4, p, li, dt, dd, td, th, summary, button, a, figcaption, blockquote");
    if (!block) return;
    event.preventDefault();
    window.parent.postMessage({ type: "sitegen-preview-click", text: block.textContent ?? "" }, location.origin);
  },
  true,
);
