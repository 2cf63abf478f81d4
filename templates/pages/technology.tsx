// Technology deep-dive: four steps, gas boiler vs DCC, container sizes, security, economics.
import { z } from "zod";
import { doc, rowsHeadedBy, titled } from "../../generator/validate/schema/doc.ts";
import { F } from "../../generator/validate/schema/fields.ts";
import { cardSchema, cta, ctaBlockSchema, hero, list, meta } from "../../generator/validate/schema/parts.ts";
import { text } from "../../generator/validate/schema/text.ts";
import { usePage } from "../context.ts";
import { CardGrid, StepList } from "../ui/cards.tsx";
import { CtaBand } from "../ui/cta-band.tsx";
import { EfficiencyChart, FlowDiagram } from "../ui/diagrams.tsx";
import { LinkButton } from "../ui/link-button.tsx";
import { PageHero } from "../ui/page-hero.tsx";
import { Section } from "../ui/section.tsx";
import { definePageKind } from "./page-kind.ts";

const schema = z.strictObject({
  ...meta,
  hero,
  steps: doc(
    z.strictObject({
      heading: F.heading,
      lead: F.lead,
      items: doc(z.array(z.strictObject({ title: F.title, text: F.text })).length(4, "needs exactly 4 steps"), {
        en: "Container, water cooling, heat exchanger, grid",
        de: "Container, Wasserkühlung, Wärmetauscher, Netz",
        label: "Einträge",
      }),
    }),
    { en: "The four steps (anchor #steps)", de: "Die vier Schritte (Anker #steps)", label: "Schritte" },
  ),
  comparison: doc(
    z.strictObject({
      heading: F.heading,
      lead: F.lead,
      caption: F.caption,
      columns: doc(
        z.array(titled({ en: "Column", de: "Spalte" }, text)).length(3, "needs 3 columns: criterion, gas boiler, DCC"),
        { en: "Column headings", de: "Spaltenüberschriften", label: "Spalten" },
        ["Kriterium", "Gaskessel", "DCC"],
      ),
      rows: rowsHeadedBy(
        "columns",
        doc(list(z.array(text).length(3, "needs 3 cells, one per column")), {
          en: "Rows of three cells",
          de: "Zeilen zu je drei Zellen",
          label: "Zeilen",
        }),
      ),
    }),
    {
      en: "Gas boiler against DCC (anchor #comparison)",
      de: "Gaskessel gegen DCC (Anker #comparison)",
      label: "Vergleich",
    },
  ),
  sizes: doc(
    z.strictObject({
      heading: F.heading,
      lead: F.lead,
      items: doc(
        z
          .array(z.strictObject({ power: F.power, households: F.households, text: F.text }))
          .length(3, "needs exactly 3 container sizes"),
        { en: "Small, medium and large", de: "Klein, mittel und groß", label: "Einträge" },
      ),
    }),
    { en: "Container sizes (anchor #sizes)", de: "Containergrößen (Anker #sizes)", label: "Größen" },
  ),
  security: doc(
    z.strictObject({
      heading: F.heading,
      lead: F.lead,
      items: doc(list(cardSchema), { en: "Cards", de: "Karten", label: "Einträge" }),
    }),
    {
      en: "Security and plannability (anchor #security)",
      de: "Sicherheit und Planbarkeit (Anker #security)",
      label: "Sicherheit",
    },
  ),
  economics: doc(
    z.strictObject({
      heading: F.heading,
      lead: F.lead,
      rows: doc(list(z.strictObject({ label: F.label, value: F.value })), {
        en: "The ROI example, row by row",
        de: "Das ROI-Beispiel, Zeile für Zeile",
        label: "Zeilen",
      }),
      note: F.note,
      cta,
    }),
    { en: "Economics (anchor #economics)", de: "Wirtschaftlichkeit (Anker #economics)", label: "Wirtschaftlichkeit" },
  ),
  cta: ctaBlockSchema,
});

function TechnologyPage({ content: c }: { readonly content: z.output<typeof schema> }) {
  const { site } = usePage();
  const f = site.config.figures;
  return (
    <>
      <PageHero eyebrow={c.hero.eyebrow} heading={c.hero.heading} lead={c.hero.lead} />
      <Section id="steps" heading={c.steps.heading} lead={c.steps.lead}>
        <FlowDiagram labels={c.steps.items.map((s) => s.title)} />
        <StepList items={c.steps.items} />
      </Section>
      <Section id="comparison" heading={c.comparison.heading} lead={c.comparison.lead} tone="muted">
        <EfficiencyChart
          rows={[
            {
              label: c.comparison.columns[1] ?? "",
              value: typeof f["gasBoilerEfficiencyPercent"] === "number" ? f["gasBoilerEfficiencyPercent"] : 0,
              tone: "gas",
            },
            {
              label: c.comparison.columns[2] ?? "",
              value: typeof f["dccEfficiencyPercent"] === "number" ? f["dccEfficiencyPercent"] : 0,
              tone: "dcc",
            },
          ]}
          caption={c.comparison.rows[0]?.[0] ?? ""}
        />
        <div className="table-wrap" tabIndex={0} role="region" aria-label={c.comparison.caption}>
          <table className="table">
            <caption>{c.comparison.caption}</caption>
            <thead>
              <tr>
                {c.comparison.columns.map((col) => (
                  <th key={col} scope="col">
                    {col}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {c.comparison.rows.map((row) => (
                <tr key={row[0]}>
                  <th scope="row">{row[0]}</th>
                  <td>{row[1]}</td>
                  <td>{row[2]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
      <Section id="sizes" heading={c.sizes.heading} lead={c.sizes.lead}>
        <ul className="grid grid--3" role="list">
          {c.sizes.items.map((size) => (
            <li key={size.power} className="card card--size">
              <p className="size__power">{size.power}</p>
              <p className="size__households">{size.households}</p>
              <p>{size.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="security" heading={c.security.heading} lead={c.security.lead} tone="muted">
        <CardGrid items={c.security.items} columns={c.security.items.length % 2 === 0 ? 2 : 3} />
      </Section>
      <Section id="economics" heading={c.economics.heading} lead={c.economics.lead}>
        <dl className="figures-list">
          {c.economics.rows.map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
        <p className="note">{c.economics.note}</p>
        <p className="section__action">
          <LinkButton cta={c.economics.cta} variant="secondary" />
        </p>
      </Section>
      <CtaBand block={c.cta} />
    </>
  );
}

export default definePageKind({
  schema,
  Page: TechnologyPage,
  docs: {
    heading: "technology",
    notes: ["`comparison.columns` are the criterion, the gas boiler and the DCC; each row has a cell for each."],
  },
});
