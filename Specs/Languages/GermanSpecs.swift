import Testing
import TodoVIPER

/// Every word of the add and edit forms, and the command hint, in German (`de_DE`): exact.
///
/// What the presenters show, through spies (see ``ScreenWords``): "today" is Wednesday
/// 2014-05-21, the item is "Pay rent" due on Saturday 2014-05-31, and a failing store has no
/// space left. The commands in the hint stay English.
@MainActor
struct GermanSpecs {
  @Test func `the add form: its prompts, cancelled and every error of the add interactor`() async {
    #expect(
      await ScreenWords.addForm(in: "de_DE")
        == AddScreenWords(
          labels: AddFormLabels(
            title: "Titel: ", dueDate: "Fällig am (2014-05-21 oder später): ",
            cancelled: "Abgebrochen: nichts wurde hinzugefügt."),
          emptyTitle:
            "Der Titel ist leer: gib mindestens einen Buchstaben, eine Ziffer oder ein Zeichen ein.",
          dueDateBeforeToday:
            "Das Fälligkeitsdatum 2014-05-01 liegt vor heute: wähle 2014-05-21 oder später.",
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
          labels: EditFormLabels(
            command: "edit> ", title: "Titel: ",
            dueDate: "Fällig am (2014-05-21 oder später): ",
            confirmDelete: "Löschen? Zum Löschen yes eingeben: ",
            notDeleted: "Nicht gelöscht.", cancelled: "Abgebrochen: nichts wurde geändert."),
          heading: "Bearbeitung: „Pay rent“, fällig am Samstag, 2014-05-31",
          emptyTitle:
            "Der Titel ist leer: gib mindestens einen Buchstaben, eine Ziffer oder ein Zeichen ein.",
          dueDateBeforeToday:
            "Das Fälligkeitsdatum 2014-05-01 liegt vor heute: wähle 2014-05-21 oder später.",
          gone:
            "Der Eintrag „Pay rent“ ist nicht mehr in der Liste: Ein anderes Programm hat ihn entfernt oder als erledigt markiert.",
          goneUnnamed:
            "Dieser Eintrag ist nicht mehr in der Liste: Ein anderes Programm hat ihn entfernt oder als erledigt markiert.",
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
            "Speichern in „/home/pat/.local/share/viper-todo/todos.json“ nicht möglich: der Ordner „/home/pat/.local“ kann nicht angelegt werden: Die Datei existiert bereits",
          noHome:
            "kein Home-Ordner, in dem die Einträge gespeichert werden könnten: HOME ist kein absoluter Pfad, und die Passwortdatenbank nennt keinen für diesen Benutzer",
          noHomeAdvice:
            "setze HOME oder XDG_DATA_HOME auf einen absoluten Pfad, gib einen --store-Pfad an oder starte es mit --in-memory",
          otherPathAdvice:
            "gib einen --store-Pfad an oder starte es mit --in-memory",
          leftAsItWasAdvice:
            "die Datei blieb unverändert: korrigiere sie, verschiebe sie, gib einen --store-Pfad an oder starte es mit --in-memory",
          notYours:
            "„/home/pat/.local/share/viper-todo/todos.json“ kann nicht als Speicherdatei verwendet werden: „/home/pat/.local/share/viper-todo“ (ein symbolischer Link) gehört Benutzer 65534, nicht dir (Benutzer 1000): Dieser Benutzer könnte deine Einträge austauschen oder deine Speichervorgänge umleiten; verschiebe es, dann legt das nächste Speichern ein neues an, nur für dich",
          cannotMakePrivate:
            "„/home/pat/.local/share/viper-todo/todos.json“ kann nicht als Speicherdatei verwendet werden: der Ordner „/home/pat/.local/share/viper-todo“ kann nicht nur für dich zugänglich gemacht werden (Modus 0700): Das Dateisystem ist nur lesbar"
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
            "die Eingabe nach Zeile 4 wurde nicht gelesen: Sie war für ein Bearbeitungsformular bestimmt, das nicht geöffnet wurde."
        ))
  }

  @Test func `a line the form cannot read, at a terminal: one sentence, and what to do`() async {
    #expect(
      await ScreenWords.lineProblems(in: "de_DE") == [
        "Fehler: Diese Zeile ist kein UTF-8-Text. Gib sie noch einmal ein oder tippe „cancel“.",
        "Fehler: Diese Zeile ist länger als 65536 Bytes. Gib eine kürzere ein oder tippe „cancel“.",
      ])
  }

  @Test func `a system error no word names is told by its number`() {
    #expect(ScreenWords.unnamedSystemError(in: "de_DE") == "Systemfehler (errno 6)")
  }
}
