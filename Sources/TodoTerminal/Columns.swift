extension Unicode.Scalar {
  /// The columns the scalar takes at a terminal: 2 for East Asian Wide and Fullwidth, 0 for a
  /// combining mark or a format character (such as an isolate), 1 for any other.
  ///
  /// From the Unicode data (``columnRanges``, generated), not libc's `wcwidth`: the same on
  /// every platform and in every locale, so that specs can pin text laid out by it.
  var columns: Int {
    let ranges = Self.columnRanges
    // Below the first range (U+0300), every scalar takes one column: most text, read at once.
    guard value >= ranges[0] else { return 1 }
    var low = 0
    var high = ranges.count / 3
    while low < high {
      let middle = (low + high) / 2
      if ranges[middle * 3 + 1] < value {
        low = middle + 1
      } else {
        high = middle
      }
    }
    guard low < ranges.count / 3, ranges[low * 3] <= value else { return 1 }
    return Int(ranges[low * 3 + 2])
  }
}

extension Character {
  /// The columns the character takes at a terminal: its widest scalar's (a letter and its
  /// combining accent take one, an emoji sequence joined by U+200D two).
  var columns: Int { unicodeScalars.reduce(0) { Swift.max($0, $1.columns) } }

  /// Whether a line may not start with the character: closing punctuation, and the small kana
  /// and marks Japanese keeps after the character before them (kinsoku).
  var closes: Bool { Self.closing.contains(self) }

  /// Whether a line may not end with the character: opening punctuation.
  var opens: Bool { Self.opening.contains(self) }

  private static let closing = Set(
    "、。，．・：；？！）」』】〕〉》〙〗〛｝］｠ー…‥々ゝゞ" + "ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ"
      + "),.:;!?]}”’")
  private static let opening = Set("（「『【〔〈《〘〖〚｛［｟([{“‘")
}

extension StringProtocol {
  /// The columns the text takes at a terminal, on one line.
  public var columns: Int { reduce(0) { $0 + $1.columns } }
}
