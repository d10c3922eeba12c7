import Foundation
import TodoVIPER

/// A spy add view that records what the presenter and the wireframe tell it.
@MainActor
public final class AddViewSpy: AddViewInput, PresentableView {
  /// A message the view received.
  public enum Message: Hashable {
    case setMinimumDueDate(Date)
    case showErrorMessage(String)
    case present
    case dismiss
  }

  /// Every message, in the order received.
  public private(set) var messages: [Message] = []

  /// Creates a spy that has received nothing.
  public init() {}

  public func setMinimumDueDate(_ date: Date) { messages.append(.setMinimumDueDate(date)) }
  public func showErrorMessage(_ message: String) { messages.append(.showErrorMessage(message)) }
  public func present() { messages.append(.present) }
  public func dismiss() { messages.append(.dismiss) }
}

/// A stub add interactor with a canned earliest due date and a canned answer to saving, which
/// records the requests it receives.
@MainActor
public final class AddInteractorStub: AddInteractorInput {
  /// A request the interactor received.
  public enum Message: Hashable {
    case earliestDueDate
    case saveNewEntry(title: String, dueDate: Date)
  }

  /// Every request, in the order received.
  public private(set) var messages: [Message] = []
  /// The error that saving throws, or `nil` to save.
  public var saveError: AddEntryError?

  private let earliest: Date
  private let timeline: Timeline?

  /// Creates a stub.
  ///
  /// - Parameters:
  ///   - earliestDueDate: What ``earliestDueDate()`` returns.
  ///   - timeline: Where a save is also recorded, as "AddInteractor.saveNewEntry".
  public init(earliestDueDate: Date, timeline: Timeline? = nil) {
    self.earliest = earliestDueDate
    self.timeline = timeline
  }

  public func earliestDueDate() -> Date {
    messages.append(.earliestDueDate)
    return earliest
  }

  public func saveNewEntry(title: String, dueDate: Date) async throws(AddEntryError) {
    messages.append(.saveNewEntry(title: title, dueDate: dueDate))
    timeline?.record("AddInteractor.saveNewEntry")
    if let saveError { throw saveError }
  }
}

/// A spy add wireframe that records the navigation the presenter asks for.
@MainActor
public final class AddWireframeSpy: AddWireframe {
  /// Every dismissal counted, in order.
  public private(set) var dismissCount = 0

  private let timeline: Timeline?

  /// Creates a spy; a dismissal is also recorded in `timeline` as "AddWireframe.dismiss".
  public init(timeline: Timeline? = nil) {
    self.timeline = timeline
  }

  public func dismissAddInterface() {
    dismissCount += 1
    timeline?.record("AddWireframe.dismiss")
  }
}

/// A spy add module input that records requests to present the form.
@MainActor
public final class AddModuleInputSpy: AddModuleInput {
  /// How many times the form was asked to appear.
  public private(set) var presentCount = 0

  /// Creates a spy that has received nothing.
  public init() {}

  public func presentAddInterface() { presentCount += 1 }
}

/// A spy add module output (the list's side) that records what the add module tells it.
@MainActor
public final class AddModuleOutputSpy: AddModuleOutput {
  /// A message the module output received.
  public enum Message: Hashable {
    case didSave
    case didCancel
  }

  /// Every message, in the order received.
  public private(set) var messages: [Message] = []

  private let timeline: Timeline?

  /// Creates a spy; each message is also recorded in `timeline` as "AddModuleOutput.didSave" or
  /// "AddModuleOutput.didCancel".
  public init(timeline: Timeline? = nil) {
    self.timeline = timeline
  }

  public func addModuleDidSaveAddAction() async {
    messages.append(.didSave)
    timeline?.record("AddModuleOutput.didSave")
  }

  public func addModuleDidCancelAddAction() {
    messages.append(.didCancel)
    timeline?.record("AddModuleOutput.didCancel")
  }
}
