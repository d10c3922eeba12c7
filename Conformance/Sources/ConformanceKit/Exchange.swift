import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One run of the program under test: started once, in a process group of its own, with the
/// questions written to its standard input, one a line, and its standard output read a line at
/// a time, each line given to the caller as it comes.
///
/// Writing and reading go on together, in one loop that waits on both pipes with `poll(2)`, so
/// a program that answers as it reads never blocks on a full pipe. A program that says nothing
/// for the time limit is ended (its process group, by its id); a program that ends is waited
/// for. Its standard error is the runner's.
public enum Exchange {
  /// How the program's run ended.
  public enum Ending: Equatable, Sendable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal it did not expect ended it.
    case signalled(Int32)
    /// It said nothing for the time limit, and was ended.
    case silent(seconds: Double)
    /// It could not be started.
    case notStarted(String)
  }

  /// Runs `command` on `lines`.
  ///
  /// - Parameters:
  ///   - command: The program (found on `PATH` when it has no slash) and its arguments.
  ///   - lines: The lines to write, without their line breaks.
  ///   - timeLimit: The longest the program may go without writing a line, in seconds.
  ///   - onLine: Called with each line the program writes; it returns whether more lines are
  ///     awaited. Once none is, standard input is closed if it was not yet, and the program has
  ///     the time limit to end.
  /// - Returns: How the program ended.
  public static func run(
    _ command: [String], lines: [String], timeLimit: Double, onLine: (String) -> Bool
  ) -> Ending {
    // A program that ends before reading every question must not end the runner with it.
    signal(SIGPIPE, SIG_IGN)
    var toChild: [Int32] = [-1, -1]
    var fromChild: [Int32] = [-1, -1]
    guard pipe(&toChild) == 0, pipe(&fromChild) == 0 else {
      return .notStarted("no pipe: \(String(cString: strerror(errno)))")
    }
    for descriptor in [toChild[1], fromChild[0]] {
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }
    let started = spawn(command, input: toChild[0], output: fromChild[1])
    close(toChild[0])
    close(fromChild[1])
    guard case .success(let pid) = started else {
      close(toChild[1])
      close(fromChild[0])
      if case .failure(let error) = started { return .notStarted(error.description) }
      return .notStarted(command.joined(separator: " "))
    }
    _ = fcntl(toChild[1], F_SETFL, fcntl(toChild[1], F_GETFL) | O_NONBLOCK)
    var pending = Array((lines.map { $0 + "\n" }.joined()).utf8)[...]
    var input: Int32? = toChild[1]
    var buffer: [UInt8] = []
    var awaiting = true
    var lastHeard = ContinuousClock.now
    var silent = false
    func closeInput() {
      if let descriptor = input { close(descriptor) }
      input = nil
    }
    if pending.isEmpty { closeInput() }
    reading: while true {
      let waited = ContinuousClock.now - lastHeard
      let left =
        timeLimit - Double(waited.components.seconds)
        - Double(waited.components.attoseconds) / 1e18
      if left <= 0 {
        silent = true
        break
      }
      var descriptors = [pollfd(fd: fromChild[0], events: Int16(POLLIN), revents: 0)]
      if let descriptor = input {
        descriptors.append(pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0))
      }
      let ready = poll(&descriptors, nfds_t(descriptors.count), Int32(min(left * 1000, 1e6)) + 1)
      if ready < 0 {
        if errno == EINTR { continue }
        break
      }
      if descriptors.count > 1, descriptors[1].revents != 0, let descriptor = input {
        let written = pending.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if written > 0 {
          // A program that reads its questions is not silent, though it has not answered yet.
          lastHeard = .now
          pending = pending.dropFirst(written)
          if pending.isEmpty { closeInput() }
        } else if written < 0, errno != EAGAIN, errno != EINTR {
          // The program closed its input (or ended): it reads no more questions.
          closeInput()
        }
      }
      if descriptors[0].revents != 0 {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = read(fromChild[0], &chunk, chunk.count)
        if count < 0, errno == EINTR || errno == EAGAIN { continue }
        if count <= 0 { break }
        lastHeard = .now
        buffer += chunk[..<count]
        while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
          let line = String(decoding: buffer[..<newline], as: UTF8.self)
          buffer.removeSubrange(...newline)
          if awaiting { awaiting = onLine(line) }
          if !awaiting { closeInput() }
        }
      }
    }
    if !buffer.isEmpty, awaiting { awaiting = onLine(String(decoding: buffer, as: UTF8.self)) }
    closeInput()
    close(fromChild[0])
    if silent {
      end(pid)
      _ = wait(pid, within: nil)
      return .silent(seconds: timeLimit)
    }
    if let ending = wait(pid, within: timeLimit) { return ending }
    end(pid)
    _ = wait(pid, within: nil)
    return .silent(seconds: timeLimit)
  }

  /// Starts `command` with `input` and `output` as its standard input and output, in a process
  /// group of its own, with the signals the runner ignores back to their defaults.
  private static func spawn(
    _ command: [String], input: Int32, output: Int32
  ) -> Result<pid_t, ConformanceError> {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, input, 0)
    posix_spawn_file_actions_adddup2(&actions, output, 1)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGPIPE)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF))
    let argv = command.map { strdup($0) } + [nil]
    defer {
      for pointer in argv { free(pointer) }
    }
    var pid: pid_t = 0
    let status = posix_spawnp(&pid, command[0], &actions, &attributes, argv, environ)
    guard status == 0 else {
      return .failure(
        ConformanceError("cannot start \(command[0]): \(String(cString: strerror(status)))"))
    }
    return .success(pid)
  }

  /// Waits for `pid` to end, at most `seconds` (for ever when `nil`), and says how it ended;
  /// `nil` when it is still running.
  private static func wait(_ pid: pid_t, within seconds: Double?) -> Ending? {
    let deadline = seconds.map { ContinuousClock.now + .milliseconds(Int64($0 * 1000)) }
    while true {
      var status: Int32 = 0
      let ended = waitpid(pid, &status, deadline == nil ? 0 : WNOHANG)
      if ended == pid {
        return status & 0x7f == 0 ? .exited((status >> 8) & 0xff) : .signalled(status & 0x7f)
      }
      if ended < 0, errno != EINTR { return .exited(-1) }
      if let deadline, ContinuousClock.now >= deadline { return nil }
      if deadline != nil { usleep(10_000) }
    }
  }

  /// Ends the program and whatever it started in its process group.
  private static func end(_ pid: pid_t) {
    _ = kill(-pid, SIGKILL)
    _ = kill(pid, SIGKILL)
  }
}
