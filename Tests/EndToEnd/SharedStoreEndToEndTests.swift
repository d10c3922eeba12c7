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
/// The users and the group are ids no one has (``OtherUsers``), picked when the tests run: they
/// need no entry in `/etc/passwd`, and must have none.
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
    let shared = try makeFolder("shared", group: OtherUsers.group, mode: 0o2775)
    let path = shared + "/todo.json"

    let first = try await TodoRunner.run(
      asUser: OtherUsers.first, groups: [OtherUsers.group], umask: "002",
      options + ["--store", path],
      input: Script.add("From \(OtherUsers.first)", due: "2026-11-23"))
    let second = try await TodoRunner.run(
      asUser: OtherUsers.second, groups: [OtherUsers.group], umask: "002",
      options + ["--store", path],
      input: Script.add("From \(OtherUsers.second)", due: "2026-11-24"))

    #expect(first.error == "")
    #expect(second.error == "")
    #expect([first.status, second.status] == [0, 0])
    #expect(try await titles(path) == ["From \(OtherUsers.first)", "From \(OtherUsers.second)"])
    #expect(try ownership(path).group == OtherUsers.group)
    #expect(try ownership(path).mode == 0o664)
    #expect(
      try ownership(path + ".lock")
        == Ownership(owner: OtherUsers.first, group: OtherUsers.group, mode: 0o664))
  }

  @Test func `a lock file another member made read-only to the group is opened, not created`()
    async
    throws
  {
    let shared = try makeFolder("shared", group: OtherUsers.group, mode: 0o2775)
    let path = shared + "/todo.json"
    _ = try makeStore(path, owner: OtherUsers.first, group: OtherUsers.group, mode: 0o664)
    try #require(FileManager.default.createFile(atPath: path + ".lock", contents: nil))
    try #require(
      chown(path + ".lock", OtherUsers.first, OtherUsers.group) == 0
        && chmod(path + ".lock", 0o644) == 0)

    let result = try await TodoRunner.run(
      asUser: OtherUsers.second, groups: [OtherUsers.group], options + ["--store", path],
      input: Script.add("From \(OtherUsers.second)", due: "2026-11-24"))

    #expect(result.error == "")
    #expect(try await titles(path) == ["Buy milk", "From \(OtherUsers.second)"])
    // A member of the group cannot keep the owner; the group and the mode are kept.
    #expect(
      try ownership(path)
        == Ownership(owner: OtherUsers.second, group: OtherUsers.group, mode: 0o664))
  }

  @Test func `a new store file gets the modes the umask allows, as open(2) with 0666 gives`()
    async throws
  {
    let own = try makeFolder("own", owner: OtherUsers.first, group: OtherUsers.first, mode: 0o755)
    let path = own + "/todo.json"

    _ = try await TodoRunner.run(
      asUser: OtherUsers.first, umask: "027", options + ["--store", path],
      input: Script.add("A", due: "2026-11-23"))

    #expect(
      try ownership(path)
        == Ownership(owner: OtherUsers.first, group: OtherUsers.first, mode: 0o640))
    #expect(
      try ownership(path + ".lock")
        == Ownership(owner: OtherUsers.first, group: OtherUsers.first, mode: 0o640))
  }

  // MARK: - Owner and group

  @Test func `root saving another user's private file keeps its owner, group and mode`()
    async throws
  {
    let path = folder.path("private.json")
    _ = try makeStore(path, owner: OtherUsers.third, group: OtherUsers.third, mode: 0o600)

    let saved = try await TodoRunner.run(
      options + ["--store", path], input: Script.add("Pay rent", due: "2026-11-24"))
    let readByOwner = try await TodoRunner.run(
      asUser: OtherUsers.third, options + ["--store", path])

    #expect(saved.status == 0)
    #expect(
      try ownership(path)
        == Ownership(owner: OtherUsers.third, group: OtherUsers.third, mode: 0o600))
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
      options + ["--store", path], input: Script.add("Pay rent", due: "2026-11-24"))

    #expect(saved.status == 0)
    #expect(try ownership(path) == Ownership(owner: owner, group: group, mode: 0o600))
  }

  @Test func `a member of the file's group by a supplementary group saves it, keeping the group`()
    async throws
  {
    // No setgid folder: the new file gets the second user's own group (its id) and must be
    // given the shared group.
    let open = try makeFolder("open", mode: 0o777)
    let path = open + "/todo.json"
    _ = try makeStore(path, owner: OtherUsers.first, group: OtherUsers.group, mode: 0o664)

    let result = try await TodoRunner.run(
      asUser: OtherUsers.second, groups: [OtherUsers.group], options + ["--store", path],
      input: Script.add("Pay rent", due: "2026-11-24"))

    #expect(result.error == "")
    #expect(try await titles(path) == ["Buy milk", "Pay rent"])
    #expect(
      try ownership(path)
        == Ownership(owner: OtherUsers.second, group: OtherUsers.group, mode: 0o664))
  }

  @Test func `a user whose own group is the file's may write it by the group's bits`()
    async throws
  {
    // The second user has no supplementary group: the system's list of them is empty.
    let open = try makeFolder("open", mode: 0o777)
    let path = open + "/todo.json"
    _ = try makeStore(path, owner: OtherUsers.first, group: OtherUsers.second, mode: 0o660)

    let result = try await TodoRunner.run(
      asUser: OtherUsers.second, options + ["--store", path],
      input: Script.add("Pay rent", due: "2026-11-24"))

    #expect(result.error == "")
    #expect(try await titles(path) == ["Buy milk", "Pay rent"])
    #expect(
      try ownership(path)
        == Ownership(owner: OtherUsers.second, group: OtherUsers.second, mode: 0o660))
  }

  @Test func `a user who cannot keep the file's owner is refused, and the file is kept`()
    async throws
  {
    // Anyone may write the folder and the file, but a save by the second user would make the
    // file theirs.
    let open = try makeFolder("open", mode: 0o777)
    let path = open + "/todo.json"
    let before = try makeStore(path, owner: OtherUsers.first, group: OtherUsers.first, mode: 0o666)

    let result = try await TodoRunner.run(
      asUser: OtherUsers.second, options + ["--store", path],
      input: Script.add("Pay rent", due: "2026-11-24"))

    #expect(
      result
        == .init(
          output: "Tomorrow\n  1. Buy milk (Monday)\n",
          error:
            "error: lines 2-3: The item was not saved: cannot save to \(path): it belongs to user \(OtherUsers.first), "
            + "and saving would give it to user \(OtherUsers.second)\n",
          status: 1))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(
      try ownership(path)
        == Ownership(owner: OtherUsers.first, group: OtherUsers.first, mode: 0o666))
  }

  @Test func `a user the file's mode does not let write is refused, though the folder would`()
    async throws
  {
    let open = try makeFolder("open", mode: 0o777)
    let path = open + "/todo.json"
    let before = try makeStore(path, owner: OtherUsers.first, group: OtherUsers.first, mode: 0o644)

    let result = try await TodoRunner.run(
      asUser: OtherUsers.second, options + ["--store", path],
      input: Script.add("Pay rent", due: "2026-11-24"))

    #expect(
      result.error
        == "error: lines 2-3: The item was not saved: cannot save to \(path): user \(OtherUsers.second) may not write to it "
        + "(it belongs to user \(OtherUsers.first), mode 0644)\n")
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
    let before = try makeStore(path, owner: OtherUsers.first, group: OtherUsers.group, mode: 0o664)

    let result = try await TodoRunner.run(
      asUser: OtherUsers.second, groups: [OtherUsers.group], options + ["--store", path],
      input: Script.add("Pay rent", due: "2026-11-24"))

    #expect(
      result
        == .init(
          output: "Tomorrow\n  1. Buy milk (Monday)\n",
          error: "error: lines 2-3: The item was not saved: cannot save to \(path): the folder "
            + "\(sticky) is sticky (mode 1777, as /tmp is), so only the file's owner, user \(OtherUsers.first), "
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
    _ = try makeStore(path, owner: OtherUsers.second, group: OtherUsers.second, mode: 0o644)
    let planted = try makeStore(
      path + ".tmp", owner: OtherUsers.first, group: OtherUsers.first, mode: 0o644)

    let result = try await TodoRunner.run(
      asUser: OtherUsers.second, options + ["--store", path],
      input: Script.add("Pay rent", due: "2026-11-24"))

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
      options + ["--store", path], input: Script.add("Pay rent", due: "2026-11-24"))

    #expect(
      result
        == .init(
          output: "Tomorrow\n  1. Buy milk (Monday)\n",
          error:
            "error: lines \(Script.entryLines()): The item was not saved: cannot save to \(path): the file is read-only "
            + "(mode 0444)\n",
          status: 1))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(try ownership(path).mode == 0o444)
  }

  @Test func `a read-only file in its owner's own folder is not saved to`() async throws {
    let own = try makeFolder("own", owner: OtherUsers.first, group: OtherUsers.first, mode: 0o755)
    let path = own + "/todo.json"
    let before = try makeStore(path, owner: OtherUsers.first, group: OtherUsers.first, mode: 0o444)

    let result = try await TodoRunner.run(
      asUser: OtherUsers.first, options + ["--store", path],
      input: Script.add("Pay rent", due: "2026-11-24"))

    #expect(
      result.error
        == "error: lines \(Script.entryLines()): The item was not saved: cannot save to \(path): the file is read-only "
        + "(mode 0444)\n")
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  // MARK: - In German

  @Test func `each refusal of another user's save is named in German`() async throws {
    let open = try makeFolder("open", mode: 0o777)
    let sticky = try makeFolder("sticky", mode: 0o1777)
    _ = try makeStore(
      open + "/owner.json", owner: OtherUsers.first, group: OtherUsers.first, mode: 0o666)
    _ = try makeStore(
      open + "/mode.json", owner: OtherUsers.first, group: OtherUsers.first, mode: 0o644)
    _ = try makeStore(
      open + "/group.json", owner: OtherUsers.second, group: OtherUsers.group, mode: 0o666)
    _ = try makeStore(
      sticky + "/sticky.json", owner: OtherUsers.first, group: OtherUsers.group, mode: 0o664)

    var said: [String] = []
    for path in [
      open + "/owner.json", open + "/mode.json", open + "/group.json", sticky + "/sticky.json",
    ] {
      let result = try await TodoRunner.run(
        asUser: OtherUsers.second, groups: path.hasSuffix("sticky.json") ? [OtherUsers.group] : [],
        options + ["--locale", "de_DE", "--store", path],
        input: Script.add("Pay rent", due: "2026-11-24"))
      said.append(result.error.replacingOccurrences(of: folder.url.path, with: "D"))
    }

    #expect(
      said == [
        "Fehler: Zeilen 2–3: Der Eintrag wurde nicht gespeichert: Speichern in „D/open/owner.json“ nicht möglich: Die Datei gehört Benutzer \(OtherUsers.first); nach dem Speichern würde sie Benutzer \(OtherUsers.second) gehören\n",
        "Fehler: Zeilen 2–3: Der Eintrag wurde nicht gespeichert: Speichern in „D/open/mode.json“ nicht möglich: Benutzer \(OtherUsers.second) darf nicht in die Datei schreiben (sie gehört Benutzer \(OtherUsers.first), Modus 0644)\n",
        "Fehler: Zeilen 2–3: Der Eintrag wurde nicht gespeichert: Speichern in „D/open/group.json“ nicht möglich: Die Datei gehört Gruppe \(OtherUsers.group); nach dem Speichern würde sie Gruppe \(OtherUsers.second) gehören\n",
        "Fehler: Zeilen 2–3: Der Eintrag wurde nicht gespeichert: Speichern in „D/sticky/sticky.json“ nicht möglich: Für den Ordner „D/sticky“ ist das Sticky-Bit gesetzt (Modus 1777, wie /tmp): Nur der Besitzer der Datei, Benutzer \(OtherUsers.first), darf sie ersetzen, und jedes Speichern ersetzt die Datei\n",
      ])
  }
}
