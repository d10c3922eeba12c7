import Foundation

/// The JSON document of the file store, version 1: reads and writes the items with their
/// problems named.
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
/// Written pretty-printed with sorted keys and a final line break, items in due-date order.
/// Read strictly: `version` must be the number 1 (it is checked first, so a later version is
/// named as such whatever its items look like), and every item needs a `title` that is not
/// blank and a `due` instant (see ``ISO8601Instant``). Keys it does not know are ignored.
enum TodoFileDocument {
  /// The version this app reads and writes.
  static let version = 1

  /// Returns the items of a document in the file's order, or what is wrong with it.
  static func items(from data: Data, path: String) throws(JSONFileTodoStoreError) -> [TodoItem] {
    let entries: [Entry]
    do {
      entries = try JSONDecoder().decode(Document.self, from: data).items
    } catch let problem as DocumentProblem {
      throw .notAToDoFile(path: path, problem: problem.text)
    } catch let error as DecodingError {
      throw describe(error, path: path)
    } catch {
      throw .notAToDoFile(path: path, problem: "it is not valid JSON")
    }
    var items: [TodoItem] = []
    items.reserveCapacity(entries.count)
    for (offset, entry) in entries.enumerated() {
      guard !entry.title.allSatisfy(\.isWhitespace) else {
        throw .invalidItem(path: path, position: offset + 1, problem: "its title is empty")
      }
      guard let dueDate = ISO8601Instant.date(from: entry.due) else {
        throw .invalidItem(
          path: path, position: offset + 1,
          problem: "its due instant \"\(entry.due)\" is not ISO 8601 with an offset, such as "
            + "2026-11-23T00:00:00Z or 2026-11-23T09:30:00.5+01:00")
      }
      items.append(TodoItem(title: entry.title, dueDate: dueDate))
    }
    return items
  }

  /// Returns the document holding `items` in the given order, as UTF-8 text.
  static func data(for items: [TodoItem], path: String) throws(JSONFileTodoStoreError) -> Data {
    var entries: [Entry] = []
    entries.reserveCapacity(items.count)
    for item in items {
      guard let due = ISO8601Instant.text(for: item.dueDate) else {
        throw .cannotSave(
          path: path,
          reason: "the due instant of \"\(item.title)\" is outside the years 0000 to 9999")
      }
      entries.append(Entry(title: item.title, due: due))
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      var data = try encoder.encode(Document(items: entries))
      data.append(UInt8(ascii: "\n"))
      return data
    } catch {
      throw .cannotSave(path: path, reason: "\(error)")
    }
  }

  private static func describe(_ error: DecodingError, path: String) -> JSONFileTodoStoreError {
    let context: DecodingError.Context
    var missingKey: (any CodingKey)?
    switch error {
    case .keyNotFound(let key, let keyContext):
      context = keyContext
      missingKey = key
    case .typeMismatch(_, let mismatchContext), .valueNotFound(_, let mismatchContext),
      .dataCorrupted(let mismatchContext):
      context = mismatchContext
    @unknown default:
      return .notAToDoFile(path: path, problem: "it is not valid JSON")
    }
    let codingPath = context.codingPath + (missingKey.map { [$0] } ?? [])
    guard let first = codingPath.first else {
      if case .dataCorrupted = error {
        return .notAToDoFile(path: path, problem: "it is not valid JSON")
      }
      return .notAToDoFile(
        path: path, problem: #"expected a JSON object with "version" and "items""#)
    }
    guard first.stringValue == Document.Key.items.stringValue, codingPath.count > 1,
      let index = codingPath[1].intValue
    else {
      return .notAToDoFile(path: path, problem: #""items" is missing or not a list"#)
    }
    guard codingPath.count > 2 else {
      return .invalidItem(
        path: path, position: index + 1,
        problem: #"it is not an object with "title" and "due""#)
    }
    let key = codingPath[2].stringValue
    return .invalidItem(
      path: path, position: index + 1,
      problem: missingKey == nil ? "its \"\(key)\" is not text" : "it has no \"\(key)\"")
  }

  /// An item as the file spells it.
  private struct Entry: Codable {
    var title: String
    var due: String
  }

  /// A document that is JSON but not version 1.
  private struct DocumentProblem: Error {
    var text: String
  }

  /// The whole file; decoding checks the version before it reads any item.
  private struct Document: Codable {
    enum Key: String, CodingKey {
      case items
      case version
    }

    var items: [Entry]

    init(items: [Entry]) {
      self.items = items
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Key.self)
      let readsVersion = "(this app reads version \(TodoFileDocument.version))"
      guard container.contains(.version) else {
        throw DocumentProblem(text: "it has no version \(readsVersion)")
      }
      let version: Int
      do {
        version = try container.decode(Int.self, forKey: .version)
      } catch {
        throw DocumentProblem(text: "its version is not a whole number \(readsVersion)")
      }
      guard version == TodoFileDocument.version else {
        throw DocumentProblem(text: "unknown version \(version) \(readsVersion)")
      }
      items = try container.decode([Entry].self, forKey: .items)
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      try container.encode(items, forKey: .items)
      try container.encode(TodoFileDocument.version, forKey: .version)
    }
  }
}
