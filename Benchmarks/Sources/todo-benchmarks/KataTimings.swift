import Foundation
import ToolPlatform

/// How long a write-the-spec `kata check` takes (Katas/README.md), as a learner meets it.
///
/// In a fresh copy of the package's tracked files, made a git repository of its own: the kata
/// tool starts `list-interactor-order-spec`, the spec is written (a good one, which catches all
/// four wrong versions), and `kata check` runs four times:
/// - the first check: it builds the package in the check's own copy, every wrong version
///   switched at run time, then runs the spec against the package's code and each wrong version;
/// - three second checks, each after a one-line change to the spec: only the spec is rebuilt.
///
/// Each check says where its time went (``CheckTimes`` in KataKit, asked for by
/// `TODO_KATA_TIMES`): the copy, the build, the spec's run on the package's code and on each
/// wrong version. The table has each check, then the second checks' phases, each phase's median.
/// The load average (`/proc/loadavg`, over one minute) is noted before each check, as the machine
/// is shared. The working tree is only read; the copy is removed.
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
    let scratch = Scratch("todo-katas-")
    defer { scratch.remove() }
    let folder = scratch.url.appendingPathComponent("package")
    let made = shell(
      #"mkdir "$1" && git ls-files -z | tar --null -T - -cf - | tar -xf - -C "$1" && cd "$1" "#
        + "&& git init -q -b main && git add -A "
        + "&& git -c user.name=b -c user.email=b@localhost commit -q -m copy",
      in: root, arguments: [folder.path])
    guard made.status == 0 else {
      fail("cannot copy the package to \(ToolOutput.escaped(folder.path))")
    }
    guard
      shell(#""$1" start list-interactor-order-spec"#, in: folder, arguments: [kata]).status == 0
    else {
      fail("kata start list-interactor-order-spec failed in \(ToolOutput.escaped(folder.path))")
    }
    let spec = folder.appendingPathComponent("Specs/Katas/ListOrderKata.swift")
    let good = written(goodSpec, in: spec)
    write(good, into: spec)

    progress("katas: the first check (it builds the check's copy)")
    let first = check(kata, in: folder)
    report.add(
      "kata check, write-the-spec: first", work: "build, own code + 4 wrong versions",
      figure: formatDuration(first.seconds), perUnit: "load \(first.load)")

    var rechecks: [Check] = []
    for (index, line) in changedLines.enumerated() {
      progress(
        "katas: second check \(index + 1) of \(changedLines.count), after a one-line change to the spec"
      )
      write(good.replacingOccurrences(of: oneLine, with: oneLine + line), into: spec)
      let second = check(kata, in: folder)
      rechecks.append(second)
      report.add(
        "kata check, write-the-spec: second", work: "one-line spec change, same runs",
        figure: formatDuration(second.seconds), perUnit: "load \(second.load)")
    }
    let phases = [
      ("copy", "the learner's files into the check's copy"),
      ("build", "swift build of the tests' product"),
      ("own code", "the spec on the package's code"),
      ("wrong versions", "the spec on each of 4 wrong versions"),
      ("the rest", "the tool's start, its lock, git"),
    ]
    for (phase, work) in phases {
      report.add(
        "  second check's \(phase)", work: work,
        figure: formatDuration(median(rechecks.map { $0.phase(phase) })),
        perUnit: "median of \(rechecks.count)")
    }
    let figure = median(rechecks.map(\.seconds))
    report.target(
      "kata-recheck", measured: formatDuration(figure), goal: "<= 5 s (median of 3)",
      met: figure <= 5)
  }

  /// One `kata check`: its wall time, the load before it, and its phases as it said them.
  struct Check {
    var seconds: Double
    var load: String
    /// Each phase the check named (`copy`, `build`, `own code`, `wrong version 1` …), its seconds.
    var phases: [(name: String, seconds: Double)]

    /// The seconds of `name`: `wrong versions` adds up every wrong version's run; `the rest` is
    /// the wall time no phase holds.
    func phase(_ name: String) -> Double {
      switch name {
      case "wrong versions":
        phases.filter { $0.name.hasPrefix("wrong version ") }.map(\.seconds).reduce(0, +)
      case "the rest": max(0, seconds - phases.map(\.seconds).reduce(0, +))
      default: phases.first { $0.name == name }?.seconds ?? 0
      }
    }
  }

  /// Runs `kata check` in `folder`, which must pass, with its times asked for.
  static func check(_ kata: String, in folder: URL) -> Check {
    let load = loadAverage()
    let run = shell(#"TODO_KATA_TIMES=1 "$1" check"#, in: folder, arguments: [kata])
    guard run.status == 0 else {
      fail("kata check did not pass:\n\(ToolOutput.escaped(run.output))")
    }
    guard let said = run.output.split(separator: "\n").last(where: { $0.hasPrefix("Time: ") })
    else { fail("kata check did not say its times:\n\(ToolOutput.escaped(run.output))") }
    progress(
      "katas: \(formatDuration(run.seconds)) at load \(load); \(ToolOutput.escaped(String(said)))")
    return Check(seconds: run.seconds, load: load, phases: phases(in: String(said)))
  }

  /// The phases of a check's `Time: copy 0.21 s, build 3.80 s, …; 4.50 s in all, …` line.
  static func phases(in line: String) -> [(name: String, seconds: Double)] {
    let list = line.dropFirst("Time: ".count).split(separator: ";").first ?? ""
    return list.split(separator: ",").compactMap { phase in
      let words = phase.split(separator: " ")
      guard words.count >= 3, let seconds = Double(words[words.count - 2]) else { return nil }
      return (words.dropLast(2).joined(separator: " "), seconds)
    }
  }

  /// The spec's line the changes go after, and the three lines added, one a check.
  static let oneLine = "    await makeInteractor().findUpcomingItems()\n"
  static let changedLines = [
    "    #expect(dataManager.items.count == 3)\n",
    "    #expect(dataManager.items.count > 2)\n",
    "    #expect(!dataManager.items.isEmpty)\n",
  ]

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
    guard let template = try? ToolFile.readText(at: file.path, limit: 1 << 20),
      let open = template.range(of: "async {\n"),
      let close = template.range(of: "\n  }\n}", options: .backwards)
    else { fail("\(ToolOutput.escaped(file.path)) is not the kata's spec file as it starts") }
    return String(template[..<open.upperBound]) + body + String(template[close.lowerBound...])
  }

  /// The one-minute load average, as `/proc/loadavg` gives it, or "?" where there is none.
  static func loadAverage() -> String {
    let text = (try? ToolFile.readText(at: "/proc/loadavg", limit: 4_096)) ?? "?"
    return String(text.split(separator: " ").first ?? "?")
  }

  private static func write(_ text: String, into file: URL) {
    writeText(text, to: file.path)
  }

  /// Runs `command` with `/bin/sh` in `folder`, `arguments` as its `$1` …: its status, what it
  /// printed (kept in a log in a folder of the run's own), its wall time.
  private static func shell(_ command: String, in folder: URL, arguments: [String] = []) -> (
    status: Int32, output: String, seconds: Double
  ) {
    let logs = Scratch("todo-katas-log-")
    defer { logs.remove() }
    let log = logs.path("log")
    // The log is the script's last argument, after the command's own.
    let ending = runShell(
      command + #" > "${\#(arguments.count + 1)}" 2>&1"#, in: folder, arguments: arguments + [log])
    return (ending.status, textOfFile(log), ending.seconds)
  }
}
