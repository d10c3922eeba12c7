import Foundation
import TodoVIPER

/// The JSON document of the file store, version 2: its items in due-date order, and everything
/// else it holds, so that a save changes nothing but what it was asked to.
///
/// ```json
/// {
///   "items" : [
///     {
///       "due" : "2026-11-23T00:00:00Z",
///       "id" : "6f9619ff-8b86-d011-b42d-00cf4fc964ff",
///       "title" : "Buy milk"
///     },
///     {
///       "completed" : "2026-11-22T18:00:00Z",
///       "due" : "2026-11-22T00:00:00Z",
///       "id" : "1b4e28ba-2fa1-41d2-883f-0016d3cca427",
///       "title" : "Pay rent"
///     }
///   ],
///   "version" : 2
/// }
/// ```
///
/// Read strictly (see ``JSONReader``): `version` must be the number 1 or 2 (it is checked first,
/// so a later version is named as such whatever its items look like), and every item needs a
/// `title` that is not blank (``TodoItem/isBlank(title:)``), a `due` instant (see
/// ``ISO8601Instant``) and, in version 2, an `id` (a UUID, none twice); a `completed` instant
/// marks an item done. Written pretty-printed with sorted keys and a final line break, always as
/// version 2.
///
/// **Version 1** (`todo` before identities) is read as before; each item's identity is derived
/// from the file's content (see ``derivedIdentity(position:dueText:title:)``), so every read of
/// the same file gives the same identities, and the first save writes them down as version 2.
/// Nothing is written until there is something to save.
///
/// What this version does not read is kept: keys it does not know, in the document and in each
/// item, the text of every identity read (a UUID in upper case stays so; identities are
/// compared by value, whatever their case), and the text of every instant read
/// (`2026-11-23T09:30:00.5+01:00` stays so, and an
/// instant after the year 9999 in UTC, which this version could not write, is written back as
/// it was). Only instants this program makes are written by ``ISO8601Instant``, in UTC.
struct TodoFileDocument {
  /// The version this app writes.
  static let version = 2
  /// The versions this app reads.
  static let readableVersions = 1...2

  /// One item as the file holds it.
  struct Entry: DueDated {
    /// The item.
    var item: TodoItem
    /// The due instant as the file spells it, written back unchanged.
    var dueText: String
    /// The identity as the file spells it (in any case), written back unchanged; `nil` for an
    /// item that has none written yet (a new one, or one of a version-1 file).
    var idText: String?
    /// When the item was marked done, as the file spells it; `nil` while it is to do.
    var completedText: String?
    /// The item's keys other than `title`, `due`, `id` and `completed`.
    var otherMembers: [JSONMember]

    var dueDate: Date { item.dueDate }
    var isToDo: Bool { completedText == nil }
  }

  /// The keys of an item this version gives a meaning.
  private static let itemKeys = ["title", "due", "id", "completed"]

  /// The items, in due-date order; items due at the same instant in the file's order.
  private(set) var entries = DueDateOrdered<Entry>()
  /// The document's keys other than `version` and `items`.
  private var otherMembers: [JSONMember] = []

  /// Creates an empty document, for a store with no file yet.
  init() {}

  /// Reads a document, or throws what is wrong with it, naming `path`.
  init(data: Data, path: String) throws(JSONFileTodoStoreError) {
    let value: JSONValue
    do {
      value = try JSONReader.value(from: data)
    } catch {
      throw Self.describe(error, path: path)
    }
    guard case .object(let members) = value else {
      throw .notAToDoFile(
        path: path, problem: Message(.fileNotAnObject))
    }
    let version = try Self.checkVersion(members["version"], path: path)
    guard case .array(let items)? = members["items"] else {
      throw .notAToDoFile(path: path, problem: Message(.fileNoItems))
    }
    var read: [Entry] = []
    // Room for the items at once: grown an item at a time, it could hold up to twice that.
    read.reserveCapacity(items.count)
    var positions: [TodoItem.ID: Int] = [:]
    for (offset, item) in items.enumerated() {
      let entry = try Self.entry(item, position: offset + 1, version: version, path: path)
      if let first = positions.updateValue(offset + 1, forKey: entry.item.id) {
        throw .invalidItem(
          path: path, position: offset + 1,
          problem: Message(.fileDuplicateID, .text("\(entry.item.id)"), .number(first)))
      }
      read.append(entry)
    }
    entries = DueDateOrdered(read)
    otherMembers = members.filter { !$0.hasKey("version") && !$0.hasKey("items") }
  }

  /// Returns the items to do that are due in `[start, end)`, in due-date order.
  func items(dueFrom start: Date, before end: Date) -> [TodoItem] {
    entries.elements(dueFrom: start, before: end).filter(\.isToDo).map(\.item)
  }

