import Foundation
import Synchronization
import Testing

/// A data race on purpose, for CI to prove that its sanitizer check fails on a report: run only
/// when `TODO_DELIBERATE_RACE` is `1`, and under ThreadSanitizer (`.ci/run` runs it so, and
/// requires the check to report it).
///
/// Without ThreadSanitizer the race goes unseen and the test passes: what it proves is in the
/// sanitizer's report, not in an expectation.
@Suite(
  .enabled(
    if: ProcessInfo.processInfo.environment["TODO_DELIBERATE_RACE"] == "1",
    "a race on purpose, for .ci/run's sanitizer check"))
struct DeliberateRaceTests {
  /// A value with no synchronisation, and a flag that orders nothing.
  final class Shared: @unchecked Sendable {
    var value = 0
    let written = Atomic<Bool>(false)
  }

  @Test func `a thread and the test write one value, ordered by nothing: a data race`() {
    let shared = Shared()
    Thread {
      shared.value = 1
      shared.written.store(true, ordering: .relaxed)
    }.start()
    // A relaxed load orders nothing: the two writes race, whichever comes first, and
    // ThreadSanitizer reports it every time, whatever the machine's load.
    while !shared.written.load(ordering: .relaxed) {}
    shared.value = 2

    #expect(shared.value == 2)
  }
}
