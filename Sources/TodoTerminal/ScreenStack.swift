import TodoVIPER

/// A screen a wireframe puts on the terminal over the list: a form, which takes the input until
/// it is dismissed.
///
/// The terminal's modal presentation, as UIKit's `present` is the objc.io app's: the screen's
/// ``PresentableView/present()`` pushes it on the session's ``ScreenStack``, its
/// ``PresentableView/dismiss()`` pops it, and the command loop hands the input to the screen on
/// top, or reads a command for the list when there is none. The add and edit forms are
/// screens; a new module's form conforms too, and the loop does not change.
@MainActor
public protocol TerminalScreen: PresentableView {
  /// Reads the screen's lines and acts on them until it is dismissed, or the input ends.
  func runUntilDismissed() async

  /// How many times the screen closed without saving after it showed a problem: a script that
  /// piped such an entry in is told through the exit status.
  var closedWithoutSaving: Int { get }

  /// The input line after which a session from a pipe reads no more, as the lines after it
  /// were written for this screen and it could not take them; `nil` when it could.
  var inputEndsAfterLine: Int? { get }
}

/// The screens on the terminal, one over another: the one on top takes the input.
///
/// One stack serves a session: each form is given it when it is made, pushes itself when it is
/// presented and pops itself when it is dismissed. The list is under them all, and is not on
/// the stack: the command loop reads a command for it when the stack is empty.
@MainActor
public final class ScreenStack {
  private var screens: [any TerminalScreen] = []

  /// Creates an empty stack: the list alone is on the terminal.
  public init() {}

  /// The screen that takes the input, the last one presented; `nil` when the list does.
  public var top: (any TerminalScreen)? { screens.last }

  /// Whether `screen` is on the terminal.
  public func contains(_ screen: any TerminalScreen) -> Bool {
    screens.contains { $0 === screen }
  }

  /// Puts `screen` on top; it takes the input from the next line read.
  public func push(_ screen: any TerminalScreen) {
    screens.append(screen)
  }

  /// Takes `screen` off the terminal, wherever it is on the stack.
  public func pop(_ screen: any TerminalScreen) {
    screens.removeAll { $0 === screen }
  }
}
