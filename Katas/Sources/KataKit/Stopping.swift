import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A Ctrl-C (SIGINT), SIGTERM or SIGHUP to the tool: it ends the builds and test runs it started,
/// then stops at the next safe point, with the tree as it was, never half-way through a change.
public enum Stopping {
  private static let received = Atomic<Int32>(0)
  nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

  /// Takes over SIGINT, SIGTERM and SIGHUP for the rest of the run, and ignores SIGPIPE: a
  /// reader that goes away makes a write fail (``StandardOutput``) instead of ending the tool
  /// half-way, its build left running and its lock and progress as they were.
  ///
  /// Call it once, first.
  public static func install() {
    signal(SIGPIPE, SIG_IGN)
    Children.adoptDescendants()
    for number in [SIGINT, SIGTERM, SIGHUP] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler {
        received.store(number, ordering: .sequentiallyConsistent)
        Children.stopAll()
      }
      source.resume()
      sources.append(source)
    }
  }

  /// The signal that told the tool to stop, if one has.
  public static var cause: Int32? {
    let number = received.load(ordering: .sequentiallyConsistent)
    return number == 0 ? nil : number
  }

  /// Throws ``Stopped`` when the tool has been told to stop.
  static func check() throws {
    if let cause { throw Stopped(signal: cause) }
  }

  /// Ends the tool as the signal would have, once it has put everything back: its parent (a
  /// shell) sees it stopped by that signal.
  public static func endAsSignalled() {
    guard let cause else { return }
    signal(cause, SIG_DFL)
    // Dispatch's signal sources keep the signal blocked: unblocked, it ends the tool here.
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, cause)
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    raise(cause)
  }
}

/// The tool was told to stop, by `signal`.
struct Stopped: Error {
  var signal: Int32

  var name: String {
    switch signal {
    case SIGINT: "Ctrl-C (SIGINT)"
    case SIGTERM: "SIGTERM"
    case SIGHUP: "SIGHUP"
    default: "signal \(signal)"
    }
  }
}
