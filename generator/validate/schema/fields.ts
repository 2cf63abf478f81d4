// The copy fields that recur across page kinds, each with the description and example editors see.
import { doc, role, titled } from "./doc.ts";
import { text } from "./text.ts";

/** A copy field by its key: `heading: F.heading` reads like the YAML it checks. */
export const F = {
  heading: doc(
    text,
    { en: "Heading of the block (an h2 on the page)", de: "Überschrift des Blocks (eine h2 auf der Seite)" },
    "Die Wärmewende braucht neue Wärmequellen",
  ),
  lead: doc(
    text,
    { en: "Introductory paragraph under the heading", de: "Einleitender Absatz unter der Überschrift" },
    "Fossile Erzeugung wird teurer …",
  ),
  eyebrow: doc(
    text,
    { en: "Short line above the heading", de: "Kurze Zeile über der Überschrift" },
    "Abwärme für Fernwärmenetze",
  ),
  text: doc(
    text,
    { en: "Body text; {figures.name} placeholders allowed", de: "Fließtext; Platzhalter {figures.name} erlaubt" },
    "Ein DCC liefert bis zu {figures.heatOutputC} °C …",
  ),
  title: doc(role("name", text), { en: "Title of the item", de: "Titel des Eintrags" }, "Modularer Ausbau"),
  label: doc(
    text,
    { en: "Label shown to the visitor", de: "Beschriftung, die Besucher sehen" },
    "Erfolgsgeschichten ansehen",
  ),
  value: doc(
    text,
    { en: "The value, often a figure with its unit", de: "Der Wert, oft eine Kennzahl mit ihrer Einheit" },
    "{figures.heatOutputC} °C",
  ),
  headline: doc(
    role("name", text),
    { en: "Headline of the item", de: "Schlagzeile des Eintrags" },
    "Meta Odense: Abwärme für Fjernvarme Fyn",
  ),
  category: doc(text, { en: "Category shown above the item", de: "Kategorie über dem Eintrag" }, "Fallstudie"),
  summary: doc(
    text,
    { en: "Summary paragraph", de: "Absatz mit der Zusammenfassung" },
    "Fjernvarme Fyn hebt die Abwärme …",
  ),
  subline: doc(
    text,
    { en: "Line under the main heading", de: "Zeile unter der Hauptüberschrift" },
    "Die Fragen, die uns Stadtwerke am häufigsten stellen",
  ),
  note: doc(
    text,
    { en: "A small note under the block", de: "Ein kleiner Hinweis unter dem Block" },
    "Alle Werte vor Investition.",
  ),
  excerpt: doc(
    text,
    {
      en: "Teaser text on the home page and the blog index",
      de: "Teasertext auf der Startseite und der Blogübersicht",
    },
    "Wie Odense Rechenzentrumsabwärme nutzt …",
  ),
  conclusion: doc(text, { en: "Closing paragraph", de: "Abschließender Absatz" }, "Abwärme ist planbar …"),
  caption: doc(
    text,
    {
      en: "Caption of the table (read by screen readers)",
      de: "Beschriftung der Tabelle (von Screenreadern vorgelesen)",
    },
    "Gaskessel und DCC im Vergleich",
  ),
  subtitle: doc(
    text,
    { en: "Subheading of the point (an h3)", de: "Zwischenüberschrift des Punkts (eine h3)" },
    "Wärmepumpe",
  ),
  q: titled(
    { en: "Question", de: "Frage" },
    doc(role("name", text), { en: "The question", de: "Die Frage" }, "Welche Temperatur liefert ein DCC?"),
  ),
  a: titled(
    { en: "Answer", de: "Antwort" },
    doc(text, { en: "The answer", de: "Die Antwort" }, "Bis zu {figures.heatOutputC} °C."),
  ),
  header: doc(
    text,
    { en: "The page's main heading (h1)", de: "Die Hauptüberschrift der Seite (h1)" },
    "Häufige Fragen",
  ),
  publisher: doc(text, { en: "Who published the source", de: "Wer die Quelle veröffentlicht hat" }, "Dansk Fjernvarme"),
  power: doc(text, { en: "Power of the size", de: "Leistung der Größe" }, "{figures.sizeSmallKw} kW"),
  households: doc(
    text,
    { en: "Households it heats", de: "Haushalte, die sie beheizt" },
    "≈ {figures.sizeSmallHouseholds} Haushalte",
  ),
  feed: doc(
    text,
    { en: "Label of the link to the Atom feed", de: "Beschriftung des Links zum Atom-Feed" },
    "Feed abonnieren",
  ),
  content: doc(
    role("html", text),
    {
      en: 'The legal text as HTML; links to pages as href="/path"',
      de: 'Der Rechtstext als HTML; Links auf Seiten als href="/pfad"',
    },
    "<h2>Angaben gemäß § 5 DDG</h2><p>…</p>",
  ),
  button: doc(
    text,
    { en: "Label of the project's link button", de: "Beschriftung des Link-Buttons zum Projekt" },
    "Zum Projekt",
  ),
  company: doc(text, { en: "The company of the story", de: "Die Firma des Praxisbeispiels" }, "Meta"),
} as const;

/** The opening block's copy of a page: eyebrow, heading and lead (each kind adds its own button or stats). */
export const heroCopy = { eyebrow: F.eyebrow, heading: F.heading, lead: F.lead } as const;
