/// One file of a new module, and the target it belongs in.
public struct GeneratedFile: Hashable, Sendable {
  /// The target whose folder holds a file.
  public enum Target: Hashable, Sendable {
    /// The module's own target (`--target`): its roles, ports and display data.
    case module
    /// The target of the test doubles (`--fakes-target`): its spies.
    case fakes
    /// The test target of the specs (`--specs-target`).
    case specs
  }

  /// The target the file belongs in.
  public var target: Target
  /// The file's path in that target's folder: `Settings/SettingsPresenter.swift`, or
  /// `SettingsViewSpy.swift` for a spy, which sits beside the other doubles.
  public var path: String
  /// The file's text.
  public var text: String

  /// Creates a file.
  public init(target: Target, path: String, text: String) {
    self.target = target
    self.path = path
    self.text = text
  }
}
