import Fakes
import Foundation
import Testing
import TodoFileStore
import TodoVIPER

/// The contract every store adapter keeps, run against each adapter.
///
/// Each test, and each case of a parameterized test, gets a fresh instance of the suite and so a
/// fresh temporary folder, removed when the case ends; the file adapter keeps its file there.
struct TodoStoreContractSpecs {
  /// A store adapter under test.
  enum Adapter: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case inMemory
    case jsonFile
    /// The JSON file store, read back by a fresh instance for every call, so every answer
    /// comes from the file on disk rather than a cache.
    case jsonFileReopened

    var testDescription: String { rawValue }

    /// The adapters of a check that saves dozens of times, each save to a file store durable.
    ///
    /// In a plain `swift test`, the memory store and the file store, one instance for the whole
    /// check (two for the two writers), which reads the file again only when another changed it;
    /// in a full run (`TODO_SUITE=full`, CI's), the file store read back from disk at every call
    /// too, which parses the whole file at each of the dozens of calls (in a debug build these
    /// four checks took 0.41 s of processor with it beside the memory store, 0.20 s with the
    /// file store kept open). Every other check has all three in every run.
    static let sampledForLongChecks = SuiteSize.pick(
      quick: [Adapter.inMemory, .jsonFile], full: allCases)

