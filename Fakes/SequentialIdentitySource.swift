import Synchronization
import TodoVIPER

/// A stub identity source that hands out `.numbered(1)`, `.numbered(2)` … in turn, so that a
/// spec can say which identity a new item gets.
///
/// The counter is an atomic, not a `Mutex`: ThreadSanitizer sees an atomic, but not the futex a
/// contended `Mutex` waits on, and would report a race that is not there.
public final class SequentialIdentitySource: IdentitySource {
  private let next: Atomic<Int>

  /// Creates a source whose first identity is `.numbered(first)`.
  public init(first: Int = 1) {
    next = Atomic(first)
  }

  public func newIdentity() -> TodoItem.ID {
    .numbered(next.wrappingAdd(1, ordering: .relaxed).oldValue)
  }
}

extension TodoItem.ID {
  /// Returns an identity that is easy to read in a spec: `.numbered(12)` is
  /// `00000000-0000-0000-0000-000000000012`, in decimal digits.
  public static func numbered(_ number: Int) -> TodoItem.ID {
    let digits = String(number)
    let text = String(repeating: "0", count: max(0, 12 - digits.count)) + digits
    guard let id = TodoItem.ID("00000000-0000-0000-0000-\(text)") else {
      preconditionFailure("not a number for an identity: \(number)")
    }
    return id
  }
}
