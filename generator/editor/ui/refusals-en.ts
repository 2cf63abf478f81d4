// The words of the editor server's refusals in English, by reason (refusals-de.ts must name each); the server
// sends them along for tools.
import type { GitBusy } from "../answers.ts";

/** What each write the editor takes holds, said when one is refused for its shape. */
const REQUESTS = {
  save: "A save names the page's id and, per language, its hash and value.",
  confirm: "A confirmation names the page's id and, per field, its key and the two texts shown.",
  preview: "A preview names the page's id, the language shown and, per language, the form's value.",
  commit: "A commit holds its message (1 to 2,000 characters, no NUL) and the files and version it was shown.",
  identity: "An identity holds a name and an e-mail address, each one line.",
  publish: "Publishing sends {}.",
  create: "A new page names its id, kind and both paths.",
  rename: "A rename names the page's id, the language and the new path.",
  delete: "A removal names the page's id and the page its addresses lead to.",
  "remove-file": "A removal of a file names its path.",
  undo: "An undo names the removed page's id.",
};
export type RequestName = keyof typeof REQUESTS;

/** What a refusal names: a file, a key path in it (or a request's field), a number … and the build's or git's words. */
export interface Facts {
  readonly upstream?: string;
  readonly path?: string | undefined;
  readonly key?: string;
  /** What the build would report in other files ("file:line: message"), and how many more. */
  readonly also?: readonly string[];
  readonly more?: number;
  readonly said?: string;
  readonly limit?: number;
  readonly item?: number;
  readonly pid?: string;
  readonly id?: string;
  readonly lang?: "de" | "en" | undefined;
  readonly line?: number | undefined;
  readonly request?: RequestName;
}
export type Reason = keyof ReturnType<typeof refusals>;
export interface Refused extends Facts {
  readonly reason: Reason;
}

