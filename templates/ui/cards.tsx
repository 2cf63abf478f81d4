// Cards, stat tiles and their grids: the repeating pieces of every page.
import { Icon } from "./icon.tsx";
import type { Card, Stat } from "../../generator/validate/schema/parts.ts";

/** A grid of content cards, each with an optional icon and bullet points. */
export function CardGrid({ items, columns = 3 }: { readonly items: readonly Card[]; readonly columns?: 2 | 3 | 4 }) {
  return (
    <ul className={`grid grid--${columns}`} role="list">
      {items.map((card) => (
        <li key={card.title} className="card">
          {card.icon ? (
            <span className="card__icon">
              <Icon name={card.icon} size={24} />
            </span>
          ) : null}
          <h3 className="card__title">{card.title}</h3>
          <p>{card.text}</p>
          {card.points ? <Checklist items={card.points} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** Figures shown large with their label, as a description list. */
export function StatList({
  items,
  tone = "light",
}: {
  readonly items: readonly Stat[];
  readonly tone?: "light" | "dark";
}) {
  return (
    <dl className={`stats stats--${tone}`}>
      {items.map((stat) => (
        <div key={stat.label} className="stat">
          <dt className="stat__label">{stat.label}</dt>
          <dd className="stat__value">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Numbered steps: the number is decoration, the list order carries it for screen readers. */
export function StepList({ items }: { readonly items: readonly { readonly title: string; readonly text: string }[] }) {
  return (
    <ol className="steps" role="list">
      {items.map((step, i) => (
        <li key={step.title} className="step">
          <span className="step__number" aria-hidden="true">
            {i + 1}
          </span>
          <h3 className="card__title">{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** A bullet list with check marks; `large` for a list that stands on its own in a section. */
export function Checklist({ items, large = false }: { readonly items: readonly string[]; readonly large?: boolean }) {
  return (
    <ul className={large ? "checklist checklist--large" : "checklist"}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
