import Foundation

/// How long a write-the-spec `kata check` takes (Katas/README.md), as a learner meets it.
///
/// In a fresh copy of the package's tracked files, made a git repository of its own: the kata
/// tool starts `list-interactor-order-spec`, the spec is written (a good one, which catches all
/// four wrong versions), and `kata check` runs twice:
/// - the first check: it builds the package in the check's own copy, every wrong version
///   switched at run time, then runs the spec against the package's code and each wrong version;
/// - the second, after a one-line change to the spec: only the spec is rebuilt.
///
/// The load average (`/proc/loadavg`, over one minute) is noted before each, as the machine is
/// shared. The working tree is only read; the copy is removed.
enum KataTimings {
  static func measure(into report: inout Report) {
    let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    guard
      FileManager.default.fileExists(atPath: root.appendingPathComponent("Katas/katas.json").path)
    else { fail("run the katas figure from the package root, where Katas/katas.json is") }
    progress("katas: building the kata tool")
    guard shell("swift build --package-path Katas --product kata", in: root).status == 0 else {
      fail("cannot build the kata tool (swift build --package-path Katas --product kata)")
    }
    let kata = root.appendingPathComponent("Katas/.build/debug/kata").path
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("todo-katas-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let made = shell(
      "mkdir -p '\(folder.path)' && git ls-files -z | tar --null -T - -cf - "
        + "| tar -xf - -C '\(folder.path)' && cd '\(folder.path)' && git init -q -b main "
        + "&& git add -A && git -c user.name=b -c user.email=b@localhost commit -q -m copy",
      in: root)
    guard made.status == 0 else { fail("cannot copy the package to \(folder.path)") }
    guard shell("'\(kata)' start list-interactor-order-spec", in: folder).status == 0 else {
      fail("kata start list-interactor-order-spec failed in \(folder.path)")
    }
    let spec = folder.appendingPathComponent("Specs/Katas/ListOrderKata.swift")
    let good = written(goodSpec, in: spec)
    write(good, into: spec)

    progress("katas: the first check (it builds the check's copy)")
    let firstLoad = loadAverage()
    let first = shell("'\(kata)' check", in: folder)
    guard first.status == 0 else { fail("the first kata check did not pass:\n\(first.output)") }

    progress("katas: the second check, after a one-line change to the spec")
    write(good.replacingOccurrences(of: oneLine, with: oneLine + changedLine), into: spec)
    let secondLoad = loadAverage()
    let second = shell("'\(kata)' check", in: folder)
    guard second.status == 0 else { fail("the second kata check did not pass:\n\(second.output)") }

    report.add(
      "kata check, write-the-spec: first", work: "build, own code + 4 wrong versions",
      figure: formatDuration(first.seconds), perUnit: "load \(firstLoad)")
    report.add(
      "kata check, write-the-spec: second", work: "one-line spec change, same runs",
      figure: formatDuration(second.seconds), perUnit: "load \(secondLoad)")
    report.target(
      "kata-recheck", measured: formatDuration(second.seconds), goal: "<= 5 s",
      met: second.seconds <= 5)
  }

  /// The spec's line the change goes after, and the line it adds.
  static let oneLine = "    await makeInteractor().findUpcomingItems()\n"
  static let changedLine = "    #expect(dataManager.items.count == 3)\n"

  /// The body of a spec that catches every wrong version: two items due at the same instant,
  /// given in the wrong order.
  static let goodSpec = """
        dataManager.items = [
          TodoItem(id: .numbered(1), title: "Call mum", dueDate: .iso("2014-05-24T18:00:00Z")),
          TodoItem(id: .numbered(2), title: "Water plants", dueDate: .iso("2014-05-22T08:00:00Z")),
          TodoItem(id: .numbered(3), title: "Feed cat", dueDate: .iso("2014-05-22T08:00:00Z")),
        ]

        await makeInteractor().findUpcomingItems()

        #expect(
          output.messages == [
            .foundUpcomingItems([
              UpcomingItem(
                id: .numbered(3), title: "Feed cat", dueDate: .iso("2014-05-22T08:00:00Z"),
                relation: .tomorrow),
              UpcomingItem(
                id: .numbered(2), title: "Water plants", dueDate: .iso("2014-05-22T08:00:00Z"),
                relation: .tomorrow),
              UpcomingItem(
                id: .numbered(1), title: "Call mum", dueDate: .iso("2014-05-24T18:00:00Z"),
                relation: .laterThisWeek),
            ])
          ])
    """

  /// The kata's spec file as it starts, with the body of its one test replaced by `body`.
  static func written(_ body: String, in file: URL) -> String {
    guard let template = try? String(contentsOf: file, encoding: .utf8),
      let open = template.range(of: "async {\n"),
      let close = template.range(of: "\n  }\n}", options: .backwards)
    else { fail("\(file.path) is not the kata's spec file as it starts") }
    return String(template[..<open.upperBound]) + body + String(template[close.lowerBound...])
  }

  /// The one-minute load average, as `/proc/loadavg` gives it, or "?" where there is none.
  static func loadAverage() -> String {
    let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?"
    return String(text.split(separator: " ").first ?? "?")
  }

  private static func write(_ text: String, into file: URL) {
    do {
      try text.write(to: file, atomically: true, encoding: .utf8)
    } catch {
      fail("cannot write \(file.path): \(error)")
    }
  }

  /// Runs `command` with `/bin/sh` in `folder`: its status, what it printed, its wall time.
  private static func shell(_ command: String, in folder: URL) -> (
    status: Int32, output: String, seconds: Double
  ) {
    let log = FileManager.default.temporaryDirectory
      .appendingPathComponent("todo-katas-\(UUID().uuidString).log")
    defer { try? FileManager.default.removeItem(at: log) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command + " > '\(log.path)' 2>&1"]
    process.currentDirectoryURL = folder
    let start = ContinuousClock.now
    do {
      try process.run()
    } catch {
      fail("cannot run \(command): \(error)")
    }
    process.waitUntilExit()
    let (seconds, attoseconds) = (ContinuousClock.now - start).components
    return (
      process.terminationStatus, (try? String(contentsOf: log, encoding: .utf8)) ?? "",
      Double(seconds) + Double(attoseconds) / 1e18
    )
  }
}
