import Testing
import TodoVIPER

/// Every word of the add and edit forms, and the command hint, in German (`de_DE`): exact.
///
/// What the presenters show, through spies (see ``ScreenWords``): "today" is Wednesday
/// 2014-05-21, the item is "Pay rent" due on Saturday 2014-05-31, and a failing store has no
/// space left. The commands in the hint stay English.
@MainActor
struct GermanSpecs {
  @Test func `the add form: cancelled and every error of the add interactor`() async {
    #expect(
      await ScreenWords.addForm(in: "de_DE")
        == AddScreenWords(
          cancelled: "Abgebrochen: Nichts wurde hinzugefügt.",
          emptyTitle:
            "Der Titel ist leer: Gib mindestens einen Buchstaben, eine Ziffer oder ein Sonderzeichen ein.",
          dueDateBeforeToday:
            "Das Fälligkeitsdatum 2014-05-01 liegt vor heute: Wähle 2014-05-21 oder später.",
          notStored:
            "Der Eintrag wurde nicht gespeichert: Auf dem Gerät ist kein Speicherplatz mehr verfügbar"
        ))
  }

  @Test func `the edit form: its prompts, the item, and every error of the edit interactor`()
    async
  {
    #expect(
      await ScreenWords.editForm(in: "de_DE")
        == EditScreenWords(
          command: "edit> ", confirmDelete: "Löschen? Zum Löschen yes eingeben: ",
          notDeletedAfterNo: "Nicht gelöscht.", cancelled: "Abgebrochen: Nichts wurde geändert.",
          heading: "Bearbeitung: „Pay rent“, fällig am Samstag, 2014-05-31",
          emptyTitle:
            "Der Titel ist leer: Gib mindestens einen Buchstaben, eine Ziffer oder ein Sonderzeichen ein.",
          dueDateBeforeToday:
            "Das Fälligkeitsdatum 2014-05-01 liegt vor heute: Wähle 2014-05-21 oder später.",
          gone:
            "Der Eintrag „Pay rent“ ist nicht mehr in der Liste: Ein anderes Programm hat ihn gelöscht oder als erledigt markiert.",
          goneUnnamed:
            "Dieser Eintrag ist nicht mehr in der Liste: Ein anderes Programm hat ihn gelöscht oder als erledigt markiert.",
          notSaved:
            "Der Eintrag wurde nicht gespeichert: Auf dem Gerät ist kein Speicherplatz mehr verfügbar",
          notCompleted:
            "Der Eintrag wurde nicht als erledigt markiert: Auf dem Gerät ist kein Speicherplatz mehr verfügbar",
          notDeleted:
            "Der Eintrag wurde nicht gelöscht: Auf dem Gerät ist kein Speicherplatz mehr verfügbar",
          cannotRead:
            "Der Eintrag konnte nicht gelesen werden: Auf dem Gerät ist kein Speicherplatz mehr verfügbar"
        ))
  }

  @Test func `the command hint names the commands, which stay English`() async {
    #expect(
      await ScreenWords.commandHint(in: "de_DE")
        == "Fehler: unbekannter Befehl „frobnicate“; „help“ zeigt die Befehle (list, add, open, explain, help, quit)\n"
    )
  }

  @Test func `the default store: where help says the items are kept, and what goes wrong`() {
    #expect(
      ScreenWords.defaultStore(in: "de_DE")
        == DefaultStoreWords(
          keptInFile:
            "Die Einträge werden in „/home/pat/.local/share/viper-todo/todos.json“ gespeichert.",
          keptInMemory:
            "Die Einträge werden nur im Speicher gehalten und gehen verloren, sobald todo endet.",
          cannotMakeFolder:
            "Speichern in „/home/pat/.local/share/viper-todo/todos.json“ nicht möglich: Der Ordner „/home/pat/.local“ kann nicht angelegt werden: Die Datei existiert bereits",
          noHome:
            "Es gibt keinen Home-Ordner, in dem die Einträge gespeichert werden könnten: HOME ist kein absoluter Pfad, und die Passwortdatenbank nennt keinen für diesen Benutzer",
          noHomeAdvice:
            "Setze HOME oder XDG_DATA_HOME auf einen absoluten Pfad, gib einen --store-Pfad an oder starte todo mit --in-memory",
          otherPathAdvice:
            "Gib einen --store-Pfad an oder starte todo mit --in-memory",
          leftAsItWasAdvice:
            "Die Datei blieb unverändert: Korrigiere sie, verschiebe sie, gib einen --store-Pfad an oder starte todo mit --in-memory",
          notYours:
            "„/home/pat/.local/share/viper-todo/todos.json“ kann nicht als Speicherdatei verwendet werden: „/home/pat/.local/share/viper-todo“ (ein symbolischer Link) gehört Benutzer 65534, nicht dir (Benutzer 1000): Dieser Benutzer könnte deine Einträge austauschen oder deine Speichervorgänge umleiten. Verschiebe das an einen anderen Ort; beim nächsten Speichern wird der Pfad neu angelegt, nur für dich zugänglich",
          cannotMakePrivate:
            "„/home/pat/.local/share/viper-todo/todos.json“ kann nicht als Speicherdatei verwendet werden: Der Zugriff auf den Ordner „/home/pat/.local/share/viper-todo“ kann nicht auf dich beschränkt werden (Modus 0700): Das Dateisystem ist nur lesbar"
        ))
  }

  @Test func `words of the third hardening round: an item changed meanwhile, input not read`()
    async
  {
    #expect(
      await ScreenWords.hardening(in: "de_DE")
        == HardeningWords(
          changedMeanwhileNotSaved:
            "„Pay rent“ wurde seit dem Öffnen von einem anderen Programm geändert: Deine Änderung wurde nicht gespeichert, und der Eintrag wird so angezeigt, wie er jetzt ist.",
          changedMeanwhileNotDeleted:
            "„Pay rent“ wurde seit dem Öffnen von einem anderen Programm geändert: Der Eintrag wurde nicht gelöscht und wird so angezeigt, wie er jetzt ist.",
          changedMeanwhileReason:
            "„Rent paid“ wurde seit dem Öffnen von einem anderen Programm geändert",
          inputNotRead:
            "Die Eingabe nach Zeile 4 wurde nicht gelesen: Sie war für ein Bearbeitungsformular bestimmt, das nicht geöffnet wurde."
        ))
  }

  @Test func `a line the form cannot read, at a terminal: one sentence, and what to do`() async {
    #expect(
      await ScreenWords.lineProblems(in: "de_DE") == [
        "Fehler: Diese Zeile ist kein UTF-8-Text. Gib sie noch einmal ein oder tippe „cancel“.",
        "Fehler: Diese Zeile ist länger als 65.536 Bytes. Gib eine kürzere ein oder tippe „cancel“.",
      ])
  }

  @Test func `a system error no word names is told by its number`() {
    #expect(ScreenWords.unnamedSystemError(in: "de_DE") == "Systemfehler (errno 6)")
  }

  @Test func `explain: every row, seconds past 9999 written the German way, the calendar named`() {
    #expect(
      ScreenWords.explanation(in: "de_DE") == [
        ExplanationRow("Jetzt", "2014-05-21T12:00:00Z, Mittwoch"),
        ExplanationRow("Fällig", "253.402.351.199,5 s seit 1970, Samstag"),
        ExplanationRow("Tagesbeginn heute", "2014-05-21T00:00:00Z"),
        ExplanationRow("Tagesbeginn morgen", "2014-05-22T00:00:00Z"),
        ExplanationRow("Tagesbeginn übermorgen", "2014-05-23T00:00:00Z"),
        ExplanationRow("Beginn dieser Woche", "2014-05-18T00:00:00Z"),
        ExplanationRow("Beginn der nächsten Woche", "2014-05-25T00:00:00Z"),
        ExplanationRow("Beginn der übernächsten Woche", "2014-06-01T00:00:00Z"),
        ExplanationRow("Abschnitt", "ab dem Beginn der übernächsten Woche: nicht in der Liste"),
        ExplanationRow("Zeitzone", "GMT (Zeitzonendaten 2099z)"),
        ExplanationRow(
          "Kalender", "gregorianisch, die Woche beginnt am Sonntag (--first-weekday 1)"),
      ])
  }

  /// Each calendar `--calendar` takes, by its CLDR name, as the calendar row of `explain` names
  /// it (weeks from Monday).
  @Test func `explain names every calendar in German`() {
    let named = Dictionary(
      uniqueKeysWithValues: CalendarName.all.map {
        ($0.name, ScreenWords.calendarRow($0.identifier, in: "de_DE"))
      })
    #expect(
      named
        == [
          "gregorian": "gregorianisch",
          "iso8601": "ISO\u{00A0}8601",
          "buddhist": "buddhistisch",
          "chinese": "chinesisch",
          "coptic": "koptisch",
          "ethiopic": "äthiopisch",
          "ethiopic-amete-alem": "äthiopisch (Amätä Aläm)",
          "hebrew": "hebräisch",
          "indian": "indisch (Nationalkalender)",
          "islamic": "islamisch (Hidschra)",
          "islamic-civil": "islamisch (Hidschra, tabellarisch, bürgerliche Epoche)",
          "islamic-tbla": "islamisch (Hidschra, tabellarisch, astronomische Epoche)",
          "islamic-umalqura": "islamisch (Hidschra, Umm al-Qura)",
          "japanese": "japanisch",
          "persian": "persisch",
          "roc": "Minguo (Republik China)",
        ].mapValues { $0 + ", die Woche beginnt am Montag (--first-weekday 2)" })
  }

  /// Every word the third translation review changed (issue 41), where it shows.
  @Test func `the words of the third review: refusals, help, advice, a store's reasons, calendars`()
    async
  {
    #expect(
      await ScreenWords.reviewed(in: "de_DE")
        == ReviewWords(
          noRows:
            "Die Liste hat keinen Eintrag 1: Sie ist leer.",
          noSuchRow:
            "Die Liste hat keinen Eintrag 3: Öffne einen von 1 bis 2.",
          notADate:
            "„31/12/2026“ ist kein Fälligkeitsdatum: Gib JJJJ-MM-TT, eine ISO-8601-Zeitangabe mit Z oder UTC-Offset (2026-11-23T09:30:00Z), heute, morgen oder einen Wochentag ein.",
          skippedDay:
            "2011-12-30 gibt es in Pacific/Apia nicht: Die Zeitzone hat diesen Tag übersprungen. Wähle einen anderen Tag.",
          cannotPlace:
            "Der Kalender kann „friday“ nicht einordnen: Gib JJJJ-MM-TT, eine ISO-8601-Zeitangabe mit Z oder UTC-Offset (2026-11-23T09:30:00Z), heute, morgen oder einen Wochentag ein.",
          help:
            "Befehle, einer pro Zeile:\n  list    die Einträge zeigen, die von heute bis zum Ende der nächsten Woche fällig sind\n  add     einen Eintrag hinzufügen: seine Felder (siehe „Felder eines Eintrags“ unten) der Reihe\n          nach eingeben, eines pro Zeile (eine Zeile „cancel“ oder das Ende der Eingabe bricht\n          ab)\n  open <n>\n          den Eintrag in Zeile n der Liste im Bearbeitungsformular ändern, als erledigt\n          markieren oder löschen: Dort gibst du einen Befehl pro Zeile ein (help listet sie auf)\n  explain <Fälligkeitsdatum>\n          zeigen, in welchen Abschnitt ein Fälligkeitsdatum jetzt fällt und warum: den\n          Tagesbeginn heute und morgen, den Beginn dieser, der nächsten und der übernächsten\n          Woche, die Regel, nach der es eingeordnet wird, die Zeitzone (mit der Version ihrer\n          Daten) und den Kalender\n  help    diese Hilfe zeigen\n  quit    beenden (ebenso das Ende der Eingabe)\n\nEin abgelehnter Eintrag oder eine abgelehnte Änderung (ein leerer Titel, ein Datum vor heute\noder eines, das nicht gelesen werden kann) wird am Terminal neu erfragt. Bei Eingabe aus einer\nPipe oder Datei, wo niemand antworten kann, wird das Formular ohne Speichern beendet, das\nProblem mit den Nummern der Eingabezeilen gemeldet und die nächste Zeile als Befehl gelesen; der\nExit-Status ist 1.\n\nFälligkeitsdaten: JJJJ-MM-TT (der Beginn dieses Tages), eine ISO-8601-Zeitangabe mit Z oder UTC-Offset (2026-11-23T09:30:00Z, 2025-06-11T23:59:59.999-04:00), heute, morgen oder ein Wochentag auf Deutsch oder Englisch (der nächste Tag dieses Namens, heute eingeschlossen).",
          fields: [
            "Felder eines Eintrags, in der Reihenfolge, in der add sie erfragt, eines pro Zeile:",
            "was zu tun ist",
            "wann er fällig ist, in einem der Formate, die die Hilfe unter „Fälligkeitsdaten“ nennt",
          ],
          editHelp: [
            "Befehle des Bearbeitungsformulars, einer pro Zeile. Um ein Feld zu ändern, gib seinen Namen ein und in der nächsten Zeile den neuen Wert:",
            "die Änderungen speichern und schließen",
            "den Eintrag als erledigt markieren und schließen",
            "den Eintrag löschen (zur Bestätigung in der nächsten Zeile yes eingeben) und schließen",
            "ohne Änderung schließen (ebenso das Ende der Eingabe)",
          ],
          memoryOnly:
            "todo: „todo.json“ kann nicht verwendet werden: Dieses Programm hält seine Einträge nur im Speicher\ntodo: Starte todo ohne --store\n",
          createFolderAdvice:
            "Lege den Ordner an oder gib einen anderen --store-Pfad an",
          otherPathAdvice:
            "Gib einen anderen --store-Pfad an",
          leftAsItWasAdvice:
            "Die Datei blieb unverändert: Korrigiere sie, verschiebe sie oder gib einen anderen --store-Pfad an",
          itemNotFound:
            "Kein offener Eintrag hat die Kennung 00000000-0000-0000-0000-000000000002: Er wurde gelöscht oder als erledigt markiert",
          lineProblems: [
            "Diese Zeile ist kein UTF-8-Text; „help“ zeigt die Befehle",
            "Diese Zeile ist länger als 65.536 Bytes; „help“ zeigt die Befehle",
            "Fehler: Zeile 1: unbekannter Befehl „frob“ im Bearbeitungsformular; „help“ zeigt seine Befehle (title, due, save, done, delete, cancel)\n",
          ],
          saveRefusals: [
            "Der Eintrag wurde nicht gespeichert: Speichern in „/srv/todo.json“ nicht möglich: Der Fälligkeitszeitpunkt von „Far away“ liegt außerhalb der Jahre 0000 bis 9999",
            "Der Eintrag wurde nicht gespeichert: Speichern in „/srv/todo.json“ nicht möglich: Der Erledigungszeitpunkt von „Far away“ liegt außerhalb der Jahre 0000 bis 9999",
            "Der Eintrag wurde nicht gespeichert: Speichern in „/srv/todo.json“ nicht möglich: Die Datei ist schreibgeschützt (Modus 0444)",
            "Der Eintrag wurde nicht gespeichert: Speichern in „/srv/todo.json“ nicht möglich: Benutzer 65534 darf nicht in die Datei schreiben (sie gehört Benutzer 0, Modus 0644)",
            "Der Eintrag wurde nicht gespeichert: Speichern in „/srv/todo.json“ nicht möglich: Die Datei hat 2 Namen (Hardlinks); Speichern würde sie nur unter diesem Namen ersetzen, die alten Einträge blieben unter den anderen: Behalte einen Namen (symbolische Links werden aufgelöst)",
            "Der Eintrag wurde nicht gespeichert: Speichern in „/srv/todo.json“ nicht möglich: Für den Ordner „/srv“ ist das Sticky-Bit gesetzt (Modus 1777, wie /tmp): Nur der Besitzer der Datei, Benutzer 0, darf sie ersetzen, und jedes Speichern ersetzt die Datei",
            "Der Eintrag wurde nicht gespeichert: Speichern in „/srv/todo.json“ nicht möglich: Die Datei gehört Benutzer 0; nach dem Speichern würde sie Benutzer 65534 gehören",
            "Der Eintrag wurde nicht gespeichert: Speichern in „/srv/todo.json“ nicht möglich: Die Datei gehört Gruppe 0; nach dem Speichern würde sie Gruppe 65534 gehören",
            "Der Eintrag wurde nicht gespeichert: Speichern in „/srv/todo.json“ nicht möglich: Ein anderes Programm hält die Sperrdatei „/srv/todo.json.lock“ seit 30 s; nichts wurde gespeichert, versuche es noch einmal",
            "Der Eintrag wurde nicht gespeichert: Speichern in „/srv/todo.json“ nicht möglich: Die Sperrdatei „/srv/todo.json.lock“ ist ein Ordner, keine reguläre Datei; entferne sie",
            "Der Eintrag wurde nicht gespeichert: Speichern in „/srv/todo.json“ nicht möglich: Das Speichern wurde abgebrochen, während es auf die Sperrdatei „/srv/todo.json.lock“ wartete; nichts wurde gespeichert",
            "Der Eintrag wurde nicht gespeichert: Speichern in „/srv/todo.json“ nicht möglich: „/srv/todo.json.lock“ kann nicht gesperrt werden: Eingabe-/Ausgabefehler",
          ],
          storeProblems: [
            "„/srv/todo.json“ kann nicht gelesen werden: Keine Berechtigung",
            "„/srv/todo.json“ kann nicht als Speicherdatei verwendet werden: Es ist ein Ordner, keine reguläre Datei",
          ],
          fileProblems: [
            "„/srv/todo.json“ ist keine To-do-Datei: Die Datei hat keine Version (diese App liest die Versionen 1 und 2)",
            "„/srv/todo.json“ ist keine To-do-Datei: Die Version der Datei ist keine ganze Zahl (diese App liest die Versionen 1 und 2)",
            "„/srv/todo.json“ ist keine To-do-Datei: unbekannte Version 3 (diese App liest die Versionen 1 und 2)",
            "„/srv/todo.json“ ist keine To-do-Datei: Die Datei ist kein UTF-8-Text (Zeile 1, Spalte 35)",
            "„/srv/todo.json“ ist keine To-do-Datei: Die Datei ist kein gültiges JSON (Zeile 1, Spalte 26)",
            "„/srv/todo.json“ ist keine To-do-Datei: Die Datei ist tiefer als 512 Ebenen verschachtelt (Zeile 1, Spalte 513)",
            "In „/srv/todo.json“ ist Eintrag 1 ungültig: Sein due-Zeitpunkt „next tuesday“ ist keine ISO-8601-Zeitangabe mit UTC-Offset (z.\u{00A0}B. 2026-11-23T00:00:00Z oder 2026-11-23T09:30:00.5+01:00)",
          ],
          calendars: [
            "gregorianisch",
            "ISO\u{00A0}8601",
            "buddhistisch",
            "chinesisch",
            "koptisch",
            "äthiopisch",
            "äthiopisch (Amätä Aläm)",
            "hebräisch",
            "indisch (Nationalkalender)",
            "islamisch (Hidschra)",
            "islamisch (Hidschra, tabellarisch, bürgerliche Epoche)",
            "islamisch (Hidschra, tabellarisch, astronomische Epoche)",
            "islamisch (Hidschra, Umm al-Qura)",
            "japanisch",
            "persisch",
            "Minguo (Republik China)",
          ]
        ))
  }
}
