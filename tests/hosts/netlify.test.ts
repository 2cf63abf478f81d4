// Netlify's engine (its parsers and rule matcher, answering as netlify dev does: netlify-engine.ts) serving dist/
// with the generated _redirects and _headers.
import { describeHost } from "./host-suite.ts";
import { startNetlify } from "./netlify-engine.ts";

describeHost("Netlify (netlify-redirector)", startNetlify, {
  // Netlify matches a rule whether or not the path ends in a slash, so no rule can send /faq/ to /faq without
  // sending /faq to itself; faq.html answers both (docs/deploy.md).
  slashSpelling: "page",
  spellingsOfAnyPath: false,
  headersOnRedirects: false,
  queryAsForm: true,
  compresses: false,
});