  /// Returns the item to do with identity `id`, if there is one.
  func item(withID id: TodoItem.ID) -> TodoItem? {
    entries.elements.first { $0.item.id == id && $0.isToDo }?.item
  }

  /// Adds an item after those due at the same instant or earlier.
  ///
  /// - Throws: ``JSONFileTodoStoreError/cannotSave(path:reason:)`` when its due instant cannot
  ///   be written (outside the years 0000 to 9999 in UTC).
  mutating func add(_ item: TodoItem, path: String) throws(JSONFileTodoStoreError) {
    entries.insert(
      Entry(
        item: item, dueText: try Self.text(of: item.dueDate, named: "due", for: item, path: path),
        idText: nil, completedText: nil, otherMembers: []))
  }

  /// Applies `change` to the item to do with its identity, as the document holds it, keeping
  /// the rest of what the file holds for it; returns whether there was such an item.
  ///
  /// - Throws: ``TodoItemChangedMeanwhile`` when a field it changes was changed meanwhile
  ///   (nothing is changed then), or ``JSONFileTodoStoreError``.
  mutating func apply(_ change: TodoItemChange, path: String) throws -> Bool {
    guard let index = entries.elements.firstIndex(where: { $0.item.id == change.id && $0.isToDo })
    else { return false }
    let item = try change.applied(to: entries.elements[index].item)
    guard var entry = entries.removeFirst(where: { $0.item.id == item.id && $0.isToDo }) else {
      return false
    }
    if entry.item.dueDate != item.dueDate {
      entry.dueText = try Self.text(of: item.dueDate, named: "due", for: item, path: path)
    }
    entry.item = item
    entries.insert(entry)
    return true
  }

  /// Marks the item to do with identity `id` done at `instant`; returns whether there was one.
  mutating func complete(
    _ id: TodoItem.ID, at instant: Date, path: String
  ) throws(JSONFileTodoStoreError) -> Bool {
    guard var entry = entries.removeFirst(where: { $0.item.id == id && $0.isToDo }) else {
      return false
    }
    entry.completedText = try Self.text(
      of: instant, named: "completion", for: entry.item, path: path)
    entries.insert(entry)
    return true
  }

  /// Removes the item to do with `item`'s identity if it is still `item`; returns whether
  /// there was one.
  ///
  /// - Throws: ``TodoItemChangedMeanwhile`` with the item as the document holds it, when its
  ///   title or due date changed; nothing is removed then.
  mutating func remove(_ item: TodoItem) throws(TodoItemChangedMeanwhile) -> Bool {
    guard let current = self.item(withID: item.id) else { return false }
    guard current == item else { throw TodoItemChangedMeanwhile(item: current) }
    return entries.removeFirst { $0.item.id == item.id && $0.isToDo } != nil
  }

  /// The document as UTF-8 text, version 2.
  func data() -> Data {
    let items = entries.elements.map { entry in
      var members = [
        JSONMember(key: "due", value: .string(entry.dueText)),
        JSONMember(key: "id", value: .string(entry.idText ?? entry.item.id.description)),
        JSONMember(key: "title", value: .string(entry.item.title)),
      ]
      if let completedText = entry.completedText {
        members.append(JSONMember(key: "completed", value: .string(completedText)))
      }
      return JSONValue.object(members + entry.otherMembers)
    }
    let document = JSONValue.object(
      [
        JSONMember(key: "items", value: .array(items)),
        JSONMember(key: "version", value: .number(String(Self.version))),
      ] + otherMembers)
    return Data(JSONWriter.text(of: document).utf8)
  }

  /// Returns the text of an instant this program writes for `item` (its `name` instant), or
  /// the error of one it cannot write.
  private static func text(
    of instant: Date, named name: String, for item: TodoItem, path: String
  ) throws(JSONFileTodoStoreError) -> String {
    guard let text = ISO8601Instant.text(for: instant) else {
      throw .cannotSave(
        path: path,
        reason: Message(
          name == "due" ? .fileDueOutOfRange : .fileCompletionOutOfRange, .text(item.title)))
    }
    return text
  }

  /// Returns the identity of an item of a version-1 file, which has none written down: a
  /// UUID made from the item's place in the file and its text, the same at every read of the
  /// same file, and different for two alike items, as their places differ.
  ///
  /// Two 64-bit FNV-1a hashes of the text, then the version bits of a UUID of version 8 (made
  /// in a way of one's own, RFC 9562).
  static func derivedIdentity(position: Int, dueText: String, title: String) -> TodoItem.ID {
    let text = Array("todo version-1 item \(position)\u{0}\(dueText)\u{0}\(title)".utf8)
    func hash(_ basis: UInt64) -> UInt64 {
      text.reduce(basis) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
    }
    let high = hash(0xCBF2_9CE4_8422_2325)
    let low = hash(0x84222325_CBF29CE4)
    var bytes =
      (0..<8).map { UInt8(truncatingIfNeeded: high >> (56 - 8 * $0)) }
      + (0..<8).map { UInt8(truncatingIfNeeded: low >> (56 - 8 * $0)) }
    bytes[6] = bytes[6] & 0x0F | 0x80
    bytes[8] = bytes[8] & 0x3F | 0x80
    let uuid = UUID(
      uuid: (
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
        bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
      ))
    return TodoItem.ID(uuid)
  }

