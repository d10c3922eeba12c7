import Foundation

/// Something with a due instant, which a ``DueDateOrdered`` list keeps in order.
package protocol DueDated {
  /// The instant it is due.
  var dueDate: Date { get }
}

extension TodoItem: DueDated {}

/// A list kept in due-date order, where finding a window is a binary search: the order both
/// stores keep, the in-memory one of items and the file's of the entries it read (`package`:
/// the file store is a module of its own).
///
/// Elements due at the same instant keep the order they were given or inserted in.
package struct DueDateOrdered<Element: DueDated> {
  /// Every element, in due-date order.
  package private(set) var elements: [Element]

  /// Creates a list of the given elements, in due-date order; elements due at the same instant
  /// keep the order they were given in.
  ///
  /// It takes the array over (a caller that does not use it again pays for no copy of it) and
  /// puts it in order in place; a list already in order is kept as it is. The standard
  /// library's sort is stable, but it needs a buffer of up to half the elements beside them; so
  /// it sorts their 4-byte positions instead, and then moves each element once to its place,
  /// following the cycles of that order. An item is 40 bytes: the buffer shrinks from 20 bytes
  /// an item to 2, with 4 for the positions. A list of more than `Int32.max` elements is sorted
  /// the same way, by 8-byte positions.
  package init(_ elements: consuming [Element] = []) {
    var elements = elements
    let isInOrder = zip(elements, elements.dropFirst()).allSatisfy { $0.dueDate <= $1.dueDate }
    if !isInOrder {
      let count = elements.count
      if let narrow = Int32(exactly: count) {
        elements = Self.inOrder(consume elements, positions: Array(0..<narrow))
      } else {
        elements = Self.inOrder(consume elements, positions: Array(0..<count))
      }
    }
    self.elements = elements
  }

  /// Returns `elements` in due-date order, those due at the same instant in the order given.
  ///
  /// It sorts `positions`, which must be `0..<elements.count`, by the due dates of the elements
  /// they number (a stable sort), then moves each element once to its place.
  static func inOrder<Position: FixedWidthInteger & SignedInteger>(
    _ elements: consuming [Element], positions: consuming [Position]
  ) -> [Element] {
    var elements = elements
    var order = positions
    order.sort { elements[Int($0)].dueDate < elements[Int($1)].dueDate }
    // Element `order[k]` belongs at `k`. Follow each cycle once, marking its positions -1.
    // Mutant ">= → >" is equivalent: order[start] is 0 at a start other than 0 never: the cycle that holds 0 is followed from start 0, marking its positions -1, unless order[0] is 0, where element 0 is in its place and both leave it there.
    for start in order.indices where order[start] >= 0 {
      let first = elements[start]
      var place = start
      while true {
        let source = Int(order[place])
        order[place] = -1
        if source == start {
          elements[place] = first
          break
        }
        elements[place] = elements[source]
        place = source
      }
    }
    return elements
  }

  /// Returns the elements due in `[start, end)`, in order: O(log n + k).
  package func elements(dueFrom start: Date, before end: Date) -> ArraySlice<Element> {
    guard start < end else { return [] }
    return elements[firstIndex { $0.dueDate >= start }..<firstIndex { $0.dueDate >= end }]
  }

  /// Inserts an element after every element due at the same instant or earlier: a binary
  /// search, then one move of the later elements (O(n), about a millisecond at a million).
  package mutating func insert(_ element: Element) {
    elements.insert(element, at: firstIndex { $0.dueDate > element.dueDate })
  }

  /// Removes and returns the first element that satisfies `matches`, keeping the others in
  /// order: O(n).
  package mutating func removeFirst(where matches: (Element) -> Bool) -> Element? {
    guard let index = elements.firstIndex(where: matches) else { return nil }
    return elements.remove(at: index)
  }

  /// Returns the first index whose element satisfies `isAtOrPast`, which must be false for a
  /// prefix of the elements and true for the rest.
  private func firstIndex(where isAtOrPast: (Element) -> Bool) -> Int {
    var low = elements.startIndex
    var high = elements.endIndex
    while low < high {
      let middle = low + (high - low) / 2
      if isAtOrPast(elements[middle]) {
        high = middle
      } else {
        low = middle + 1
      }
    }
    return low
  }
}
