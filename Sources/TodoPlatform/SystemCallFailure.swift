import TodoVIPER

/// A failed system call: what was being done, and `errno` (or, where no call failed, what is
/// wrong), as messages, for the user's language.
package struct SystemCallFailure: Error {
  /// What was being done, or `nil` when the explanation says all.
  package var action: Message?
  /// The call's `errno`, or 0 when no system call failed.
  package var code: Int32
  /// What is wrong, where it is not the system's words for `code`.
  package var explanation: Message?

  package init(action: Message?, code: Int32, explanation: Message? = nil) {
    self.action = action
    self.code = code
    self.explanation = explanation
  }

  /// A failure that no system call reported: only what is wrong.
  package init(_ explanation: Message) {
    self.init(action: nil, code: 0, explanation: explanation)
  }

  /// The action, then the system's words for the error.
  package var message: Message {
    let problem = explanation ?? .systemError(code)
    guard let action else { return problem }
    return Message(.fsActionFailed, .message(action), .message(problem))
  }
}
