// The parts of site.yaml the footer and the legal pages print: the company's data, the values of the terms and of
// the privacy policy ({company.name}, {terms.name}, {privacy.name} in copy).
import { z } from "zod";
import { doc, saidTable } from "./doc.ts";
import { measure } from "./figure-kinds.ts";
import { phone, text, unbroken } from "./text.ts";

const said = saidTable(`
name | Name | The registered firm | Die eingetragene Firma | Rechenwärme AG
legalForm | Rechtsform | Legal form, German | Rechtsform, Deutsch | Aktiengesellschaft (AG) nach schweizerischem Recht
legalFormEn | Rechtsform, Englisch | Legal form, English | Rechtsform, Englisch | stock corporation (AG) under Swiss law
street | Straße | Street and number | Straße und Hausnummer | Baarerstrasse 10
city | Ort | City | Ort | Zug
country | Land | Country, German | Land, Deutsch | Schweiz
countryEn | Land, Englisch | Country, English | Land, Englisch | Switzerland
representatives | Vertretung | Who represents the company, German | Wer die Firma vertritt, Deutsch | Dr. Jana Muster (Präsidentin des Verwaltungsrats)
representativesEn | Vertretung, Englisch | Who represents the company, English | Wer die Firma vertritt, Englisch | Dr. Jana Muster (Chair of the Board of Directors)
register | Handelsregister | Commercial register entry, German | Handelsregistereintrag, Deutsch | Handelsregister des Kantons Zug, CHE-000.000.000
registerEn | Handelsregister, Englisch | Commercial register entry, English | Handelsregistereintrag, Englisch | Commercial Register of the Canton of Zug, CHE-000.000.000
vatId | USt-IdNr. | VAT number | Umsatzsteuer-Identifikationsnummer | CHE-000.000.000 MWST
contentResponsible | Inhaltlich verantwortlich | Responsible for content under § 18 Abs. 2 MStV: a person resident in Germany (imprint) | Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: eine Person mit Wohnsitz in Deutschland (Impressum) | Erika Beispiel
contentResponsibleAddress | Anschrift der inhaltlich verantwortlichen Person | That person's address in Germany | Die Anschrift dieser Person in Deutschland | Musterstraße 1, 10115 Berlin
hosting | Webhoster | The web host (processor): firm, seat, country; German | Der Webhoster (Auftragsverarbeiter): Firma, Sitz, Land; Deutsch | Beispiel Hosting GmbH, Berlin, Deutschland
hostingEn | Webhoster, Englisch | The web host, English | Der Webhoster, Englisch | Beispiel Hosting GmbH, Berlin, Germany
formsProcessor | Dienst des Kontaktformulars | The service behind the contact form: firm, seat, country; German | Der Dienst hinter dem Kontaktformular: Firma, Sitz, Land; Deutsch | Beispiel GmbH, Deutschland
formsProcessorEn | Dienst des Kontaktformulars, Englisch | The service behind the contact form, English | Der Dienst hinter dem Kontaktformular, Englisch | Beispiel GmbH, Germany
bookingProcessor | Dienst der Terminbuchung | The service behind the booking page: firm, seat, country; German | Der Dienst hinter der Terminbuchung: Firma, Sitz, Land; Deutsch | Beispiel AG, Schweiz
bookingProcessorEn | Dienst der Terminbuchung, Englisch | The service behind the booking page, English | Der Dienst hinter der Terminbuchung, Englisch | Beispiel AG, Switzerland
euRepresentative | Vertreter in der EU | Representative in the EU under Art. 27 GDPR, German | Vertreter in der EU nach Art. 27 DSGVO, Deutsch | Beispiel GmbH, Berlin, Deutschland
euRepresentativeEn | Vertreter in der EU, Englisch | Representative in the EU under Art. 27 GDPR, English | Vertreter in der EU nach Art. 27 DSGVO, Englisch | Beispiel GmbH, Berlin, Germany
postalCode | Postleitzahl | Postal code, in quotes | Postleitzahl, in Anführungszeichen | "6300"
email | E-Mail | Contact e-mail address | E-Mail-Adresse für Kontakt | kontakt@rechenwaerme.example
phone | Telefon | Phone number, as dialled | Telefonnummer, wie gewählt | +41 41 000 00 00
currency | Währung | Currency of all prices | Währung aller Preise | EUR
jurisdiction | Gerichtsstand | Place of jurisdiction | Gerichtsstand | Zug
copyrightYear | Copyright-Jahr | The year in the footer's copyright line | Das Jahr in der Copyright-Zeile der Fußzeile
orderBindingDays | Bindefrist des Angebots in Tagen | Days an order is binding (calendar days) | Tage, die ein Angebot bindend ist (Kalendertage)
defaultInterestPercent | Standardzins in Prozent | Default interest per year | Standardzins pro Jahr
warrantyMonths | Gewährleistung in Monaten | Warranty | Gewährleistung
serverLogWeeks | Serverprotokolle in Wochen | How long server logs are kept | Wie lange Serverprotokolle aufbewahrt werden
requestRetentionYears | Aufbewahrung von Anfragen in Jahren | How long data-subject requests are kept after completion | Wie lange Anfragen betroffener Personen nach Abschluss aufbewahrt werden
company | Firma | Company data for the footer and the legal pages; {company.name} etc. in copy | Firmendaten für die Fußzeile und die Rechtstexte; {company.name} usw. in Texten
terms | AGB | Values of the terms, {terms.name} in copy | Werte der AGB, {terms.name} in Texten
privacy | Datenschutz | Values of the privacy policy, {privacy.name} in copy | Werte der Datenschutzerklärung, {privacy.name} in Texten
`);

