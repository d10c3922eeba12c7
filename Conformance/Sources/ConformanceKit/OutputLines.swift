/// The program's output cut into lines as it comes, in time linear in its length: each chunk is
/// searched from where the last search ended, never from the line's start again.
///
/// A line longer than ``limit`` bytes (an answer is under 200) is not kept: it is reported once
/// as too long and the rest of it skipped, so a program that writes without a line break cannot
/// make the runner hold its output.
struct OutputLines {
  /// What a line of output was.
  enum Line: Equatable {
    /// Its bytes, without the line break.
    case text([UInt8])
    /// It was longer than the limit, and was dropped.
    case tooLong
  }

  /// The most bytes a line may hold.
  static let limit = 65_536

  /// The bytes of the line under way.
  private var pending: [UInt8] = []
  /// Whether the line under way was too long, and is being skipped to its end.
  private var skipping = false

  /// Takes a chunk of output, and calls `onLine` with each line it ends.
  mutating func take(_ chunk: ArraySlice<UInt8>, onLine: (Line) -> Void) {
    var start = chunk.startIndex
    while start < chunk.endIndex {
      guard let newline = chunk[start...].firstIndex(of: UInt8(ascii: "\n")) else {
        keep(chunk[start...], onLine: onLine)
        return
      }
      keep(chunk[start..<newline], onLine: onLine)
      if skipping {
        skipping = false
      } else {
        onLine(.text(pending))
      }
      pending.removeAll(keepingCapacity: true)
      start = newline + 1
    }
  }

  /// Calls `onLine` with the last line, when the output ended without a line break.
  mutating func finish(onLine: (Line) -> Void) {
    if !pending.isEmpty, !skipping { onLine(.text(pending)) }
    pending.removeAll()
  }

  /// Adds `piece` to the line under way, or drops the line once it is too long.
  private mutating func keep(_ piece: ArraySlice<UInt8>, onLine: (Line) -> Void) {
    guard !skipping else { return }
    guard pending.count + piece.count <= Self.limit else {
      onLine(.tooLong)
      pending.removeAll()
      skipping = true
      return
    }
    pending += piece
  }
}
