import TodoTerminal
import TodoVIPER

/// A spy screen: a fourth module's form, which the command loop knows only as a
/// ``TerminalScreen``; it records what it is asked and every line it reads.
///
/// Presented, it pushes itself on its stack; run, it reads lines while it is on top: `close`
/// dismisses it, `present` presents ``screenOver`` on top of it, `refuse` counts a form closed
/// without saving (``closedWithoutSaving``), `return` returns with the screen still on top (as
/// a form that forgot to dismiss itself would), and any other line is only recorded. The end
/// of the input, or a line it cannot read, returns too.
@MainActor
public final class TerminalScreenSpy: TerminalScreen {
  /// Something the screen was asked, or a line it read.
  public enum Message: Hashable, Sendable {
    case present
    case run
    case read(String)
    case endOfInput
    case dismiss
  }

  private let input: any LineInput
  private let screens: ScreenStack
  /// Every message, in order.
  public private(set) var messages: [Message] = []
  /// The screen a line `present` presents over this one.
  public var screenOver: TerminalScreenSpy?
  /// What the command loop reads as ``TerminalScreen/closedWithoutSaving``.
  public var closedWithoutSaving = 0
  /// What the command loop reads as ``TerminalScreen/inputEndsAfterLine``.
  public var inputEndsAfterLine: Int?

  /// Creates a screen that reads `input` and is presented on `screens`.
  public init(input: any LineInput, screens: ScreenStack) {
    self.input = input
    self.screens = screens
  }

  public func present() {
    messages.append(.present)
    screens.push(self)
  }

  public func dismiss() {
    messages.append(.dismiss)
    screens.pop(self)
  }

  public func runUntilDismissed() async {
    messages.append(.run)
    while screens.top === self {
      guard case .text(let line) = input.readLine() else {
        messages.append(.endOfInput)
        return
      }
      messages.append(.read(line))
      switch line {
      case "close": dismiss()
      case "present": screenOver?.present()
      case "refuse": closedWithoutSaving += 1
      case "return": return
      default: break
      }
    }
  }
}
