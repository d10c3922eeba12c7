import Foundation
import TodoVIPER
import ToolPlatform

// The benchmarks. Run from the repository root:
//   swift run -c release --package-path Benchmarks todo-benchmarks [FIGURE ...]
// with FIGURE one of memory, relate, window-scaling, store-load, sweep, suite, conformance,
// mutants, katas (default: all).
// Progress goes to standard error; the table and, last, one line per target go to standard output.

let arguments = CommandLine.arguments
if arguments.count == 3, arguments[1] == MemoryProbe.flag {
  await MemoryProbe.runChild(arguments[2])
}

/// Every figure, in the order they run.
let allFigures = [
  "memory", "relate", "window-scaling", "store-load", "sweep", "suite", "conformance", "mutants",
  "katas",
]
let figures = Set(arguments.count > 1 ? Array(arguments.dropFirst()) : allFigures)
if let unknown = figures.subtracting(allFigures).sorted().first {
  fail(
    "no figure '\(ToolOutput.escaped(unknown))'; the figures are "
      + allFigures.joined(separator: ", "))
}

/// Prints a progress line on standard error.
func progress(_ message: String) {
  try? ToolOutput.write("… \(message)\n", to: 2)
}

var report = Report()
let count = Workload.itemCount
let now = Workload.now
let calendar = Workload.calendar
guard let boundaries = NearTermBoundaries(now: now, calendar: calendar) else {
  fail("the calendar cannot place \(now)")
}

// The run's folder, its guardian, and the signals that stop it while a child runs: a run told to
// stop leaves no process and no file behind (Children.swift).
Children.start()

// MARK: Memory, first, each in a fresh child process.

if figures.contains("memory") {
  progress("memory: holding \(grouped(count)) items, in child processes")
  let bytesWhenAdding = MemoryProbe.bytesPerItem(.add)
  let bytesWhenInitializing = MemoryProbe.bytesPerItem(.initializer)
  report.add(
    "memory, store filled by add (due-date order)", work: "\(grouped(count)) items, 16-char titles",
    figure: "\(significant(bytesWhenAdding * Double(count) / 1e6)) MB peak",
    perUnit: "\(significant(bytesWhenAdding)) B/item")
  report.add(
    "memory, store made by init(items:) (random order)",
    work: "\(grouped(count)) items, 16-char titles",
    figure: "\(significant(bytesWhenInitializing * Double(count) / 1e6)) MB peak",
    perUnit: "\(significant(bytesWhenInitializing)) B/item")

  let worstBytes = max(bytesWhenAdding, bytesWhenInitializing)
  report.target(
    "memory", measured: "\(significant(worstBytes)) bytes/item",
    goal: "<= 128 bytes/item", met: worstBytes <= 128)
}

// MARK: Relating items: check agreement, then time.

if figures.contains("relate") {
  progress("relate: building \(grouped(count)) items")
  let items = Workload.items(count: count, around: now, boundaries: boundaries)
  var shuffler = SplitMix64(seed: 6)
  let shuffledItems = items.shuffled(using: &shuffler)
  let edges = Relate.Edges(boundaries)

  progress("relate: checking that both ways agree on every item")
  let agreed = Relate.checkAgreement(items, now: now, calendar: calendar)
  progress("relate: they agree: \(agreed)")

  progress("relate: timing the per-item-calendar way (3 runs)")
  let calendarSeconds = await medianSeconds(
    rounds: 3, expecting: agreed,
    [("per-item calendar", { Relate.perItemCalendar(items, now: now, calendar: calendar) })])[0]

  progress("relate: timing our way and the floors (15 rounds, each order)")
  let sortedSeconds = await medianSeconds(
    rounds: 15, expecting: agreed,
    [
      ("our way", { Relate.ourWay(items, now: now, calendar: calendar) }),
      ("floor, comparing in turn", { Relate.floorComparingInTurn(items, edges: edges) }),
      ("floor, without branches", { Relate.floorCountingWithoutBranches(items, edges: edges) }),
    ])
  let shuffledSeconds = await medianSeconds(
    rounds: 15, expecting: agreed,
    [
      ("our way, random order", { Relate.ourWay(shuffledItems, now: now, calendar: calendar) }),
      (
        "floor, comparing in turn, random order",
        {
          Relate.floorComparingInTurn(shuffledItems, edges: edges)
        }
      ),
      (
        "floor, without branches, random order",
        {
          Relate.floorCountingWithoutBranches(shuffledItems, edges: edges)
        }
      ),
    ])

  let relateRows: [(String, String, Double)] = [
    ("relate, per-item calendar (reference way)", "due-date order", calendarSeconds),
    ("relate, our way (boundaries once)", "due-date order", sortedSeconds[0]),
    ("relate, floor: compare in turn", "due-date order", sortedSeconds[1]),
    ("relate, floor: no branches", "due-date order", sortedSeconds[2]),
    ("relate, our way (boundaries once)", "random order", shuffledSeconds[0]),
    ("relate, floor: compare in turn", "random order", shuffledSeconds[1]),
    ("relate, floor: no branches", "random order", shuffledSeconds[2]),
  ]
  for (name, order, seconds) in relateRows {
    report.add(
      name, work: "\(grouped(count)) items, \(order)", figure: formatDuration(seconds),
      perUnit: "\(formatDuration(seconds / Double(count)))/item")
  }

  let calendarRatio = calendarSeconds / sortedSeconds[0]
  report.target(
    "relate-vs-calendar", measured: "\(significant(calendarRatio))x faster",
    goal: ">= 100x faster", met: calendarRatio >= 100)
  let floorSeconds = min(sortedSeconds[1], sortedSeconds[2])
  let floorRatio = sortedSeconds[0] / floorSeconds
  report.target(
    "relate-vs-limit", measured: "\(significant(floorRatio))x the floor",
    goal: "<= 3x the floor", met: floorRatio <= 3)
}