/** A text value of `key`; one per language (`country`, `countryEn`) is judged by the words it does not share. */
function company<K extends string>(...keys: readonly K[]): Record<K, typeof text> {
  const twin = (key: string) => (key.endsWith("En") ? key.slice(0, -2) : `${key}En`);
  const bound = (key: string) =>
    keys.includes(twin(key) as K) ? { lang: key.endsWith("En") ? "en" : "de", twin: twin(key) } : {};
  return Object.fromEntries(keys.map((key) => [key, doc(text, said(key)).meta(bound(key))])) as Record<K, typeof text>;
}

export const companySchema = doc(
  z.strictObject({
    ...company("name", "legalForm", "legalFormEn", "street"),
    postalCode: doc(z.string(), said("postalCode")),
    ...company("city", "country", "countryEn", "representatives", "representativesEn"),
    email: doc(unbroken(z.email(), "e-mail address"), said("email")),
    phone: doc(phone, said("phone")),
    ...company("register", "registerEn", "vatId", "contentResponsible", "contentResponsibleAddress"),
    copyrightYear: measure("year", said("copyrightYear")),
  }),
  said("company"),
);

// Typed like the figures: `defaultInterestPercent: 5,5` would otherwise be published as text.
export const termsSchema = doc(
  z.strictObject({
    orderBindingDays: measure("days", said("orderBindingDays"), { max: 365 }),
    defaultInterestPercent: measure("%", said("defaultInterestPercent")),
    warrantyMonths: measure("months", said("warrantyMonths"), { max: 120 }),
    ...company("currency", "jurisdiction"),
  }),
  said("terms"),
);

export const privacySchema = doc(
  z.strictObject({
    serverLogWeeks: measure("weeks", said("serverLogWeeks")),
    requestRetentionYears: measure("years", said("requestRetentionYears"), { min: 1, max: 30, whole: true }),
    ...company("hosting", "hostingEn", "formsProcessor", "formsProcessorEn", "bookingProcessor", "bookingProcessorEn"),
    ...company("euRepresentative", "euRepresentativeEn"),
  }),
  said("privacy"),
);
