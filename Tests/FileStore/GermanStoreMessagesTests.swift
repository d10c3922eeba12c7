import Fakes
import Foundation
import Testing
import TodoPlatform
import TodoTerminal
import TodoVIPER

@testable import TodoFileStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The store's sentences that a session reaches only after seconds, or never from `todo`, in
/// German.
///
/// As the store words them: a lock held for a while, a path that holds a NUL byte, the
/// kinds of file a path may name. `GermanStoreEndToEndTests.swift` has the rest.
struct GermanStoreMessagesTests {
  let folder: TemporaryDirectory
  let path: String
  let german = InstalledWords.words(for: "de_DE")
  let milk = TodoItem(id: .numbered(1), title: "Buy milk", dueDate: .iso("2026-11-23T00:00:00Z"))

  init() throws {
    folder = try TemporaryDirectory()
    path = folder.path("todo.json")
  }

  /// What the store says in German when `add` fails, the folder written `D`.
  func failure(of store: JSONFileTodoStore) async -> String {
    do {
      try await store.add(milk)
      return "(saved)"
    } catch {
      return german.text(.of(error)).replacingOccurrences(of: folder.url.path, with: "D")
    }
  }

  @Test func `the wait for another program's lock, said at launch of the wait`() {
    #expect(
      TodoCommandLine.lockWaitMessage(
        lockPath: "/home/anna/todo.json.lock", timeout: .seconds(30), words: german)
        == "todo: Warten auf die Freigabe der Sperrdatei „/home/anna/todo.json.lock“ durch ein anderes Programm (höchstens 30 s)\n"
    )
  }

  @Test func `a lock held beyond the wait, in seconds and in milliseconds`() async throws {
    let held = open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    try #require(held >= 0)
    defer { close(held) }
    try #require(flock(held, LOCK_EX) == 0)

    let seconds = await failure(
      of: JSONFileTodoStore(path: path, lockTimeout: .seconds(1), onLockWait: { _ in }))
    let milliseconds = await failure(
      of: JSONFileTodoStore(path: path, lockTimeout: .milliseconds(250), onLockWait: { _ in }))

    #expect(
      seconds
        == "Speichern in „D/todo.json“ nicht möglich: Ein anderes Programm hält die Sperrdatei „D/todo.json.lock“ seit 1 s; nichts wurde gespeichert, versuche es noch einmal"
    )
    #expect(
      milliseconds
        == "Speichern in „D/todo.json“ nicht möglich: Ein anderes Programm hält die Sperrdatei „D/todo.json.lock“ seit 250 ms; nichts wurde gespeichert, versuche es noch einmal"
    )
  }

  @Test func `a path that holds a NUL byte`() async {
    let said = await failure(of: JSONFileTodoStore(path: folder.url.path + "/to\u{0}do.json"))

    #expect(said == "Speichern in „D/to\\u{0}do.json“ nicht möglich: Der Pfad enthält ein NUL-Byte")
  }

  @Test func `every kind of file a path may name`() {
    #expect(
      [S_IFREG, S_IFDIR, S_IFLNK, S_IFIFO, S_IFCHR, S_IFBLK, S_IFSOCK, 0].map {
        german(.fsNotRegular, .message(Message(SystemCalls.kind(of: $0))))
      } == [
        "Es ist eine reguläre Datei, keine reguläre Datei",
        "Es ist ein Ordner, keine reguläre Datei",
        "Es ist ein symbolischer Link, keine reguläre Datei",
        "Es ist ein FIFO, keine reguläre Datei",
        "Es ist ein zeichenorientiertes Gerät, keine reguläre Datei",
        "Es ist ein blockorientiertes Gerät, keine reguläre Datei",
        "Es ist ein Socket, keine reguläre Datei",
        "Es ist von unbekannter Art, keine reguläre Datei",
      ])
  }

  @Test func `every system reason the translation names, and one it does not`() {
    #expect(
      [
        EPERM, ENOENT, EIO, EBADF, EAGAIN, ENOMEM, EACCES, EBUSY, EEXIST, EXDEV, ENOTDIR, EISDIR,
        EINVAL, ENFILE, EMFILE, ETXTBSY, EFBIG, ENOSPC, EROFS, EMLINK, ENAMETOOLONG, ELOOP,
        EDQUOT, EINTR, ENXIO,
      ].map { german.text(.systemError($0)) } == [
        "Die Operation ist nicht erlaubt",
        "Datei oder Ordner nicht gefunden",
        "Eingabe-/Ausgabefehler",
        "Ungültiger Dateideskriptor",
        "Die Ressource ist zur Zeit nicht verfügbar",
        "Nicht genügend Hauptspeicher verfügbar",
        "Keine Berechtigung",
        "Das Gerät oder die Ressource ist belegt",
        "Die Datei existiert bereits",
        "Ungültiger Link über Gerätegrenzen hinweg",
        "Das ist kein Ordner",
        "Das ist ein Ordner",
        "Das Argument ist ungültig",
        "Zu viele offene Dateien im System",
        "Zu viele offene Dateien",
        "Die Programmdatei wird gerade benutzt",
        "Die Datei ist zu groß",
        "Auf dem Gerät ist kein Speicherplatz mehr verfügbar",
        "Das Dateisystem ist nur lesbar",
        "Zu viele Links",
        "Der Dateiname ist zu lang",
        "Zu viele Ebenen aus symbolischen Links",
        "Der zugesicherte Plattenplatz (Quota) ist überschritten",
        "Unterbrochener Systemaufruf",
        "Systemfehler (errno 6)",
      ])
  }
}
