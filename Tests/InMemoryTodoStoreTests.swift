import Foundation
import Testing
import TodoVIPER

/// The in-memory adapter's own behaviour, outside the shared store contract.
struct InMemoryTodoStoreTests {
  @Test func `items given at creation are kept in due-date order`() {
    let later = TodoItem(title: "Later", dueDate: Date(timeIntervalSince1970: 200))
    let sooner = TodoItem(title: "Sooner", dueDate: Date(timeIntervalSince1970: 100))
    let alsoSooner = TodoItem(title: "Also sooner", dueDate: Date(timeIntervalSince1970: 100))

    let store = InMemoryTodoStore(items: [later, sooner, alsoSooner])

    #expect(store.items == [sooner, alsoSooner, later])
  }
}
