// Every word the editor's own UI says, in English: the shape messages-de.ts follows key for key. The build's
// problems come in English with the server's answers; the editor's refusals are worded in refusals-*.ts.
import { refusals, type Refused } from "./refusals-en.ts";

const and = (items: readonly string[]) => items.join(" and ");
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const en = {
  locale: "en-GB",
  uiLang: "Editor language",
  editor: "Editor",
  titleOf: (what: string) => `${what} · Editor · sitegen dev`,
  allPages: "All pages",
  choose: "Choose …",
  close: "Close",
  cancel: "Cancel",
  langName: { de: "German", en: "English" },
  columnDe: "Deutsch",
  columnEn: "English",
  // The list of pages
  pages: "Pages",
  editSite: "Edit the site",
  listHelp:
    "Each page opens as one form with German and English side by side. Saving writes the YAML files; the page rebuilds as on any save.",
  newPageLink: "New page or article",
  findPage: "Find a page",
  findHelp: "by its id, title or path; Enter opens the first page listed.",
  pagesCaption: "Pages of the route table, the labels and the site's data",
  columns: ["Page", "Kind", "German", "English", "Translations", "Problems"] as readonly string[],
  /** A page kind as a marketing person names it (site.yaml's `kind:`; a kind not listed by that name). */
  kindName: (kind: string): string =>
    ({
      home: "Home page",
      technology: "Technology page",
      "success-stories": "Success stories",
      blog: "Blog overview",
      article: "Article",
      info: "Information page",
      faq: "FAQ",
      legal: "Legal text",
      ui: "Labels",
      site: "Settings",
    })[kind] ?? kind,
  germanOnly: "German only",
  renameOrRemove: "Rename or remove",
  renameOrRemoveOf: (id: string) => `Rename or remove ${id}`,
  noProblems: "none",
  statusCount: { "in-sync": "in sync", outdated: "outdated", missing: "missing", unconfirmed: "unconfirmed" },
  siteSettings: "Site settings (site.yaml)",
  uiLabels: "Labels (ui.yaml)",
  // A page's form: the bar, the views, the problems, the preview
  save: "Save",
  show: "Show",
  form: "Form",
  preview: "Preview",
  previewLang: "Preview language",
  previewOf: (path: string | undefined) => `Preview of ${path}`,
  notSaved: "not saved",
  placeholders: "empty fields as placeholders",
  loading: (id: string) => `Loading ${id} …`,
  saving: "Saving …",
  unsaved: "Unsaved changes",
  nothingToSave: "Nothing to save.",
  saved: (files: readonly string[]) => `Saved ${and(files)}.`,
  saveFailed: "The save failed.",
  confirmFailed: "The translation could not be confirmed.",
  afterBuild: {
    waiting: "The preview is being rebuilt …",
    reload: "The preview shows it.",
    problems: "The build stopped at the problems below: the preview still shows the last good build.",
    error: "The build failed: the preview still shows the last good build.",
  },
  merged: (conflicts: boolean) =>
    `Your changes were carried over to the files as they are on disk now. ${
      conflicts
        ? "The values below were changed on disk too: the form holds yours; take the disk's where it is right, then save."
        : "Check them and save."
    }`,
  problemsLabel: "Problems of the build",
  problemsHeading: (n: number, refused: boolean) =>
    `${plural(n, "problem", "problems")}${refused ? " the build would report" : " in the last build"}`,
  ctrl: "Ctrl",
  keysBefore: "saves;",
  keysMiddle: "and",
  keysAfter: "go to the next and previous field of the same language.",
  readOnly: "The form is read-only until the file parses again.",
  computed: "Computed figures",
  computedHelp: "The build computes these from the figures and assumptions above; copy writes them as {figures.name}.",
  // Fields, groups and lists
  item: (n: number) => `Item ${n}`,
  row: (n: number) => `Row ${n}`,
  cell: (row: string, heading: string) => `${row}: ${heading}`,
  notInFile: "not in this file",
  leadsTo: "Leads to:",
  reads: "Reads:",
  usedOn: (pages: readonly string[], as: string) => `Used on: ${pages.join(", ")} as ${as}`,
  noPageIn: { de: "no German page", en: "no English page" },
  asWritten: (value: string) => `${value} as written (no page, anchor or ext: name of this site)`,
  placeholderNote: "Stand-in, to replace before going live",
  confirmNote: "To confirm before going live",
  /** Before a note's own words, which the file's maintainers write in English. */
  noteSays: ": ",
  inText: (label: string) => label.toLowerCase(), // a label inside a sentence
  add: (what: string) => `Add ${what}`,
  addTo: (what: string, where: string) => `Add ${what} to ${where}`,
  leaveOut: (what: string) => `Leave out ${what}`,
  leaveOutOf: (what: string, where: string) => `Leave out ${what} of ${where}`,
  thePage: "the page",
  itemOf: (n: number, list: string) => `item ${n} of ${list}`,
  named: (label: string, name: string) => `${label} “${name}”`,
  listItem: (list: string, n: number) => `${list}: item ${n}`,
  moveUp: (item: string) => `Move ${item} up`,
  moveDown: (item: string) => `Move ${item} down`,
  removeItem: (item: string, inBoth: boolean) => `Remove ${item}${inBoth ? " in both languages" : ""}`,
  remove: "Remove",
  addItem: (list: string, inBoth: boolean) => `Add an item to “${list}”${inBoth ? " (in both languages)" : ""}`,
  newItem: "(new)",
  // A legal page's text as formatted text (legal-editor.tsx)
  legal: {
    toolbar: "Text formatting",
    style: "Paragraph style",
    styles: { p: "Paragraph", h2: "Heading 2", h3: "Heading 3", h4: "Heading 4", "": "—" },
    bold: "Bold",
    italic: "Italic",
    bullets: "Bulleted list",
    numbers: "Numbered list",
    link: "Link",
    html: "HTML",
    shortcut: (name: string, key: string) => `${name} (Ctrl+${key})`,
    address: "Link address",
    addressHelp: "https://…, mailto:…, tel:… or a path of this site such as /datenschutz",
    setLink: "Set link",
    removeLink: "Remove link",
    refused: "The build would remove this address: use https:, http:, mailto:, tel: or a path of this site.",
  },
  // Translation status and confirmation
  status: {
    "in-sync": "Translation in sync",
    outdated: "Translation outdated",
    missing: "Translation missing",
    unconfirmed: "Translation not confirmed yet",
  },
  changedSides: (sides: readonly string[]) => ` (${and(sides)} changed)`,
  whatChanged: (lang: "de" | "en"): string => `What changed in the ${lang === "de" ? "German" : "English"} text`,
  noDiff: "git has no version of the file with the text as confirmed, so the words that changed cannot be shown.",
  valueChanged: (change: string) => `${change} since this text was confirmed`,
  confirmTranslation: "Confirm translation",
  confirmTranslationOf: (label: string) => `Confirm translation of ${label}`,
  allInSync: "Every translation of this page is in sync.",
  confirmed: (n: number) => `Confirmed ${plural(n, "translation", "translations")} of this page.`,
  reviewAll: (n: number) =>
    n === 1
      ? "Review and confirm the 1 translation of this page …"
      : `Review and confirm all ${n} translations of this page …`,
  confirmAllTitle: (n: number) => `Confirm ${plural(n, "translation", "translations")}`,
  confirmAllHelp: "Each German and English text below will be recorded as saying the same.",
  neverConfirmed: "never confirmed",
  outdated: "outdated",
  changedIn: (lang: string) => `${lang} changed:`,
  confirmThese: (n: number) => (n === 1 ? "Confirm this translation" : `Confirm these ${n} translations`),
  // Notices: a refused save, a merge, restored changes, leaving
  changesCarried: "Changes carried over",
  saveRefused: "Save refused",
  wholeFile: "the whole file",
  onDisk: "on disk:",
  yours: "yours:",
  takeDisk: "Take the disk's",
  saveAnyway: "Save anyway (the build will report it)",
  mergeKeep: "Merge: keep your changes on top of the disk's version",
  loadFromDisk: (path: string) => `Load ${path} from disk (drops your changes to it)`,
  restoredLabel: "Restored unsaved changes",
  restored: (at: string) =>
    `Restored unsaved changes from ${at}: this browser kept them when the form was left without saving.`,
  restoredStale: " The file has changed on disk since; saving will show both versions to merge.",
  restoredFresh: " Save them, or discard them to see the files as they are on disk.",
  discardRestored: "Discard the restored changes",
  removed: "(removed)",
  leaveText: (files: readonly string[]) =>
    `${and(files)} ${files.length === 1 ? "has" : "have"} changes that are not saved yet.`,
  saveAndLeave: "Save and leave",
  discardAndLeave: "Discard the changes and leave",
  stay: "Stay",
  lineDiffHelp:
    "Where the two versions differ: lines marked − are the file on disk now, lines marked + are your version.",
  diskWhole: "The whole file on disk now",
  yoursWhole: "The whole file as your version",
  noLineDiff:
    "Your changes no longer fit the file line by line (a list in it changed). Merge carries them over field by field.",
  // A new page, a page's addresses
  writing: "Writing …",
  nothingWritten: "Nothing was written.",
  newPageHelp:
    "The page gets its route in site.yaml and a German and an English content file with every required field empty; its form opens next, and the build names each field still to fill in.",
  kind: "Kind",
  pageId: "Page id",
  pageIdHelp: "Links name the page by it: lower-case letters, digits and hyphens.",
  pathIn: { de: "German path", en: "English path" },
  breadcrumbIn: { de: "Breadcrumb label, German", en: "Breadcrumb label, English" },
  createPage: "Create the page",
  renamed: "Renamed: the old address now leads here for good (301).",
  addressesOf: (id: string) => `Addresses of ${id}`,
  noSuchPage: (id: string) => `No page "${id}" in the route table.`,
  rename: "Rename",
  renameHelp:
    "The old address is kept under formerly: in site.yaml and answers with a permanent redirect (301) to the new one on every host.",
  renamePath: { de: "Rename the German path", en: "Rename the English path" },
  removePage: "Remove the page",
  leadsToAfter: "Its addresses lead to",
  choosePage: "Choose a page …",
  removeHelp: "The route and both content files are removed; published.yaml keeps the addresses.",
  removeId: (id: string) => `Remove ${id}`,
  removeAsk: (name: string) => `Remove “${name}”?`,
  removeFiles: "These files are deleted:",
  removeRoute: (paths: string) => `The route with the addresses ${paths} goes from site.yaml.`,
  removeConfirmed: (n: number) => `${plural(n, "confirmed translation is", "confirmed translations are")} forgotten.`,
  removeLeads: (name: string, paths: string) => `The addresses then redirect for good (301) to “${name}” (${paths}).`,
  removedSince: "Removed since the last commit",
  removedHelp:
    "Until the next commit a removal can be undone: the page comes back with its addresses, files and confirmed translations.",
  restore: (name: string) => `Restore “${name}”`,
  pageRestored: (name: string) => `“${name}” is restored.`,
  unusedFiles: "Content files no page reads",
  unusedHelp:
    "A change cut short (the editor stopped in the middle of it) can leave a page's file without its route, and the build stops at it. Remove it here, or give it a route in site.yaml.",
  // The Changes view
  changes: "Changes",
  changesCount: (n: number | undefined) => (n === undefined ? "Changes" : `Changes (${n})`),
  changesHelpBefore:
    "The files the editor writes (site.yaml, published.yaml and the YAML files under content/) that differ from the last commit, each with its lines removed (−) and added (+).",
  commitWord: "Commit",
  changesHelpAfter: "records them in git with your message, under the name git is configured with.",
  committed: (hash: string, subject: string) => `Committed ${hash}: ${subject}`,
  commitFailed: "The commit failed.",
  readingChanges: "Reading the changes …",
  commitMessage: "Commit message",
  commitFiles: (n: number) => `Commit ${plural(n, "file", "files")}`,
  fileState: { changed: "changed", new: "new file", deleted: "deleted" },
  noLines: "No lines to show.",
  diffCut: "The diff is longer; only its start is shown.",
  gitSaid: "git said:",
  /** A refusal by its reason (a status of git, or the editor's own), with what the server names in it. */
  refusals,
  refused: (refused: Refused): string | undefined => refusals(refused)[refused.reason],
  identityHelp: "The name and e-mail address are recorded with every commit (in this repository's git settings).",
  yourName: "Your name",
  yourEmail: "Your e-mail address",
  identitySave: "Save and commit",
  publish: "Publish",
  publishHelp: (upstream: string, ahead: number) =>
    `${ahead === 0 ? "Every commit is on" : `${plural(ahead, "commit is", "commits are")} not yet on`} ${upstream}. Publish sends them there; the host's CI then builds the site and puts it online.`,
  published: (done: "pushed" | "updated" | "current", upstream: string, n: number) =>
    done === "pushed"
      ? `Published: ${plural(n, "commit is", "commits are")} now on ${upstream}. The host's CI builds the site from it and puts it online, usually within a few minutes.`
      : done === "updated"
        ? `${upstream} had ${plural(n, "newer commit", "newer commits")}: this copy now has them too. There was nothing of yours to publish.`
        : `Nothing to publish: ${upstream} already has every commit.`,
  // What a request meets on its way (the server stopped, restarted or refused it)
  serverGone:
    "The editor cannot reach sitegen dev (it stopped, or the network failed). Start npm run dev again, then reload this page: your unsaved changes are kept in this browser.",
  sessionEnded:
    "sitegen dev was restarted, so this page's session ended. Reload the page: your unsaved changes are kept in this browser.",
  serverFailed:
    "The editor failed; the terminal of npm run dev shows why. Nothing was written, or a change cut short is completed when it starts next.",
  requestRefused: (status: number) =>
    `The editor refused this request (HTTP ${status}): reload the page, then try again.`,
};

export type Messages = typeof en;
