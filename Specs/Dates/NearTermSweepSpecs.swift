import Fakes
import Foundation
import Testing
import TodoVIPER

/// The near term in every time zone Foundation knows, for every week rule, checked against local
/// day numbers (``LocalDayOracle``) rather than hand-picked cases: the five boundaries, the start
/// of this week, and the relation of 53 due dates around each "now".
///
/// The sampled sweep visits a few days in every zone: one drawn at random and, around offset
/// changes drawn at random, the day before each change, the change's own day and a day in the
/// fortnight before. In a plain `swift test` it takes one change a zone and checks each day at
/// one instant of "now" under one week rule, each drawn in turn, so that every rule is checked
/// hundreds of times with a twenty-fourth of the checks; in a full run of the suite (``SuiteSize``,
/// `TODO_SUITE=full`), which CI makes on every submission, two changes a zone, at two instants
/// under all seven. The sweep of every offset change, from 1970 to
/// 2040 in every zone, runs only in a full run, and CI leaves it out (it takes 3 to 5 minutes on
/// two cores): run it by hand after a change to the date rules:
/// `TODO_SUITE=full swift test --filter NearTermSweepSpecs`.
struct NearTermSweepSpecs {
  @Test func `in every time zone and week rule, sampled days agree with local day numbers`()
    async
  {
    let sweep = Sweep(kind: .sampled, whole: SuiteSize.isFull)
    let report = await sweep.run()

    print(report.summary(named: "sampled", weekRules: sweep.whole ? 7 : 1))
    #expect(report.mismatches == [])
    #expect(report.zones == TimeZone.knownTimeZoneIdentifiers.count)
  }

  @Test(.enabled(if: SuiteSize.isFull, "a full run of the suite: TODO_SUITE=full"))
  func `in every time zone and week rule, every offset change agrees with local day numbers`()
    async
  {
    let sweep = Sweep(kind: .full, whole: true)
    let report = await sweep.run()

    print(report.summary(named: "full", weekRules: sweep.whole ? 7 : 1))
    #expect(report.mismatches == [])
    #expect(report.zones == TimeZone.knownTimeZoneIdentifiers.count)
  }
}

/// One sweep over every known time zone: which days it visits, and what it found.
private struct Sweep {
  enum Kind {
    /// A few days per zone: one at random and three around each of two offset changes, at two
    /// instants each: the first or the last instant of the day, and one inside it.
    case sampled
    /// The fortnight up to every offset change (so every week rule puts a boundary on it) and
    /// every 97th day, at three instants each: the first and last instants and one inside.
    case full
  }

  /// What a sweep checked and every disagreement it found (the first 20).
  struct Report {
    var zones = 0
    var days = 0
    var nows = 0
    var boundaries = 0
    var relations = 0
    var mismatches: [String] = []

    /// Adds what another sweep found.
    mutating func add(_ other: Report) {
      zones += other.zones
      days += other.days
      nows += other.nows
      boundaries += other.boundaries
      relations += other.relations
      mismatches += other.mismatches
    }

    func summary(named name: String, weekRules: Int) -> String {
      "near-term sweep (\(name)): \(zones) zones × \(days) days (\(nows) instants of \"now\") × "
        + "\(weekRules) week rule\(weekRules == 1 ? "" : "s") = \(boundaries) boundary sets and "
        + "\(relations) relations checked"
    }
  }

  /// The calendars the sweep rotates through; the oracle knows nothing of any of them.
  static let identifiers: [Calendar.Identifier] = [
    .gregorian, .iso8601, .japanese, .hebrew, .islamicUmmAlQura, .persian, .buddhist,
  ]
  static let firstDay = Date(timeIntervalSince1970: 0)  // 1970-01-01
  static let lastDay = Date(timeIntervalSince1970: 2_240_524_800)  // 2040-12-31

  let kind: Kind
  /// Whether each day is checked at each of its instants of "now" under all seven week rules,
  /// or, in a plain `swift test`, at one of them under one rule, each drawn at random.
  let whole: Bool

