// The catalogue's problems of values that would publish something other than what the maintainer typed or meant.
import { kind } from "./kind.ts";

export const INPUT_PROBLEMS = {
  FigureTypedWithPoint: kind<{ key: string; typed: string; read: string; meant: string }>({
    title: "a whole number typed with a point (`150.000`), which YAML reads as a decimal",
    message: (f) =>
      `${f.key}: \`${f.typed}\` is read as ${f.read}, and the pages would say „${Number(f.read).toLocaleString("de-DE")}“`,
    hint: (f) =>
      `This figure counts whole units, so write it without a point: for ${Number(f.meant).toLocaleString("en-GB")} write ${f.meant}.`,
    docs: "figure",
  }),
  PlaceholderMalformed: kind<{ text: string; suggestion: string | undefined }>({
    title: "a `{` or `}` in copy that is not an exact placeholder (`{ figures.x }`, `{{…}}`, a brace left open)",
    message: (f) => `\`${f.text}\` is not a placeholder: the page would show the braces`,
    hint: (f) =>
      f.suggestion
        ? `Write \`{${f.suggestion}}\`, with no spaces and one brace on each side; for a brace as text write \`{{\` or \`}}\`.`
        : "Write a placeholder as `{figures.name}`, with no spaces and one brace on each side; for a brace as text write `{{` or `}}`.",
    docs: "figures",
  }),
  CommentInText: kind<{ kept: string; lost: string }>({
    title: "` #` after text in a content file: YAML reads the rest of the line as a comment and drops it",
    message: (f) =>
      `the page would show „${f.kept}“ and drop „#${f.lost}“: YAML reads \` #\` as the start of a comment`,
    hint: (f) => `Put the whole text in quotes: "${f.kept} #${f.lost}".`,
    docs: "yaml",
  }),
  MarkupInText: kind<{ found: string; what: string }>({
    title: "Markdown or HTML in a plain-text field, which the page would show as typed",
    message: (f) => `\`${f.found}\` is ${f.what}: this field is plain text, and the page would show it as typed`,
    hint: (f) =>
      f.what === "a Markdown link"
        ? "Write the words without the link; a link is a button (`{ label, to }`) or, in legal pages, <a href> in `content`."
        : f.what === "quotation marks"
          ? "Write the text without them (YAML reads only straight quotes at the start of a value as quotes)."
          : "Write the text without the markup: only a legal page's `content` is HTML, and Markdown is not read anywhere.",
    docs: "kinds",
  }),
  CompanyDataByHand: kind<{ written: string; placeholder: string; value: string; same: boolean }>({
    title: "an e-mail address or phone number typed in copy where the company's placeholder belongs",
    message: (f) =>
      f.same
        ? `„${f.written}“ is ${f.placeholder} typed by hand: when site.yaml changes, this page keeps the old one`
        : `„${f.written}“ is not ${f.placeholder} („${f.value}“): the page would publish what site.yaml does not hold`,
    hint: (f) =>
      f.same
        ? `Write {${f.placeholder}}.`
        : `Write {${f.placeholder}}; if the company's address or number changed, change it in site.yaml.`,
    docs: "figures",
  }),
  MailtoDiffers: kind<{ address: string; shown: string }>({
    title: "a `mailto:` link whose address differs from the address its text shows",
    message: (f) => `the link shows „${f.shown}“ but writes to ${f.address}: a visitor would mail another address`,
    hint: () => 'Write both as the placeholder: <a href="mailto:{company.email}">{company.email}</a>.',
    docs: "kind-legal",
  }),
  TextStandIn: kind<{ found: string }>({
    title: "a stand-in left in copy (TODO, TBD, Lorem ipsum, „[Titel]“)",
    message: (f) => `„${f.found}“ is a stand-in: the page would publish it`,
    hint: () => "Write the real text before you save it for the site.",
    docs: "placeholder",
  }),
  LegalHtmlChanged: kind<{ found: string; what: string }>({
    title:
      "HTML in a legal page that the build would remove or repair (a tag or attribute not allowed, a tag never closed)",
    message: (f) => `\`${f.found}\`: ${f.what}`,
    hint: () =>
      "Use only the tags listed under legal in content/README.md, close every tag you open, and link with https:, mailto:, tel: or a path of the site.",
    docs: "kind-legal",
  }),
  DuplicateItem: kind<{ what: string; text: string }>({
    title:
      "a list item repeated (the same question, card or text), two sections of a page with one id, a page twice in one navigation",
    message: (f) =>
      f.what === "id"
        ? `a second section with the id \`${f.text}\`: the page's HTML would be invalid and #${f.text} ambiguous; the first is`
        : f.what === "navigation"
          ? `this navigation item links \`${f.text}\` a second time: the header would show one page twice; the first is`
          : `${f.what === "text" ? "this text" : `\`${f.what}: ${f.text.length > 60 ? `${f.text.slice(0, 60)}…` : f.text}\``} is repeated: the page would show it twice; the first is`,
    hint: (f) =>
      f.what === "id"
        ? "Give this section its own `id` (or heading)."
        : f.what === "navigation"
          ? "Delete this item, or point it to the page it was meant for."
          : "Delete this copy, or change it if it was meant to say something else.",
    docs: "kinds",
  }),
  FollowsFromAbove: kind<{ count: number; kinds: string; places: string }>({
    title: "problems that likely follow from a structural problem of `site.yaml`, summarised in one line",
    message: (f) =>
      `${f.count} more problem${f.count === 1 ? "" : "s"} likely follow${f.count === 1 ? "s" : ""} from the above: ${f.kinds} (${f.places})`,
    hint: () => "Fix site.yaml first, then build again: most of these go away with it.",
    docs: "problems",
  }),
  YamlMergeConflict: kind<{ file: string; markers: number }>({
    title: "a file still holds the markers of a merge conflict (`<<<<<<<`, `=======`, `>>>>>>>`)",
    message: (f) =>
      `${f.file} holds a merge conflict: ${f.markers} conflict marker line${f.markers === 1 ? "" : "s"} from here on (\`<<<<<<<\` … \`=======\` … \`>>>>>>>\`)`,
    hint: () =>
      "Keep one version of the lines between `<<<<<<<` and `>>>>>>>` (yours above `=======`, the other below), delete the three marker lines, then build again.",
    docs: "yaml",
  }),
  TextMojibake: kind<{ garbled: string; meant: string; sequence: string }>({
    title: "garbled text: UTF-8 read as Windows-1252 and saved again („FÃ¶rderung“ for „Förderung“)",
    message: (f) =>
      `„${f.garbled}“ is garbled: „${f.sequence}“ is one character read in the wrong encoding and saved again; it was meant as „${f.meant}“`,
    hint: (f) =>
      `Write „${f.meant}“, and check the rest of what was pasted with it: the text came from a file or page read as Windows-1252.`,
    docs: "utf-8",
  }),
  FileNotUtf8: kind<{ path: string; bytes: string; encoding: string; shown: string }>({
    title: "a file that is not UTF-8 (saved as Latin-1 or Windows-1252, for example)",
    message: (f) =>
      `${f.path} is not UTF-8: its byte ${f.bytes} would be shown as „�“ (read as ${f.encoding} they are „${f.shown}“)`,
    hint: (f) =>
      `Save the file as UTF-8 in your editor (it looks like ${f.encoding}): “Save with encoding” → UTF-8, then check the umlauts.`,
    docs: "utf-8",
  }),
  ValueUnconfirmed: kind<{ key: string; value: string; mark: "PLACEHOLDER" | "CONFIRM"; note: string }>({
    title:
      "a production build meets a value still marked `# PLACEHOLDER` or `# CONFIRM` (any case, on its line or the line above) in `site.yaml` or a content file",
    message: (f) =>
      `${f.key} is marked ${f.mark}${f.note ? ` (${f.note})` : ""}: the live site would publish „${f.value}“`,
    hint: (f) =>
      f.mark === "CONFIRM"
        ? "Ask the company to confirm the value, correct it if needed, then delete the `# CONFIRM` comment."
        : "Replace the stand-in with the real value, then delete the `# PLACEHOLDER` comment.",
    docs: "placeholder",
  }),
  ValueStandIn: kind<{ key: string; value: string; what: string; match: string }>({
    title:
      "a production build meets a value that can only be a stand-in, marked or not: an address on `.example`, `.test`, `.invalid` or `example.com`, a register, VAT or phone number of zeros",
    message: (f) => `${f.key} holds ${f.what} („${f.match}“): the live site would publish „${f.value}“`,
    hint: () => "Replace the stand-in with the real value before the site goes live.",
    docs: "placeholder",
  }),
  PublishedPathBroken: kind<{ path: string; listed: string; page: string; now: string | undefined }>({
    title: "a path the site has published (`published.yaml`) that no route and no `formerly:` answers any more",
    message: (f) =>
      f.now
        ? `${f.path} was published (${f.listed}) and would answer 404: page \`${f.page}\` is now at ${f.now}`
        : `${f.path} was published (${f.listed}) and would answer 404: no route has the page id \`${f.page}\` any more`,
    hint: (f) =>
      f.now
        ? `Add \`formerly: [${f.path}]\` to this route, so that the old address redirects to ${f.now}.`
        : `Add \`formerly: [${f.path}]\` to the route of the page that replaces it, or, for an address that should answer 404 from now on, delete it from ${f.listed.split(":")[0]}.`,
    docs: "rename-page",
  }),
  PublishedPathElsewhere: kind<{ path: string; listed: string; page: string; other: string }>({
    title: "a published path of one page that now leads to another (its former path written on another route)",
    message: (f) =>
      `${f.path} was published as page \`${f.page}\` (${f.listed}), but would now lead to \`${f.other}\`: every link and bookmark to it would open the wrong page`,
    hint: (f) =>
      `Move ${f.path} to \`formerly:\` of the route of \`${f.page}\`; a page's old paths redirect to it alone.`,
    docs: "rename-page",
  }),
} as const;
