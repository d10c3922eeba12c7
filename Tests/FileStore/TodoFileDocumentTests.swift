import Foundation
import Testing

@testable import TodoFileStore

/// The document a store file holds, as it is read: what the store's specs cannot see from its
/// outside.
struct TodoFileDocumentTests {
  @Test func `a document read holds room for its items and little more`() throws {
    // 513 items, one more than a power of two: an array grown an item at a time, doubling its
    // room, would hold room for 1 024.
    let items = (1...513).map { number in
      let id =
        "00000000-0000-0000-0000-" + String(repeating: "0", count: 12 - "\(number)".count)
        + "\(number)"
      return #"{"title": "Item \#(number)", "due": "2026-11-23T09:30:00Z", "id": "\#(id)"}"#
    }
    let data = Data(#"{"version": 2, "items": [\#(items.joined(separator: ", "))]}"#.utf8)

    let document = try TodoFileDocument(data: data, path: "/nowhere/todo.json")

    #expect(document.entries.elements.count == 513)
    // Room for an eighth more at most: what the allocator rounds a block up to.
    let capacity = document.entries.elements.capacity
    #expect((513...577).contains(capacity), "room for \(capacity) items")
  }
}
