// Pages built from a list of sections (economics, business models, funding, workshops).
import { z } from "zod";
import { doc, role, rowsHeadedBy, titled } from "../../generator/validate/schema/doc.ts";
import { F, heroCopy } from "../../generator/validate/schema/fields.ts";
import { cardSchema, ctaBlockSchema, cta, list, meta, statSchema } from "../../generator/validate/schema/parts.ts";
import { text } from "../../generator/validate/schema/text.ts";
import { CardGrid, Checklist, StatList, StepList } from "../ui/cards.tsx";
import { CtaBand } from "../ui/cta-band.tsx";
import { PageHero } from "../ui/page-hero.tsx";
import { slug } from "../../generator/validate/schema/slug.ts";
import { Section } from "../ui/section.tsx";
import { definePageKind } from "./page-kind.ts";

const section = <K extends string, T extends z.ZodRawShape>(kind: K, shape: T) =>
  z.strictObject({
    kind: doc(
      z.literal(kind),
      { en: "How the section is laid out", de: "Wie der Abschnitt aufgebaut ist", label: "Art" },
      kind,
    ),
    id: doc(
      role(
        "anchor",
        z
          .string()
          .regex(/^[a-z0-9-]+$/)
          .optional(),
      ),
      {
        en: "The section's anchor (page#id); default: from the heading",
        de: "Der Anker des Abschnitts (seite#id); Vorgabe: aus der Überschrift",
        label: "Anker",
      },
      "kosten",
    ),
    heading: F.heading,
    ...shape,
  });

const sectionSchema = z.discriminatedUnion("kind", [
  section("cards", {
    lead: F.lead.optional(),
    items: doc(list(cardSchema), { en: "Cards", de: "Karten", label: "Einträge" }),
  }),
  section("steps", {
    lead: F.lead.optional(),
    items: doc(list(z.strictObject({ title: F.title, text: F.text })), {
      en: "Numbered steps",
      de: "Nummerierte Schritte",
      label: "Einträge",
    }),
  }),
  section("stats", {
    lead: F.lead.optional(),
    items: doc(list(statSchema), { en: "Figures with labels", de: "Kennzahlen mit Beschriftungen", label: "Einträge" }),
  }),
  section("list", {
    lead: F.lead.optional(),
    items: doc(list(text), { en: "Checklist items", de: "Punkte der Checkliste", label: "Einträge" }),
  }),
  section("text", {
    paragraphs: doc(list(text), { en: "Paragraphs", de: "Absätze", label: "Absätze" }),
    items: doc(list(text).optional(), {
      en: "Checklist items after the text",
      de: "Punkte der Checkliste nach dem Text",
      label: "Einträge",
    }),
  }),
  section("table", {
    lead: F.lead.optional(),
    caption: F.caption,
    columns: doc(list(titled({ en: "Column", de: "Spalte" }, text), 2), {
      en: "Column headings",
      de: "Spaltenüberschriften",
      label: "Spalten",
    }),
    rows: rowsHeadedBy(
      "columns",
      doc(list(z.array(text)), {
        en: "Rows, one cell per column",
        de: "Zeilen, eine Zelle je Spalte",
        label: "Zeilen",
      }),
    ),
  }),
]);

const schema = z.strictObject({
  ...meta,
  hero: doc(z.strictObject({ ...heroCopy, cta: cta.optional() }), {
    en: "The opening block",
    de: "Der Eröffnungsblock",
    label: "Eröffnungsblock",
  }),
  sections: doc(list(sectionSchema), {
    en: "The sections, each with its `kind`",
    de: "Die Abschnitte, jeder mit seiner `kind`",
    label: "Abschnitte",
  }),
  cta: ctaBlockSchema,
});

function InfoPage({ content: c }: { readonly content: z.output<typeof schema> }) {
  return (
    <>
      <PageHero eyebrow={c.hero.eyebrow} heading={c.hero.heading} lead={c.hero.lead} cta={c.hero.cta} />
      {c.sections.map((section, i) => (
        <Section
          key={section.heading}
          id={section.id ?? slug(section.heading)}
          heading={section.heading}
          lead={"lead" in section ? section.lead : undefined}
          tone={i % 2 === 1 ? "muted" : "light"}
        >
          {sectionBody(section)}
        </Section>
      ))}
      <CtaBand block={c.cta} />
    </>
  );
}

/** A section's content by its kind: a plain call, not a component of its own (React's work for one, on every section). */
function sectionBody(section: z.output<typeof sectionSchema>) {
  switch (section.kind) {
    case "cards":
      return <CardGrid items={section.items} columns={section.items.length % 3 === 0 ? 3 : 2} />;
    case "steps":
      return <StepList items={section.items} />;
    case "stats":
      return <StatList items={section.items} />;
    case "list":
      return <Checklist items={section.items} large />;
    case "text":
      return (
        <div className="measure prose">
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {section.items ? <Checklist items={section.items} /> : null}
        </div>
      );
    case "table":
      return (
        <div className="table-wrap" tabIndex={0} role="region" aria-label={section.caption}>
          <table className="table">
            <caption>{section.caption}</caption>
            <thead>
              <tr>
                {section.columns.map((col) => (
                  <th key={col} scope="col">
                    {col}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {section.rows.map((row) => (
                <tr key={row.join("|")}>
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={i} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={i}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

export default definePageKind({
  schema,
  Page: InfoPage,
  docs: { heading: "info (economics, business models, funding, workshops)" },
});
