// The catalogue's problems of the files themselves: YAML not readable as written, files missing, empty or unused.
import { kind, lang } from "./kind.ts";

export const FILE_PROBLEMS = {
  YamlSyntax: kind<{ file: string; reason: string; fix: string }>({
    title: "the file is not valid YAML",
    message: (f) => `${f.file} is not valid YAML: ${f.reason}`,
    hint: (f) => f.fix,
    docs: "yaml",
  }),
  YamlTagUnknown: kind<{ tag: string; text: string }>({
    title: "a value starts with `!`, which YAML reads as a tag, and would be dropped",
    message: (f) => `\`${f.tag}\` is read as a YAML tag, not as text: the page would lose it`,
    hint: (f) => `Put the whole value in quotes: "${f.text}".`,
    docs: "yaml",
  }),
  YamlAliasUnsupported: kind<{ what: string }>({
    title: "an anchor (`&`), alias (`*`) or merge key (`<<`) in a content file",
    message: (f) => `${f.what}: content files do not use anchors or aliases`,
    hint: () => "Write the value out in full, or put text that starts with `&` or `*` in quotes.",
    docs: "yaml",
  }),
  YamlTooDeep: kind<{ limit: number }>({
    title: "a YAML file nested deeper than any content needs",
    message: (f) =>
      `the file nests more than ${f.limit} levels deep here (lists or mappings inside each other); it was not parsed`,
    hint: () =>
      "Content nests a few levels at most: check for brackets `[` `{` or `- ` repeated by mistake, and compare with content/README.md.",
    docs: "yaml",
  }),
  SiteFileMissing: kind<{ root: string }>({
    title: "no `site.yaml` in the project folder",
    message: (f) => `site.yaml was not found in ${f.root}`,
    hint: () => "Run the command in the project folder, or pass --root <folder> that holds site.yaml.",
    docs: "files",
  }),
  ContentFileMissing: kind<{ path: string; lang: "de" | "en"; labels: boolean; other: string; otherToo: boolean }>({
    title: "a route has no content file for one of its languages (located at the route in `site.yaml`)",
    message: (f) =>
      `${f.path} is missing (${f.labels ? "the labels shared by all pages" : `the ${lang(f.lang)} copy of this route`})`,
    hint: (f) =>
      f.otherToo
        ? `Create ${f.path} and ${f.other} (a page of the same kind is a start), or correct the route's page id if it is misspelt.`
        : `Create ${f.path}; copy ${f.other} as a start.`,
    docs: "files",
  }),
  ContentFileNotRegular: kind<{ path: string; what: string; fix: string }>({
    title: "a content file that is a link out of the project, a device, a pipe, a folder or too large: never read",
    message: (f) => `${f.path} ${f.what}; it was not read`,
    hint: (f) => f.fix,
    docs: "files",
  }),
  ContentFileEmpty: kind<{ path: string }>({
    title: "a content file holds nothing",
    message: (f) => `${f.path} is empty`,
    hint: () => "Copy the file of the other language as a start and translate it.",
    docs: "kinds",
  }),
  ContentFileUnused: kind<{ path: string; near?: { page: string; id: string } }>({
    title: "a content file that no route uses",
    message: (f) => `${f.path} belongs to no route in site.yaml`,
    hint: (f) =>
      f.near
        ? `The route \`${f.near.page}\` in site.yaml has no file: if it meant this one, write \`${f.near.id}\` for \`${f.near.page}\` there.`
        : "Add a route for it under `routes` in site.yaml, or delete the file.",
    docs: "add-page",
  }),
} as const;
