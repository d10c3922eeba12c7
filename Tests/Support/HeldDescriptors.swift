#if os(Linux)
  import Foundation
  import Glibc

  /// Every free descriptor number below those this process has open, held on `/dev/null`, so
  /// that the next file opened gets a number above every one open now: a number a seccomp
  /// filter can single out (`SystemCallFault`), as it cannot tell one file from another.
  ///
  /// open(2) gives the lowest free number. Another thread that opens a file meanwhile takes
  /// `next` and leaves the one above it to the code under test: still above every one held.
  /// But another thread may also close a file it had open below `next` (dispatch's monitor
  /// opens and closes `/proc/<tid>/stat`: `OpenFiles`), and the code under test then gets that
  /// number, below the filter's: a test tells that case with
  /// `OpenFiles.descriptors(inside:below:)` and tries again.
  final class HeldDescriptors {
    /// The number the next file opened gets.
    let next: Int32
    private var held: [Int32] = []

    /// Holds every free number below the highest one open, and one more, so that a number
    /// below `next` is free again once they are released: opendir(2), and so a listing of
    /// `/proc/self/fd`, calls fstat(2) on its own descriptor, which a filter from `next` on
    /// would refuse.
    init() {
      let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
      let highest = open.compactMap { Int32($0) }.max() ?? 2
      var held: [Int32] = []
      var next = highest + 1
      while true {
        let descriptor = Glibc.open("/dev/null", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { break }
        held.append(descriptor)
        guard descriptor < highest else {
          next = descriptor + 1
          break
        }
      }
      self.next = next
      self.held = held
    }

    /// Closes the descriptors held.
    func release() {
      for descriptor in held { close(descriptor) }
      held = []
    }

    deinit { release() }
  }
#endif
