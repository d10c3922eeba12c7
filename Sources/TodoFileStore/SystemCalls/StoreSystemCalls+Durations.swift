import Foundation
import TodoPlatform
import TodoVIPER

extension StoreSystemCalls {
  /// Returns a duration as a user reads it: `30 s`, or `250 ms` below a second.
  static func message(for duration: Duration) -> Message {
    let (seconds, attoseconds) = duration.components
    if attoseconds == 0 { return Message(.fsSeconds, .number(Int(seconds))) }
    return Message(
      .fsMilliseconds, .number(Int(seconds * 1_000 + attoseconds / 1_000_000_000_000_000)))
  }
}
