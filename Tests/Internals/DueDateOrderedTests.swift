import Fakes
import Foundation
import Testing

@testable import TodoVIPER

/// The list both stores keep in due-date order, where the contract specs cannot see: that a list
/// given in order is taken over as it is, that the sort of a list too long for 4-byte positions
/// keeps elements due at the same instant in order, and that an empty window is the empty slice
/// from index 0.
struct DueDateOrderedTests {
  let milk = TodoItem(id: .numbered(1), title: "Buy milk", dueDate: .iso("2026-11-23T00:00:00Z"))
  let bread = TodoItem(id: .numbered(2), title: "Buy bread", dueDate: .iso("2026-11-23T00:00:00Z"))
  let rent = TodoItem(id: .numbered(3), title: "Pay rent", dueDate: .iso("2026-12-01T09:00:00Z"))
  let dentist = TodoItem(
    id: .numbered(4), title: "Call the dentist", dueDate: .iso("2026-11-20T15:30:00Z"))

  @Test func `a list already in order, with elements due at the same instant, is kept as given`() {
    let given = [milk, bread, rent]

    let ordered = DueDateOrdered(given)

    #expect(ordered.elements == [milk, bread, rent])
    // Taken over, not sorted again: the list keeps the storage of the array it was given, which
    // a sort would have copied (the caller still holds the array).
    let givenStorage = given.withUnsafeBufferPointer { $0.baseAddress }
    let keptStorage = ordered.elements.withUnsafeBufferPointer { $0.baseAddress }
    #expect(keptStorage == givenStorage)
  }

  @Test
  func `sorted by 8-byte positions, as a list past Int32.max elements is, ties keep their order`() {
    // A list of 2 147 483 648 elements or more cannot be numbered by 4-byte positions; the sort
    // is the same code with 8-byte ones, here on a list a test can hold.
    let positions: [Int] = [0, 1, 2, 3]

    let sorted = DueDateOrdered.inOrder([rent, milk, dentist, bread], positions: positions)

    #expect(sorted == [dentist, milk, bread, rent])
  }

  @Test func `an empty or reversed window is the empty slice from index 0, wherever it falls`() {
    let ordered = DueDateOrdered([dentist, milk, bread, rent])
    let afterTheFirst = Date.iso("2026-11-25T00:00:00Z")

    let empty = ordered.elements(dueFrom: afterTheFirst, before: afterTheFirst)
    let reversed = ordered.elements(dueFrom: afterTheFirst, before: .iso("2026-11-21T00:00:00Z"))

    #expect(empty.isEmpty && empty.startIndex == 0)
    #expect(reversed.isEmpty && reversed.startIndex == 0)
    // A window with nothing in it but not empty starts where the search found it.
    #expect(
      ordered.elements(dueFrom: afterTheFirst, before: .iso("2026-11-30T00:00:00Z")).startIndex == 3
    )
  }
}
