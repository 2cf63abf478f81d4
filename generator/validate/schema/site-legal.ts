// The parts of site.yaml the footer and the legal pages print: the company's data, the values of the terms and of
// the privacy policy ({company.name}, {terms.name}, {privacy.name} in copy).
import { z } from "zod";
import { doc, docTable } from "./doc.ts";
import { measure } from "./figure-kinds.ts";
import { phone, text, unbroken } from "./text.ts";

// One row per value: its key, what it is in English and in German, an example.
const field = docTable(`
name | The registered firm | Die eingetragene Firma | Rechenwärme AG
legalForm | Legal form, German | Rechtsform, Deutsch | Aktiengesellschaft (AG) nach schweizerischem Recht
legalFormEn | Legal form, English | Rechtsform, Englisch | stock corporation (AG) under Swiss law
street | Street and number | Straße und Hausnummer | Baarerstrasse 10
city | City | Ort | Zug
country | Country, German | Land, Deutsch | Schweiz
countryEn | Country, English | Land, Englisch | Switzerland
representatives | Who represents the company, German | Wer die Firma vertritt, Deutsch | Dr. Jana Muster (Präsidentin des Verwaltungsrats)
representativesEn | Who represents the company, English | Wer die Firma vertritt, Englisch | Dr. Jana Muster (Chair of the Board of Directors)
register | Commercial register entry, German | Handelsregistereintrag, Deutsch | Handelsregister des Kantons Zug, CHE-000.000.000
registerEn | Commercial register entry, English | Handelsregistereintrag, Englisch | Commercial Register of the Canton of Zug, CHE-000.000.000
vatId | VAT number | Umsatzsteuer-Identifikationsnummer | CHE-000.000.000 MWST
contentResponsible | Responsible for content under § 18 Abs. 2 MStV: a person resident in Germany (imprint) | Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: eine Person mit Wohnsitz in Deutschland (Impressum) | Erika Beispiel
contentResponsibleAddress | That person's address in Germany | Die Anschrift dieser Person in Deutschland | Musterstraße 1, 10115 Berlin
hosting | The web host (processor): firm, seat, country; German | Der Webhoster (Auftragsverarbeiter): Firma, Sitz, Land; Deutsch | Beispiel Hosting GmbH, Berlin, Deutschland
hostingEn | The web host, English | Der Webhoster, Englisch | Beispiel Hosting GmbH, Berlin, Germany
formsProcessor | The service behind the contact form: firm, seat, country; German | Der Dienst hinter dem Kontaktformular: Firma, Sitz, Land; Deutsch | Beispiel GmbH, Deutschland
formsProcessorEn | The service behind the contact form, English | Der Dienst hinter dem Kontaktformular, Englisch | Beispiel GmbH, Germany
bookingProcessor | The service behind the booking page: firm, seat, country; German | Der Dienst hinter der Terminbuchung: Firma, Sitz, Land; Deutsch | Beispiel AG, Schweiz
bookingProcessorEn | The service behind the booking page, English | Der Dienst hinter der Terminbuchung, Englisch | Beispiel AG, Switzerland
euRepresentative | Representative in the EU under Art. 27 GDPR, German | Vertreter in der EU nach Art. 27 DSGVO, Deutsch | Beispiel GmbH, Berlin, Deutschland
euRepresentativeEn | Representative in the EU under Art. 27 GDPR, English | Vertreter in der EU nach Art. 27 DSGVO, Englisch | Beispiel GmbH, Berlin, Germany
postalCode | Postal code, in quotes | Postleitzahl, in Anführungszeichen | "6300"
email | Contact e-mail address | E-Mail-Adresse für Kontakt | kontakt@rechenwaerme.example
phone | Phone number, as dialled | Telefonnummer, wie gewählt | +41 41 000 00 00
currency | Currency of all prices | Währung aller Preise | EUR
jurisdiction | Place of jurisdiction | Gerichtsstand | Zug
`);

/**
 * A text value of `key`; one written once per language (`country` and `countryEn`) is bound to its language, each
 * judged by the words it does not share with its twin (a firm's name is both), or by all where the two are the same
 * (cross-checks.ts).
 */
function company<K extends string>(...keys: readonly K[]): Record<K, typeof text> {
  const twin = (key: string) => (key.endsWith("En") ? key.slice(0, -2) : `${key}En`);
  const bound = (key: string) =>
    keys.includes(twin(key) as K) ? { lang: key.endsWith("En") ? "en" : "de", twin: twin(key) } : {};
  return Object.fromEntries(keys.map((key) => [key, field(text, key).meta(bound(key))])) as Record<K, typeof text>;
}

export const companySchema = doc(
  z.strictObject({
    ...company("name", "legalForm", "legalFormEn", "street"),
    postalCode: field(z.string(), "postalCode"),
    ...company("city", "country", "countryEn", "representatives", "representativesEn"),
    email: field(unbroken(z.email(), "e-mail address"), "email"),
    phone: field(phone, "phone"),
    ...company("register", "registerEn", "vatId", "contentResponsible", "contentResponsibleAddress"),
    copyrightYear: measure("year", {
      en: "The year in the footer's copyright line",
      de: "Das Jahr in der Copyright-Zeile der Fußzeile",
    }),
  }),
  {
    en: "Company data for the footer and the legal pages; {company.name} etc. in copy",
    de: "Firmendaten für die Fußzeile und die Rechtstexte; {company.name} usw. in Texten",
  },
);

// Typed like the figures: `defaultInterestPercent: 5,5` would otherwise be published as text.
export const termsSchema = doc(
  z.strictObject({
    orderBindingDays: measure(
      "days",
      { en: "Days an order is binding (calendar days)", de: "Tage, die ein Angebot bindend ist (Kalendertage)" },
      { max: 365 },
    ),
    defaultInterestPercent: measure("%", { en: "Default interest per year", de: "Standardzins pro Jahr" }),
    warrantyMonths: measure("months", { en: "Warranty", de: "Gewährleistung" }, { max: 120 }),
    ...company("currency", "jurisdiction"),
  }),
  { en: "Values of the terms, {terms.name} in copy", de: "Werte der AGB, {terms.name} in Texten" },
);

export const privacySchema = doc(
  z.strictObject({
    serverLogWeeks: measure("weeks", {
      en: "How long server logs are kept",
      de: "Wie lange Serverprotokolle aufbewahrt werden",
    }),
    requestRetentionYears: measure(
      "years",
      {
        en: "How long data-subject requests are kept after completion",
        de: "Wie lange Anfragen betroffener Personen nach Abschluss aufbewahrt werden",
      },
      { min: 1, max: 30, whole: true },
    ),
    ...company("hosting", "hostingEn", "formsProcessor", "formsProcessorEn", "bookingProcessor", "bookingProcessorEn"),
    ...company("euRepresentative", "euRepresentativeEn"),
  }),
  {
    en: "Values of the privacy policy, {privacy.name} in copy",
    de: "Werte der Datenschutzerklärung, {privacy.name} in Texten",
  },
);
