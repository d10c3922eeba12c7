import Testing
import TodoVIPER

/// Every word of the add and edit forms, and the command hint, in French (`fr_FR`): exact.
///
/// What the presenters show, through spies (see ``ScreenWords``): "today" is Wednesday
/// 2014-05-21, the item is "Pay rent" due on Saturday 2014-05-31, and a failing store has no
/// space left. The commands in the hint stay English.
@MainActor
struct FrenchSpecs {
  @Test func `the add form: cancelled and every error of the add interactor`() async {
    #expect(
      await ScreenWords.addForm(in: "fr_FR")
        == AddScreenWords(
          cancelled: "Annulé\u{00A0}: rien n’a été ajouté.",
          emptyTitle:
            "le titre est vide\u{00A0}: saisissez au moins une lettre, un chiffre ou un symbole.",
          dueDateBeforeToday:
            "l’échéance 2014-05-01 est antérieure à aujourd’hui\u{00A0}: choisissez 2014-05-21 ou une date ultérieure.",
          notStored:
            "l’élément n’a pas été enregistré\u{00A0}: aucun espace disponible sur le périphérique")
    )
  }

  @Test func `the edit form: its prompts, the item, and every error of the edit interactor`()
    async
  {
    #expect(
      await ScreenWords.editForm(in: "fr_FR")
        == EditScreenWords(
          command: "edit> ", confirmDelete: "Supprimer\u{202F}? Tapez yes pour supprimer\u{00A0}: ",
          notDeletedAfterNo: "Non supprimé.", cancelled: "Annulé\u{00A0}: rien n’a été modifié.",
          heading: "Modification\u{00A0}: «\u{00A0}Pay rent\u{00A0}», échéance 2014-05-31, samedi",
          emptyTitle:
            "le titre est vide\u{00A0}: saisissez au moins une lettre, un chiffre ou un symbole.",
          dueDateBeforeToday:
            "l’échéance 2014-05-01 est antérieure à aujourd’hui\u{00A0}: choisissez 2014-05-21 ou une date ultérieure.",
          gone:
            "«\u{00A0}Pay rent\u{00A0}» n’est plus dans la liste\u{00A0}: un autre programme l’a supprimé ou marqué comme terminé.",
          goneUnnamed:
            "cet élément n’est plus dans la liste\u{00A0}: un autre programme l’a supprimé ou marqué comme terminé.",
          notSaved:
            "l’élément n’a pas été enregistré\u{00A0}: aucun espace disponible sur le périphérique",
          notCompleted:
            "l’élément n’a pas été marqué comme terminé\u{00A0}: aucun espace disponible sur le périphérique",
          notDeleted:
            "l’élément n’a pas été supprimé\u{00A0}: aucun espace disponible sur le périphérique",
          cannotRead:
            "impossible de lire l’élément\u{00A0}: aucun espace disponible sur le périphérique"))
  }

  @Test func `the command hint names the commands, which stay English`() async {
    #expect(
      await ScreenWords.commandHint(in: "fr_FR")
        == "erreur\u{00A0}: commande inconnue «\u{00A0}frobnicate\u{00A0}»\u{202F}; tapez «\u{00A0}help\u{00A0}» pour afficher les commandes (list, add, open, explain, help, quit)\n"
    )
  }

  @Test func `the default store: where help says the items are kept, and what goes wrong`() {
    #expect(
      ScreenWords.defaultStore(in: "fr_FR")
        == DefaultStoreWords(
          keptInFile:
            "Les éléments sont enregistrés dans «\u{A0}/home/pat/.local/share/viper-todo/todos.json\u{A0}».",
          keptInMemory:
            "Les éléments sont conservés uniquement en mémoire\u{A0}: ils disparaissent quand todo se termine.",
          cannotMakeFolder:
            "impossible d’enregistrer dans «\u{A0}/home/pat/.local/share/viper-todo/todos.json\u{A0}» (impossible de créer le dossier «\u{A0}/home/pat/.local\u{A0}»\u{A0}: le fichier existe)",
          noHome:
            "aucun dossier personnel où conserver les éléments\u{A0}: HOME n’est pas un chemin absolu, et la base des mots de passe n’en indique aucun pour cet utilisateur",
          noHomeAdvice:
            "donnez un chemin absolu à HOME ou à XDG_DATA_HOME, indiquez un chemin avec --store ou relancez todo avec --in-memory",
          otherPathAdvice:
            "indiquez un chemin avec --store ou relancez todo avec --in-memory",
          leftAsItWasAdvice:
            "le fichier est resté tel quel\u{A0}: corrigez-le, déplacez-le, indiquez un chemin avec --store ou relancez todo avec --in-memory",
          notYours:
            "impossible d’utiliser «\u{A0}/home/pat/.local/share/viper-todo/todos.json\u{A0}» comme fichier de stockage («\u{A0}/home/pat/.local/share/viper-todo\u{A0}», un lien symbolique, appartient à l’utilisateur 65534 et non à vous, l’utilisateur 1000\u{202F}; cet utilisateur pourrait remplacer vos éléments à votre insu ou détourner vos enregistrements\u{202F}; déplacez ce qui se trouve à cet emplacement, et le prochain enregistrement recréera tout, accessible à vous seul)",
          cannotMakePrivate:
            "impossible d’utiliser «\u{A0}/home/pat/.local/share/viper-todo/todos.json\u{A0}» comme fichier de stockage (impossible de rendre le dossier «\u{A0}/home/pat/.local/share/viper-todo\u{A0}» privé pour vous, en mode 0700\u{A0}: système de fichiers accessible en lecture seulement)"
        ))
  }

  @Test func `words of the third hardening round: an item changed meanwhile, input not read`()
    async
  {
    #expect(
      await ScreenWords.hardening(in: "fr_FR")
        == HardeningWords(
          changedMeanwhileNotSaved:
            "«\u{00A0}Pay rent\u{00A0}» a été modifié par un autre programme depuis son ouverture\u{00A0}: votre modification n’a pas été enregistrée, et l’élément est affiché tel qu’il est maintenant.",
          changedMeanwhileNotDeleted:
            "«\u{00A0}Pay rent\u{00A0}» a été modifié par un autre programme depuis son ouverture\u{00A0}: il n’a pas été supprimé, et il est affiché tel qu’il est maintenant.",
          changedMeanwhileReason:
            "«\u{00A0}Rent paid\u{00A0}» a été modifié par un autre programme depuis son ouverture",
          inputNotRead:
            "l’entrée après la ligne 4 n’a pas été lue\u{00A0}: elle était destinée à un formulaire de modification qui ne s’est pas ouvert."
        ))
  }

  @Test func `a line the form cannot read, at a terminal: one sentence, and what to do`() async {
    #expect(
      await ScreenWords.lineProblems(in: "fr_FR") == [
        "erreur\u{00A0}: cette ligne n’est pas du texte UTF-8\u{202F}; saisissez-la à nouveau ou tapez «\u{00A0}cancel\u{00A0}».",
        "erreur\u{00A0}: cette ligne dépasse 65\u{202F}536 octets\u{202F}; saisissez-en une plus courte ou tapez «\u{00A0}cancel\u{00A0}».",
      ])
  }

  @Test func `a system error no word names is told by its number`() {
    #expect(ScreenWords.unnamedSystemError(in: "fr_FR") == "erreur système, errno 6")
  }

  @Test func `a program that keeps no file refuses --store, and the store's rarer save failures`()
    async
  {
    #expect(
      await ScreenWords.storeFailures(in: "fr_FR")
        == StoreFailureWords(
          memoryOnly:
            "todo: impossible d’utiliser «\u{A0}todo.json\u{A0}»\u{A0}: ce programme ne conserve ses éléments qu’en mémoire\ntodo: relancez todo sans --store\n",
          completionOutOfRange:
            "l’élément n’a pas été enregistré\u{A0}: impossible d’enregistrer dans «\u{A0}/home/pat/todo.json\u{A0}» (la date d’achèvement de «\u{A0}Pay rent\u{A0}» sort de la plage des années 0000 à 9999)",
          cannotLock:
            "l’élément n’a pas été enregistré\u{A0}: impossible d’enregistrer dans «\u{A0}/home/pat/todo.json\u{A0}» (impossible de verrouiller «\u{A0}/home/pat/todo.json.lock\u{A0}»\u{A0}: erreur d’entrée/sortie)",
          lockCancelled:
            "l’élément n’a pas été enregistré\u{A0}: impossible d’enregistrer dans «\u{A0}/home/pat/todo.json\u{A0}» (l’enregistrement a été annulé pendant l’attente du fichier de verrou «\u{A0}/home/pat/todo.json.lock\u{A0}»\u{202F}; rien n’a été enregistré)",
          cannotWriteTemporary:
            "l’élément n’a pas été enregistré\u{A0}: impossible d’enregistrer dans «\u{A0}/home/pat/todo.json\u{A0}» (impossible d’écrire le fichier temporaire «\u{A0}/home/pat/todo.json.tmp-00000000deadbeef\u{A0}»\u{A0}: aucun espace disponible sur le périphérique)",
          cannotRename:
            "l’élément n’a pas été enregistré\u{A0}: impossible d’enregistrer dans «\u{A0}/home/pat/todo.json\u{A0}» (impossible de renommer «\u{A0}/home/pat/todo.json.tmp-00000000deadbeef\u{A0}» en «\u{A0}/home/pat/todo.json\u{A0}»\u{A0}: opération non permise)",
          cannotCreateTemporary:
            "l’élément n’a pas été enregistré\u{A0}: impossible d’enregistrer dans «\u{A0}/home/pat/todo.json\u{A0}» (impossible de créer le fichier temporaire «\u{A0}/home/pat/todo.json.tmp-00000000deadbeef\u{A0}»\u{A0}: permission non accordée)"
        ))
  }

  @Test func `explain: every row, seconds past 9999 written the French way, the calendar named`() {
    #expect(
      ScreenWords.explanation(in: "fr_FR") == [
        ExplanationRow("maintenant", "2014-05-21T12:00:00Z, mercredi"),
        ExplanationRow(
          "échéance", "253\u{202F}402\u{202F}351\u{202F}199,5\u{00A0}s depuis 1970, samedi"),
        ExplanationRow("début de la journée", "2014-05-21T00:00:00Z"),
        ExplanationRow("début de la journée de demain", "2014-05-22T00:00:00Z"),
        ExplanationRow("début de la journée d’après-demain", "2014-05-23T00:00:00Z"),
        ExplanationRow("début de cette semaine", "2014-05-18T00:00:00Z"),
        ExplanationRow("début de la semaine prochaine", "2014-05-25T00:00:00Z"),
        ExplanationRow("début de la semaine d’après", "2014-06-01T00:00:00Z"),
        ExplanationRow(
          "section", "à partir du début de la semaine d’après\u{00A0}: pas dans la liste"),
        ExplanationRow("fuseau horaire", "GMT (base de fuseaux horaires 2099z)"),
        ExplanationRow(
          "calendrier", "grégorien, semaines commençant le dimanche (--first-weekday 1)"),
      ])
  }

  /// Every word the third translation review changed (issue 41), where it shows.
  @Test func `the words of the third review: refusals, help, advice, a store's reasons, calendars`()
    async
  {
    #expect(
      await ScreenWords.reviewed(in: "fr_FR")
        == ReviewWords(
          noRows:
            "la liste n’a pas d’élément 1\u{00A0}: elle est vide.",
          noSuchRow:
            "la liste n’a pas d’élément 3\u{00A0}: ouvrez un élément entre 1 et 2.",
          notADate:
            "«\u{00A0}31/12/2026\u{00A0}» n’est pas une échéance\u{00A0}: saisissez AAAA-MM-JJ, une date-heure ISO\u{00A0}8601 avec Z ou un décalage horaire (2026-11-23T09:30:00Z), aujourd’hui, demain ou un jour de la semaine.",
          skippedDay:
            "2011-12-30 n’existe pas dans Pacific/Apia\u{00A0}: le fuseau horaire a sauté ce jour. Choisissez un autre jour.",
          cannotPlace:
            "le calendrier ne peut pas situer «\u{00A0}friday\u{00A0}»\u{00A0}: saisissez AAAA-MM-JJ, une date-heure ISO\u{00A0}8601 avec Z ou un décalage horaire (2026-11-23T09:30:00Z), aujourd’hui, demain ou un jour de la semaine.",
          help:
            "Commandes, une par ligne\u{00A0}:\n  list    afficher les éléments dont l’échéance tombe entre aujourd’hui et la fin de la\n          semaine prochaine\n  add     ajouter un élément\u{00A0}: saisir ses champs (voir «\u{00A0}Champs d’un élément\u{00A0}» ci-dessous) un\n          par ligne, dans cet ordre (une ligne «\u{00A0}cancel\u{00A0}» ou la fin de l’entrée annule\n          le formulaire)\n  open <n>\n          modifier, marquer comme terminé ou supprimer l’élément de la ligne n de la liste dans\n          le formulaire de modification, qui accepte une commande par ligne (help les y affiche)\n  explain <échéance>\n          afficher où tombe actuellement une échéance\u{00A0}: le début de la journée et ceux de\n          demain, de cette semaine, de la semaine prochaine et de la suivante, la règle\n          appliquée, le fuseau horaire (et la version de sa base) et le calendrier\n  help    afficher cette aide\n  quit    quitter (la fin de l’entrée aussi)\n\nUn élément ou une modification refusés (un titre vide, une date avant aujourd’hui ou illisible)\nsont redemandés dans un terminal. Depuis un tube ou un fichier, où personne ne peut répondre,\nle formulaire se termine sans rien enregistrer, le problème est signalé avec ses numéros de\nligne, la ligne suivante est lue comme une commande, et le code de sortie est 1.\n\nÉchéances\u{00A0}: AAAA-MM-JJ (le début de ce jour), une date-heure ISO\u{00A0}8601 avec Z ou un décalage horaire (2026-11-23T09:30:00Z, 2025-06-11T23:59:59.999-04:00), aujourd’hui, demain ou un jour de la semaine en français ou en anglais (le prochain jour de ce nom, aujourd’hui compris).",
          fields: [
            "Champs d’un élément, dans l’ordre où add les demande, un par ligne\u{00A0}:",
            "ce qu’il faut faire",
            "son échéance, sous l’une des formes que l’aide indique à la rubrique « Échéances »",
          ],
          editHelp: [
            "Commandes du formulaire de modification, une par ligne. Pour modifier un champ, tapez son nom, puis sa nouvelle valeur sur la ligne suivante\u{00A0}:",
            "enregistrer les modifications et fermer",
            "marquer l’élément comme terminé et fermer",
            "supprimer l’élément (tapez yes sur la ligne suivante pour confirmer) et fermer",
            "fermer sans rien modifier (la fin de l’entrée aussi)",
          ],
          memoryOnly:
            "todo: impossible d’utiliser «\u{00A0}todo.json\u{00A0}»\u{00A0}: ce programme ne conserve ses éléments qu’en mémoire\ntodo: relancez todo sans --store\n",
          createFolderAdvice:
            "créez le dossier ou indiquez un autre chemin avec --store",
          otherPathAdvice:
            "indiquez un autre chemin avec --store",
          leftAsItWasAdvice:
            "le fichier est resté tel quel\u{00A0}: corrigez-le, déplacez-le ou indiquez un autre chemin avec --store",
          itemNotFound:
            "aucun élément à faire n’a l’identifiant 00000000-0000-0000-0000-000000000002\u{00A0}: il a été supprimé ou marqué comme terminé",
          lineProblems: [
            "cette ligne n’est pas du texte UTF-8\u{202F}; tapez «\u{00A0}help\u{00A0}» pour afficher les commandes",
            "cette ligne dépasse 65\u{202F}536 octets\u{202F}; tapez «\u{00A0}help\u{00A0}» pour afficher les commandes",
            "erreur\u{00A0}: ligne 1\u{00A0}: commande inconnue «\u{00A0}frob\u{00A0}» dans le formulaire de modification\u{202F}; tapez «\u{00A0}help\u{00A0}» pour afficher ses commandes (title, due, save, done, delete, cancel)\n",
          ],
          saveRefusals: [
            "l’élément n’a pas été enregistré\u{00A0}: impossible d’enregistrer dans «\u{00A0}/srv/todo.json\u{00A0}» (l’échéance de «\u{00A0}Far away\u{00A0}» sort de la plage des années 0000 à 9999)",
            "l’élément n’a pas été enregistré\u{00A0}: impossible d’enregistrer dans «\u{00A0}/srv/todo.json\u{00A0}» (la date d’achèvement de «\u{00A0}Far away\u{00A0}» sort de la plage des années 0000 à 9999)",
            "l’élément n’a pas été enregistré\u{00A0}: impossible d’enregistrer dans «\u{00A0}/srv/todo.json\u{00A0}» (le fichier est en lecture seule, en mode 0444)",
            "l’élément n’a pas été enregistré\u{00A0}: impossible d’enregistrer dans «\u{00A0}/srv/todo.json\u{00A0}» (l’utilisateur 65534 ne peut pas y écrire, car le fichier appartient à l’utilisateur 0 et a le mode 0644)",
            "l’élément n’a pas été enregistré\u{00A0}: impossible d’enregistrer dans «\u{00A0}/srv/todo.json\u{00A0}» (il a 2 noms, qui sont des liens physiques, et un enregistrement ne le remplacerait que sous ce nom, laissant les anciens éléments sous les autres\u{202F}; gardez un seul nom — un lien symbolique, lui, est suivi)",
            "l’élément n’a pas été enregistré\u{00A0}: impossible d’enregistrer dans «\u{00A0}/srv/todo.json\u{00A0}» (le bit sticky du dossier «\u{00A0}/srv\u{00A0}» est positionné, en mode 1777 comme /tmp, donc seul le propriétaire du fichier, l’utilisateur 0, peut le remplacer, et chaque enregistrement remplace le fichier)",
            "l’élément n’a pas été enregistré\u{00A0}: impossible d’enregistrer dans «\u{00A0}/srv/todo.json\u{00A0}» (il appartient à l’utilisateur 0\u{202F}; l’enregistrer le ferait passer à l’utilisateur 65534)",
            "l’élément n’a pas été enregistré\u{00A0}: impossible d’enregistrer dans «\u{00A0}/srv/todo.json\u{00A0}» (il appartient au groupe 0\u{202F}; l’enregistrer le ferait passer au groupe 65534)",
            "l’élément n’a pas été enregistré\u{00A0}: impossible d’enregistrer dans «\u{00A0}/srv/todo.json\u{00A0}» (un autre programme détient le fichier de verrou «\u{00A0}/srv/todo.json.lock\u{00A0}» depuis 30\u{00A0}s\u{202F}; rien n’a été enregistré, réessayez)",
            "l’élément n’a pas été enregistré\u{00A0}: impossible d’enregistrer dans «\u{00A0}/srv/todo.json\u{00A0}» (le fichier de verrou «\u{00A0}/srv/todo.json.lock\u{00A0}» est un dossier, pas un fichier ordinaire\u{202F}; supprimez-le)",
            "l’élément n’a pas été enregistré\u{00A0}: impossible d’enregistrer dans «\u{00A0}/srv/todo.json\u{00A0}» (l’enregistrement a été annulé pendant l’attente du fichier de verrou «\u{00A0}/srv/todo.json.lock\u{00A0}»\u{202F}; rien n’a été enregistré)",
            "l’élément n’a pas été enregistré\u{00A0}: impossible d’enregistrer dans «\u{00A0}/srv/todo.json\u{00A0}» (impossible de verrouiller «\u{00A0}/srv/todo.json.lock\u{00A0}»\u{00A0}: erreur d’entrée/sortie)",
          ],
          storeProblems: [
            "impossible de lire «\u{00A0}/srv/todo.json\u{00A0}» (permission non accordée)",
            "impossible d’utiliser «\u{00A0}/srv/todo.json\u{00A0}» comme fichier de stockage (c’est un dossier, pas un fichier ordinaire)",
          ],
          fileProblems: [
            "«\u{00A0}/srv/todo.json\u{00A0}» n’est pas un fichier de tâches (il n’a pas de version\u{202F}; cette application lit les versions 1 et 2)",
            "«\u{00A0}/srv/todo.json\u{00A0}» n’est pas un fichier de tâches (sa version n’est pas un nombre entier\u{202F}; cette application lit les versions 1 et 2)",
            "«\u{00A0}/srv/todo.json\u{00A0}» n’est pas un fichier de tâches (version 3 inconnue\u{202F}; cette application lit les versions 1 et 2)",
            "«\u{00A0}/srv/todo.json\u{00A0}» n’est pas un fichier de tâches (ce n’est pas du texte UTF-8, à la ligne 1, colonne 35)",
            "«\u{00A0}/srv/todo.json\u{00A0}» n’est pas un fichier de tâches (ce n’est pas du JSON valide, à la ligne 1, colonne 26)",
            "«\u{00A0}/srv/todo.json\u{00A0}» n’est pas un fichier de tâches (son imbrication dépasse 512 niveaux, à la ligne 1, colonne 513)",
            "dans «\u{00A0}/srv/todo.json\u{00A0}», l’élément 1 n’est pas valide (sa valeur \"due\", «\u{00A0}next tuesday\u{00A0}», n’est pas une date ISO\u{00A0}8601 avec décalage horaire, par exemple 2026-11-23T00:00:00Z ou 2026-11-23T09:30:00.5+01:00)",
          ],
          calendars: [
            "grégorien",
            "ISO\u{00A0}8601",
            "bouddhiste",
            "chinois",
            "copte",
            "éthiopien",
            "éthiopien (Amete Alem)",
            "hébraïque",
            "indien (national)",
            "hégirien",
            "hégirien (tabulaire, époque civile)",
            "hégirien (tabulaire, époque astronomique)",
            "hégirien (Umm al-Qura)",
            "japonais",
            "persan",
            "républicain chinois (Minguo)",
          ]
        ))
  }

  /// A system's reason follows a colon, after which French goes on in lower case.
  @Test func `the system's reasons, each in lower case: it follows a colon`() {
    #expect(
      ScreenWords.systemReasons(in: "fr_FR") == [
        "opération non permise",
        "aucun fichier ou dossier de ce type",
        "erreur d’entrée/sortie",
        "mauvais descripteur de fichier",
        "ressource temporairement non disponible",
        "impossible d’allouer de la mémoire",
        "permission non accordée",
        "périphérique ou ressource occupé",
        "le fichier existe",
        "lien croisé de périphérique invalide",
        "n’est pas un dossier",
        "est un dossier",
        "argument invalide",
        "trop de fichiers ouverts dans le système",
        "trop de fichiers ouverts",
        "fichier texte occupé",
        "fichier trop volumineux",
        "aucun espace disponible sur le périphérique",
        "système de fichiers accessible en lecture seulement",
        "trop de liens",
        "nom de fichier trop long",
        "trop de niveaux de liens symboliques",
        "quota de disque dépassé",
        "appel système interrompu",
        "erreur système, errno 6",
      ])
  }

  /// The forms for one and for a million of the reasons a store's parenthesis holds: no
  /// parenthesis of their own.
  @Test func `a file nested too deep and a file of several names, for one and for a million`() {
    let french = ScreenWords.words("fr_FR")
    let rest =
      ", et un enregistrement ne le remplacerait que sous ce nom, laissant les anciens éléments "
      + "sous les autres\u{202F}; gardez un seul nom — un lien symbolique, lui, est suivi"
    #expect(
      [1, 1_000_000].flatMap { count in
        [
          french(.fileTooDeep, .number(count), .number(2), .number(3)),
          french(.fsHardLinks, .number(count)),
        ]
      } == [
        "son imbrication dépasse 1 niveau, à la ligne 2, colonne 3",
        "il a 1 nom, qui est un lien physique" + rest,
        "son imbrication dépasse 1\u{202F}000\u{202F}000 niveaux, à la ligne 2, colonne 3",
        "il a 1\u{202F}000\u{202F}000 noms, qui sont des liens physiques" + rest,
      ])
  }
}