    func makeStore(in folder: TemporaryDirectory) -> any TodoStore {
      switch self {
      case .inMemory: InMemoryTodoStore()
      case .jsonFile: JSONFileTodoStore(path: folder.path("todo.json"))
      case .jsonFileReopened: ReopeningFileStore(path: folder.path("todo.json"))
      }
    }
  }

  /// A JSON file store that opens the file afresh for every call.
  final class ReopeningFileStore: TodoStore {
    let path: String

    init(path: String) {
      self.path = path
    }

    func todoItems(dueFrom start: Date, before end: Date) async throws -> [TodoItem] {
      try await JSONFileTodoStore(path: path).todoItems(dueFrom: start, before: end)
    }

    /// Adds through a fresh store, which waits for the others' lock as long as it takes: the
    /// stores of adds made at once take turns, and the tests that run alongside may keep a
    /// waiting store from waking for many seconds under a sanitizer.
    func add(_ item: TodoItem) async throws {
      try await JSONFileTodoStore(path: path, lockTimeout: .seconds(600)).add(item)
    }

    func todoItem(withID id: TodoItem.ID) async throws -> TodoItem {
      try await JSONFileTodoStore(path: path).todoItem(withID: id)
    }

    func apply(_ change: TodoItemChange) async throws {
      try await JSONFileTodoStore(path: path, lockTimeout: .seconds(600)).apply(change)
    }

    func complete(_ id: TodoItem.ID, at instant: Date) async throws {
      try await JSONFileTodoStore(path: path, lockTimeout: .seconds(600)).complete(id, at: instant)
    }

    func remove(_ item: TodoItem) async throws {
      try await JSONFileTodoStore(path: path, lockTimeout: .seconds(600)).remove(item)
    }
  }

  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  let milk = TodoItem(id: .numbered(1), title: "Buy milk", dueDate: .iso("2014-05-22T09:00:00Z"))
  let rent = TodoItem(id: .numbered(2), title: "Pay rent", dueDate: .iso("2014-05-31T10:00:00Z"))
  let haircut = TodoItem(
    id: .numbered(3), title: "Get a haircut", dueDate: .iso("2014-05-21T17:00:00Z"))

  @Test(arguments: Adapter.allCases)
  func `an empty store finds nothing`(_ adapter: Adapter) async throws {
    let store = adapter.makeStore(in: folder)

    #expect(
      try await store.todoItems(
        dueFrom: .iso("1970-01-01T00:00:00Z"), before: .iso("2100-01-01T00:00:00Z"))
        == [])
  }

  @Test(arguments: Adapter.allCases)
  func `added items are found in due-date order`(_ adapter: Adapter) async throws {
    let store = adapter.makeStore(in: folder)
    try await store.add(rent)
    try await store.add(milk)
    try await store.add(haircut)

    #expect(
      try await store.todoItems(
        dueFrom: .iso("2014-05-21T00:00:00Z"), before: .iso("2014-06-01T00:00:00Z"))
        == [haircut, milk, rent])
  }

  @Test(arguments: Adapter.allCases)
  func `items added in random order are found in due-date order, ties in the order added`(
    _ adapter: Adapter
  ) async throws {
    let store = adapter.makeStore(in: folder)
    let added = [
      TodoItem(id: .numbered(4), title: "F", dueDate: .iso("2014-05-23T08:00:00Z")),
      TodoItem(id: .numbered(5), title: "B", dueDate: .iso("2014-05-21T09:00:00Z")),
      TodoItem(id: .numbered(6), title: "H", dueDate: .iso("2014-05-30T12:00:00Z")),
      TodoItem(id: .numbered(7), title: "A", dueDate: .iso("2014-05-21T08:00:00Z")),
      TodoItem(id: .numbered(8), title: "D1", dueDate: .iso("2014-05-22T12:00:00Z")),
      TodoItem(id: .numbered(9), title: "G", dueDate: .iso("2014-05-23T08:00:00.001Z")),
      TodoItem(id: .numbered(10), title: "C", dueDate: .iso("2014-05-21T23:59:59.999Z")),
      TodoItem(id: .numbered(11), title: "D2", dueDate: .iso("2014-05-22T12:00:00Z")),
      TodoItem(id: .numbered(12), title: "E", dueDate: .iso("2014-05-22T12:00:01Z")),
      TodoItem(id: .numbered(13), title: "D3", dueDate: .iso("2014-05-22T12:00:00Z")),
    ]
    for item in added { try await store.add(item) }

    let found = try await store.todoItems(
      dueFrom: .iso("2014-05-21T00:00:00Z"), before: .iso("2014-06-01T00:00:00Z"))

    #expect(found.map(\.title) == ["A", "B", "C", "D1", "D2", "D3", "E", "F", "G", "H"])
  }

  @Test(arguments: Adapter.sampledForLongChecks)
  func `a hundred items added in a scrambled order are found in due-date order`(
    _ adapter: Adapter
  ) async throws {
    let store = adapter.makeStore(in: folder)
    let hour = 3_600.0
    let start = Date.iso("2014-05-01T00:00:00Z")
    // Item k is due k hours after the start; they are added as k = 0, 37, 74, 11, 48, 85, 22, …
    for step in 0..<100 {
      let index = step * 37 % 100
      try await store.add(
        TodoItem(
          id: .numbered(100 + index), title: "Item \(index)", dueDate: start + Double(index) * hour)
      )
    }

    let found = try await store.todoItems(
      dueFrom: .iso("2014-05-01T00:00:00Z"), before: .iso("2014-05-06T00:00:00Z"))

    #expect(found.count == 100)
    #expect(found.prefix(4).map(\.title) == ["Item 0", "Item 1", "Item 2", "Item 3"])
    #expect(found.suffix(3).map(\.title) == ["Item 97", "Item 98", "Item 99"])
    #expect(found.last?.dueDate == .iso("2014-05-05T03:00:00Z"))
    #expect(zip(found, found.dropFirst()).allSatisfy { $0.dueDate < $1.dueDate })
  }

  @Test(arguments: Adapter.allCases)
  func `the window includes its start and excludes its end`(_ adapter: Adapter) async throws {
    let store = adapter.makeStore(in: folder)
    let atStart = TodoItem(
      id: .numbered(15), title: "At start", dueDate: .iso("2014-05-21T00:00:00Z"))
    let justBeforeEnd = TodoItem(
      id: .numbered(51), title: "Just before end", dueDate: .iso("2014-05-31T23:59:59.999Z"))
    let atEnd = TodoItem(id: .numbered(16), title: "At end", dueDate: .iso("2014-06-01T00:00:00Z"))
    let justBeforeStart = TodoItem(
      id: .numbered(52), title: "Just before start", dueDate: .iso("2014-05-20T23:59:59.999Z"))
    for item in [atEnd, justBeforeEnd, atStart, justBeforeStart] { try await store.add(item) }

    #expect(
      try await store.todoItems(
        dueFrom: .iso("2014-05-21T00:00:00Z"), before: .iso("2014-06-01T00:00:00Z"))
        == [atStart, justBeforeEnd])
  }

  @Test(arguments: Adapter.allCases)
  func `items due at the same instant keep the order they were added in`(_ adapter: Adapter)
    async throws
  {
    let store = adapter.makeStore(in: folder)
    let second = TodoItem(id: .numbered(17), title: "Second", dueDate: milk.dueDate)
    try await store.add(milk)
    try await store.add(second)

    #expect(
      try await store.todoItems(
        dueFrom: .iso("2014-05-22T00:00:00Z"), before: .iso("2014-05-23T00:00:00Z"))
        == [milk, second])
  }

  @Test(arguments: Adapter.allCases)
  func `an empty or reversed window finds nothing`(_ adapter: Adapter) async throws {
    let store = adapter.makeStore(in: folder)
    try await store.add(milk)

    #expect(try await store.todoItems(dueFrom: milk.dueDate, before: milk.dueDate) == [])
    #expect(
      try await store.todoItems(
        dueFrom: .iso("2014-06-01T00:00:00Z"), before: .iso("2014-05-01T00:00:00Z"))
        == [])
  }

  @Test(arguments: Adapter.sampledForLongChecks)
  func `many items: a window finds exactly the ones due in it`(_ adapter: Adapter) async throws {
    let store = adapter.makeStore(in: folder)
    let hour = 3_600.0
    // One item an hour from 2014-05-01T00:00Z, added from the last to the first: for five days
    // in a full run, for three in a plain one (each add to the file store is a durable save, and
    // writes every item: hence not 1 000 items), so that the window, the second day, has items
    // on both sides either way.
    let start = Date.iso("2014-05-01T00:00:00Z")
    for index in (0..<SuiteSize.pick(quick: 72, full: 120)).reversed() {
      try await store.add(
        TodoItem(
          id: .numbered(100 + index), title: "Item \(index)", dueDate: start + Double(index) * hour)
      )
    }

    let found = try await store.todoItems(
      dueFrom: .iso("2014-05-02T00:00:00Z"), before: .iso("2014-05-03T00:00:00Z"))

    #expect(found.count == 24)
    #expect(
      found.first
        == TodoItem(id: .numbered(124), title: "Item 24", dueDate: .iso("2014-05-02T00:00:00Z")))
    #expect(
      found.last
        == TodoItem(id: .numbered(147), title: "Item 47", dueDate: .iso("2014-05-02T23:00:00Z")))
  }

  @Test(arguments: Adapter.sampledForLongChecks)
  func `adds made at once from many tasks are all kept, none twice`(_ adapter: Adapter)
    async throws
  {
    let store = adapter.makeStore(in: folder)
    let start = Date.iso("2014-05-21T00:00:00Z")

    try await withThrowingTaskGroup(of: Void.self) { group in
      for index in 0..<40 {
        group.addTask {
          try await store.add(
            TodoItem(
              id: .numbered(100 + index), title: "Item \(index)", dueDate: start + Double(index)))
        }
      }
      try await group.waitForAll()
    }

    let found = try await store.todoItems(dueFrom: start, before: start + 40)
    #expect(found.map(\.title) == (0..<40).map { "Item \($0)" })
  }

  // MARK: - Finding, changing, completing and removing one item by its identity

  /// Every item the store has to do.
  func everything(in store: any TodoStore) async throws -> [TodoItem] {
    try await store.todoItems(dueFrom: .distantPast, before: .distantFuture)
  }

  @Test(arguments: Adapter.allCases)
  func `an item is found by its identity`(_ adapter: Adapter) async throws {
    let store = adapter.makeStore(in: folder)
    for item in [milk, rent, haircut] { try await store.add(item) }

    #expect(try await store.todoItem(withID: .numbered(2)) == rent)
  }

  @Test(arguments: Adapter.allCases)
  func `an identity no item has is not found, and nothing is changed`(_ adapter: Adapter)
    async throws
  {
    let store = adapter.makeStore(in: folder)
    try await store.add(milk)
    let stranger = TodoItem(id: .numbered(9), title: "Stranger", dueDate: milk.dueDate)

    await #expect(throws: TodoItemNotFound(id: .numbered(9))) {
      try await store.todoItem(withID: .numbered(9))
    }
    await #expect(throws: TodoItemNotFound(id: .numbered(9))) {
      try await store.apply(
        TodoItemChange(id: .numbered(9), title: .init(from: "Stranger", to: "Friend")))
    }
    await #expect(throws: TodoItemNotFound(id: .numbered(9))) {
      try await store.complete(.numbered(9), at: .may21AtNoon)
    }
    await #expect(throws: TodoItemNotFound(id: .numbered(9))) {
      try await store.remove(stranger)
    }
    #expect(try await everything(in: store) == [milk])
  }

  @Test(arguments: Adapter.allCases)
  func `a change gives an item its new title and due date, and changes no other item`(
    _ adapter: Adapter
  ) async throws {
    let store = adapter.makeStore(in: folder)
    for item in [milk, rent, haircut] { try await store.add(item) }
    let earlierRent = TodoItem(
      id: .numbered(2), title: "Pay the rent", dueDate: .iso("2014-05-21T08:00:00Z"))

    try await store.apply(
      TodoItemChange(
        id: .numbered(2), title: .init(from: "Pay rent", to: "Pay the rent"),
        dueDate: .init(from: .iso("2014-05-31T10:00:00Z"), to: .iso("2014-05-21T08:00:00Z"))))

    #expect(try await everything(in: store) == [earlierRent, haircut, milk])
    #expect(try await store.todoItem(withID: .numbered(2)) == earlierRent)
  }

  @Test(arguments: Adapter.allCases)
  func `a completed item leaves the list and cannot be completed again`(_ adapter: Adapter)
    async throws
  {
    let store = adapter.makeStore(in: folder)
    for item in [milk, rent] { try await store.add(item) }

    try await store.complete(.numbered(1), at: .iso("2014-05-21T18:00:00Z"))

    #expect(try await everything(in: store) == [rent])
    await #expect(throws: TodoItemNotFound(id: .numbered(1))) {
      try await store.todoItem(withID: .numbered(1))
    }
    await #expect(throws: TodoItemNotFound(id: .numbered(1))) {
      try await store.complete(.numbered(1), at: .iso("2014-05-21T19:00:00Z"))
    }
  }

  @Test(arguments: Adapter.allCases)
  func `a removed item is gone, and cannot be removed again`(_ adapter: Adapter) async throws {
    let store = adapter.makeStore(in: folder)
    for item in [milk, rent] { try await store.add(item) }

    try await store.remove(rent)

    #expect(try await everything(in: store) == [milk])
    await #expect(throws: TodoItemNotFound(id: .numbered(2))) {
      try await store.remove(rent)
    }
  }

  @Test(arguments: Adapter.allCases)
  func `an item another program removed is not found, and nothing else changes`(
    _ adapter: Adapter
  ) async throws {
    let store = adapter.makeStore(in: folder)
    for item in [milk, rent] { try await store.add(item) }
    // The edit form was opened on rent; meanwhile another program removes it.
    let opened = try await store.todoItem(withID: .numbered(2))
    let other = adapter == .inMemory ? store : adapter.makeStore(in: folder)
    try await other.remove(opened)

    await #expect(throws: TodoItemNotFound(id: .numbered(2))) {
      try await store.apply(
        TodoItemChange(id: .numbered(2), title: .init(from: "Pay rent", to: "Pay the rent")))
    }
    #expect(try await everything(in: store) == [milk])
  }

  @Test(arguments: Adapter.sampledForLongChecks)
  func `two writers changing two items each at once keep every change`(_ adapter: Adapter)
    async throws
  {
    let first = adapter.makeStore(in: folder)
    let due = Date.iso("2014-05-22T09:00:00Z")
    for number in 1...40 {
      try await first.add(TodoItem(id: .numbered(number), title: "Item \(number)", dueDate: due))
    }
    let second = adapter == .inMemory ? first : adapter.makeStore(in: folder)

    try await withThrowingTaskGroup(of: Void.self) { group in
      for number in stride(from: 1, through: 39, by: 2) {
        group.addTask {
          try await first.apply(
            TodoItemChange(
              id: .numbered(number), title: .init(from: "Item \(number)", to: "First \(number)")))
        }
        group.addTask {
          try await second.apply(
            TodoItemChange(
              id: .numbered(number + 1),
              title: .init(from: "Item \(number + 1)", to: "Second \(number + 1)")))
        }
      }
      try await group.waitForAll()
    }

    let titles = try await everything(in: first).map(\.title)
    #expect(titles.count == 40)
    #expect(titles.filter { $0.hasPrefix("First ") }.count == 20)
    #expect(titles.filter { $0.hasPrefix("Second ") }.count == 20)
  }

  // MARK: - A change made while another program changed the same item

  /// Rent's due date moved from Saturday 31 May to Friday 30 May, 10:00.
  let rentDueADayEarlier = TodoItemChange(
    id: .numbered(2),
    dueDate: .init(from: .iso("2014-05-31T10:00:00Z"), to: .iso("2014-05-30T10:00:00Z")))

  /// The store, and another program on the same store, with milk and rent in it; rent was
  /// opened by the first, and the second changes it, through `change`.
  func storesWithRentChangedMeanwhile(
    _ adapter: Adapter, _ change: TodoItemChange
  ) async throws -> any TodoStore {
    let store = adapter.makeStore(in: folder)
    for item in [milk, rent] { try await store.add(item) }
    let other = adapter == .inMemory ? store : adapter.makeStore(in: folder)
    try await other.apply(change)
    return store
  }

  @Test(arguments: Adapter.allCases)
  func `a change keeps the field another program changed meanwhile, and gives its own`(
    _ adapter: Adapter
  ) async throws {
    let store = try await storesWithRentChangedMeanwhile(
      adapter, rentDueADayEarlier)

    try await store.apply(
      TodoItemChange(id: .numbered(2), title: .init(from: "Pay rent", to: "Pay the rent")))

    #expect(
      try await everything(in: store) == [
        milk,
        TodoItem(id: .numbered(2), title: "Pay the rent", dueDate: .iso("2014-05-30T10:00:00Z")),
      ])
  }

  @Test(arguments: Adapter.allCases)
  func `a change to a field another program changed meanwhile is refused, and nothing changes`(
    _ adapter: Adapter
  ) async throws {
    let store = try await storesWithRentChangedMeanwhile(
      adapter, TodoItemChange(id: .numbered(2), title: .init(from: "Pay rent", to: "Rent paid")))
    let now = TodoItem(id: .numbered(2), title: "Rent paid", dueDate: .iso("2014-05-31T10:00:00Z"))

    await #expect(throws: TodoItemChangedMeanwhile(item: now)) {
      try await store.apply(
        TodoItemChange(
          id: .numbered(2), title: .init(from: "Pay rent", to: "Pay the rent"),
          dueDate: .init(from: .iso("2014-05-31T10:00:00Z"), to: .iso("2014-05-30T10:00:00Z"))))
    }
    #expect(try await everything(in: store) == [milk, now])
  }

  @Test(arguments: Adapter.allCases)
  func `a change to the value another program already gave that field is applied`(
    _ adapter: Adapter
  ) async throws {
    let store = try await storesWithRentChangedMeanwhile(
      adapter, TodoItemChange(id: .numbered(2), title: .init(from: "Pay rent", to: "Rent paid")))

    try await store.apply(
      TodoItemChange(
        id: .numbered(2), title: .init(from: "Pay rent", to: "Rent paid"),
        dueDate: .init(from: .iso("2014-05-31T10:00:00Z"), to: .iso("2014-05-30T10:00:00Z"))))

    #expect(
      try await everything(in: store) == [
        milk,
        TodoItem(id: .numbered(2), title: "Rent paid", dueDate: .iso("2014-05-30T10:00:00Z")),
      ])
  }

  @Test(arguments: Adapter.allCases)
  func `removing an item another program changed meanwhile is refused, and it is kept`(
    _ adapter: Adapter
  ) async throws {
    let store = try await storesWithRentChangedMeanwhile(
      adapter, rentDueADayEarlier)
    let now = TodoItem(id: .numbered(2), title: "Pay rent", dueDate: .iso("2014-05-30T10:00:00Z"))

    await #expect(throws: TodoItemChangedMeanwhile(item: now)) { try await store.remove(rent) }
    #expect(try await everything(in: store) == [milk, now])
  }
}
