import Foundation
import TodoVIPER

/// The JSON document of the file store, version 1: its items in due-date order, and everything
/// else it holds, so that a save changes nothing but the item it adds.
///
/// ```json
/// {
///   "items" : [
///     {
///       "due" : "2026-11-23T00:00:00Z",
///       "title" : "Buy milk"
///     }
///   ],
///   "version" : 1
/// }
/// ```
///
/// Read strictly (see ``JSONReader``): `version` must be the number 1 (it is checked first, so
/// a later version is named as such whatever its items look like), and every item needs a
/// `title` that is not blank (``TodoItem/isBlank(title:)``) and a `due` instant (see
/// ``ISO8601Instant``). Written pretty-printed with sorted keys and a final line break.
///
/// What this version does not read is kept: keys it does not know, in the document and in each
/// item, and the text of every due instant read (`2026-11-23T09:30:00.5+01:00` stays so, and
/// an instant after the year 9999 in UTC, which this version could not write, is written back
/// as it was). Only a new item's due instant is written by ``ISO8601Instant``, in UTC.
struct TodoFileDocument {
  /// The version this app reads and writes.
  static let version = 1

  /// One item as the file holds it.
  struct Entry: DueDated {
    /// The item.
    var item: TodoItem
    /// The due instant as the file spells it, written back unchanged.
    var dueText: String
    /// The item's keys other than `title` and `due`.
    var otherMembers: [JSONMember]

    var dueDate: Date { item.dueDate }
  }

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
        path: path, problem: #"expected a JSON object with "version" and "items""#)
    }
    try Self.checkVersion(members["version"], path: path)
    guard case .array(let items)? = members["items"] else {
      throw .notAToDoFile(path: path, problem: #""items" is missing or not a list"#)
    }
    var read: [Entry] = []
    read.reserveCapacity(items.count)
    for (offset, item) in items.enumerated() {
      read.append(try Self.entry(item, position: offset + 1, path: path))
    }
    entries = DueDateOrdered(read)
    otherMembers = members.filter { !$0.hasKey("version") && !$0.hasKey("items") }
  }

  /// Returns the items due in `[start, end)`, in due-date order.
  func items(dueFrom start: Date, before end: Date) -> [TodoItem] {
    entries.elements(dueFrom: start, before: end).map(\.item)
  }

  /// Adds an item after those due at the same instant or earlier.
  ///
  /// - Throws: ``JSONFileTodoStoreError/cannotSave(path:reason:)`` when its due instant cannot
  ///   be written (outside the years 0000 to 9999 in UTC).
  mutating func add(_ item: TodoItem, path: String) throws(JSONFileTodoStoreError) {
    guard let dueText = ISO8601Instant.text(for: item.dueDate) else {
      throw .cannotSave(
        path: path, reason: "the due instant of \"\(item.title)\" is outside the years 0000 to 9999"
      )
    }
    entries.insert(Entry(item: item, dueText: dueText, otherMembers: []))
  }

  /// The document as UTF-8 text.
  func data() -> Data {
    let items = entries.elements.map { entry in
      JSONValue.object(
        [
          JSONMember(key: "due", value: .string(entry.dueText)),
          JSONMember(key: "title", value: .string(entry.item.title)),
        ] + entry.otherMembers)
    }
    let document = JSONValue.object(
      [
        JSONMember(key: "items", value: .array(items)),
        JSONMember(key: "version", value: .number(String(Self.version))),
      ] + otherMembers)
    return Data(JSONWriter.text(of: document).utf8)
  }

  private static func checkVersion(_ value: JSONValue?, path: String) throws(JSONFileTodoStoreError)
  {
    let readsVersion = "(this app reads version \(version))"
    guard let value else {
      throw .notAToDoFile(path: path, problem: "it has no version \(readsVersion)")
    }
    guard case .number(let text) = value, let number = Double(text), number.rounded() == number
    else {
      throw .notAToDoFile(path: path, problem: "its version is not a whole number \(readsVersion)")
    }
    guard number == Double(version) else {
      throw .notAToDoFile(path: path, problem: "unknown version \(text) \(readsVersion)")
    }
  }

  private static func entry(
    _ value: JSONValue, position: Int, path: String
  ) throws(JSONFileTodoStoreError) -> Entry {
    func invalid(_ problem: String) -> JSONFileTodoStoreError {
      .invalidItem(path: path, position: position, problem: problem)
    }
    guard case .object(let members) = value else {
      throw invalid(#"it is not an object with "title" and "due""#)
    }
    guard let titleValue = members["title"] else { throw invalid(#"it has no "title""#) }
    guard case .string(let title) = titleValue else { throw invalid(#"its "title" is not text"#) }
    guard let dueValue = members["due"] else { throw invalid(#"it has no "due""#) }
    guard case .string(let dueText) = dueValue else { throw invalid(#"its "due" is not text"#) }
    guard !TodoItem.isBlank(title: title) else { throw invalid("its title is empty") }
    guard let dueDate = ISO8601Instant.date(from: dueText) else {
      throw invalid(
        "its due instant \"\(dueText)\" is not ISO 8601 with an offset, such as "
          + "2026-11-23T00:00:00Z or 2026-11-23T09:30:00.5+01:00")
    }
    return Entry(
      item: TodoItem(title: title, dueDate: dueDate), dueText: dueText,
      otherMembers: members.filter { !$0.hasKey("title") && !$0.hasKey("due") })
  }

  /// Returns the store's error for a document the reader refused.
  private static func describe(
    _ failure: JSONReader.Failure, path: String
  ) -> JSONFileTodoStoreError {
    let place = "(line \(failure.line), column \(failure.column))"
    switch failure.problem {
    case .notUTF8:
      return .notAToDoFile(path: path, problem: "it is not UTF-8 text \(place)")
    case .notJSON:
      return .notAToDoFile(path: path, problem: "it is not valid JSON \(place)")
    case .tooDeep:
      return .notAToDoFile(
        path: path, problem: "it nests more than \(JSONReader.maximumDepth) levels deep \(place)")
    case .duplicateKey(let key, let keyPath):
      func repeated(in rest: [JSONPathComponent]) -> String {
        "the key \"\(key)\"" + " appears twice" + (rest.isEmpty ? "" : " in \(rest.text)")
      }
      if keyPath.count >= 2, keyPath[0] == .key("items"), case .index(let index) = keyPath[1] {
        return .invalidItem(
          path: path, position: index + 1, problem: repeated(in: Array(keyPath.dropFirst(2))))
      }
      return .notAToDoFile(path: path, problem: repeated(in: keyPath))
    }
  }
}
