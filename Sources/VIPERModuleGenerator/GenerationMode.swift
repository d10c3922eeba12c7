/// How much of the module the command writes.
public enum GenerationMode: Hashable, Sendable {
  /// The module whole: every role does its work, and every spec passes.
  case whole
  /// The roles with empty bodies, which compile: every spec fails, each naming what to write
  /// next, so that a learner grows the module spec by spec (`--test-first`).
  case testFirst
}
