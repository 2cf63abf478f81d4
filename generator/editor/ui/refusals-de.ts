// The words of the editor server's refusals in German, reason for reason as refusals-en.ts.
import type { GitBusy } from "../answers.ts";
import type { Facts, RequestName } from "./refusals-en.ts";

const REQUESTS: Record<RequestName, string> = {
  save: "Ein Speichern nennt die ID der Seite und je Sprache ihren Hash und Wert.",
  confirm: "Eine Bestätigung nennt die ID der Seite und je Feld seinen Schlüssel und die beiden gezeigten Texte.",
  preview: "Eine Vorschau nennt die ID der Seite, die gezeigte Sprache und je Sprache den Wert des Formulars.",
  commit:
    "Ein Commit enthält seine Nachricht (1 bis 2.000 Zeichen, kein NUL) und die ihm gezeigten Dateien und Version.",
  identity: "Eine Identität enthält einen Namen und eine E-Mail-Adresse, jeweils in einer Zeile.",
  publish: "Veröffentlichen sendet {}.",
  create: "Eine neue Seite nennt ihre ID, ihre Art und beide Pfade.",
  rename: "Ein Umbenennen nennt die ID der Seite, die Sprache und den neuen Pfad.",
  delete: "Ein Entfernen nennt die ID der Seite und die Seite, zu der ihre Adressen führen.",
  "remove-file": "Das Entfernen einer Datei nennt ihren Pfad.",
  undo: "Ein Rückgängigmachen nennt die ID der entfernten Seite.",
};

