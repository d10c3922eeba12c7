import Fakes
import Foundation
import Testing

/// Every problem of a store, named in German.
///
/// A file that is no to-do file, a path that names no file, a save that cannot be made: each
/// sentence is pinned in a translation here, so that an English literal in the store fails (see
/// `TranslationPinningTests.swift`); the English ones are in `FileStoreEndToEndTests.swift` and
/// the store's own tests. The test's folder is written `D`.
struct GermanStoreEndToEndTests {
  let folder: TemporaryDirectory
  static let options = [
    "--now", "2026-11-22T10:00:00Z", "--time-zone", "UTC", "--first-weekday", "2",
    "--locale", "de_DE",
  ]
  static let leftAsItWas =
    "todo: Die Datei blieb unverändert: Korrigiere sie, verschiebe sie oder gib einen anderen "
    + "--store-Pfad an\n"

  init() throws {
    folder = try TemporaryDirectory()
  }

  /// What `todo` says on standard error with the store `path`, fed `input`, the folder written
  /// `D`; and its status.
  func run(store path: String, input: String = "list\n") async throws -> (String, Int32) {
    let result = try await TodoRunner.run(Self.options + ["--store", path], input: input)
    return (result.error.replacingOccurrences(of: folder.url.path, with: "D"), result.status)
  }

