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
            title: "Titre : ", dueDate: "Échéance (2014-05-21 ou plus tard) : ",
            cancelled: "Annulé : rien n’a été ajouté."),
          emptyTitle:
            "Le titre est vide : saisissez au moins une lettre, un chiffre ou un symbole.",
          dueDateBeforeToday:
            "L’échéance 2014-05-01 est avant aujourd’hui : choisissez 2014-05-21 ou plus tard.",
          notStored:
            "L’élément n’a pas été enregistré : Aucun espace disponible sur le périphérique"))
  }

  @Test func `the edit form: its prompts, the item, and every error of the edit interactor`()
    async
  {
    #expect(
      await ScreenWords.editForm(in: "fr_FR")
        == EditScreenWords(
          labels: EditFormLabels(
            command: "edit> ", title: "Titre : ",
            dueDate: "Échéance (2014-05-21 ou plus tard) : ",
            confirmDelete: "Supprimer ? Tapez yes pour supprimer : ",
            notDeleted: "Non supprimé.", cancelled: "Annulé : rien n’a été modifié."),
          heading: "Modification : Pay rent, échéance 2014-05-31, samedi",
          emptyTitle:
            "Le titre est vide : saisissez au moins une lettre, un chiffre ou un symbole.",
          dueDateBeforeToday:
            "L’échéance 2014-05-01 est avant aujourd’hui : choisissez 2014-05-21 ou plus tard.",
          gone:
            "« Pay rent » n’est plus dans la liste : un autre programme l’a supprimé ou marqué comme fait.",
          goneUnnamed:
            "Cet élément n’est plus dans la liste : un autre programme l’a supprimé ou marqué comme fait.",
          notSaved:
            "L’élément n’a pas été enregistré : Aucun espace disponible sur le périphérique",
          notCompleted:
            "L’élément n’a pas été marqué comme fait : Aucun espace disponible sur le périphérique",
          notDeleted:
            "L’élément n’a pas été supprimé : Aucun espace disponible sur le périphérique",
          cannotRead: "Impossible de lire l’élément : Aucun espace disponible sur le périphérique"))
  }

  @Test func `the command hint names the commands, which stay English`() async {
    #expect(
      await ScreenWords.commandHint(in: "fr_FR")
        == "erreur : commande inconnue 'frobnicate' ; tapez 'help' pour les commandes (list, add, open, explain, help, quit)\n"
    )
  }

  @Test func `the default store: where help says the items are kept, and what goes wrong`() {
    #expect(
      ScreenWords.defaultStore(in: "fr_FR")
        == DefaultStoreWords(
          keptInFile:
            "Les éléments sont gardés dans /home/pat/.local/share/viper-todo/todos.json.",
          keptInMemory:
            "Les éléments sont gardés en mémoire seulement\u{A0}: ils disparaissent quand todo se termine.",
          cannotMakeFolder:
            "impossible d’enregistrer dans /home/pat/.local/share/viper-todo/todos.json : impossible de créer le dossier /home/pat/.local : Le fichier existe",
          noHome:
            "aucun dossier personnel où garder les éléments\u{A0}: HOME n’est pas un chemin absolu, et la base des mots de passe n’en indique aucun pour cet utilisateur",
          noHomeAdvice:
            "donnez un chemin absolu à HOME ou à XDG_DATA_HOME, donnez un chemin --store, ou lancez-le avec --in-memory",
          otherPathAdvice:
            "donnez un chemin --store, ou lancez-le avec --in-memory",
          leftAsItWasAdvice:
            "le fichier est resté tel quel\u{A0}: corrigez-le, déplacez-le, donnez un chemin --store, ou lancez-le avec --in-memory"
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
}