  /// Sweeps every zone and adds up what each zone's sweep found.
  ///
  /// The zones are swept on Dispatch's threads, as many at once as there are cores, never on
  /// Swift's cooperative threads: the tests that run meanwhile, the main actor's among them,
  /// need those, and would otherwise wait for the whole sweep.
  ///
  /// Each zone's report goes in a slot of its own, and the slots are added up once every zone is
  /// done: no lock is shared. (A `Mutex` was, and ThreadSanitizer cannot see the futex that its
  /// contended path waits on, so it reported races that were not there.)
  func run() async -> Report {
    let identifiers = TimeZone.knownTimeZoneIdentifiers
    let total = await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        let slots = ReportSlots(count: identifiers.count)
        DispatchQueue.concurrentPerform(iterations: identifiers.count) { index in
          var report = Report()
          if let zone = TimeZone(identifier: identifiers[index]) {
            sweep(zone, seed: UInt64(index), into: &report)
            report.zones = 1
          } else {
            report.mismatches.append("\(identifiers[index]): not a time zone")
          }
          slots.put(report, at: index)
        }
        var total = Report()
        for report in slots.reports() { total.add(report) }
        continuation.resume(returning: total)
      }
    }
    var sorted = total
    sorted.mismatches = Array(total.mismatches.sorted().prefix(20))
    return sorted
  }

  /// Checks every "now" on the days chosen in `zone`.
  private func sweep(_ zone: TimeZone, seed: UInt64, into report: inout Report) {
    let oracle = LocalDayOracle(zone: zone, from: Self.firstDay, to: Self.lastDay)
    var random = SplitMix64(seed: seed)
    // Each made when a "now" first needs it: a calendar costs more to make than to ask.
    var made: [Int: Calendar] = [:]
    func calendar(rotation: Int, firstWeekday: Int) -> Calendar {
      let key = rotation * 8 + firstWeekday
      if let calendar = made[key] { return calendar }
      let calendar = Calendar.fixture(
        Self.identifiers[rotation], firstWeekday: firstWeekday, timeZone: zone.identifier)
      made[key] = calendar
      return calendar
    }
    for day in days(in: oracle, random: &random) where oracle.exists(day) {
      report.days += 1
      let start = oracle.firstInstant(ofDay: day)
      let end = oracle.firstInstant(ofDay: day + 1)
      let inside = start.addingTimeInterval(
        (end.timeIntervalSince(start) * random.fraction()).rounded(.down))
      let last = end.addingTimeInterval(-0.001)
      for now in nows(start: start, inside: inside, last: last, random: &random) {
        report.nows += 1
        let rotation = Int(random.next() % UInt64(Self.identifiers.count))
        let firstWeekdays = whole ? Array(1...7) : [1 + Int(random.next() % 7)]
        let calendars = firstWeekdays.map { calendar(rotation: rotation, firstWeekday: $0) }
        check(now: now, oracle: oracle, calendars: calendars, into: &report)
      }
    }
  }

  /// The instants of "now" to try on one day: all three in the full sweep, two when sampling
  /// whole, and one of those two in a plain `swift test`.
  private func nows(start: Date, inside: Date, last: Date, random: inout SplitMix64) -> [Date] {
    switch kind {
    case .sampled:
      let edge = random.next() % 2 == 0 ? start : last
      return whole ? [edge, inside] : [random.next() % 2 == 0 ? edge : inside]
    case .full: return [start, inside, last]
    }
  }

  /// The day numbers to visit in the zone of `oracle`.
  private func days(in oracle: LocalDayOracle, random: inout SplitMix64) -> [Int] {
    let first = oracle.wallDay(of: Self.firstDay)
    let last = oracle.wallDay(of: Self.lastDay)
    let changes = oracle.changes.filter { $0 >= 0 && $0 < Self.lastDay.timeIntervalSince1970 }
      .map { oracle.day(of: Date(timeIntervalSince1970: $0)) }
    switch kind {
    case .sampled:
      var days = [first + Int(random.next() % UInt64(last - first))]
      for _ in 0..<(whole ? 2 : 1) where !changes.isEmpty {
        let change = changes[Int(random.next() % UInt64(changes.count))]
        days += [change - 1 - Int(random.next() % 13), change - 1, change]
      }
      return days
    case .full:
      let everyFewMonths = Array(stride(from: first, through: last, by: 97))
      return Array(Set(changes.flatMap { ($0 - 13)...$0 } + everyFewMonths)).sorted()
    }
  }

  /// Compares `NearTermBoundaries` with the oracle at `now`, for every week rule.
  private func check(
    now: Date, oracle: LocalDayOracle, calendars: [Calendar], into report: inout Report
  ) {
    let today = oracle.day(of: now)
    var dueDates = [now, now.addingTimeInterval(0.000_5)]
    for day in (today - 1)...(today + 15) {
      let start = oracle.firstInstant(ofDay: day)
      dueDates += [start.addingTimeInterval(-0.001), start, start.addingTimeInterval(43_200)]
    }
    let dueDays = dueDates.map { oracle.day(of: $0) }
    for calendar in calendars {
      let days = oracle.days(now: now, firstWeekday: calendar.firstWeekday)
      let expected = oracle.answer(days)
      // Written only for a mismatch: formatting "now" for every check would cost more than
      // the check.
      func place() -> String {
        "\(oracle.zone.identifier) \(calendar.identifier) firstWeekday "
          + "\(calendar.firstWeekday) now \(now.formatted(.iso8601)) (\(now.timeIntervalSince1970))"
      }
      report.boundaries += 1
      guard let boundaries = NearTermBoundaries(now: now, calendar: calendar) else {
        record("\(place()): nil, expected \(expected)", into: &report)
        continue
      }
      let actual = LocalDayOracle.Answer(
        startOfToday: boundaries.startOfToday, startOfTomorrow: boundaries.startOfTomorrow,
        startOfDayAfterTomorrow: boundaries.startOfDayAfterTomorrow,
        startOfNextWeek: boundaries.startOfNextWeek,
        startOfWeekAfterNext: boundaries.startOfWeekAfterNext)
      if actual != expected {
        record("\(place()): got \(actual), expected \(expected)", into: &report)
      }
      let startOfThisWeek = boundaries.startOfThisWeek(in: calendar)
      let expectedStartOfThisWeek = oracle.firstInstant(ofDay: days.startOfThisWeek)
      if startOfThisWeek != expectedStartOfThisWeek {
        record(
          "\(place()): this week starts \(String(describing: startOfThisWeek)), expected "
            + "\(expectedStartOfThisWeek)", into: &report)
      }
      for (due, dueDay) in zip(dueDates, dueDays) {
        report.relations += 1
        let expectedRelation = LocalDayOracle.relation(ofDay: dueDay, days)
        let relation = boundaries.relation(of: due)
        if relation != expectedRelation {
          record(
            "\(place()): due \(due.timeIntervalSince1970) is \(String(describing: relation)), "
              + "expected \(String(describing: expectedRelation))", into: &report)
        }
      }
    }
  }

  private func record(_ mismatch: String, into report: inout Report) {
    if report.mismatches.count < 20 { report.mismatches.append(mismatch) }
  }
}

/// A small seeded random number generator, so every run visits the same days.
private struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A number in [0, 1).
  mutating func fraction() -> Double {
    Double(next() >> 11) / Double(UInt64(1) << 53)
  }
}

/// One report per zone, each slot written by the one iteration of the sweep that owns its
/// index, and read once every iteration has ended (`concurrentPerform` returns then).
///
/// Unchecked: the slots are memory of their own, never resized, and no two threads touch one
/// slot; that is what makes it safe, and what ThreadSanitizer checks.
private final class ReportSlots: @unchecked Sendable {
  private let slots: UnsafeMutableBufferPointer<Sweep.Report>

  init(count: Int) {
    slots = .allocate(capacity: count)
    slots.initialize(repeating: Sweep.Report())
  }

  deinit {
    slots.deinitialize()
    slots.deallocate()
  }

  /// Puts `report` in slot `index`; only the iteration of that index calls it.
  func put(_ report: Sweep.Report, at index: Int) {
    slots[index] = report
  }

  /// Every slot's report, in index order; call it once the iterations have ended.
  func reports() -> [Sweep.Report] {
    Array(slots)
  }
}