  /// Every kind of file that is no to-do file, with what `todo` says of it: each case starts
  /// `todo`, so a plain `swift test` takes every sixth, and a full run (CI's) takes them all
  /// (`JSONFileTodoStoreTests.swift` reads each kind in English, in process).
  static let notToDoFiles = [
    (
      "{\"version\": 1, \"items\": [",
      "todo: „D/s.json“ ist keine To-do-Datei: Die Datei ist kein gültiges JSON (Zeile 1, Spalte 26)\n"
    ),
    (
      "{\"version\": 1, \"version\": 2, \"items\": []}",
      "todo: „D/s.json“ ist keine To-do-Datei: Der Schlüssel \"version\" kommt zweimal vor\n"
    ),
    (
      "{\"version\": 1, \"items\": [], \"extra\": {\"a\": 1, \"a\": 2}}",
      "todo: „D/s.json“ ist keine To-do-Datei: Der Schlüssel \"a\" kommt in extra zweimal vor\n"
    ),
    (
      "[]",
      "todo: „D/s.json“ ist keine To-do-Datei: Erwartet wurde ein JSON-Objekt mit \"version\" und \"items\"\n"
    ),
    (
      "{\"version\": 1}",
      "todo: „D/s.json“ ist keine To-do-Datei: \"items\" fehlt oder ist keine Liste\n"
    ),
    (
      "{\"items\": []}",
      "todo: „D/s.json“ ist keine To-do-Datei: Die Datei hat keine Version (diese App liest die Versionen 1 und 2)\n"
    ),
    (
      "{\"version\": 1.5, \"items\": []}",
      "todo: „D/s.json“ ist keine To-do-Datei: Die Version der Datei ist keine ganze Zahl (diese App liest die Versionen 1 und 2)\n"
    ),
    (
      "{\"version\": 3, \"items\": []}",
      "todo: „D/s.json“ ist keine To-do-Datei: unbekannte Version 3 (diese App liest die Versionen 1 und 2)\n"
    ),
    (
      "{\"version\": 1, \"items\": [1]}",
      "todo: In „D/s.json“ ist Eintrag 1 ungültig: Er ist kein Objekt mit \"title\" und \"due\"\n"
    ),
    (
      "{\"version\": 1, \"items\": [{\"due\": \"2026-11-23T00:00:00Z\"}]}",
      "todo: In „D/s.json“ ist Eintrag 1 ungültig: Ihm fehlt der Schlüssel \"title\"\n"
    ),
    (
      "{\"version\": 1, \"items\": [{\"title\": 1, \"due\": \"2026-11-23T00:00:00Z\"}]}",
      "todo: In „D/s.json“ ist Eintrag 1 ungültig: Sein \"title\" ist kein Text\n"
    ),
    (
      "{\"version\": 1, \"items\": [{\"title\": \"a\"}]}",
      "todo: In „D/s.json“ ist Eintrag 1 ungültig: Ihm fehlt der Schlüssel \"due\"\n"
    ),
    (
      "{\"version\": 1, \"items\": [{\"title\": \"a\", \"due\": 1}]}",
      "todo: In „D/s.json“ ist Eintrag 1 ungültig: Sein \"due\" ist kein Text\n"
    ),
    (
      "{\"version\": 1, \"items\": [{\"title\": \" \", \"due\": \"2026-11-23T00:00:00Z\"}]}",
      "todo: In „D/s.json“ ist Eintrag 1 ungültig: Sein Titel ist leer\n"
    ),
    (
      "{\"version\": 1, \"items\": [{\"title\": \"a\", \"due\": \"tomorrow\"}]}",
      "todo: In „D/s.json“ ist Eintrag 1 ungültig: Sein due-Zeitpunkt „tomorrow“ ist keine ISO-8601-Zeitangabe mit UTC-Offset (z.\u{00A0}B. 2026-11-23T00:00:00Z oder 2026-11-23T09:30:00.5+01:00)\n"
    ),
    (
      "{\"version\": 1, \"items\": [{\"title\": \"a\", \"due\": \"2026-11-23T00:00:00Z\", \"title\": \"b\"}]}",
      "todo: In „D/s.json“ ist Eintrag 1 ungültig: Der Schlüssel \"title\" kommt zweimal vor\n"
    ),
    (
      "{\"version\": 1, \"items\": [{\"title\": \"a\", \"due\": \"2026-11-23T00:00:00Z\", \"notes\": {\"x\": 1, \"x\": 2}}]}",
      "todo: In „D/s.json“ ist Eintrag 1 ungültig: Der Schlüssel \"x\" kommt in notes zweimal vor\n"
    ),
    (
      "{\"version\": 2, \"items\": [{\"title\": \"a\", \"due\": \"2026-11-23T00:00:00Z\"}]}",
      "todo: In „D/s.json“ ist Eintrag 1 ungültig: Ihm fehlt der Schlüssel \"id\"\n"
    ),
    (
      "{\"version\": 2, \"items\": [{\"title\": \"a\", \"due\": \"2026-11-23T00:00:00Z\", \"id\": 1}]}",
      "todo: In „D/s.json“ ist Eintrag 1 ungültig: Seine \"id\" ist kein Text\n"
    ),
    (
      "{\"version\": 2, \"items\": [{\"title\": \"a\", \"due\": \"2026-11-23T00:00:00Z\", \"id\": \"x\"}]}",
      "todo: In „D/s.json“ ist Eintrag 1 ungültig: Seine \"id\" „x“ ist keine gültige UUID (z.\u{00A0}B. 6f9619ff-8b86-d011-b42d-00cf4fc964ff)\n"
    ),
    (
      "{\"version\": 2, \"items\": [{\"title\": \"a\", \"due\": \"2026-11-23T00:00:00Z\", \"id\": \"6f9619ff-8b86-d011-b42d-00cf4fc964ff\", \"completed\": 1}]}",
      "todo: In „D/s.json“ ist Eintrag 1 ungültig: Sein \"completed\" ist kein Text\n"
    ),
    (
      "{\"version\": 2, \"items\": [{\"title\": \"a\", \"due\": \"2026-11-23T00:00:00Z\", \"id\": \"6f9619ff-8b86-d011-b42d-00cf4fc964ff\"}, {\"title\": \"b\", \"due\": \"2026-11-23T00:00:00Z\", \"id\": \"6f9619ff-8b86-d011-b42d-00cf4fc964ff\"}]}",
      "todo: In „D/s.json“ ist Eintrag 2 ungültig: Seine ID 6f9619ff-8b86-d011-b42d-00cf4fc964ff gehört auch Eintrag 1\n"
    ),
  ]

  @Test(arguments: SuiteSize.sample(notToDoFiles, every: 6))
  func `a file that is no to-do file is named in German, and left as it was`(
    _ content: String, _ problem: String
  ) async throws {
    let path = folder.path("s.json")
    try Data(content.utf8).write(to: URL(fileURLWithPath: path))

    #expect(try await run(store: path) == (problem + Self.leftAsItWas, 1))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(content.utf8))
  }

