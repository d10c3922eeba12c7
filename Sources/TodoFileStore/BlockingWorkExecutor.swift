import Dispatch

/// A serial executor that runs an actor's jobs on a dispatch queue of its own, off Swift's
/// cooperative threads.
///
/// For an actor whose work blocks its thread (reading a file, `fsync`, `rename`): the
/// cooperative pool has as many threads as cores, two on a small machine, and a job that waits
/// for a disk holds one of them from every other task of the program. A dispatch queue gets a
/// thread of its own when it needs one. ``JSONFileTodoStore`` runs on one.
final class BlockingWorkExecutor: SerialExecutor {
  private let queue: DispatchQueue

  /// Creates an executor with a new serial queue, named `label` for debuggers.
  init(label: String) {
    queue = DispatchQueue(label: label)
  }

  /// Runs `job` on the queue, after the jobs enqueued before it.
  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedSerialExecutor()
    queue.async { job.runSynchronously(on: executor) }
  }
}
