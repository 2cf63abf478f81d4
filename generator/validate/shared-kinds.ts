// The kinds whose copy other pages show: checked with the frame before any other page, held by every render thread.
import { kindsWith } from "../page-kinds.ts";

export const SHARED_KINDS: ReadonlySet<string> = new Set(kindsWith((f) => f.shared === true));
