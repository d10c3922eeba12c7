import Foundation
import TodoVIPER
import ToolPlatform

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Measures the peak resident memory of holding many items in the in-memory store.
///
/// Each measurement runs in a fresh child process (this executable, started again with
/// `--memory-probe <way>`), so nothing the other benchmarks allocated or freed is counted. The
/// child reads its peak resident set size (`getrusage`'s `ru_maxrss`), builds a store of
/// ``Workload/itemCount`` items with 16-character titles, reads the peak again while the store is
/// still alive, and prints the difference in bytes. The peak includes every temporary the store
/// needed while it grew, not only what it keeps.
enum MemoryProbe {
  /// How the child fills the store.
  enum Way: String, CaseIterable {
    /// One `add` per item, in due-date order, as the app stores what the user adds.
    case add
    /// One `InMemoryTodoStore(items:)` from an array in random due-date order.
    case initializer = "init"
  }

  /// The command-line flag that makes this executable a memory probe child.
  static let flag = "--memory-probe"

  /// Runs a child probe and returns the peak bytes it needed per item.
  static func bytesPerItem(_ way: Way) -> Double {
    guard let executable = Bundle.main.executablePath else {
      fail("could not start the memory probe child: this program's path is not known")
    }
    let ending = Children.run(
      [executable, flag, way.rawValue], in: Children.folder, capturing: true)
    let status = ending.status
    let text = String(decoding: ending.output, as: UTF8.self).trimmingCharacters(
      in: .whitespacesAndNewlines)
    guard status == 0, let bytes = Double(text), bytes.isFinite, bytes >= 0 else {
      fail(
        "the memory probe (\(way.rawValue)) exited \(status) printing "
          + "'\(ToolOutput.escaped(text))'")
    }
    return bytes / Double(Workload.itemCount)
  }

  /// The child's side: builds the store the given way and prints the peak growth in bytes.
  static func runChild(_ argument: String) async -> Never {
    guard let way = Way(rawValue: argument) else {
      fail("\(flag) takes one of: \(Way.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    let count = Workload.itemCount
    let start = Workload.now
    let before = peakResidentBytes()
    let store: InMemoryTodoStore
    switch way {
    case .add:
      store = InMemoryTodoStore()
      for index in 0..<count {
        await store.add(
          TodoItem(
            id: Workload.identity(index), title: Workload.title(index),
            dueDate: start + Double(index)))
      }
    case .initializer:
      var generator = SplitMix64(seed: 13)
      let items = (0..<count).map { index in
        TodoItem(
          id: Workload.identity(index), title: Workload.title(index),
          dueDate: start + Double(generator.next() % UInt64(count)))
      }
      store = InMemoryTodoStore(items: items)
    }
    let after = peakResidentBytes()
    let stored = await store.items.count
    guard stored == count else { fail("the store holds \(stored) items") }
    ToolOutput.writeOrExit("\(after - before)\n", tool: "todo-benchmarks")
    exit(0)
  }

  /// Returns the peak resident set size of this process so far, in bytes.
  static func peakResidentBytes() -> Int {
    var usage = rusage()
    #if os(Linux)
      let status = getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
      let bytesPerUnit = 1_024  // ru_maxrss is in kilobytes on Linux
    #else
      let status = getrusage(RUSAGE_SELF, &usage)
      let bytesPerUnit = 1  // and in bytes on Darwin
    #endif
    guard status == 0 else { fail("getrusage failed") }
    return usage.ru_maxrss * bytesPerUnit
  }
}