  @Test func `a file that is not UTF-8 text, or nests too deep, is named in German`() async throws {
    let path = folder.path("s.json")
    try Data(#"{"version": 1, "items": [], "x": ""#.utf8 + [0xFF] + #""}"#.utf8).write(
      to: URL(fileURLWithPath: path))
    let notUTF8 = try await run(store: path)
    try Data(String(repeating: "[", count: 600).utf8).write(to: URL(fileURLWithPath: path))
    let tooDeep = try await run(store: path)

    #expect(
      notUTF8 == (
        "todo: „D/s.json“ ist keine To-do-Datei: Die Datei ist kein UTF-8-Text (Zeile 1, Spalte 35)\n"
          + Self.leftAsItWas, 1
      ))
    #expect(
      tooDeep == (
        "todo: „D/s.json“ ist keine To-do-Datei: Die Datei ist tiefer als 512 Ebenen verschachtelt (Zeile 1, Spalte 513)\n"
          + Self.leftAsItWas, 1
      ))
  }

  /// Each path that names no file the store can use, with what `todo` says of it.
  ///
  /// Each case starts `todo`: a plain `swift test` takes every other one
  /// (`GermanStoreMessagesTests` pins every kind of file and every system reason in the test
  /// process), a full run (CI's) all of them.
  static let unusablePaths = [
    (
      "folder.json",
      "todo: „D/folder.json“ kann nicht gelesen werden: Es ist ein Ordner, keine reguläre Datei\ntodo: Die Datei blieb unverändert: Korrigiere sie, verschiebe sie oder gib einen anderen --store-Pfad an\n"
    ),
    (
      "fifo.json",
      "todo: „D/fifo.json“ kann nicht gelesen werden: Es ist ein FIFO, keine reguläre Datei\ntodo: Die Datei blieb unverändert: Korrigiere sie, verschiebe sie oder gib einen anderen --store-Pfad an\n"
    ),
    (
      "loop.json",
      "todo: „D/loop.json“ kann nicht als Speicherdatei verwendet werden: Zu viele Ebenen aus symbolischen Links\ntodo: Gib einen anderen --store-Pfad an\n"
    ),
    (
      "file/s.json",
      "todo: „D/file/s.json“ kann nicht als Speicherdatei verwendet werden: Das ist kein Ordner\ntodo: Gib einen anderen --store-Pfad an\n"
    ),
    (
      String(repeating: "a", count: 300),
      "todo: „D/\(String(repeating: "a", count: 300))“ kann nicht als Speicherdatei verwendet werden: Der Dateiname ist zu lang\ntodo: Gib einen anderen --store-Pfad an\n"
    ),
    (
      "missing/s.json",
      "todo: Speichern in „D/missing/s.json“ nicht möglich: Den Ordner „D/missing“ gibt es nicht\ntodo: Lege den Ordner an oder gib einen anderen --store-Pfad an\n"
    ),
    (
      "/dev/null",
      "todo: „/dev/null“ kann nicht gelesen werden: Es ist ein zeichenorientiertes Gerät, keine reguläre Datei\ntodo: Die Datei blieb unverändert: Korrigiere sie, verschiebe sie oder gib einen anderen --store-Pfad an\n"
    ),
  ]

  @Test func `a path that names no file the store can use is named in German`() async throws {
    try FileManager.default.createDirectory(
      atPath: folder.path("folder.json"), withIntermediateDirectories: false)
    #expect(mkfifo(folder.path("fifo.json"), 0o644) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("loop.json"), withDestinationPath: folder.path("loop.json"))
    try Data().write(to: URL(fileURLWithPath: folder.path("file")))
    let cases = SuiteSize.sample(Self.unusablePaths, every: 2)

    var said: [String] = []
    for (name, _) in cases {
      said.append(try await run(store: name.hasPrefix("/") ? name : folder.path(name)).0)
    }

    #expect(said == cases.map(\.1))
  }

  @Test func `a socket is refused with the system's reason, named by its number in German`()
    async throws
  {
    let path = folder.path("socket.json")
    try Self.bindSocket(at: path)

    #expect(
      try await run(store: path) == (
        "todo: „D/socket.json“ kann nicht gelesen werden: Systemfehler (errno 6)\ntodo: Die Datei blieb unverändert: Korrigiere sie, verschiebe sie oder gib einen anderen --store-Pfad an\n",
        1
      ))
  }

  @Test func `a save that cannot be made is named in German`()
    async throws
  {
    let empty = Data(#"{"version": 2, "items": []}"#.utf8)
    for name in ["read-only.json", "linked.json", "locked.json", "linked-lock.json"] {
      try empty.write(to: URL(fileURLWithPath: folder.path(name)))
    }
    #expect(chmod(folder.path("read-only.json"), 0o444) == 0)
    try FileManager.default.linkItem(
      atPath: folder.path("linked.json"), toPath: folder.path("other.json"))
    try FileManager.default.createDirectory(
      atPath: folder.path("locked.json.lock"), withIntermediateDirectories: false)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("linked-lock.json.lock"), withDestinationPath: "/nowhere")

    let cases = SuiteSize.sample(Self.unmadeSaves, every: 2)

    var said: [String] = []
    for (name, input, _) in cases {
      let (error, status) = try await run(store: folder.path(name), input: input)
      #expect(status == 1)
      said.append(error)
    }

    #expect(said == cases.map(\.2))
  }

  /// Each save that cannot be made: the store's name, the input, and what `todo` says.
  ///
  /// Each case starts `todo`: a plain `swift test` takes every other one
  /// (`GermanStoreMessagesTests` pins the words in the test process), a full run (CI's) all of
  /// them.
  static let unmadeSaves = [
    (
      "read-only.json", Script.add("X", due: "morgen"),
      "Fehler: Zeilen \(Script.entryLines(dash: "–")): Der Eintrag wurde nicht gespeichert: Speichern in „D/read-only.json“ nicht möglich: Die Datei ist schreibgeschützt (Modus 0444)\n"
    ),
    (
      "linked.json", Script.add("X", due: "morgen"),
      "Fehler: Zeilen \(Script.entryLines(dash: "–")): Der Eintrag wurde nicht gespeichert: Speichern in „D/linked.json“ nicht möglich: Die Datei hat 2 Namen (Hardlinks); Speichern würde sie nur unter diesem Namen ersetzen, die alten Einträge blieben unter den anderen: Behalte einen Namen (symbolische Links werden aufgelöst)\n"
    ),
    (
      "locked.json", Script.add("X", due: "morgen"),
      "Fehler: Zeilen \(Script.entryLines(dash: "–")): Der Eintrag wurde nicht gespeichert: Speichern in „D/locked.json“ nicht möglich: Die Sperrdatei „D/locked.json.lock“ ist ein Ordner, keine reguläre Datei; entferne sie\n"
    ),
    (
      "linked-lock.json", Script.add("X", due: "morgen"),
      "Fehler: Zeilen \(Script.entryLines(dash: "–")): Der Eintrag wurde nicht gespeichert: Speichern in „D/linked-lock.json“ nicht möglich: Die Sperrdatei „D/linked-lock.json.lock“ ist ein symbolischer Link, keine reguläre Datei; entferne sie\n"
    ),
    (
      String(repeating: "a", count: 250) + ".json", Script.add("X", due: "morgen"),
      "Fehler: Zeilen \(Script.entryLines(dash: "–")): Der Eintrag wurde nicht gespeichert: Speichern in „D/\(String(repeating: "a", count: 250)).json“ nicht möglich: Die Sperrdatei „D/\(String(repeating: "a", count: 250)).json.lock“ kann nicht geöffnet werden: Der Dateiname ist zu lang\n"
    ),
    // A due date the file cannot hold: the last hour of 9999 at UTC-14 is in 10000 at UTC.
    (
      "far.json", Script.add("Far away", due: "9999-12-31T23:00:00-14:00"),
      "Fehler: Zeilen \(Script.entryLines(dash: "–")): Der Eintrag wurde nicht gespeichert: Speichern in „D/far.json“ nicht möglich: Der Fälligkeitszeitpunkt von „Far away“ liegt außerhalb der Jahre 0000 bis 9999\n"
    ),
  ]

  /// Makes a Unix-domain socket at `path`, which no process listens on.
  static func bindSocket(at path: String) throws {
    #if canImport(Glibc)
      let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let descriptor = socket(AF_UNIX, SOCK_STREAM, 0)
    #endif
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    try #require(bytes.count < MemoryLayout.size(ofValue: address.sun_path))
    withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    try #require(bound == 0)
  }
}
