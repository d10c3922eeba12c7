import Foundation
import TodoVIPER

/// A spy add interactor: it records each request, answers with a canned earliest due date and
/// a canned answer to saving (a stub that records, in Meszaros's terms a spy).
@MainActor
public final class AddInteractorSpy: AddInteractorInput {
  /// A request the interactor received.
  public enum Message: Hashable, Sendable {
    case earliestDueDate
    case saveNewEntry(TodoEntry)
  }

  /// Every request, in the order received.
  public private(set) var messages: [Message] = []
  /// The error that saving throws, or `nil` to save.
  public var saveError: AddEntryError?

  private let earliest: Date
  private let timeline: Timeline?

  /// Creates a spy.
  ///
  /// - Parameters:
  ///   - earliestDueDate: What ``earliestDueDate()`` returns.
  ///   - timeline: Where each request is also recorded, as `.addInteractor(message)`.
  public init(earliestDueDate: Date, timeline: Timeline? = nil) {
    self.earliest = earliestDueDate
    self.timeline = timeline
  }

  public func earliestDueDate() -> Date {
    received(.earliestDueDate)
    return earliest
  }

  public func saveNewEntry(_ entry: TodoEntry) async throws(AddEntryError) {
    received(.saveNewEntry(entry))
    if let saveError { throw saveError }
  }

  private func received(_ message: Message) {
    messages.append(message)
    timeline?.record(.addInteractor(message))
  }
}