// MARK: Finding upcoming items through the interactor and the store.

if figures.contains("window-scaling") {
  progress("window: building stores of 1 000 and \(grouped(count)) items")
  let small = Window.Setup(
    store: Window.store(total: Window.itemsInWindow, boundaries: boundaries), now: now,
    calendar: calendar)
  let large = Window.Setup(
    store: Window.store(total: count, boundaries: boundaries), now: now, calendar: calendar)
  _ = await small.find(requests: 1)
  _ = await large.find(requests: 1)
  guard small.sink.items.count == Window.itemsInWindow, small.sink.items == large.sink.items else {
    fail(
      "the two stores disagree on the upcoming items (\(small.sink.items.count) and "
        + "\(large.sink.items.count) found; failures: \(small.sink.failure ?? "none"), "
        + "\(large.sink.failure ?? "none"))")
  }
  let requests = 20
  progress("window: timing \(requests) requests per run (25 rounds)")
  let windowSeconds = await medianSeconds(
    rounds: 25, expecting: requests * Window.itemsInWindow,
    [
      ("1 000 in store", { await small.find(requests: requests) }),
      ("\(grouped(count)) in store", { await large.find(requests: requests) }),
    ])
  for (total, seconds) in zip([Window.itemsInWindow, count], windowSeconds) {
    report.add(
      "upcoming items, \(grouped(total)) in store", work: "\(requests) requests, 1 000 in window",
      figure: formatDuration(seconds),
      perUnit: "\(formatDuration(seconds / Double(requests)))/request")
  }

  let windowRatio = windowSeconds[1] / windowSeconds[0]
  report.target(
    "window-scaling", measured: "\(significant(windowRatio))x",
    goal: "<= 3x", met: windowRatio <= 3)
}

// MARK: Loading a store file.

if figures.contains("store-load") {
  let storeFolder = Scratch("todo-benchmarks-")
  let storePath = storeFolder.path("todo.json")
  progress("store: writing a file of \(grouped(FileStoreLoad.itemCount)) items")
  let (storeItemsInWindow, storeBytes) = FileStoreLoad.writeFile(
    at: storePath, now: now, boundaries: boundaries)
  progress("store: timing a fresh load and list (5 runs)")
  let storeSeconds = await medianSeconds(
    rounds: 5, expecting: storeItemsInWindow,
    [
      (
        "load and list",
        { await FileStoreLoad.loadAndList(path: storePath, now: now, calendar: calendar) }
      )
    ]
  )[0]
  storeFolder.remove()
  report.add(
    "store file: fresh load, then upcoming items",
    work: "\(grouped(FileStoreLoad.itemCount)) items, \(significant(Double(storeBytes) / 1e6)) MB",
    figure: formatDuration(storeSeconds),
    perUnit: "\(formatDuration(storeSeconds / Double(FileStoreLoad.itemCount)))/item")

  report.target(
    "store-load", measured: formatDuration(storeSeconds), goal: "< 1 s",
    met: storeSeconds < 1)
}

// MARK: The time-zone sweep.

if figures.contains("sweep") {
  let calendars = Sweep.calendars()
  let instants = Sweep.instants()
  let relations = calendars.count * instants.count * Sweep.offsets.count
  progress("sweep: \(calendars.count) calendars × \(instants.count) days (3 runs)")
  let sweepSeconds = await medianSeconds(
    rounds: 3, expecting: nil,
    [("sweep", { Sweep.run(calendars: calendars, instants: instants) })])[0]
  let relationsPerSecond = Double(relations) / sweepSeconds
  let boundariesPerSecond = Double(calendars.count * instants.count) / sweepSeconds
  report.add(
    "sweep: zones × first weekdays × days",
    work:
      "\(calendars.count / 7) zones × 7 × \(instants.count) days × \(Sweep.offsets.count) dates",
    figure: formatDuration(sweepSeconds),
    perUnit:
      "\(grouped(Int(relationsPerSecond))) relations/s "
      + "(\(grouped(Int(boundariesPerSecond))) days/s)")

  report.target(
    "sweep", measured: "\(grouped(Int(relationsPerSecond))) relations/s",
    goal: "report the figure", met: relationsPerSecond > 0)
}

// MARK: How long the suite takes, as a learner runs it.

if figures.contains("suite") {
  progress("suite: swift test in a copy of the package, cold, warm, filtered, after an edit")
  SuiteTimings.measure(into: &report)
}

// MARK: The regression cases: in swift test, and through the runner.

if figures.contains("conformance") {
  progress("conformance: the cases in swift test and through the runner, in a copy")
  ConformanceTimings.measure(into: &report)
}

// MARK: The mutation tool: a folder, the whole of Sources, and 40 mutants both ways.

if figures.contains("mutants") {
  progress("mutants: Mutants/run on a folder, on Sources, and 40 mutants against a rebuild")
  MutationTimings.measure(into: &report)
}

// MARK: The katas: a write-the-spec check, first and after a one-line change to the spec.

if figures.contains("katas") {
  progress("katas: kata check in a copy of the package, first and after a one-line spec change")
  KataTimings.measure(into: &report)
}

// A run that measured nothing checked nothing: it fails.
guard !report.targets.isEmpty else { fail("no figure was measured, so no target was checked") }
Children.finish()
for line in report.lines { ToolOutput.writeOrExit(line + "\n", tool: "todo-benchmarks") }
