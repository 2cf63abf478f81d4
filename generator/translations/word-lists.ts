// The words that tell German from English in a text too short for eld (content-language.ts): a label, a category,
// a breadcrumb label. Only words that are not also words of the other language („die“, „was“, „also“, „an“ are
// left out), and no loanwords either language uses („Blog“, „Newsletter“, „FAQ“, „Home“, „Workshop“), so a name
// or a loanword is never evidence. Nouns also count at the end of a compound („Praxisbeispiele“, „Fallstudie“).

const GERMAN_WORDS = `
  der dem des das und oder sowie zum zur im ins vom beim ist sind wird werden wurde hat haben nicht kein keine
  für mit von auf aus bei nach über unter vor durch gegen ohne zwischen seit bis pro je ab
  ein eine einen einem einer eines dieser diese dieses jede jeder alle mehr sehr nur noch auch schon jetzt hier
  wir sie ihr ihre ihren ihrem unser unsere uns sich wie wenn dass weil damit zurück weiter weitere
  öffnen schließen lesen weiterlesen drucken speichern zeigen springen anfragen buchen berechnet veröffentlicht
  heute rechtliches vorbehalten neue neuen neuem erste ersten geplante zusätzliche hohe hoch mittel gering
  zeigt gibt kann können muss müssen soll sollen lässt bleibt liegt steht gemäß gemeinsam gemeinsame rund laut häufige vorherige nächste öffnet stellen vereinbaren beachten klären wärme
`;

/** German nouns: also the heads of compounds. */
const GERMAN_NOUNS = `
  jahr jahre jahren monat monate stunden minuten tage inhalt seite startseite menü hinweis hinweise quellen zusammenfassung fazit ausblick überblick einordnung
  förderung wirtschaftlichkeit geschäftsmodelle praxisbeispiele technologie kontakt kontaktformular impressum
  datenschutz datenschutzerklärung nutzungsbedingungen anschrift adresse rechte
  studie beispiele beispiel modelle modell betrieb technik abwärme fernwärme rechenzentrum
  rechenzentren stadtwerke strom strompreis wärmepreis ergebnis ertrag erlös erlöse kosten überschuss
  frage fragen geschichte lesezeit dauer risiko ziel ziele standort potenzial investition haushalte wohnungen
  innovationen artikel beiträge vergütung menge deutschland schweiz österreich
`;

const ENGLISH_WORDS = `
  the and of to for with from by on at into onto is are were be been has have had not no
  a this that these those its our your you we they their them more most only just now here
  what when where which who how why can could should would must does
  open close read show skip back print save book request opens published calculated
  year years month months hours minutes day days today
  content page menu notice notices sources summary outlook overview contact imprint privacy
  policy terms address rights reserved study example examples model models operation technology heat
  waste district heating utility utilities electricity price result revenue cost costs germany switzerland austria
`;

const set = (words: string) => new Set(words.split(/\s+/).filter(Boolean));

export const WORDS = { de: set(GERMAN_WORDS + GERMAN_NOUNS), en: set(ENGLISH_WORDS) } as const;

const GERMAN_HEADS = set(GERMAN_NOUNS);

/** Shorter nouns are not looked for at the end of a compound: too many words of the other language end so. */
const MIN_HEAD = 5;

/** Letters before a compound's head: „encounter“ does not end in „unter“ (no noun anyway), „Fallstudie“ in „studie“. */
const MIN_PREFIX = 3;

export function isWordOf(word: string, lang: keyof typeof WORDS): boolean {
  if (WORDS[lang].has(word)) return true;
  if (lang !== "de") return false; // English compounds are written apart
  for (let i = MIN_PREFIX; i <= word.length - MIN_HEAD; i++) if (GERMAN_HEADS.has(word.slice(i))) return true;
  return false;
}
