import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The time limits of a test's child process (the body of `#expect(processExitsWith:)`).
///
/// Some tests must run in a process of their own: one that closes descriptor 0 would otherwise
/// hand it to whatever another test opens next, and one that meets a loop that may spin without
/// suspending (a retry after `EINTR` whose check a mutant flipped) would hang the whole run.
/// Swift Testing runs an exit test's body in a child process but waits for it without a limit,
/// and `.timeLimit` only cancels a task, which a loop that never suspends does not see. So the
/// child starts a thread that ends it, by its own pid and with `SIGKILL`, after `seconds`; the
/// test then sees the signal instead of the exit it expected, and fails.
///
/// The limit is far beyond what the body needs (milliseconds), so that a machine under load never
/// reaches it: only a loop that spins does.
enum ChildProcessLimit {
  /// Ends this process after `seconds`, whatever its other threads are doing.
  static func start(seconds: UInt32 = 60) {
    let thread = Thread {
      sleep(seconds)
      kill(getpid(), SIGKILL)
    }
    thread.start()
  }

  /// Ends this process once it has used `seconds` of processor time, with `SIGKILL`
  /// (`RLIMIT_CPU`, its soft and hard limits alike): for a body that must do little work,
  /// which a machine under load cannot push past the limit, as it only delays the work.
  static func limitProcessor(seconds: Int) {
    var limit = rlimit(rlim_cur: rlim_t(seconds), rlim_max: rlim_t(seconds))
    #if canImport(Glibc)
      setrlimit(__rlimit_resource_t(RLIMIT_CPU.rawValue), &limit)
    #else
      setrlimit(RLIMIT_CPU, &limit)
    #endif
  }
}
