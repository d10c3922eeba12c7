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

  /// Creates a list of the given elements, sorted in place (the standard library's sort is
  /// stable, so ties keep their order, and no array of index pairs is needed beside them).
  package init(_ elements: [Element] = []) {
    var elements = elements
    elements.sort { $0.dueDate < $1.dueDate }
    self.elements = elements
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
