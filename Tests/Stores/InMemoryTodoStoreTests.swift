import Foundation
import Testing
import TodoVIPER

/// The in-memory adapter's own behaviour, outside the shared store contract.
struct InMemoryTodoStoreTests {
  @Test func `items given at creation are kept in due-date order`() async {
    let later = TodoItem(
      id: .numbered(1), title: "Later", dueDate: Date(timeIntervalSince1970: 200))
    let sooner = TodoItem(
      id: .numbered(2), title: "Sooner", dueDate: Date(timeIntervalSince1970: 100))
    let alsoSooner = TodoItem(
      id: .numbered(3), title: "Also sooner", dueDate: Date(timeIntervalSince1970: 100))

    let store = InMemoryTodoStore(items: [later, sooner, alsoSooner])

    #expect(await store.items == [sooner, alsoSooner, later])
  }

  @Test func `items given at creation in random order are kept in due-date order, ties as given`()
    async
  {
    let given = [
      TodoItem(id: .numbered(4), title: "E", dueDate: Date(timeIntervalSince1970: 500)),
      TodoItem(id: .numbered(5), title: "Tie 1", dueDate: Date(timeIntervalSince1970: 300)),
      TodoItem(id: .numbered(6), title: "A", dueDate: Date(timeIntervalSince1970: 100)),
      TodoItem(id: .numbered(7), title: "F", dueDate: Date(timeIntervalSince1970: 500.001)),
      TodoItem(id: .numbered(8), title: "Tie 2", dueDate: Date(timeIntervalSince1970: 300)),
      TodoItem(id: .numbered(9), title: "B", dueDate: Date(timeIntervalSince1970: 200)),
      TodoItem(id: .numbered(10), title: "G", dueDate: Date(timeIntervalSince1970: 900)),
      TodoItem(id: .numbered(11), title: "Tie 3", dueDate: Date(timeIntervalSince1970: 300)),
      TodoItem(id: .numbered(12), title: "D", dueDate: Date(timeIntervalSince1970: 400)),
    ]

    let store = InMemoryTodoStore(items: given)

    #expect(
      await store.items.map(\.title) == ["A", "B", "Tie 1", "Tie 2", "Tie 3", "D", "E", "F", "G"])
  }

  @Test func `a completed item is kept, with the instant it was done, out of the items to do`()
    async throws
  {
    let milk = TodoItem(id: .numbered(1), title: "Milk", dueDate: Date(timeIntervalSince1970: 100))
    let store = InMemoryTodoStore(items: [milk])

    try await store.complete(.numbered(1), at: Date(timeIntervalSince1970: 50))

    #expect(await store.items == [])
    #expect(
      await store.completed
        == [CompletedTodoItem(item: milk, completed: Date(timeIntervalSince1970: 50))])
  }
}
