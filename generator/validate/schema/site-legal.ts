// The parts of site.yaml the footer and the legal pages print: the company's data, the values of the terms and of
// the privacy policy ({company.name}, {terms.name}, {privacy.name} in copy).
import { z } from "zod";
import { doc, type Said } from "./doc.ts";
import { measure, year } from "./figure-kinds.ts";
import { phone, text, unbroken } from "./text.ts";

const company = (description: Said, example: string) => doc(text, description, example);
/**
 * A value written once per language (`country`, `countryEn`): each is judged in its language by the words that are
 * not its twin's (a firm's name is both), or by all of them where the two are the same (cross-checks.ts).
 */
const german = (description: Said, example: string, twin: string) =>
  company(description, example).meta({ lang: "de", twin });
const english = (description: Said, example: string, twin: string) =>
  company(description, example).meta({ lang: "en", twin });

export const companySchema = doc(
  z.strictObject({
    name: company({ en: "The registered firm", de: "Die eingetragene Firma" }, "Rechenwärme AG"),
    legalForm: german(
      { en: "Legal form, German", de: "Rechtsform, Deutsch" },
      "Aktiengesellschaft (AG) nach schweizerischem Recht",
      "legalFormEn",
    ),
    legalFormEn: english(
      { en: "Legal form, English", de: "Rechtsform, Englisch" },
      "stock corporation (AG) under Swiss law",
      "legalForm",
    ),
    street: company({ en: "Street and number", de: "Straße und Hausnummer" }, "Baarerstrasse 10"),
    postalCode: doc(z.string(), { en: "Postal code, in quotes", de: "Postleitzahl, in Anführungszeichen" }, "6300"),
    city: company({ en: "City", de: "Ort" }, "Zug"),
    country: german({ en: "Country, German", de: "Land, Deutsch" }, "Schweiz", "countryEn"),
    countryEn: english({ en: "Country, English", de: "Land, Englisch" }, "Switzerland", "country"),
    representatives: german(
      { en: "Who represents the company, German", de: "Wer die Firma vertritt, Deutsch" },
      "Dr. Jana Muster (Präsidentin des Verwaltungsrats)",
      "representativesEn",
    ),
    representativesEn: english(
      { en: "Who represents the company, English", de: "Wer die Firma vertritt, Englisch" },
      "Dr. Jana Muster (Chair of the Board of Directors)",
      "representatives",
    ),
    email: doc(
      unbroken(z.email(), "e-mail address"),
      { en: "Contact e-mail address", de: "E-Mail-Adresse für Kontakt" },
      "kontakt@rechenwaerme.example",
    ),
    phone: doc(phone, { en: "Phone number, as dialled", de: "Telefonnummer, wie gewählt" }, "+41 41 000 00 00"),
    register: german(
      { en: "Commercial register entry, German", de: "Handelsregistereintrag, Deutsch" },
      "Handelsregister des Kantons Zug, CHE-000.000.000",
      "registerEn",
    ),
    registerEn: english(
      { en: "Commercial register entry, English", de: "Handelsregistereintrag, Englisch" },
      "Commercial Register of the Canton of Zug, CHE-000.000.000",
      "register",
    ),
    vatId: company({ en: "VAT number", de: "Umsatzsteuer-Identifikationsnummer" }, "CHE-000.000.000 MWST"),
    contentResponsible: company(
      {
        en: "Responsible for content under § 18 Abs. 2 MStV: a person resident in Germany (imprint)",
        de: "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: eine Person mit Wohnsitz in Deutschland (Impressum)",
      },
      "Erika Beispiel",
    ), // #17
    contentResponsibleAddress: company(
      { en: "That person's address in Germany", de: "Die Anschrift dieser Person in Deutschland" },
      "Musterstraße 1, 10115 Berlin",
    ),
    copyrightYear: year({
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
    currency: doc(text, { en: "Currency of all prices", de: "Währung aller Preise" }, "EUR"),
    jurisdiction: doc(text, { en: "Place of jurisdiction", de: "Gerichtsstand" }, "Zug"),
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
    hosting: german(
      {
        en: "The web host (processor): firm, seat, country; German",
        de: "Der Webhoster (Auftragsverarbeiter): Firma, Sitz, Land; Deutsch",
      },
      "Beispiel Hosting GmbH, Berlin, Deutschland",
      "hostingEn",
    ),
    hostingEn: english(
      { en: "The web host, English", de: "Der Webhoster, Englisch" },
      "Beispiel Hosting GmbH, Berlin, Germany",
      "hosting",
    ),
    formsProcessor: german(
      {
        en: "The service behind the contact form: firm, seat, country; German",
        de: "Der Dienst hinter dem Kontaktformular: Firma, Sitz, Land; Deutsch",
      },
      "Beispiel GmbH, Deutschland",
      "formsProcessorEn",
    ),
    formsProcessorEn: english(
      { en: "The service behind the contact form, English", de: "Der Dienst hinter dem Kontaktformular, Englisch" },
      "Beispiel GmbH, Germany",
      "formsProcessor",
    ),
    bookingProcessor: german(
      {
        en: "The service behind the booking page: firm, seat, country; German",
        de: "Der Dienst hinter der Terminbuchung: Firma, Sitz, Land; Deutsch",
      },
      "Beispiel AG, Schweiz",
      "bookingProcessorEn",
    ),
    bookingProcessorEn: english(
      { en: "The service behind the booking page, English", de: "Der Dienst hinter der Terminbuchung, Englisch" },
      "Beispiel AG, Switzerland",
      "bookingProcessor",
    ),
    euRepresentative: german(
      {
        en: "Representative in the EU under Art. 27 GDPR, German",
        de: "Vertreter in der EU nach Art. 27 DSGVO, Deutsch",
      },
      "Beispiel GmbH, Berlin, Deutschland",
      "euRepresentativeEn",
    ),
    euRepresentativeEn: english(
      {
        en: "Representative in the EU under Art. 27 GDPR, English",
        de: "Vertreter in der EU nach Art. 27 DSGVO, Englisch",
      },
      "Beispiel GmbH, Berlin, Germany",
      "euRepresentative",
    ),
  }),
  {
    en: "Values of the privacy policy, {privacy.name} in copy",
    de: "Werte der Datenschutzerklärung, {privacy.name} in Texten",
  },
);
