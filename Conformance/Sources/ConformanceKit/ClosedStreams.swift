#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The runner's standard streams that were closed when it started, each held by /dev/null
/// from then on, so that no file the runner opens is given its number: a case file or a pipe
/// opened as descriptor 1 would receive the report.
public enum ClosedStreams {
  /// Holds each of descriptors 0, 1 and 2 that is closed with /dev/null, and returns which
  /// were closed.
  public static func hold() -> Set<Int32> {
    var closed: Set<Int32> = []
    for descriptor in Int32(0)...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      closed.insert(descriptor)
      let null = open("/dev/null", O_RDWR)
      if null >= 0, null != descriptor {
        dup2(null, descriptor)
        close(null)
      }
    }
    return closed
  }
}
