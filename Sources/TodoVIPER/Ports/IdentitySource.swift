import Foundation

/// The source of new items' identities, injected as the wall clock is.
///
/// The add interactor asks it once per item it stores. The app uses ``RandomIdentitySource``;
/// specs use one that counts (`SequentialIdentitySource` in `Fakes/`), so that the identities
/// they expect are literals.
public protocol IdentitySource: Sendable {
  /// Returns an identity no item has had.
  func newIdentity() -> TodoItem.ID
}

/// New identities from random UUIDs (version 4): the app's source, and the only type in the
/// core that makes one.
public struct RandomIdentitySource: IdentitySource {
  /// Creates the source.
  public init() {}

  /// Returns a random identity.
  public func newIdentity() -> TodoItem.ID { TodoItem.ID(UUID()) }
}
