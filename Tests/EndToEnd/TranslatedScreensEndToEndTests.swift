import Fakes
import Foundation
import Testing

/// What the list's command loop, `explain`, `help` and the edit form say, in languages other
/// than English, exact: every word of them is pinned in a translation, so that an English
/// literal in a view fails here (see `TranslationPinningTests.swift`).
///
/// "Now" is Wednesday 2026-11-18 at 10:00 UTC; weeks start on Monday.
struct TranslatedScreensEndToEndTests {
  static let options = [
    "--now", "2026-11-18T10:00:00Z", "--time-zone", "UTC", "--first-weekday", "2",
  ]

  // `explain`'s last line, `case: {…}`, is pinned as it is: data to copy, the same in every
  // language (ExplanationDisplayData.caseLine).
  @Test func `explain in French: every row, for a due date tomorrow`() async throws {
    let result = try await TodoRunner.run(
      Self.options + ["--locale", "fr_FR"], input: "explain demain\n")

    #expect(
      result.output == """
        Rien à faire d’aujourd’hui à la fin de la semaine prochaine.
        maintenant                          2026-11-18T10:00:00Z, mercredi
        échéance                            2026-11-19T00:00:00Z, jeudi
        début de la journée                 2026-11-18T00:00:00Z
        début de la journée de demain       2026-11-19T00:00:00Z
        début de la journée d’après-demain  2026-11-20T00:00:00Z
        début de cette semaine              2026-11-16T00:00:00Z
        début de la semaine prochaine       2026-11-23T00:00:00Z
        début de la semaine d’après         2026-11-30T00:00:00Z
        section                             à partir du début de la journée de demain, avant celui d’après-demain\u{00A0}: demain
        fuseau horaire                      GMT (base de fuseaux horaires \(TimeZone.timeZoneDataVersion))
        calendrier                          grégorien, semaines commençant le lundi (--first-weekday 2)
        case: {"id": "local-b85e3c25", "now": "2026-11-18T10:00:00Z", "due": "2026-11-19T00:00:00Z", "timeZone": "GMT", "firstWeekday": 2, "calendar": "gregorian", "expected": "tomorrow", "rule": "tomorrow", "tags": ["explained"], "why": "todo explain's answer, by the rule tomorrow: change expected to the right group, and say here why it is right", "source": "todo explain, time-zone data \(TimeZone.timeZoneDataVersion)"}

        """)
    #expect(result.error == "")
  }

  @Test func `explain in French: the rule of each section, and a date past 9999`() async throws {
    let result = try await TodoRunner.run(
      Self.options + ["--locale", "fr_FR"],
      input: "explain 2026-11-01\nexplain 2026-11-18\nexplain 2026-11-21\nexplain 2026-11-24\n"
        + "explain 2026-12-01\nexplain 9999-12-31T23:00:00-14:00\n")

    #expect(
      result.output.split(separator: "\n").filter {
        $0.hasPrefix("échéance") || $0.hasPrefix("section")
      } == [
        "échéance                            2026-11-01T00:00:00Z, dimanche",
        "section                             avant le début de la journée\u{00A0}: pas dans la liste",
        "échéance                            2026-11-18T00:00:00Z, mercredi",
        "section                             à partir du début de la journée, avant celui de demain\u{00A0}: aujourd’hui",
        "échéance                            2026-11-21T00:00:00Z, samedi",
        "section                             à partir du début de la journée d’après-demain, avant le début de la semaine prochaine\u{00A0}: plus tard cette semaine",
        "échéance                            2026-11-24T00:00:00Z, mardi",
        "section                             à partir du début de la semaine prochaine, avant celui de la semaine d’après\u{00A0}: la semaine prochaine",
        "échéance                            2026-12-01T00:00:00Z, mardi",
        "section                             à partir du début de la semaine d’après\u{00A0}: pas dans la liste",
        "échéance                            253\u{202F}402\u{202F}347\u{202F}600\u{00A0}s depuis 1970, samedi",
        "section                             à partir du début de la semaine d’après\u{00A0}: pas dans la liste",
      ])
    #expect(result.error == "")
  }

  @Test func `explain in Spanish, on a Sunday: tomorrow wins over next week`() async throws {
    let result = try await TodoRunner.run(
      [
        "--now", "2026-11-22T10:00:00Z", "--time-zone", "UTC", "--first-weekday", "2",
        "--locale", "es_ES",
      ], input: "explain mañana\n")

    #expect(
      result.output == """
        Nada que hacer desde hoy hasta el final de la próxima semana.
        ahora                             2026-11-22T10:00:00Z, domingo
        vencimiento                       2026-11-23T00:00:00Z, lunes
        inicio de hoy                     2026-11-22T00:00:00Z
        inicio de mañana                  2026-11-23T00:00:00Z
        inicio de pasado mañana           2026-11-24T00:00:00Z
        inicio de esta semana             2026-11-16T00:00:00Z
        inicio de la próxima semana       2026-11-23T00:00:00Z
        inicio de la semana subsiguiente  2026-11-30T00:00:00Z
        sección                           desde el inicio de mañana, antes del inicio de pasado mañana: mañana (mañana prevalece sobre la próxima semana)
        zona horaria                      GMT (datos de zonas horarias \(TimeZone.timeZoneDataVersion))
        calendario                        gregoriano, semanas que empiezan el lunes (--first-weekday 2)
        case: {"id": "local-9ce22067", "now": "2026-11-22T10:00:00Z", "due": "2026-11-23T00:00:00Z", "timeZone": "GMT", "firstWeekday": 2, "calendar": "gregorian", "expected": "tomorrow", "rule": "tomorrow-wins", "tags": ["explained"], "why": "todo explain's answer, by the rule tomorrow-wins: change expected to the right group, and say here why it is right", "source": "todo explain, time-zone data \(TimeZone.timeZoneDataVersion)"}

        """)
    #expect(result.error == "")
  }

  @Test func `help in French: the commands, and the due dates explained`() async throws {
    let result = try await TodoRunner.run(
      Self.options + ["--locale", "fr_FR", "--in-memory"], input: "help\n")

    #expect(
      result.output == """
        Rien à faire d’aujourd’hui à la fin de la semaine prochaine.
        Commandes, une par ligne\u{00A0}:
          list    afficher les éléments dont l’échéance tombe entre aujourd’hui et la
                  fin de la semaine prochaine
          add     ajouter un élément\u{00A0}: saisir ses champs (voir «\u{00A0}Champs d’un élément\u{00A0}»
                  ci-dessous) un par ligne, dans cet ordre (une ligne «\u{00A0}cancel\u{00A0}» ou la
                  fin de l’entrée annule le formulaire)
          open <n>
                  modifier, marquer comme terminé ou supprimer l’élément de la ligne n
                  de la liste dans le formulaire de modification, qui accepte une
                  commande par ligne (help les y affiche)
          explain <échéance>
                  afficher où tombe actuellement une échéance\u{00A0}: le début de la journée
                  et ceux de demain, de cette semaine, de la semaine prochaine et de la
                  suivante, la règle appliquée, le fuseau horaire (et la version de sa
                  base) et le calendrier
          help    afficher cette aide
          quit    quitter (la fin de l’entrée aussi)

        Un élément ou une modification refusés (un titre vide, une date avant
        aujourd’hui ou illisible) sont redemandés dans un terminal. Depuis un tube ou un
        fichier, où personne ne peut répondre, le formulaire se termine sans rien
        enregistrer, le problème est signalé avec ses numéros de ligne, la ligne
        suivante est lue comme une commande, et le code de sortie est 1.

        Champs d’un élément, dans l’ordre où add les demande, un par ligne\u{00A0}:
          title   ce qu’il faut faire
          due     son échéance, sous l’une des formes que l’aide indique à la rubrique
                  «\u{00A0}Échéances\u{00A0}»

        Échéances\u{00A0}: AAAA-MM-JJ (le début de ce jour), une date-heure ISO\u{00A0}8601 avec Z ou
        un décalage horaire (2026-11-23T09:30:00Z, 2025-06-11T23:59:59.999-04:00),
        aujourd’hui, demain ou un jour de la semaine en français ou en anglais (le
        prochain jour de ce nom, aujourd’hui compris).

        Les éléments sont conservés uniquement en mémoire\u{00A0}: ils disparaissent quand todo
        se termine.

        """)
    #expect(result.error == "")
  }

  @Test func `the list's command loop and the edit form in French: every refusal`() async throws {
    var input = Data(("explain\n" + Script.add("Buy milk", due: "demain")).utf8)
    input += [0xFF, 0x0A] + Data(repeating: UInt8(ascii: "a"), count: 65_537) + [0x0A]
    input += Data("open 1\nhelp\nfrob\n".utf8)

    let result = try await TodoRunner.run(
      Self.options + ["--locale", "fr_FR"], inputBytes: input)

    #expect(
      result.output == """
        Rien à faire d’aujourd’hui à la fin de la semaine prochaine.
        Demain
          1. Buy milk (jeudi)
        Modification\u{00A0}: «\u{00A0}Buy milk\u{00A0}», échéance 2026-11-19, jeudi
        Commandes du formulaire de modification, une par ligne. Pour modifier un champ,
        tapez son nom, puis sa nouvelle valeur sur la ligne suivante\u{00A0}:
          title   ce qu’il faut faire
          due     son échéance, sous l’une des formes que l’aide indique à la rubrique
                  «\u{00A0}Échéances\u{00A0}»
          save    enregistrer les modifications et fermer
          done    marquer l’élément comme terminé et fermer
          delete  supprimer l’élément (tapez yes sur la ligne suivante pour confirmer)
                  et fermer
          cancel  fermer sans rien modifier (la fin de l’entrée aussi)
        Demain
          1. Buy milk (jeudi)

        """)
    #expect(
      result.error == """
        erreur\u{00A0}: explain attend une échéance, par exemple «\u{00A0}explain demain\u{00A0}»\u{00A0}: AAAA-MM-JJ, une date-heure ISO\u{00A0}8601 avec Z ou un décalage horaire (2026-11-23T09:30:00Z), aujourd’hui, demain ou un jour de la semaine
        erreur\u{00A0}: cette ligne n’est pas du texte UTF-8\u{202F}; tapez «\u{00A0}help\u{00A0}» pour afficher les commandes
        erreur\u{00A0}: cette ligne dépasse 65\u{202F}536 octets\u{202F}; tapez «\u{00A0}help\u{00A0}» pour afficher les commandes
        erreur\u{00A0}: ligne \(Script.line(afterEntries: 1, lines: 5))\u{00A0}: commande inconnue «\u{00A0}frob\u{00A0}» dans le formulaire de modification\u{202F}; tapez «\u{00A0}help\u{00A0}» pour afficher ses commandes (title, due, save, done, delete, cancel)

        """)
    #expect(result.status == 1)
  }

  /// From a pipe, a refused `open` ends the input (the lines after it were for a form that did
  /// not open), so each refusal is a run of its own.
  ///
  /// Each case starts `todo`: a plain `swift test` takes every other one, a full run (CI's)
  /// all of them.
  @Test(
    arguments: SuiteSize.sample(
      [
        (
          "open\n",
          "erreur\u{00A0}: ligne 1\u{00A0}: open attend le numéro d’une ligne de la liste, par exemple «\u{00A0}open 1\u{00A0}»\n"
        ),
        (
          "open 1\n",
          "erreur\u{00A0}: ligne 1\u{00A0}: la liste n’a pas d’élément 1\u{00A0}: elle est vide.\n"
        ),
        (
          (Script.add("Buy milk", due: "demain") + "open 5\n"),
          "erreur\u{00A0}: ligne \(Script.line(afterEntries: 1))\u{00A0}: la liste n’a pas d’élément 5\u{00A0}: ouvrez l’élément 1, le seul.\n"
        ),
      ], every: 2))
  func `an open the list refuses, in French`(input: String, error: String) async throws {
    let result = try await TodoRunner.run(
      Self.options + ["--locale", "fr_FR", "--in-memory"], input: input + "list\n")

    #expect(result.error.hasPrefix(error))
    #expect(result.status == 1)
  }

  @Test func `a day the time zone skipped, in Japanese`() async throws {
    let result = try await TodoRunner.run(
      ["--now", "2011-12-28T10:00:00Z", "--time-zone", "Pacific/Apia", "--locale", "ja_JP"],
      input: "explain 2011-12-30\n")

    #expect(
      result.error == """
        エラー：2011-12-30 は Pacific/Apia に存在しません。タイムゾーンがその日を飛ばしました。別の日を選んでください。

        """)
  }

  @Test func `at a terminal, the first line names the commands, in Portuguese`() async throws {
    let result = try await TodoRunner.run(
      viaScript: [
        "-qec",
        "\(TodoRunner.executable.path) --locale pt_BR --now 2026-11-22T10:00:00Z --time-zone UTC",
        "/dev/null",
      ], environment: ["NO_COLOR": "1"])

    #expect(
      result.output.replacingOccurrences(of: "\r\n", with: "\n")
        == "Comandos: list, add, open, explain, help, quit.\n"
        + "Nada a fazer de hoje até o fim da próxima semana.\n> ")
  }

  @Test func `explain in Japanese: an instant and its weekday, with Japanese punctuation`()
    async throws
  {
    let result = try await TodoRunner.run(
      Self.options + ["--locale", "ja_JP"], input: "explain 明日\n")

    #expect(
      result.output.split(separator: "\n").filter { $0.hasPrefix("現在") || $0.hasPrefix("期日") }
        == ["現在            2026-11-18T10:00:00Z、水曜日", "期日            2026-11-19T00:00:00Z、木曜日"])
  }
}
