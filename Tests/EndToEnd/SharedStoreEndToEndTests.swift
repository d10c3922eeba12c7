import Fakes
import Foundation
import Testing
import TodoFileStore
import TodoVIPER

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A store file that several users share, or that its owner made read-only: `todo` run as other
/// users with `setpriv`, since root, as CI runs, ignores file modes.
///
/// Users 1001 and 1002 and group 5000 need no entry in `/etc/passwd`: they are numbers.
@Suite(.enabled(if: TodoRunner.runsOtherUserTests, "needs root, setpriv and a full run"))
struct SharedStoreEndToEndTests {
  let folder: TemporaryDirectory
  let options = ["--now", "2026-11-22T10:00:00Z", "--time-zone", "UTC", "--first-weekday", "2"]
  let noContent = "Nothing to do from today through the end of next week.\n"

  init() throws {
    folder = try TemporaryDirectory()
  }

  /// The owner, group and permission bits of the file at `path`.
  struct Ownership: Equatable, CustomStringConvertible {
    var owner: UInt32
    var group: UInt32
    var mode: UInt32

    var description: String { "\(owner):\(group) \(String(mode, radix: 8))" }
  }

  func ownership(_ path: String) throws -> Ownership {
    var info = stat()
    try #require(stat(path, &info) == 0, "\(path) is missing")
    return Ownership(
      owner: UInt32(info.st_uid), group: UInt32(info.st_gid), mode: UInt32(info.st_mode) & 0o7777)
  }

  /// A folder made for the test, with this owner, group and mode.
  func makeFolder(_ name: String, owner: UInt32 = 0, group: UInt32 = 0, mode: mode_t) throws
    -> String
  {
    let path = folder.path(name)
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    try #require(chown(path, owner, group) == 0 && chmod(path, mode) == 0)
    return path
  }

  /// A file made for the test holding one item, with this owner, group and mode.
  func makeStore(_ path: String, owner: UInt32, group: UInt32, mode: mode_t) throws -> Data {
    let data = Data(
      #"{"version": 1, "items": [{"title": "Buy milk", "due": "2026-11-23T00:00:00Z"}]}"#.utf8)
    try data.write(to: URL(fileURLWithPath: path))
    try #require(chown(path, owner, group) == 0 && chmod(path, mode) == 0)
    return data
  }

  func titles(_ path: String) async throws -> [String] {
    try await JSONFileTodoStore(path: path).todoItems(dueFrom: .distantPast, before: .distantFuture)
      .map(\.title)
  }

  // MARK: - A group folder

  @Test func `in a setgid group folder every member of the group can save, file and lock alike`()
    async
    throws
  {
    let shared = try makeFolder("shared", group: 5_000, mode: 0o2775)
    let path = shared + "/todo.json"

    let first = try await TodoRunner.run(
      asUser: 1_001, groups: [5_000], umask: "002", options + ["--store", path],
      input: "add\nFrom 1001\n2026-11-23\n")
    let second = try await TodoRunner.run(
      asUser: 1_002, groups: [5_000], umask: "002", options + ["--store", path],
      input: "add\nFrom 1002\n2026-11-24\n")

    #expect(first.error == "")
    #expect(second.error == "")
    #expect([first.status, second.status] == [0, 0])
    #expect(try await titles(path) == ["From 1001", "From 1002"])
    #expect(try ownership(path).group == 5_000)
    #expect(try ownership(path).mode == 0o664)
    #expect(try ownership(path + ".lock") == Ownership(owner: 1_001, group: 5_000, mode: 0o664))
  }

  @Test func `a lock file another member made read-only to the group is opened, not created`()
    async
    throws
  {
    let shared = try makeFolder("shared", group: 5_000, mode: 0o2775)
    let path = shared + "/todo.json"
    _ = try makeStore(path, owner: 1_001, group: 5_000, mode: 0o664)
    try #require(FileManager.default.createFile(atPath: path + ".lock", contents: nil))
    try #require(chown(path + ".lock", 1_001, 5_000) == 0 && chmod(path + ".lock", 0o644) == 0)

    let result = try await TodoRunner.run(
      asUser: 1_002, groups: [5_000], options + ["--store", path],
      input: "add\nFrom 1002\n2026-11-24\n")

    #expect(result.error == "")
    #expect(try await titles(path) == ["Buy milk", "From 1002"])
    // A member of the group cannot keep the owner; the group and the mode are kept.
    #expect(try ownership(path) == Ownership(owner: 1_002, group: 5_000, mode: 0o664))
  }

  @Test func `a new store file gets the modes the umask allows, as open(2) with 0666 gives`()
    async throws
  {
    let own = try makeFolder("own", owner: 1_001, group: 1_001, mode: 0o755)
    let path = own + "/todo.json"

    _ = try await TodoRunner.run(
      asUser: 1_001, umask: "027", options + ["--store", path], input: "add\nA\n2026-11-23\n")

    #expect(try ownership(path) == Ownership(owner: 1_001, group: 1_001, mode: 0o640))
    #expect(try ownership(path + ".lock") == Ownership(owner: 1_001, group: 1_001, mode: 0o640))
  }

  // MARK: - Owner and group

  @Test func `root saving another user's private file keeps its owner, group and mode`()
    async throws
  {
    let path = folder.path("private.json")
    _ = try makeStore(path, owner: 65_534, group: 65_534, mode: 0o600)

    let saved = try await TodoRunner.run(
      options + ["--store", path], input: "add\nPay rent\n2026-11-24\n")
    let readByOwner = try await TodoRunner.run(asUser: 65_534, options + ["--store", path])

    #expect(saved.status == 0)
    #expect(try ownership(path) == Ownership(owner: 65_534, group: 65_534, mode: 0o600))
    #expect(
      readByOwner
        == .init(
          output: "Tomorrow\n  1. Buy milk (Monday)\nNext Week\n  2. Pay rent (Tuesday)\n",
          error: "", status: 0))
  }

