// The shape of content/<lang>/ui.yaml: the labels of the layout and the islands, one file per language, each with
// its German label in the editor's form.
import { z } from "zod";
import { titled } from "./doc.ts";
import { label, text } from "./text.ts";

const group = <S extends z.ZodRawShape>(label: string, shape: S) => titled(label, z.strictObject(shape));

export const uiSchema = z.strictObject({
  skipLink: titled("Sprunglink", text),
  homeLabel: titled("Beschriftung der Startseite", text),
  mainNavLabel: titled("Beschriftung der Hauptnavigation", text),
  menuOpen: titled("Menü öffnen", text),
  menuClose: titled("Menü schließen", text),
  switchLabel: titled("Beschriftung des Sprachumschalters", text),
  switchShort: titled("Sprachumschalter, kurz", text),
  breadcrumbLabel: titled("Beschriftung des Brotkrumenpfads", text),
  newTab: titled("Neuer Tab", text),
  footer: group("Fußzeile", {
    tagline: titled("Claim", text),
    addressHeading: titled("Überschrift der Anschrift", text),
    linkedin: titled("LinkedIn", text),
    contact: titled("Kontakt", text),
    rights: titled("Rechte", text),
    legalHeading: titled("Überschrift der Rechtsangaben", text),
    imprint: titled("Impressum", text),
    privacy: titled("Datenschutz", text),
    terms: titled("AGB", text),
  }),
  backHome: titled("Zurück zur Startseite", text),
  toast: group("Hinweis", {
    close: titled("Schließen", text),
    region: titled("Bereich der Hinweise", text),
    contactTitle: titled("Kontakttitel", text.optional()),
    contactText: titled("Kontakttext", text.optional()),
    blogTitle: titled("Blog-Titel", text),
    blogText: titled("Blog-Text", text),
  }),
  article: group("Artikel", {
    facts: titled("Eckdaten", text),
    summary: titled("Zusammenfassung", text),
    analysis: titled("Analyse", text),
    outlook: titled("Ausblick", text),
    innovations: titled("Innovationen", text),
    conclusion: titled("Fazit", text),
    sources: titled("Quellen", text),
    readTime: titled("Lesezeit", label("minutes")),
    published: titled("Veröffentlicht", text),
    readMore: titled("Weiterlesen", text),
  }),
  carousel: group("Karussell", {
    label: titled("Beschriftung", text),
    previous: titled("Zurück", text),
    next: titled("Weiter", text),
    slide: titled("Folie", label("index", "count")),
    goTo: titled("Gehe zu", label("index", "count")),
  }),
  roi: group("ROI-Rechner", {
    electricityPrice: titled("Strompreis", text),
    heatPrice: titled("Wärmepreis", text),
    itPrice: titled("IT-Preis", text),
    volume: titled("Volumen", text),
    electricityCost: titled("Stromkosten", text),
    totalRevenue: titled("Gesamterlös", text),
    profit: titled("Ergebnis", text),
    reset: titled("Zurücksetzen", text),
    resultsLabel: titled("Beschriftung der Ergebnisse", text),
    perKwh: titled("je kWh", text),
    perMwh: titled("je MWh", text),
    gwhPerYear: titled("GWh pro Jahr", text),
    print: titled("Drucken", text),
    printedOn: titled("Gedruckt am", label("date")),
    printLink: titled("Druck-Link", text),
  }),
  notFound: group("Seite nicht gefunden (404)", {
    title: titled("Titel", text),
    heading: titled("Überschrift", text),
    text: titled("Text", text),
    link: titled("Link", text),
  }),
});

export type Ui = z.output<typeof uiSchema>;
