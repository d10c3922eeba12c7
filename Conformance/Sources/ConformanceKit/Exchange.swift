import ChildProcesses
import Foundation
import ToolPlatform

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One run of the program under test: started once, in a process group of its own that holds
/// no descriptor of the runner's but its three streams (``Spawn``), with the questions written
/// to its standard input, one on each line, and its standard output read to its end, each line judged
/// as it comes (``Answers``).
///
/// Writing and reading go on together, in one loop that waits on both pipes with `poll(2)`, so
/// a program that answers as it reads never blocks on a full pipe. The time limit runs from the
/// last sign of progress: a question taken, or a case answered for the first time; lines that
/// answer nothing do not count, so a program that writes without end is ended all the same.
/// Once every case is answered, the program has the time limit to end. However it ends, what
/// is left of its process group is ended, and what it left outside the group (a helper that
/// called `setsid`), which comes back to the runner as their subreaper (``Lineage``); a SIGINT,
/// SIGTERM or SIGHUP to the runner ends the group at once (``StopSignals``), and the runner then
/// ends as the signal would have.
public enum Exchange {
  /// How the program's run ended.
  public enum Ending: Equatable, Sendable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal it did not expect ended it.
    case signalled(Int32)
    /// It went the time limit without progress, or did not end within it of its last answer,
    /// and was ended.
    case timedOut
  }

  /// Runs `command` on `lines`, judging its output with `answers`.
  ///
  /// - Throws: ``ConformanceError`` when the program cannot be started, with the reason.
  static func run(
    _ command: [String], lines: [String], timeLimit: Double, answers: inout Answers,
    lineage: inout Lineage?
  ) throws(ConformanceError) -> Ending {
    let child = try Program.start(command)
    lineage?.started(child.pid)
    StopSignals.endOnStop(group: child.pid)
    defer { StopSignals.endOnStop(group: nil) }
    var pending = Array(lines.map { $0 + "\n" }.joined().utf8)[...]
    var input: Int32? = child.input
    var output = OutputLines()
    var lastHeard = ContinuousClock.now
    var status: Int32?
    var timedOut = false
    func closeInput() {
      if let descriptor = input { close(descriptor) }
      input = nil
    }
    func take(_ chunk: ArraySlice<UInt8>) {
      output.take(chunk) { line in
        guard answers.read(line) else { return }
        lastHeard = .now
        if answers.isComplete { closeInput() }
      }
    }
    if pending.isEmpty { closeInput() }
    reading: while StopSignals.cause == nil {
      let left = timeLimit - Self.seconds(since: lastHeard)
      if left <= 0 {
        timedOut = true
        break
      }
      if let ended = Program.reap(child.pid) {
        // What it wrote before it ended is in the pipe: read that, and leave its helpers.
        status = ended
        Program.endGroup(child.pid)
        while let chunk = Program.readChunk(child.output), !chunk.isEmpty { take(chunk[...]) }
        break
      }
      var descriptors = [pollfd(fd: child.output, events: Int16(POLLIN), revents: 0)]
      if let descriptor = input {
        descriptors.append(pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0))
      }
      let ready = poll(
        &descriptors, nfds_t(descriptors.count), Int32((min(left, 0.1) * 1_000).rounded(.up)))
      if ready < 0 {
        if errno == EINTR { continue }
        break
      }
      if descriptors.count > 1, descriptors[1].revents != 0, let descriptor = input {
        let written = pending.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if written > 0 {
          // A program that reads its questions is getting on, though it has not answered yet.
          lastHeard = .now
          pending = pending.dropFirst(written)
          if pending.isEmpty { closeInput() }
        } else if written < 0, errno != EAGAIN, errno != EINTR {
          // The program closed its input, or ended: it reads no more questions.
          closeInput()
        }
      }
      if descriptors[0].revents != 0 {
        guard let chunk = Program.readChunk(child.output) else { continue }
        if chunk.isEmpty { break reading }
        take(chunk[...])
      }
    }
    output.finish { _ = answers.read($0) }
    closeInput()
    close(child.output)
    if StopSignals.cause != nil { StopSignals.endAsSignalled() }
    if !timedOut, status == nil {
      status = Program.wait(child.pid, within: timeLimit)
    }
    Program.endGroup(child.pid)
    defer { if let lineage { Program.endOrphans(lineage) } }
    guard !timedOut, let status else {
      _ = Program.wait(child.pid, within: nil)
      return .timedOut
    }
    return status & 0x7f == 0 ? .exited((status >> 8) & 0xff) : .signalled(status & 0x7f)
  }

  /// The seconds since `instant`.
  static func seconds(since instant: ContinuousClock.Instant) -> Double {
    let elapsed = ContinuousClock.now - instant
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }
}