  @Test(arguments: [(owner: UInt32(65_534), group: UInt32(0)), (owner: 0, group: 65_534)])
  func `root saving a file whose owner or group alone is not root's keeps both`(
    owner: UInt32, group: UInt32
  ) async throws {
    // The new file is root's, 0:0: one of the two already matches, the other must be given.
    let path = folder.path("one-differs.json")
    _ = try makeStore(path, owner: owner, group: group, mode: 0o600)

    let saved = try await TodoRunner.run(
      options + ["--store", path], input: "add\nPay rent\n2026-11-24\n")

    #expect(saved.status == 0)
    #expect(try ownership(path) == Ownership(owner: owner, group: group, mode: 0o600))
  }

  @Test func `a member of the file's group by a supplementary group saves it, keeping the group`()
    async throws
  {
    // No setgid folder: the new file gets 1002's own group, 1002, and must be given 5000.
    let open = try makeFolder("open", mode: 0o777)
    let path = open + "/todo.json"
    _ = try makeStore(path, owner: 1_001, group: 5_000, mode: 0o664)

    let result = try await TodoRunner.run(
      asUser: 1_002, groups: [5_000], options + ["--store", path],
      input: "add\nPay rent\n2026-11-24\n")

    #expect(result.error == "")
    #expect(try await titles(path) == ["Buy milk", "Pay rent"])
    #expect(try ownership(path) == Ownership(owner: 1_002, group: 5_000, mode: 0o664))
  }

  @Test func `a user whose own group is the file's may write it by the group's bits`()
    async throws
  {
    // 1002 has no supplementary group: the system's list of them is empty.
    let open = try makeFolder("open", mode: 0o777)
    let path = open + "/todo.json"
    _ = try makeStore(path, owner: 1_001, group: 1_002, mode: 0o660)

    let result = try await TodoRunner.run(
      asUser: 1_002, options + ["--store", path], input: "add\nPay rent\n2026-11-24\n")

    #expect(result.error == "")
    #expect(try await titles(path) == ["Buy milk", "Pay rent"])
    #expect(try ownership(path) == Ownership(owner: 1_002, group: 1_002, mode: 0o660))
  }