/** Each refusal by its reason, worded with the facts the server names in it. */
export const refusals = ({ upstream = "The server", path, key, also = [], more, said, ...facts }: Facts) => {
  const { limit = 0, item, pid, id, lang, line, request = "save" } = facts;
  const [file, place] = [path ? `${path}${line ? `:${line}` : ""}: ` : "", key === undefined ? "The file" : `"${key}"`];
  const at = file + place; // where an edit was refused
  return {
    "changed-on-disk": `${path ?? "The file"} was changed on disk since the form was loaded (another tab, another editor or a save meanwhile); nothing was saved.`,
    "build-refuses": `The build would refuse this; nothing was saved. Correct the values marked, or save anyway.${also.length > 0 ? ` In other files it would report: ${also.join(" ")}${more ? ` … and ${more} more.` : ""}` : ""}`,
    "nothing-written": "Nothing was written: correct the fields marked.",
    "undo-conflict": `${path} changed at the same lines since the removal; nothing was written. A developer can bring the page back from the last commit.`,
    "no-removal": `No removal of "${id}" to undo since the last commit.`,
    "not-open": "The site is not open (the terminal says why): save a fix, and it opens again.",
    claimed: `Another sitegen dev (process ${pid}) edits this project; its editor writes, this one's writes nothing. Stop one of them.`,
    "no-page": `No page "${id}" in the route table.`,
    "media-type": "A write is sent as application/json.",
    "too-large": `A write is at most ${limit} bytes.`,
    "too-deep": `The request nests deeper than ${limit} levels; no page of the site does.`,
    "too-many-values": `The request holds more than ${limit} values; no page of the site has that many.`,
    "not-json": "The request is not JSON.",
    shape: `${REQUESTS[request]}${key ? ` (at ${key}${said ? `: ${said}` : ""})` : ""}`,
    "no-file": `The page "${id}" has no ${lang} file.`,
    "not-writable": `${path} is not a file the editor writes.`,
    unreadable: `${path} could not be read${said ? `: ${said}` : "."}`,
    missing: `${path} is missing.`,
    "too-big": `${path} is far larger than any page (the editor opens files up to ${limit / 1048576} MB): edit it in a text editor.`,
    "not-parsed": `${file}The file could not be parsed: ${said}`,
    "half-character": `${at} holds half of a character (a lone UTF-16 surrogate), which a UTF-8 file cannot hold; nothing was saved. Type or paste that character again.`,
    "no-read-back": `${file}The edit could not be written so that the file reads back as the form's value.`,
    "not-list": `${at} is not a list in the file.`,
    "no-item": `${at} has no item ${item}.`,
    "not-group": `${at} is not a group of keys in the file.`,
    "one-line-group": `${at} is written on one line; remove a key in the file.`,
    "not-value": `${at} is a group in the file, not a single value.`,
    "too-many-changes": `${file}This save changes more than ${limit} values, keys or list items (at ${place}); nothing was saved. Save smaller steps, or edit the file itself.`,
    "no-value": `${at} has no value in the file to replace; fill it in the file.`,
    "first-line": `${at} starts on the line of its parent; move its first item in the file.`,
    "needs-item": `${at} must keep at least one item.`,
    "one-line-items": `${at} is a one-line list: it holds one-line items only.`,
    "first-key": `${at}: the first key of a list item cannot be removed; remove it in the file.`,
    "needs-key": `${at} must keep at least one key.`,
    "no-sibling-keys": `${at} has no keys to add beside; add them in the file.`,
    "file-exists": `${path} exists already: choose another id for the page.`,
    taken: `${path ? `The address ${path}` : `The id "${id}"`} is taken by another page already: choose another.`,
    reserved: `${path} cannot be the address of a page: the site writes a file of its own there. Choose another.`,
    "path-form": `Write the address like ${lang === "en" ? "/en/faq" : "/faq"}: lower-case letters, digits and hyphens, no slash at its end${lang === "de" ? ", not starting with /en (where the English pages are)" : ""}.`,
    "id-form": "A page id holds lower-case letters, digits and hyphens only, and is not site or ui.",
    "needs-label": "The breadcrumb of an article needs a short label.",
    "same-path": "This is the page's address already.",
    "choose-target": "Choose another page for the addresses to lead to.",
    "not-unused": `${path} is not a content file that no page reads.`,
    linked: `${file}This page is linked here: change that link first.`,
    "build-field": `${file}The build would refuse this: ${said}`,
    "site-mistakes":
      "Nothing was written: site.yaml has mistakes the build reports (Site settings shows them): fix them first.",
    "site-stale": "Nothing was written: site.yaml was changed since sitegen dev last read it: try again in a moment.",
    "not-translated": `"${key}" is no translated field of ${id} with both texts.`,
    "confirm-differs": `The files say something else at "${key}" than the form showed: save the form, then confirm.`,
    "confirm-site": "site.yaml has problems: fix them, then confirm.",
    "lock-unreadable": `line ${line}: ${said}. content/translations.lock.yaml was not changed: a confirm would drop the lines it cannot read. Keep either side of a conflict and confirm again, or confirm --all after a full review.`,
    outside: "The project is not in a git repository of its own, so there is nothing to review or commit here.",
    "not-a-folder": "The project's .git is not a folder (a worktree, a submodule or a link): commit with git itself.",
    "no-git": "git is not installed, so the editor cannot show or commit changes.",
    irregular: "The project's .git is not a regular repository of this folder: commit with git itself.",
    detached:
      "No branch is checked out (a detached HEAD), so a commit would belong to no branch. Check out a branch with git first; until then the editor commits nothing.",
    ...(Object.fromEntries(
      (["rebase", "merge", "cherry-pick", "revert", "bisect"] as const).map((busy) => [
        busy,
        `A ${busy === "bisect" ? "search with git bisect" : busy} is in progress in this repository. Finish or abort it with git first (git status says how); until then the editor commits nothing.`,
      ]),
    ) as Record<Exclude<GitBusy, "detached">, string>),
    nothing: "Nothing to commit: no file has changed since the last commit.",
    stale:
      "The changes are no longer the ones shown (a file was saved meanwhile); nothing was committed. Look at them again below, then commit.",
    identity:
      "git does not know under which name to commit yet; nothing was committed. Enter your name and e-mail address.",
    refused: "git refused, so nothing was committed or published.",
    "no-upstream":
      "This branch is not linked to a branch on a server yet, so it cannot be published from here. A developer sets that up once (git push -u).",
    unreachable: `${upstream} could not be reached (no network, or no access); nothing was published.`,
    diverged: `${upstream} has commits this copy lacks, and this copy has commits it lacks. A developer must merge them; nothing was published or changed, and nothing is lost.`,
    overwrite: `${upstream} has newer commits, but bringing them in would overwrite changes that are not committed yet. Commit them first; nothing was changed.`,
    moved: `${upstream} changed while publishing; nothing was published. Publish again.`,
  };
};
