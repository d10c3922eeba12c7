/// How `todo` ends: its exit status, as a script sees it; `--help` and the README list the same
/// three.
///
/// Named as swift-argument-parser names it, not `ExitStatus`, which would be ambiguous in every
/// file that also imports Swift Testing.
public enum ExitCode: Int32, Hashable, Sendable {
  /// Everything asked for was done.
  case success = 0
  /// Something asked for was not done: the store cannot be used, standard input cannot be read
  /// or standard output written, or (when standard input is not a terminal) an entry was
  /// refused or could not be stored.
  case failure = 1
  /// A bad option, or a `TZ` that `todo` cannot read: nothing was run.
  case usage = 2
}
