import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The signals that stop a tool (SIGINT, SIGTERM, SIGHUP), taken over so that the child the
/// tool is waiting on never outlives it: the handler ends that child's whole process group at
/// once (SIGKILL, which is safe in a handler), notes the signal, and lets the tool's blocking
/// read or wait return (`EINTR`, or the end of the child's output); the tool then ends as the
/// signal would have ended it (``endAsSignalled()``), and its parent sees that signal.
///
/// ```swift
/// StopSignals.install()
/// let child = try Spawn.start(command, input: questions, output: answers, errors: 2)
/// StopSignals.endOnStop(group: child)
/// defer { StopSignals.endOnStop(group: nil) }
/// … read the answers …
/// StopSignals.endAsSignalled()   // when one came: the group is ended, the tool ends too
/// ```
public enum StopSignals {
  static let received = Atomic<Int32>(0)
  static let group = Atomic<Int32>(0)

  /// Takes over `signals` for the rest of the run (the stopping ones unless told), unblocked
  /// (a parent may have started the tool with them blocked), without `SA_RESTART`, so a read
  /// the signal interrupts returns; and ignores SIGPIPE, so that a reader that goes away makes
  /// a write fail instead of ending the tool with its child left running.
  ///
  /// Call it once, first, before starting a child.
  public static func install(signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]) {
    // The statics are made here, not first in a handler, where making them is not safe.
    _ = received.load(ordering: .sequentiallyConsistent)
    _ = group.load(ordering: .sequentiallyConsistent)
    signal(SIGPIPE, SIG_IGN)
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    for number in signals {
      sigaddset(&unblocked, number)
      var action = sigaction()
      #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = stopHandler
      #else
        action.__sigaction_handler.sa_handler = stopHandler
      #endif
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      sigaction(number, &action, nil)
    }
    pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
  }

  /// Names the process group a stopping signal ends, or none.
  ///
  /// A child started by ``Spawn`` has its id for its group's. If a signal came before the group
  /// was named, the group is ended now.
  public static func endOnStop(group newGroup: pid_t?) {
    group.store(newGroup ?? 0, ordering: .sequentiallyConsistent)
    if let newGroup, newGroup > 0, cause != nil { kill(-newGroup, SIGKILL) }
  }

  /// The signal that told the tool to stop, if one has.
  public static var cause: Int32? {
    let number = received.load(ordering: .sequentiallyConsistent)
    return number == 0 ? nil : number
  }

  /// Ends the tool as the signal that told it to stop would have, once it has ended the named
  /// group; does nothing when no signal came.
  public static func endAsSignalled() {
    guard let cause else { return }
    let named = group.load(ordering: .sequentiallyConsistent)
    if named > 0 { kill(-named, SIGKILL) }
    signal(cause, SIG_DFL)
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, cause)
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    raise(cause)
  }
}

/// The handler of the stopping signals: only what is safe in a handler (atomics and kill(2)).
private func stopHandler(_ number: Int32) {
  StopSignals.received.store(number, ordering: .sequentiallyConsistent)
  let group = StopSignals.group.load(ordering: .sequentiallyConsistent)
  if group > 0 { kill(-group, SIGKILL) }
}