  @Test func `a user who cannot keep the file's owner is refused, and the file is kept`()
    async throws
  {
    // Anyone may write the folder and the file, but a save by 1002 would make the file 1002's.
    let open = try makeFolder("open", mode: 0o777)
    let path = open + "/todo.json"
    let before = try makeStore(path, owner: 1_001, group: 1_001, mode: 0o666)

    let result = try await TodoRunner.run(
      asUser: 1_002, options + ["--store", path], input: "add\nPay rent\n2026-11-24\n")

    #expect(
      result
        == .init(
          output: "Tomorrow\n  1. Buy milk (Monday)\n",
          error:
            "error: lines 2-3: The item was not saved: cannot save to \(path): it belongs to user 1001, "
            + "and saving would give it to user 1002\n",
          status: 1))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(try ownership(path) == Ownership(owner: 1_001, group: 1_001, mode: 0o666))
  }

  @Test func `a user the file's mode does not let write is refused, though the folder would`()
    async throws
  {
    let open = try makeFolder("open", mode: 0o777)
    let path = open + "/todo.json"
    let before = try makeStore(path, owner: 1_001, group: 1_001, mode: 0o644)

    let result = try await TodoRunner.run(
      asUser: 1_002, options + ["--store", path], input: "add\nPay rent\n2026-11-24\n")

    #expect(
      result.error
        == "error: lines 2-3: The item was not saved: cannot save to \(path): user 1002 may not write to it "
        + "(it belongs to user 1001, mode 0644)\n")
    #expect(result.status == 1)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  // MARK: - A sticky folder, such as /tmp

  @Test func `in a sticky folder, a save that could not replace another user's file says why`()
    async throws
  {
    // The group may write the file, but in a sticky folder only its owner may replace it.
    let sticky = try makeFolder("sticky", mode: 0o1777)
    let path = sticky + "/todo.json"
    let before = try makeStore(path, owner: 1_001, group: 5_000, mode: 0o664)

    let result = try await TodoRunner.run(
      asUser: 1_002, groups: [5_000], options + ["--store", path],
      input: "add\nPay rent\n2026-11-24\n")

    #expect(
      result
        == .init(
          output: "Tomorrow\n  1. Buy milk (Monday)\n",
          error: "error: lines 2-3: The item was not saved: cannot save to \(path): the folder "
            + "\(sticky) is sticky (mode 1777, as /tmp is), so only the file's owner, user 1001, "
            + "may replace it, and every save replaces the file\n",
          status: 1))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: sticky).sorted()
        == ["todo.json", "todo.json.lock"])
  }

  @Test func `in a sticky folder, another user's file at the old temporary name blocks nothing`()
    async throws
  {
    let sticky = try makeFolder("sticky", mode: 0o1777)
    let path = sticky + "/todo.json"
    _ = try makeStore(path, owner: 1_002, group: 1_002, mode: 0o644)
    let planted = try makeStore(path + ".tmp", owner: 1_001, group: 1_001, mode: 0o644)

    let result = try await TodoRunner.run(
      asUser: 1_002, options + ["--store", path], input: "add\nPay rent\n2026-11-24\n")

    #expect(result.error == "")
    #expect(result.status == 0)
    #expect(try await titles(path) == ["Buy milk", "Pay rent"])
    #expect(try Data(contentsOf: URL(fileURLWithPath: path + ".tmp")) == planted)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: sticky).sorted()
        == ["todo.json", "todo.json.lock", "todo.json.tmp"])
  }

  // MARK: - Read-only files

  @Test func `a file its owner made read-only is not saved to, even by root`() async throws {
    let path = folder.path("todo.json")
    let before = try makeStore(path, owner: 0, group: 0, mode: 0o444)

    let result = try await TodoRunner.run(
      options + ["--store", path], input: "add\nPay rent\n2026-11-24\n")

    #expect(
      result
        == .init(
          output: "Tomorrow\n  1. Buy milk (Monday)\n",
          error:
            "error: lines 2-3: The item was not saved: cannot save to \(path): the file is read-only "
            + "(mode 0444)\n",
          status: 1))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(try ownership(path).mode == 0o444)
  }

  @Test func `a read-only file in its owner's own folder is not saved to`() async throws {
    let own = try makeFolder("own", owner: 1_001, group: 1_001, mode: 0o755)
    let path = own + "/todo.json"
    let before = try makeStore(path, owner: 1_001, group: 1_001, mode: 0o444)

    let result = try await TodoRunner.run(
      asUser: 1_001, options + ["--store", path], input: "add\nPay rent\n2026-11-24\n")

    #expect(
      result.error
        == "error: lines 2-3: The item was not saved: cannot save to \(path): the file is read-only "
        + "(mode 0444)\n")
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  // MARK: - In German

  @Test func `each refusal of another user's save is named in German`() async throws {
    let open = try makeFolder("open", mode: 0o777)
    let sticky = try makeFolder("sticky", mode: 0o1777)
    _ = try makeStore(open + "/owner.json", owner: 1_001, group: 1_001, mode: 0o666)
    _ = try makeStore(open + "/mode.json", owner: 1_001, group: 1_001, mode: 0o644)
    _ = try makeStore(open + "/group.json", owner: 1_002, group: 5_000, mode: 0o666)
    _ = try makeStore(sticky + "/sticky.json", owner: 1_001, group: 5_000, mode: 0o664)

    var said: [String] = []
    for path in [
      open + "/owner.json", open + "/mode.json", open + "/group.json", sticky + "/sticky.json",
    ] {
      let result = try await TodoRunner.run(
        asUser: 1_002, groups: path.hasSuffix("sticky.json") ? [5_000] : [],
        options + ["--locale", "de_DE", "--store", path], input: "add\nPay rent\n2026-11-24\n")
      said.append(result.error.replacingOccurrences(of: folder.url.path, with: "D"))
    }

    #expect(
      said == [
        "Fehler: Zeilen 2–3: Der Eintrag wurde nicht gespeichert: Speichern in „D/open/owner.json“ nicht möglich: Die Datei gehört Benutzer 1001; nach dem Speichern würde sie Benutzer 1002 gehören\n",
        "Fehler: Zeilen 2–3: Der Eintrag wurde nicht gespeichert: Speichern in „D/open/mode.json“ nicht möglich: Benutzer 1002 darf nicht in die Datei schreiben (sie gehört Benutzer 1001, Modus 0644)\n",
        "Fehler: Zeilen 2–3: Der Eintrag wurde nicht gespeichert: Speichern in „D/open/group.json“ nicht möglich: Die Datei gehört Gruppe 5000; nach dem Speichern würde sie Gruppe 1002 gehören\n",
        "Fehler: Zeilen 2–3: Der Eintrag wurde nicht gespeichert: Speichern in „D/sticky/sticky.json“ nicht möglich: Für den Ordner „D/sticky“ ist das Sticky-Bit gesetzt (Modus 1777, wie /tmp): Nur der Besitzer der Datei, Benutzer 1001, darf sie ersetzen, und jedes Speichern ersetzt die Datei\n",
      ])
  }
}
