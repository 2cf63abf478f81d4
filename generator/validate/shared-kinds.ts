// The kinds of page whose copy other pages show (teasers, feeds, the home page's preview): checked with the frame
// of the site (validate-site.ts), before any other page, and held by every render thread (generator/pool/). A kind
// says so with its `shared` feature (templates/pages/page-kind.ts).
import { kindsWith } from "../page-kinds.ts";

export const SHARED_KINDS: ReadonlySet<string> = new Set(kindsWith((f) => f.shared === true));
