#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small process that outlives its tool to clean up after it: when the tool ends in a way no
/// handler of its own sees (SIGKILL, a trap), the guardian ends the process groups the tool said
/// were running, then removes the folder the tool made.
///
/// The guardian reads a pipe that only the tool writes to (its end is close-on-exec, so no child
/// holds it); the end of that pipe is the tool's end. The tool tells it each child's group as it
/// starts it and again once it has seen it end, so that an id the system gives again later is
/// not ended. A tool that ends as it should cleans up itself, then dismisses the guardian, which
/// then does nothing.
///
/// ```swift
/// let guardian = try Guardian.start(removing: copy.path)
/// let child = try Spawn.start(build, in: copy.path, log: log)
/// guardian.watch(group: child)
/// … waitpid(child, …) …
/// guardian.forget(group: child)
/// … the tool removes its copy …
/// guardian.dismiss()
/// ```
public final class Guardian {
  /// The guardian's id (and its process group's).
  public let pid: pid_t
  private var pipeEnd: Int32

  private init(pid: pid_t, pipeEnd: Int32) {
    self.pid = pid
    self.pipeEnd = pipeEnd
  }

  deinit { if pipeEnd >= 0 { close(pipeEnd) } }

  /// The guardian's script: `+GROUP` and `-GROUP` lines add and take away a process group,
  /// `done` dismisses it; at the pipe's end, each group left is ended and the folder removed.
  static let script = """
    folder=$1; groups=' '
    while IFS= read -r line; do
      case $line in
        done) exit 0 ;;
        +*) groups="$groups${line#+} " ;;
        -*) groups=$(printf '%s' "$groups" | sed "s/ ${line#-} / /") ;;
      esac
    done
    for group in $groups; do kill -9 "-$group" 2>/dev/null; done
    for attempt in 1 2 3 4 5; do
      rm -rf -- "$folder" 2>/dev/null
      [ -e "$folder" ] || exit 0
      sleep 1
    done
    """

  /// Starts a guardian that, should this process end without dismissing it, ends the groups it
  /// was told of and removes `folder` (never through a link: `rm -rf` removes a link, not what
  /// it names).
  ///
  /// SIGPIPE is ignored from then on, so that telling a guardian that has gone is a failed
  /// write, not the tool's end.
  public static func start(removing folder: String) throws(SpawnFailure) -> Guardian {
    signal(SIGPIPE, SIG_IGN)
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw SpawnFailure(code: errno) }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    let null = open("/dev/null", O_RDWR | O_CLOEXEC)
    defer {
      close(ends[0])
      if null >= 0 { close(null) }
    }
    do {
      let pid = try Spawn.start(
        ["/bin/sh", "-c", script, "guardian", folder], input: ends[0],
        output: null >= 0 ? null : 2, errors: null >= 0 ? null : 2)
      return Guardian(pid: pid, pipeEnd: ends[1])
    } catch {
      close(ends[1])
      throw error
    }
  }

  /// Tells the guardian that the process group `group` is running, to end if the tool dies.
  public func watch(group: pid_t) { tell("+\(group)") }

  /// Tells the guardian that the process group `group` has ended: its id is no longer the tool's.
  public func forget(group: pid_t) { tell("-\(group)") }

  /// Tells the guardian that the tool has cleaned up itself; it ends, doing nothing.
  public func dismiss() {
    tell("done")
    close(pipeEnd)
    pipeEnd = -1
    var status: Int32 = 0
    _ = waitpid(pid, &status, 0)
  }

  /// Writes a line to the guardian; a guardian that has gone is not an error of the tool's.
  private func tell(_ line: String) {
    guard pipeEnd >= 0 else { return }
    let bytes = Array((line + "\n").utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        write(pipeEnd, buffer.baseAddress.map { $0 + written }, buffer.count - written)
      }
      if count < 0, errno == EINTR { continue }
      if count <= 0 { return }
      written += count
    }
  }
}
