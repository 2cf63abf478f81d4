// Every word the editor's own UI says, in German (Sie), key for key as messages-en.ts; the words of the site's
// glossary (site.yaml) where they apply.
import type { Messages } from "./messages-en.ts";
import { refusals } from "./refusals-de.ts";
import type { Refused } from "./refusals-en.ts";

const and = (items: readonly string[]) => items.join(" und ");
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const de: Messages = {
  locale: "de-DE",
  uiLang: "Sprache des Editors",
  editor: "Editor",
  titleOf: (what: string) => `${what} · Editor · sitegen dev`,
  allPages: "Alle Seiten",
  choose: "Auswählen …",
  close: "Schließen",
  cancel: "Abbrechen",
  langName: { de: "Deutsch", en: "Englisch" },
  columnDe: "Deutsch",
  columnEn: "Englisch",
  pages: "Seiten",
  editSite: "Die Website bearbeiten",
  listHelp:
    "Jede Seite öffnet sich als ein Formular, Deutsch und Englisch nebeneinander. Speichern schreibt die YAML-Dateien; die Seite wird wie nach jedem Speichern neu gebaut.",
  newPageLink: "Neue Seite oder neuer Artikel",
  findPage: "Seite suchen",
  findHelp: "nach ID, Titel oder Pfad; die Eingabetaste öffnet die erste Seite der Liste.",
  pagesCaption: "Seiten der Routentabelle, die Beschriftungen und die Daten der Website",
  columns: ["Seite", "Art", "Deutsch", "Englisch", "Übersetzungen", "Probleme"],
  kindName: (kind: string) =>
    ({
      home: "Startseite",
      technology: "Technikseite",
      "success-stories": "Erfolgsgeschichten",
      blog: "Blog-Übersicht",
      article: "Artikel",
      info: "Infoseite",
      faq: "FAQ",
      legal: "Rechtstext",
      ui: "Beschriftungen",
      site: "Einstellungen",
    })[kind] ?? kind,
  germanOnly: "nur Deutsch",
  renameOrRemove: "Umbenennen oder entfernen",
  renameOrRemoveOf: (id: string) => `${id} umbenennen oder entfernen`,
  noProblems: "keine",
  statusCount: { "in-sync": "abgeglichen", outdated: "veraltet", missing: "fehlend", unconfirmed: "unbestätigt" },
  siteSettings: "Einstellungen der Website (site.yaml)",
  uiLabels: "Beschriftungen (ui.yaml)",
  save: "Speichern",
  show: "Anzeigen",
  form: "Formular",
  preview: "Vorschau",
  previewLang: "Sprache der Vorschau",
  previewOf: (path: string | undefined) => `Vorschau von ${path}`,
  notSaved: "nicht gespeichert",
  placeholders: "leere Felder als Platzhalter",
  loading: (id: string) => `${id} wird geladen …`,
  saving: "Wird gespeichert …",
  unsaved: "Ungespeicherte Änderungen",
  nothingToSave: "Nichts zu speichern.",
  saved: (files: readonly string[]) => `${and(files)} gespeichert.`,
  saveFailed: "Das Speichern ist fehlgeschlagen.",
  confirmFailed: "Die Übersetzung konnte nicht bestätigt werden.",
  afterBuild: {
    waiting: "Die Vorschau wird neu gebaut …",
    reload: "Die Vorschau zeigt es.",
    problems:
      "Der Build hat bei den Problemen unten angehalten: Die Vorschau zeigt weiter den letzten fehlerfreien Build.",
    error: "Der Build ist fehlgeschlagen: Die Vorschau zeigt weiter den letzten fehlerfreien Build.",
  },
  merged: (conflicts: boolean) =>
    `Ihre Änderungen wurden auf die Dateien übertragen, wie sie jetzt auf der Festplatte liegen. ${
      conflicts
        ? "Die Werte unten wurden auch auf der Festplatte geändert: Das Formular enthält Ihre; übernehmen Sie die der Festplatte, wo sie stimmen, und speichern Sie dann."
        : "Prüfen Sie sie und speichern Sie."
    }`,
  problemsLabel: "Probleme des Builds",
  problemsHeading: (n: number, refused: boolean) =>
    `${plural(n, "Problem", "Probleme")}${refused ? ", die der Build melden würde" : " im letzten Build"}`,
  ctrl: "Strg",
  keysBefore: "speichert;",
  keysMiddle: "und",
  keysAfter: "springen zum nächsten und vorigen Feld derselben Sprache.",
  readOnly: "Das Formular ist schreibgeschützt, bis sich die Datei wieder lesen lässt.",
  computed: "Berechnete Kennzahlen",
  computedHelp: "Der Build berechnet sie aus den Kennzahlen und Annahmen oben; Texte schreiben sie als {figures.name}.",
  item: (n: number) => `Eintrag ${n}`,
  row: (n: number) => `Zeile ${n}`,
  cell: (row: string, heading: string) => `${row}: ${heading}`,
  notInFile: "nicht in dieser Datei",
  leadsTo: "Führt zu:",
  reads: "Ergibt:",
  usedOn: (pages: readonly string[], as: string) => `Verwendet auf: ${pages.join(", ")} als ${as}`,
  noPageIn: { de: "keine deutsche Seite", en: "keine englische Seite" },
  asWritten: (value: string) => `${value} wie geschrieben (keine Seite, kein Anker und kein ext:-Name dieser Website)`,
  placeholderNote: "Platzhalter, vor der Veröffentlichung zu ersetzen",
  confirmNote: "Vor der Veröffentlichung zu bestätigen",
  noteSays: ". Hinweis der Entwicklung (auf Englisch): ",
  inText: (label: string) => label, // nouns keep their capital
  add: (what: string) => `${what} hinzufügen`,
  addTo: (what: string, where: string) => `${what} zu ${where} hinzufügen`,
  leaveOut: (what: string) => `${what} weglassen`,
  leaveOutOf: (what: string, where: string) => `${what} in ${where} weglassen`,
  thePage: "der Seite",
  itemOf: (n: number, list: string) => `Eintrag ${n} von ${list}`,
  named: (label: string, name: string) => `${label} „${name}“`,
  listItem: (list: string, n: number) => `${list}: Eintrag ${n}`,
  moveUp: (item: string) => `${item} nach oben verschieben`,
  moveDown: (item: string) => `${item} nach unten verschieben`,
  removeItem: (item: string, inBoth: boolean) => `${item}${inBoth ? " in beiden Sprachen" : ""} entfernen`,
  remove: "Entfernen",
  addItem: (list: string, inBoth: boolean) => `Eintrag zu „${list}“ hinzufügen${inBoth ? " (in beiden Sprachen)" : ""}`,
  newItem: "(neu)",
  legal: {
    toolbar: "Textformat",
    style: "Absatzformat",
    styles: { p: "Absatz", h2: "Überschrift 2", h3: "Überschrift 3", h4: "Überschrift 4", "": "—" },
    bold: "Fett",
    italic: "Kursiv",
    bullets: "Aufzählung",
    numbers: "Nummerierte Liste",
    link: "Link",
    html: "HTML",
    shortcut: (name: string, key: string) => `${name} (Strg+${key})`,
    address: "Linkadresse",
    addressHelp: "https://…, mailto:…, tel:… oder ein Pfad dieser Website wie /datenschutz",
    setLink: "Link setzen",
    removeLink: "Link entfernen",
    refused: "Diese Adresse würde der Build entfernen: https:, http:, mailto:, tel: oder ein Pfad dieser Website.",
  },
  status: {
    "in-sync": "Übersetzung abgeglichen",
    outdated: "Übersetzung veraltet",
    missing: "Übersetzung fehlt",
    unconfirmed: "Übersetzung noch nicht bestätigt",
  },
  changedSides: (sides: readonly string[]) => ` (${and(sides)} geändert)`,
  whatChanged: (lang: "de" | "en") => `Was sich im ${lang === "de" ? "deutschen" : "englischen"} Text geändert hat`,
  noDiff:
    "git hat keine Fassung der Datei mit dem bestätigten Text, daher lassen sich die geänderten Wörter nicht zeigen.",
  valueChanged: (change: string) => `${change}, seit dieser Text bestätigt wurde`,
  confirmTranslation: "Übersetzung bestätigen",
  confirmTranslationOf: (label: string) => `Übersetzung von ${label} bestätigen`,
  allInSync: "Alle Übersetzungen dieser Seite sind abgeglichen.",
  confirmed: (n: number) => `${plural(n, "Übersetzung", "Übersetzungen")} dieser Seite bestätigt.`,
  reviewAll: (n: number) =>
    n === 1
      ? "Die 1 Übersetzung dieser Seite prüfen und bestätigen …"
      : `Alle ${n} Übersetzungen dieser Seite prüfen und bestätigen …`,
  confirmAllTitle: (n: number) => `${plural(n, "Übersetzung", "Übersetzungen")} bestätigen`,
  confirmAllHelp: "Jeder deutsche und englische Text unten wird als gleichbedeutend vermerkt.",
  neverConfirmed: "nie bestätigt",
  outdated: "veraltet",
  changedIn: (lang: string) => `${lang} geändert:`,
  confirmThese: (n: number) => (n === 1 ? "Diese Übersetzung bestätigen" : `Diese ${n} Übersetzungen bestätigen`),
  changesCarried: "Änderungen übertragen",
  saveRefused: "Speichern abgelehnt",
  wholeFile: "die ganze Datei",
  onDisk: "auf der Festplatte:",
  yours: "Ihre:",
  takeDisk: "Die der Festplatte übernehmen",
  saveAnyway: "Trotzdem speichern (der Build wird es melden)",
  mergeKeep: "Zusammenführen: Ihre Änderungen auf die Fassung der Festplatte setzen",
  loadFromDisk: (path: string) => `${path} von der Festplatte laden (verwirft Ihre Änderungen daran)`,
  restoredLabel: "Wiederhergestellte ungespeicherte Änderungen",
  restored: (at: string) =>
    `Ungespeicherte Änderungen vom ${at} wiederhergestellt: Dieser Browser hat sie aufbewahrt, als das Formular ohne Speichern verlassen wurde.`,
  restoredStale:
    " Die Datei wurde seitdem auf der Festplatte geändert; beim Speichern sehen Sie beide Fassungen zum Zusammenführen.",
  restoredFresh:
    " Speichern Sie sie, oder verwerfen Sie sie, um die Dateien so zu sehen, wie sie auf der Festplatte liegen.",
  discardRestored: "Wiederhergestellte Änderungen verwerfen",
  removed: "(entfernt)",
  leaveText: (files: readonly string[]) =>
    `${and(files)} ${files.length === 1 ? "hat" : "haben"} Änderungen, die noch nicht gespeichert sind.`,
  saveAndLeave: "Speichern und verlassen",
  discardAndLeave: "Änderungen verwerfen und verlassen",
  stay: "Bleiben",
  lineDiffHelp:
    "Wo sich die beiden Fassungen unterscheiden: Mit − markierte Zeilen sind die Datei auf der Festplatte, mit + markierte Ihre Fassung.",
  diskWhole: "Die ganze Datei, wie sie auf der Festplatte liegt",
  yoursWhole: "Die ganze Datei in Ihrer Fassung",
  noLineDiff:
    "Ihre Änderungen passen nicht mehr Zeile für Zeile auf die Datei (eine Liste darin hat sich geändert). Zusammenführen überträgt sie Feld für Feld.",
  writing: "Wird geschrieben …",
  nothingWritten: "Es wurde nichts geschrieben.",
  newPageHelp:
    "Die Seite erhält ihre Route in site.yaml und je eine deutsche und englische Inhaltsdatei, in der jedes Pflichtfeld leer ist; danach öffnet sich ihr Formular, und der Build nennt jedes Feld, das noch auszufüllen ist.",
  kind: "Art",
  pageId: "Seiten-ID",
  pageIdHelp: "Links nennen die Seite bei ihr: Kleinbuchstaben, Ziffern und Bindestriche.",
  pathIn: { de: "Deutscher Pfad", en: "Englischer Pfad" },
  breadcrumbIn: { de: "Beschriftung im Brotkrumenpfad, Deutsch", en: "Beschriftung im Brotkrumenpfad, Englisch" },
  createPage: "Seite anlegen",
  renamed: "Umbenannt: Die alte Adresse leitet jetzt dauerhaft hierher weiter (301).",
  addressesOf: (id: string) => `Adressen von ${id}`,
  noSuchPage: (id: string) => `Keine Seite „${id}“ in der Routentabelle.`,
  rename: "Umbenennen",
  renameHelp:
    "Die alte Adresse bleibt unter formerly: in site.yaml erhalten und leitet auf jedem Host dauerhaft (301) auf die neue weiter.",
  renamePath: { de: "Deutschen Pfad umbenennen", en: "Englischen Pfad umbenennen" },
  removePage: "Seite entfernen",
  leadsToAfter: "Ihre Adressen führen dann zu",
  choosePage: "Seite auswählen …",
  removeHelp: "Die Route und beide Inhaltsdateien werden entfernt; published.yaml behält die Adressen.",
  removeId: (id: string) => `${id} entfernen`,
  removeAsk: (name: string) => `„${name}“ entfernen?`,
  removeFiles: "Diese Dateien werden gelöscht:",
  removeRoute: (paths: string) => `Die Route mit den Adressen ${paths} verschwindet aus site.yaml.`,
  removeConfirmed: (n: number) =>
    `${plural(n, "bestätigte Übersetzung", "bestätigte Übersetzungen")} werden vergessen.`,
  removeLeads: (name: string, paths: string) =>
    `Die Adressen leiten dann dauerhaft (301) auf „${name}“ (${paths}) weiter.`,
  removedSince: "Seit dem letzten Commit entfernt",
  removedHelp:
    "Bis zum nächsten Commit lässt sich das Entfernen rückgängig machen: Die Seite kommt mit ihren Adressen, Dateien und bestätigten Übersetzungen zurück.",
  restore: (name: string) => `„${name}“ wiederherstellen`,
  pageRestored: (name: string) => `„${name}“ ist wiederhergestellt.`,
  unusedFiles: "Inhaltsdateien, die keine Seite liest",
  unusedHelp:
    "Eine abgebrochene Änderung (der Editor wurde mitten darin beendet) kann die Datei einer Seite ohne ihre Route hinterlassen, und der Build hält bei ihr an. Entfernen Sie sie hier, oder geben Sie ihr in site.yaml eine Route.",
  changes: "Änderungen",
  changesCount: (n: number | undefined) => (n === undefined ? "Änderungen" : `Änderungen (${n})`),
  changesHelpBefore:
    "Die Dateien, die der Editor schreibt (site.yaml, published.yaml und die YAML-Dateien unter content/), soweit sie vom letzten Commit abweichen, jede mit ihren entfernten (−) und hinzugefügten (+) Zeilen.",
  commitWord: "Committen",
  changesHelpAfter: "hält sie mit Ihrer Nachricht in git fest, unter dem Namen, der in git eingestellt ist.",
  committed: (hash: string, subject: string) => `Commit ${hash}: ${subject}`,
  commitFailed: "Der Commit ist fehlgeschlagen.",
  readingChanges: "Die Änderungen werden gelesen …",
  commitMessage: "Commit-Nachricht",
  commitFiles: (n: number) => `${plural(n, "Datei", "Dateien")} committen`,
  fileState: { changed: "geändert", new: "neue Datei", deleted: "gelöscht" },
  noLines: "Keine Zeilen anzuzeigen.",
  diffCut: "Der Diff ist länger; nur sein Anfang wird gezeigt.",
  gitSaid: "git sagt:",
  refusals,
  refused: (refused: Refused): string | undefined => refusals(refused)[refused.reason],
  identityHelp:
    "Name und E-Mail-Adresse stehen in jedem Commit (gespeichert in den git-Einstellungen dieses Repositorys).",
  yourName: "Ihr Name",
  yourEmail: "Ihre E-Mail-Adresse",
  identitySave: "Speichern und committen",
  publish: "Veröffentlichen",
  publishHelp: (upstream: string, ahead: number) =>
    `${ahead === 0 ? "Alle Commits sind auf" : `${plural(ahead, "Commit ist", "Commits sind")} noch nicht auf`} ${upstream}. Veröffentlichen überträgt sie dorthin; das CI des Hosts baut dann die Website und stellt sie online.`,
  published: (done: "pushed" | "updated" | "current", upstream: string, n: number) =>
    done === "pushed"
      ? `Veröffentlicht: ${plural(n, "Commit ist", "Commits sind")} jetzt auf ${upstream}. Das CI des Hosts baut daraus die Website und stellt sie online, meist innerhalb weniger Minuten.`
      : done === "updated"
        ? `${upstream} hatte ${plural(n, "neueren Commit", "neuere Commits")}: Diese Kopie hat sie jetzt auch. Von Ihnen gab es nichts zu veröffentlichen.`
        : `Nichts zu veröffentlichen: ${upstream} hat bereits jeden Commit.`,
  serverGone:
    "Der Editor erreicht sitegen dev nicht (es wurde beendet, oder die Verbindung ist gestört). Starten Sie npm run dev erneut und laden Sie dann diese Seite neu: Ihre ungespeicherten Änderungen bleiben in diesem Browser erhalten.",
  sessionEnded:
    "sitegen dev wurde neu gestartet, daher ist die Sitzung dieser Seite beendet. Laden Sie die Seite neu: Ihre ungespeicherten Änderungen bleiben in diesem Browser erhalten.",
  serverFailed:
    "Im Editor ist ein Fehler aufgetreten; das Terminal von npm run dev zeigt ihn. Es wurde nichts geschrieben, oder eine abgebrochene Änderung wird beim nächsten Start abgeschlossen.",
  requestRefused: (status: number) =>
    `Der Editor hat diese Anfrage abgelehnt (HTTP ${status}): Laden Sie die Seite neu und versuchen Sie es noch einmal.`,
};
