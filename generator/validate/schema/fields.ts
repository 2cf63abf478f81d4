// The copy fields that recur across page kinds, each with the description and example editors see.
import { docTable, role } from "./doc.ts";
import { text } from "./text.ts";

const field = docTable(`
heading | Überschrift | Heading of the block (an h2 on the page) | Überschrift des Blocks (eine h2 auf der Seite) | Die Wärmewende braucht neue Wärmequellen
lead | Einleitung | Introductory paragraph under the heading | Einleitender Absatz unter der Überschrift | Fossile Erzeugung wird teurer …
eyebrow | Dachzeile | Short line above the heading | Kurze Zeile über der Überschrift | Abwärme für Fernwärmenetze
text | Text | Body text; {figures.name} placeholders allowed | Fließtext; Platzhalter {figures.name} erlaubt | Ein DCC liefert bis zu {figures.heatOutputC} °C …
title | Titel | Title of the item | Titel des Eintrags | Modularer Ausbau
label | Beschriftung | Label shown to the visitor | Beschriftung, die Besucher sehen | Erfolgsgeschichten ansehen
value | Wert | The value, often a figure with its unit | Der Wert, oft eine Kennzahl mit ihrer Einheit | {figures.heatOutputC} °C
headline | Schlagzeile | Headline of the item | Schlagzeile des Eintrags | Meta Odense: Abwärme für Fjernvarme Fyn
category | Kategorie | Category shown above the item | Kategorie über dem Eintrag | Fallstudie
summary | Zusammenfassung | Summary paragraph | Absatz mit der Zusammenfassung | Fjernvarme Fyn hebt die Abwärme …
subline | Unterzeile | Line under the main heading | Zeile unter der Hauptüberschrift | Die Fragen, die uns Stadtwerke am häufigsten stellen
note | Hinweis | A small note under the block | Ein kleiner Hinweis unter dem Block | Alle Werte vor Investition.
excerpt | Auszug | Teaser text on the home page and the blog index | Teasertext auf der Startseite und der Blogübersicht | Wie Odense Rechenzentrumsabwärme nutzt …
conclusion | Fazit | Closing paragraph | Abschließender Absatz | Abwärme ist planbar …
caption | Tabellenbeschriftung | Caption of the table (read by screen readers) | Beschriftung der Tabelle (von Screenreadern vorgelesen) | Gaskessel und DCC im Vergleich
subtitle | Zwischenüberschrift | Subheading of the point (an h3) | Zwischenüberschrift des Punkts (eine h3) | Wärmepumpe
q | Frage | The question | Die Frage | Welche Temperatur liefert ein DCC?
a | Antwort | The answer | Die Antwort | Bis zu {figures.heatOutputC} °C.
header | Hauptüberschrift | The page's main heading (h1) | Die Hauptüberschrift der Seite (h1) | Häufige Fragen
publisher | Herausgeber | Who published the source | Wer die Quelle veröffentlicht hat | Dansk Fjernvarme
power | Leistung | Power of the size | Leistung der Größe | {figures.sizeSmallKw} kW
households | Haushalte | Households it heats | Haushalte, die sie beheizt | ≈ {figures.sizeSmallHouseholds} Haushalte
feed | Feed | Label of the link to the Atom feed | Beschriftung des Links zum Atom-Feed | Feed abonnieren
content | Inhalt | The legal text as HTML; links to pages as href="/path" | Der Rechtstext als HTML; Links auf Seiten als href="/pfad" | <h2>Angaben gemäß § 5 DDG</h2><p>…</p>
button | Button | Label of the project's link button | Beschriftung des Link-Buttons zum Projekt | Zum Projekt
company | Firma | The company of the story | Die Firma des Praxisbeispiels | Meta
`);

/** A copy field by its key: `heading: F.heading` reads like the YAML it checks. */
export const F = {
  heading: field(text, "heading"),
  lead: field(text, "lead"),
  eyebrow: field(text, "eyebrow"),
  text: field(text, "text"),
  title: field(role("name", text), "title"),
  label: field(text, "label"),
  value: field(text, "value"),
  headline: field(role("name", text), "headline"),
  category: field(text, "category"),
  summary: field(text, "summary"),
  subline: field(text, "subline"),
  note: field(text, "note"),
  excerpt: field(text, "excerpt"),
  conclusion: field(text, "conclusion"),
  caption: field(text, "caption"),
  subtitle: field(text, "subtitle"),
  q: field(role("name", text), "q").meta({ title: "Question" }), // the English label, where the key says too little
  a: field(text, "a").meta({ title: "Answer" }),
  header: field(text, "header"),
  publisher: field(text, "publisher"),
  power: field(text, "power"),
  households: field(text, "households"),
  feed: field(text, "feed"),
  content: field(role("html", text), "content"),
  button: field(text, "button"),
  company: field(text, "company"),
} as const;

/** The opening block's copy of a page: eyebrow, heading and lead (each kind adds its own button or stats). */
export const heroCopy = { eyebrow: F.eyebrow, heading: F.heading, lead: F.lead } as const;
