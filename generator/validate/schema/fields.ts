// The copy fields that recur across page kinds, each with the description and example editors see.
import { doc, role, titled } from "./doc.ts";
import { text } from "./text.ts";

/** A copy field by its key: `heading: F.heading` reads like the YAML it checks. */
export const F = {
  heading: doc(text, "Heading of the block (an h2 on the page)", "Die Wärmewende braucht neue Wärmequellen"),
  lead: doc(text, "Introductory paragraph under the heading", "Fossile Erzeugung wird teurer …"),
  eyebrow: doc(text, "Short line above the heading", "Abwärme für Fernwärmenetze"),
  text: doc(
    text,
    "Body text; {figures.name} placeholders allowed",
    "Ein DCC liefert bis zu {figures.heatOutputC} °C …",
  ),
  title: doc(role("name", text), "Title of the item", "Modularer Ausbau"),
  label: doc(text, "Label shown to the visitor", "Erfolgsgeschichten ansehen"),
  value: doc(text, "The value, often a figure with its unit", "{figures.heatOutputC} °C"),
  headline: doc(role("name", text), "Headline of the item", "Meta Odense: Abwärme für Fjernvarme Fyn"),
  category: doc(text, "Category shown above the item", "Fallstudie"),
  summary: doc(text, "Summary paragraph", "Fjernvarme Fyn hebt die Abwärme …"),
  subline: doc(text, "Line under the main heading", "Die Fragen, die uns Stadtwerke am häufigsten stellen"),
  note: doc(text, "A small note under the block", "Alle Werte vor Investition."),
  excerpt: doc(text, "Teaser text on the home page and the blog index", "Wie Odense Rechenzentrumsabwärme nutzt …"),
  conclusion: doc(text, "Closing paragraph", "Abwärme ist planbar …"),
  caption: doc(text, "Caption of the table (read by screen readers)", "Gaskessel und DCC im Vergleich"),
  subtitle: doc(text, "Subheading of the point (an h3)", "Wärmepumpe"),
  q: titled("Question", doc(role("name", text), "The question", "Welche Temperatur liefert ein DCC?")),
  a: titled("Answer", doc(text, "The answer", "Bis zu {figures.heatOutputC} °C.")),
  header: doc(text, "The page's main heading (h1)", "Häufige Fragen"),
  publisher: doc(text, "Who published the source", "Dansk Fjernvarme"),
  power: doc(text, "Power of the size", "{figures.sizeSmallKw} kW"),
  households: doc(text, "Households it heats", "≈ {figures.sizeSmallHouseholds} Haushalte"),
  feed: doc(text, "Label of the link to the Atom feed", "Feed abonnieren"),
  content: doc(
    role("html", text),
    'The legal text as HTML; links to pages as href="/path"',
    "<h2>Angaben gemäß § 5 DDG</h2><p>…</p>",
  ),
  button: doc(text, "Label of the project's link button", "Zum Projekt"),
  company: doc(text, "The company of the story", "Meta"),
} as const;

/** The opening block's copy of a page: eyebrow, heading and lead (each kind adds its own button or stats). */
export const heroCopy = { eyebrow: F.eyebrow, heading: F.heading, lead: F.lead } as const;