  /// Returns the file's version, 1 or 2, or throws what is wrong with it.
  private static func checkVersion(
    _ value: JSONValue?, path: String
  ) throws(JSONFileTodoStoreError) -> Int {
    guard let value else {
      throw .notAToDoFile(path: path, problem: Message(.fileNoVersion))
    }
    // An integer written as one: a fraction or an exponent (`2.0`, `1e0`, and
    // `2.0000000000000001`, which a `Double` reads as 2) is not a version.
    guard case .number(let text) = value, !text.contains(where: { ".eE".contains($0) }) else {
      throw .notAToDoFile(path: path, problem: Message(.fileVersionNotWhole))
    }
    guard let version = Int(text), readableVersions.contains(version) else {
      throw .notAToDoFile(path: path, problem: Message(.fileUnknownVersion, .text(text)))
    }
    return version
  }

  private static func entry(
    _ value: JSONValue, position: Int, version: Int, path: String
  ) throws(JSONFileTodoStoreError) -> Entry {
    func invalid(_ word: Word, _ arguments: Message.Argument...) -> JSONFileTodoStoreError {
      .invalidItem(path: path, position: position, problem: Message(word, arguments: arguments))
    }
    guard case .object(let members) = value else { throw invalid(.itemNotAnObject) }
    guard let titleValue = members["title"] else { throw invalid(.itemNoTitle) }
    guard case .string(let title) = titleValue else { throw invalid(.itemTitleNotText) }
    guard let dueValue = members["due"] else { throw invalid(.itemNoDue) }
    guard case .string(let dueText) = dueValue else { throw invalid(.itemDueNotText) }
    guard !TodoItem.isBlank(title: title) else { throw invalid(.itemEmptyTitle) }
    func instant(_ text: String, named name: String) throws(JSONFileTodoStoreError) -> Date {
      guard let date = ISO8601Instant.date(from: text) else {
        throw invalid(.itemBadInstant, .text(name), .text(text))
      }
      return date
    }
    let dueDate = try instant(dueText, named: "due")
    let id: TodoItem.ID
    var idText: String?
    switch members["id"] {
    case .string(let text)?:
      guard let read = TodoItem.ID(text) else {
        throw invalid(.itemBadID, .text(text))
      }
      id = read
      idText = text
    case nil where version == 1:
      id = derivedIdentity(position: position, dueText: dueText, title: title)
    case nil:
      throw invalid(.itemNoID)
    case _?:
      throw invalid(.itemIDNotText)
    }
    var completedText: String?
    switch members["completed"] {
    case .string(let text)?:
      _ = try instant(text, named: "completed")
      completedText = text
    case nil:
      completedText = nil
    case _?:
      throw invalid(.itemCompletedNotText)
    }
    return Entry(
      item: TodoItem(id: id, title: title, dueDate: dueDate), dueText: dueText, idText: idText,
      completedText: completedText,
      otherMembers: members.filter { member in !itemKeys.contains { member.hasKey($0) } })
  }

  /// Returns the store's error for a document the reader refused.
  private static func describe(
    _ failure: JSONReader.Failure, path: String
  ) -> JSONFileTodoStoreError {
    let line = Message.Argument.number(failure.line)
    let column = Message.Argument.number(failure.column)
    switch failure.problem {
    case .notUTF8:
      return .notAToDoFile(path: path, problem: Message(.fileNotUTF8, line, column))
    case .notJSON:
      return .notAToDoFile(path: path, problem: Message(.fileNotJSON, line, column))
    case .tooDeep:
      return .notAToDoFile(
        path: path,
        problem: Message(.fileTooDeep, .number(JSONReader.maximumDepth), line, column))
    case .duplicateKey(let key, let keyPath):
      func repeated(in rest: [JSONPathComponent]) -> Message {
        rest.isEmpty
          ? Message(.fileDuplicateKey, .text(key))
          : Message(.fileDuplicateKeyIn, .text(key), .text(rest.text))
      }
      if keyPath.count >= 2, keyPath[0] == .key("items"), case .index(let index) = keyPath[1] {
        return .invalidItem(
          path: path, position: index + 1, problem: repeated(in: Array(keyPath.dropFirst(2))))
      }
      return .notAToDoFile(path: path, problem: repeated(in: keyPath))
    }
  }
}
