import Foundation

/// How long `swift test` takes the way a learner and CI run it.
///
/// It is measured in a copy of the package, so that nothing in the working tree is touched:
/// three runs each of
/// - a cold `swift test` (a fresh copy, no build folder),
/// - a warm `swift test` (nothing changed since the last build),
/// - a warm `swift test --filter Specs`,
/// - a one-line edit of `ListPresenter.swift`, then `swift test --filter ListPresenterSpecs`.
///
/// Each figure is min / median / max of the three wall-clock times, and each has a goal. The
/// copy is the tracked files of the package root as they are now (`git ls-files`), edits too.
enum SuiteTimings {
  /// One measured command: its name, its goal in seconds, and the three times.
  struct Figure {
    let name: String
    let command: String
    let goal: Double
    var seconds: [Double] = []
  }

  static func measure(into report: inout Report) {
    let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path),
      FileManager.default.fileExists(atPath: root.appendingPathComponent("Specs").path)
    else {
      fail("run the suite figure from the package root, where Package.swift and Specs are")
    }
    var figures = [
      Figure(name: "cold", command: "swift test", goal: 90),
      Figure(name: "warm", command: "swift test", goal: 5),
      Figure(name: "specs", command: "swift test --filter Specs", goal: 2),
      Figure(
        name: "after an edit", command: "swift test --filter ListPresenterSpecs", goal: 8),
    ]
    for round in 1...3 {
      let copy = copyOfPackage(at: root)
      defer { try? FileManager.default.removeItem(at: copy) }
      progress("suite: round \(round) of 3, cold")
      figures[0].seconds.append(time(figures[0].command, in: copy))
      progress("suite: round \(round) of 3, warm, filtered, after an edit")
      figures[1].seconds.append(time(figures[1].command, in: copy))
      figures[2].seconds.append(time(figures[2].command, in: copy))
      let presenter = copy.appendingPathComponent("Sources/TodoVIPER/List/ListPresenter.swift")
      guard let handle = try? FileHandle(forWritingTo: presenter) else {
        fail("cannot edit \(presenter.path)")
      }
      handle.seekToEndOfFile()
      handle.write(Data("// An edit, round \(round).\n".utf8))
      try? handle.close()
      figures[3].seconds.append(time(figures[3].command, in: copy))
    }
    for figure in figures {
      let sorted = figure.seconds.sorted()
      report.add(
        "suite: \(figure.name)", work: figure.command,
        figure: formatDuration(sorted[1]),
        perUnit: "min \(formatDuration(sorted[0])), max \(formatDuration(sorted[2]))")
      report.target(
        "suite-\(figure.name.replacingOccurrences(of: " ", with: "-"))",
        measured: "\(formatDuration(sorted[1])) median, \(formatDuration(sorted[2])) max",
        goal: "<= \(Int(figure.goal)) s", met: sorted[2] <= figure.goal)
    }
  }

  /// Copies the package's tracked files, as they are in the working tree, to a new folder.
  static func copyOfPackage(at root: URL) -> URL {
    let copy = FileManager.default.temporaryDirectory
      .appendingPathComponent("todo-suite-\(UUID().uuidString)")
    let status = shell(
      "mkdir -p '\(copy.path)' && git ls-files -z | tar --null -T - -cf - "
        + "| tar -xf - -C '\(copy.path)'",
      in: root)
    guard status == 0 else { fail("cannot copy the package to \(copy.path)") }
    return copy
  }

  /// Runs `command` in `folder` and returns how long it took, in seconds; a failing command
  /// stops the benchmark, as its time would mean nothing.
  static func time(_ command: String, in folder: URL) -> Double {
    let start = ContinuousClock.now
    let status = shell(command + " > /dev/null 2>&1", in: folder)
    let elapsed = ContinuousClock.now - start
    guard status == 0 else { fail("'\(command)' failed in \(folder.path) (status \(status))") }
    let (seconds, attoseconds) = elapsed.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }

  static func shell(_ command: String, in folder: URL) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    process.currentDirectoryURL = folder
    do {
      try process.run()
    } catch {
      return -1
    }
    process.waitUntilExit()
    return process.terminationStatus
  }
}
