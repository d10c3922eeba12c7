import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Descriptor 0 closed for a test of code that must get it for its next file, in a child process
/// (see `ChildProcessLimit`).
///
/// `open(2)` gives the lowest free descriptor to whichever thread of the process asks first, and
/// on Linux dispatch opens descriptors of its own, lazily, on its manager thread: the timer
/// descriptor (`timerfd`) of a clock, the first time a timer on that clock is armed. Every
/// process arms one soon after it starts, dispatch's thread pool monitor, on the clock that
/// `DispatchTime` uses; on a loaded machine the manager thread may get to it only after a test
/// closed 0, and 0 is then dispatch's timer, held for good: the code under test never gets 0,
/// and a check that 0 is closed again fails (measured: 12 of 2,000 runs of the two tests that
/// close 0, beside a full suite).
/// So ``close()`` first waits for a timer on that clock to fire, which it can only do through
/// that descriptor, and only then closes 0.
enum DescriptorZero {
  /// Closes descriptor 0, once dispatch's timer descriptor for `DispatchTime` is open.
  static func close() async {
    await withCheckedContinuation { (fired: CheckedContinuation<Void, Never>) in
      DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(1)) { fired.resume() }
    }
    #if canImport(Glibc)
      _ = Glibc.close(0)
    #elseif canImport(Darwin)
      _ = Darwin.close(0)
    #endif
  }
}
