import Foundation
import TodoFileStore
import TodoVIPER

/// Loading a JSON store file of many items and finding the upcoming ones, as `todo --store` does
/// at launch: a fresh `JSONFileTodoStore` behind the list interactor.
enum FileStoreLoad {
  /// The number of items in the file.
  static let itemCount = 100_000

  /// Writes a version 1 store file of ``itemCount`` items, one every ten minutes from a week
  /// before `now`, and returns how many of them are due in the near term around `boundaries`,
  /// and the file's size in bytes.
  static func writeFile(
    at path: String, now: Date, boundaries: NearTermBoundaries
  ) -> (inWindow: Int, bytes: Int) {
    let format = Date.ISO8601FormatStyle(includingFractionalSeconds: false)
    let start = now - 7 * 86_400
    var text = "{\n  \"items\" : [\n"
    var inWindow = 0
    for index in 0..<itemCount {
      let due = start + 600 * Double(index)
      if boundaries.relation(of: due) != nil { inWindow += 1 }
      text += "    {\n      \"due\" : \"\(due.formatted(format))\",\n"
      text += "      \"title\" : \"\(Workload.title(index))\"\n    }"
      text += index == itemCount - 1 ? "\n" : ",\n"
    }
    text += "  ],\n  \"version\" : 1\n}\n"
    writeText(text, to: path)
    return (inWindow, text.utf8.count)
  }

  /// Loads the file with a fresh store and finds the upcoming items through the interactor;
  /// returns how many were found.
  @MainActor
  static func loadAndList(path: String, now: Date, calendar: Calendar) async -> Int {
    let sink = Window.Sink()
    let interactor = ListInteractor(
      dataManager: JSONFileTodoStore(path: path), clock: FixedClock(now),
      calendar: calendar)
    interactor.output = sink
    await interactor.findUpcomingItems()
    if let failure = sink.failure { fail("loading the store file failed: \(failure)") }
    return sink.items.count
  }
}
