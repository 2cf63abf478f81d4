// Pages built from a list of sections (economics, business models, funding, workshops).
import type { InfoSection, PageContentOf } from "../../generator/validate/schema/pages.ts";
import { CardGrid, Checklist, StatList, StepList } from "../ui/cards.tsx";
import { CtaBand } from "../ui/cta-band.tsx";
import { PageHero } from "../ui/page-hero.tsx";
import { Section, slug } from "../ui/section.tsx";

export function InfoPage({ content: c }: { readonly content: PageContentOf<"info"> }) {
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
          <InfoSectionBody section={section} />
        </Section>
      ))}
      <CtaBand block={c.cta} />
    </>
  );
}

function InfoSectionBody({ section }: { readonly section: InfoSection }) {
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
