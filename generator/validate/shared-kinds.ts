// The kinds of page whose copy other pages show (teasers, feeds, the home page's preview): checked with the frame
// of the site (validate-site.ts), before any other page, and held by every render thread (generator/pool/).
export const SHARED_KINDS: ReadonlySet<string> = new Set(["article", "blog", "home"]);
