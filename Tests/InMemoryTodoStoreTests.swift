import Foundation
import Testing
import TodoVIPER

/// The in-memory adapter's own behaviour, outside the shared store contract.
struct InMemoryTodoStoreTests {
  @Test func `items given at creation are kept in due-date order`() async {
    let later = TodoItem(title: "Later", dueDate: Date(timeIntervalSince1970: 200))
    let sooner = TodoItem(title: "Sooner", dueDate: Date(timeIntervalSince1970: 100))
    let alsoSooner = TodoItem(title: "Also sooner", dueDate: Date(timeIntervalSince1970: 100))

    let store = InMemoryTodoStore(items: [later, sooner, alsoSooner])

    #expect(await store.items == [sooner, alsoSooner, later])
  }

  @Test func `items given at creation in random order are kept in due-date order, ties as given`()
    async
  {
    let given = [
      TodoItem(title: "E", dueDate: Date(timeIntervalSince1970: 500)),
      TodoItem(title: "Tie 1", dueDate: Date(timeIntervalSince1970: 300)),
      TodoItem(title: "A", dueDate: Date(timeIntervalSince1970: 100)),
      TodoItem(title: "F", dueDate: Date(timeIntervalSince1970: 500.001)),
      TodoItem(title: "Tie 2", dueDate: Date(timeIntervalSince1970: 300)),
      TodoItem(title: "B", dueDate: Date(timeIntervalSince1970: 200)),
      TodoItem(title: "G", dueDate: Date(timeIntervalSince1970: 900)),
      TodoItem(title: "Tie 3", dueDate: Date(timeIntervalSince1970: 300)),
      TodoItem(title: "D", dueDate: Date(timeIntervalSince1970: 400)),
    ]

    let store = InMemoryTodoStore(items: given)

    #expect(
      await store.items.map(\.title) == ["A", "B", "Tie 1", "Tie 2", "Tie 3", "D", "E", "F", "G"])
  }
}