export const refusals = ({ upstream = "Der Server", path, key, also = [], more, said, ...facts }: Facts) => {
  const { limit = 0, item, pid, id, lang, line, request = "save" } = facts;
  const [file, place] = [
    path ? `${path}${line ? `:${line}` : ""}: ` : "",
    key === undefined ? "Die Datei" : `„${key}“`,
  ];
  const at = file + place; // where an edit was refused
  return {
    "changed-on-disk": `${path ?? "Die Datei"} wurde auf der Festplatte geändert, seit das Formular sie geladen hat (in einem anderen Tab, einem anderen Editor oder durch ein Speichern inzwischen); es wurde nichts gespeichert.`,
    "build-refuses": `Der Build würde das ablehnen; es wurde nichts gespeichert. Korrigieren Sie die markierten Werte, oder speichern Sie trotzdem.${also.length > 0 ? ` In anderen Dateien würde er melden (die Meldungen des Builds sind englisch): ${also.join(" ")}${more ? ` … und ${more} weitere.` : ""}` : ""}`,
    "nothing-written": "Es wurde nichts geschrieben: Korrigieren Sie die markierten Felder.",
    "undo-conflict": `${path} wurde seit dem Entfernen an denselben Stellen geändert; es wurde nichts geschrieben. Eine Entwicklerin oder ein Entwickler kann die Seite aus dem letzten Commit zurückholen.`,
    "no-removal": `Seit dem letzten Commit wurde keine Seite „${id}“ entfernt, die sich wiederherstellen ließe.`,
    "not-open":
      "Die Website ist nicht geöffnet (das Terminal sagt, warum): Speichern Sie eine Korrektur, dann öffnet sie sich wieder.",
    claimed: `Ein anderes sitegen dev (Prozess ${pid}) bearbeitet dieses Projekt; sein Editor schreibt, dieser schreibt nichts. Beenden Sie eines der beiden.`,
    "no-page": `Die Routentabelle enthält keine Seite „${id}“.`,
    "media-type": "Eine Änderung wird als application/json gesendet; diese ist es nicht.",
    "too-large": `Eine Änderung umfasst höchstens ${limit} Bytes.`,
    "too-deep": `Die Anfrage ist tiefer als ${limit} Ebenen verschachtelt; keine Seite der Website ist das.`,
    "too-many-values": `Die Anfrage enthält mehr als ${limit} Werte; so viele hat keine Seite der Website.`,
    "not-json": "Die Anfrage ist kein JSON.",
    shape: `Die Anfrage ist nicht in der erwarteten Form: ${REQUESTS[request]}${key ? ` (bei ${key})` : ""}`,
    "no-file": `Die Seite „${id}“ hat keine Datei für ${lang === "en" ? "Englisch" : "Deutsch"}.`,
    "not-writable": `${path} ist keine Datei, die der Editor schreibt.`,
    unreadable: `${path} lässt sich nicht lesen${said ? `: ${said}` : "."}`,
    missing: `${path} gibt es nicht.`,
    "too-big": `${path} ist weit größer als jede Seite (der Editor öffnet Dateien bis ${limit / 1048576} MB): Bearbeiten Sie sie in einem Texteditor.`,
    "not-parsed": `${file}Die Datei ist kein gültiges YAML: ${said}`,
    "half-character": `${at} enthält ein halbes Zeichen (ein einzelnes UTF-16-Surrogat), das eine UTF-8-Datei nicht fassen kann; es wurde nichts gespeichert. Geben Sie das Zeichen noch einmal ein.`,
    "no-read-back": `${file}Die Änderung ließ sich nicht so schreiben, dass die Datei wieder den Wert des Formulars ergibt.`,
    "not-list": `${at} ist in der Datei keine Liste.`,
    "no-item": `${at} enthält keinen Eintrag ${item}.`,
    "not-group": `${at} ist in der Datei keine Gruppe von Schlüsseln.`,
    "one-line-group": `${at} steht in einer Zeile; entfernen Sie einen Schlüssel in der Datei.`,
    "not-value": `${at} ist in der Datei eine Gruppe, kein einzelner Wert.`,
    "too-many-changes": `${file}Dieses Speichern ändert mehr als ${limit} Werte, Schlüssel oder Listeneinträge (bei ${place}); es wurde nichts gespeichert. Speichern Sie in kleineren Schritten, oder bearbeiten Sie die Datei selbst.`,
    "no-value": `${at} ist in der Datei ohne Wert, der sich ersetzen ließe; tragen Sie ihn dort ein.`,
    "first-line": `${at} beginnt in der Zeile des übergeordneten Eintrags; verschieben Sie seinen ersten Eintrag in der Datei.`,
    "needs-item": `${at} darf nicht ohne Eintrag sein.`,
    "one-line-items": `${at} ist eine einzeilige Liste und enthält nur einzeilige Einträge.`,
    "first-key": `${at}: Der erste Schlüssel eines Listeneintrags lässt sich nicht entfernen; entfernen Sie ihn in der Datei.`,
    "needs-key": `${at} darf nicht ohne Schlüssel sein.`,
    "no-sibling-keys": `${at} hat keine Schlüssel, neben die neue kommen könnten; ergänzen Sie sie in der Datei.`,
    "file-exists": `${path} gibt es bereits: Wählen Sie eine andere Seiten-ID.`,
    taken: `${path ? `Die Adresse ${path}` : `Die Seiten-ID „${id}“`} ist bereits an eine andere Seite vergeben: Wählen Sie eine andere.`,
    reserved: `${path} kann nicht die Adresse einer Seite sein: Die Website legt dort eine eigene Datei ab. Wählen Sie eine andere.`,
    "path-form": `Schreiben Sie die Adresse wie ${lang === "en" ? "/en/faq" : "/faq"}: Kleinbuchstaben, Ziffern und Bindestriche, ohne Schrägstrich am Ende${lang === "de" ? ", nicht mit /en am Anfang (dort stehen die englischen Seiten)" : ""}.`,
    "id-form":
      "Eine Seiten-ID besteht nur aus Kleinbuchstaben, Ziffern und Bindestrichen und heißt nicht site oder ui.",
    "needs-label": "Ein Artikel braucht eine kurze Beschriftung für den Brotkrumenpfad.",
    "same-path": "Das ist bereits die Adresse der Seite.",
    "choose-target": "Wählen Sie eine andere Seite, zu der die Adressen führen sollen.",
    "not-unused": `${path} ist keine Inhaltsdatei, die von keiner Seite gelesen wird.`,
    linked: `${file}Hier ist die Seite verlinkt: Ändern Sie zuerst diesen Link.`,
    "build-field": `${file}Der Build würde das ablehnen (seine Meldungen sind englisch): ${said}`,
    "site-mistakes":
      "Es wurde nichts geschrieben: site.yaml hat Fehler, die der Build meldet (die Website-Einstellungen zeigen sie): Beheben Sie sie zuerst.",
    "site-stale":
      "Es wurde nichts geschrieben: site.yaml wurde geändert, seit sitegen dev sie zuletzt gelesen hat: Versuchen Sie es gleich noch einmal.",
    "not-translated": `„${key}“ ist kein übersetztes Feld von ${id} mit beiden Texten.`,
    "confirm-differs": `Die Dateien sagen bei „${key}“ etwas anderes, als das Formular zeigte: Speichern Sie das Formular, dann bestätigen Sie.`,
    "confirm-site": "site.yaml hat Probleme: Beheben Sie sie, dann bestätigen Sie.",
    "lock-unreadable": `Zeile ${line}: ${said}. content/translations.lock.yaml wurde nicht geändert: Eine Bestätigung würde die Zeilen verwerfen, die sich nicht lesen lassen. Behalten Sie eine Seite des Konflikts und bestätigen Sie erneut, oder bestätigen Sie nach vollständiger Prüfung alle (confirm --all).`,
    outside:
      "Das Projekt liegt nicht in einem eigenen git-Repository, daher gibt es hier nichts zu prüfen oder zu committen.",
    "not-a-folder":
      "Das .git des Projekts ist kein Ordner (ein Worktree, ein Submodul oder ein Link): Committen Sie mit git selbst.",
    "no-git": "git ist nicht installiert, daher kann der Editor keine Änderungen zeigen oder committen.",
    irregular: "Das .git des Projekts ist kein gewöhnliches Repository dieses Ordners: Committen Sie mit git selbst.",
    detached:
      "Es ist kein Branch ausgecheckt (HEAD ist losgelöst), ein Commit gehörte also zu keinem Branch. Checken Sie zuerst mit git einen Branch aus; bis dahin committet der Editor nichts.",
    ...(Object.fromEntries(
      Object.entries(BUSY_DE).map(([busy, what]) => [
        busy,
        `In diesem Repository ist ${what} nicht abgeschlossen. Schließen Sie den Vorgang zuerst mit git ab oder brechen Sie ihn ab (git status sagt, wie); bis dahin committet der Editor nichts.`,
      ]),
    ) as Record<keyof typeof BUSY_DE, string>),
    nothing: "Nichts zu committen: Seit dem letzten Commit hat sich keine Datei geändert.",
    stale:
      "Die Änderungen sind nicht mehr die gezeigten (inzwischen wurde eine Datei gespeichert); es wurde nichts committet. Sehen Sie sie unten noch einmal an und committen Sie dann.",
    identity:
      "git weiß noch nicht, unter welchem Namen committet werden soll; es wurde nichts committet. Geben Sie Ihren Namen und Ihre E-Mail-Adresse ein.",
    refused: "git hat abgelehnt, daher wurde nichts committet oder veröffentlicht.",
    "no-upstream":
      "Dieser Branch ist noch mit keinem Branch auf einem Server verbunden und lässt sich daher nicht von hier veröffentlichen. Das richtet eine Entwicklerin oder ein Entwickler einmal ein (git push -u).",
    unreachable: `${upstream} war nicht erreichbar (kein Netz oder kein Zugang); es wurde nichts veröffentlicht.`,
    diverged: `${upstream} hat Commits, die dieser Kopie fehlen, und diese Kopie hat Commits, die dort fehlen. Eine Entwicklerin oder ein Entwickler muss sie zusammenführen; es wurde nichts veröffentlicht oder geändert, und nichts geht verloren.`,
    overwrite: `${upstream} hat neuere Commits, aber sie zu übernehmen würde noch nicht committete Änderungen überschreiben. Committen Sie diese zuerst; es wurde nichts geändert.`,
    moved: `${upstream} hat sich während des Veröffentlichens geändert; es wurde nichts veröffentlicht. Veröffentlichen Sie noch einmal.`,
  };
};

const BUSY_DE: Record<Exclude<GitBusy, "detached">, string> = {
  rebase: "ein Rebase",
  merge: "ein Merge",
  "cherry-pick": "ein Cherry-Pick",
  revert: "ein Revert",
  bisect: "eine Fehlersuche mit git bisect",
};
