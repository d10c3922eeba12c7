import Testing
import TodoVIPER

/// Every word of the add and edit forms, and the command hint, in French (`fr_FR`): exact.
///
/// What the presenters show, through spies (see ``ScreenWords``): "today" is Wednesday
/// 2014-05-21, the item is "Pay rent" due on Saturday 2014-05-31, and a failing store has no
/// space left. The commands in the hint stay English.
@MainActor
struct FrenchSpecs {
  @Test func `the add form: its prompts, cancelled and every error of the add interactor`() async {
    #expect(
      await ScreenWords.addForm(in: "fr_FR")
        == AddScreenWords(
          labels: AddFormLabels(
            title: "Titre\u{00A0}: ", dueDate: "Échéance (2014-05-21 ou plus tard)\u{00A0}: ",
            cancelled: "Annulé\u{00A0}: rien n’a été ajouté."),
          emptyTitle:
            "le titre est vide\u{00A0}: saisissez au moins une lettre, un chiffre ou un symbole.",
          dueDateBeforeToday:
            "l’échéance 2014-05-01 est avant aujourd’hui\u{00A0}: choisissez 2014-05-21 ou plus tard.",
          notStored:
            "l’élément n’a pas été enregistré\u{00A0}: Aucun espace disponible sur le périphérique")
    )
  }

  @Test func `the edit form: its prompts, the item, and every error of the edit interactor`()
    async
  {
    #expect(
      await ScreenWords.editForm(in: "fr_FR")
        == EditScreenWords(
          labels: EditFormLabels(
            command: "edit> ", title: "Titre\u{00A0}: ",
            dueDate: "Échéance (2014-05-21 ou plus tard)\u{00A0}: ",
            confirmDelete: "Supprimer\u{202F}? Tapez yes pour supprimer\u{00A0}: ",
            notDeleted: "Non supprimé.", cancelled: "Annulé\u{00A0}: rien n’a été modifié."),
          heading: "Modification\u{00A0}: «\u{00A0}Pay rent\u{00A0}», échéance 2014-05-31, samedi",
          emptyTitle:
            "le titre est vide\u{00A0}: saisissez au moins une lettre, un chiffre ou un symbole.",
          dueDateBeforeToday:
            "l’échéance 2014-05-01 est avant aujourd’hui\u{00A0}: choisissez 2014-05-21 ou plus tard.",
          gone:
            "«\u{00A0}Pay rent\u{00A0}» n’est plus dans la liste\u{00A0}: un autre programme l’a supprimé ou marqué comme fait.",
          goneUnnamed:
            "cet élément n’est plus dans la liste\u{00A0}: un autre programme l’a supprimé ou marqué comme fait.",
          notSaved:
            "l’élément n’a pas été enregistré\u{00A0}: Aucun espace disponible sur le périphérique",
          notCompleted:
            "l’élément n’a pas été marqué comme fait\u{00A0}: Aucun espace disponible sur le périphérique",
          notDeleted:
            "l’élément n’a pas été supprimé\u{00A0}: Aucun espace disponible sur le périphérique",
          cannotRead:
            "impossible de lire l’élément\u{00A0}: Aucun espace disponible sur le périphérique"))
  }

  @Test func `the command hint names the commands, which stay English`() async {
    #expect(
      await ScreenWords.commandHint(in: "fr_FR")
        == "erreur\u{00A0}: commande inconnue «\u{00A0}frobnicate\u{00A0}»\u{202F}; tapez «\u{00A0}help\u{00A0}» pour les commandes (list, add, open, explain, help, quit)\n"
    )
  }

  @Test func `the default store: where help says the items are kept, and what goes wrong`() {
    #expect(
      ScreenWords.defaultStore(in: "fr_FR")
        == DefaultStoreWords(
          keptInFile:
            "Les éléments sont gardés dans «\u{A0}/home/pat/.local/share/viper-todo/todos.json\u{A0}».",
          keptInMemory:
            "Les éléments sont gardés en mémoire seulement\u{A0}: ils disparaissent quand todo se termine.",
          cannotMakeFolder:
            "impossible d’enregistrer dans «\u{A0}/home/pat/.local/share/viper-todo/todos.json\u{A0}»\u{A0}: impossible de créer le dossier «\u{A0}/home/pat/.local\u{A0}»\u{A0}: Le fichier existe",
          noHome:
            "aucun dossier personnel où garder les éléments\u{A0}: HOME n’est pas un chemin absolu, et la base des mots de passe n’en indique aucun pour cet utilisateur",
          noHomeAdvice:
            "donnez un chemin absolu à HOME ou à XDG_DATA_HOME, donnez un chemin --store, ou lancez-le avec --in-memory",
          otherPathAdvice:
            "donnez un chemin --store, ou lancez-le avec --in-memory",
          leftAsItWasAdvice:
            "le fichier est resté tel quel\u{A0}: corrigez-le, déplacez-le, donnez un chemin --store, ou lancez-le avec --in-memory",
          notYours:
            "impossible d’utiliser «\u{A0}/home/pat/.local/share/viper-todo/todos.json\u{A0}» comme fichier de stockage\u{A0}: «\u{A0}/home/pat/.local/share/viper-todo\u{A0}» (un lien symbolique) appartient à l’utilisateur 65534, pas à vous (utilisateur 1000)\u{A0}: cet utilisateur pourrait échanger vos éléments ou détourner vos enregistrements\u{202F}; déplacez-le, et le prochain enregistrement en créera un nouveau, privé pour vous",
          cannotMakePrivate:
            "impossible d’utiliser «\u{A0}/home/pat/.local/share/viper-todo/todos.json\u{A0}» comme fichier de stockage\u{A0}: impossible de rendre le dossier «\u{A0}/home/pat/.local/share/viper-todo\u{A0}» privé pour vous (mode 0700)\u{A0}: Système de fichiers accessible en lecture seulement"
        ))
  }

  @Test func `words of the third hardening round: an item changed meanwhile, input not read`()
    async
  {
    #expect(
      await ScreenWords.hardening(in: "fr_FR")
        == HardeningWords(
          changedMeanwhileNotSaved:
            "« Pay rent » a été modifié par un autre programme depuis son ouverture : votre modification n’a pas été enregistrée, et l’élément est affiché tel qu’il est maintenant.",
          changedMeanwhileNotDeleted:
            "« Pay rent » a été modifié par un autre programme depuis son ouverture : il n’a pas été supprimé, et il est affiché tel qu’il est maintenant.",
          changedMeanwhileReason:
            "« Rent paid » a été modifié par un autre programme depuis son ouverture",
          inputNotRead:
            "l’entrée après la ligne 4 n’a pas été lue : elle était destinée à un formulaire de modification qui ne s’est pas ouvert."
        ))
  }

  @Test func `a line the form cannot read, at a terminal: one sentence, and what to do`() async {
    #expect(
      await ScreenWords.lineProblems(in: "fr_FR") == [
        "erreur\u{00A0}: cette ligne n’est pas du texte UTF-8\u{202F}; saisissez-la à nouveau ou tapez «\u{00A0}cancel\u{00A0}».",
        "erreur\u{00A0}: cette ligne dépasse 65536 octets\u{202F}; saisissez-en une plus courte ou tapez «\u{00A0}cancel\u{00A0}».",
      ])
  }

  @Test func `a system error no word names is told by its number`() {
    #expect(ScreenWords.unnamedSystemError(in: "fr_FR") == "Erreur système (errno 6)")
  }

  @Test func `a program that keeps no file refuses --store, and the store's rarer save failures`()
    async
  {
    #expect(
      await ScreenWords.storeFailures(in: "fr_FR")
        == StoreFailureWords(
          memoryOnly:
            "todo: impossible d’utiliser «\u{A0}todo.json\u{A0}»\u{A0}: ce programme garde ses éléments en mémoire seulement\ntodo: lancez-le sans --store\n",
          completionOutOfRange:
            "l’élément n’a pas été enregistré\u{A0}: impossible d’enregistrer dans «\u{A0}/home/pat/todo.json\u{A0}»\u{A0}: l’instant d’achèvement de «\u{A0}Pay rent\u{A0}» est hors des années 0000 à 9999",
          cannotLock:
            "l’élément n’a pas été enregistré\u{A0}: impossible d’enregistrer dans «\u{A0}/home/pat/todo.json\u{A0}»\u{A0}: impossible de verrouiller «\u{A0}/home/pat/todo.json.lock\u{A0}»\u{A0}: Erreur d’entrée/sortie",
          lockCancelled:
            "l’élément n’a pas été enregistré\u{A0}: impossible d’enregistrer dans «\u{A0}/home/pat/todo.json\u{A0}»\u{A0}: l’enregistrement a été annulé pendant l’attente du fichier de verrou «\u{A0}/home/pat/todo.json.lock\u{A0}»\u{202F}; rien n’a été enregistré",
          cannotWriteTemporary:
            "l’élément n’a pas été enregistré\u{A0}: impossible d’enregistrer dans «\u{A0}/home/pat/todo.json\u{A0}»\u{A0}: impossible d’écrire le fichier temporaire «\u{A0}/home/pat/todo.json.tmp-00000000deadbeef\u{A0}»\u{A0}: Aucun espace disponible sur le périphérique",
          cannotRename:
            "l’élément n’a pas été enregistré\u{A0}: impossible d’enregistrer dans «\u{A0}/home/pat/todo.json\u{A0}»\u{A0}: impossible de renommer «\u{A0}/home/pat/todo.json.tmp-00000000deadbeef\u{A0}» en «\u{A0}/home/pat/todo.json\u{A0}»\u{A0}: Opération non permise",
          cannotCreateTemporary:
            "l’élément n’a pas été enregistré\u{A0}: impossible d’enregistrer dans «\u{A0}/home/pat/todo.json\u{A0}»\u{A0}: impossible de créer le fichier temporaire «\u{A0}/home/pat/todo.json.tmp-00000000deadbeef\u{A0}»\u{A0}: Permission non accordée"
        ))
  }
}
