/// A line as a bidi-aware terminal lays it out: the Unicode Bidirectional Algorithm (UAX #9,
/// revision 48, Unicode 15.1), for one line that is one paragraph, its direction found from its
/// first strong letter (P2, P3), as the reviews' reader and a terminal with bidi support find it.
///
/// It implements the whole algorithm for the characters these screens hold: the explicit levels
/// of embeddings, overrides and isolates (X1-X10), the weak types (W1-W7), bracket pairs (N0),
/// the neutrals (N1, N2), the implicit levels (I1, I2), the levels reset at the line's end (L1),
/// the reordering (L2) and the mirrored brackets (L4). The bidi classes are those of
/// `UnicodeData.txt` for the scripts the nine languages write (Latin, Arabic, CJK, their
/// punctuation and digits); an unlisted character is `L` when it is a letter, a digit or a
/// spacing mark and `ON` otherwise. Checked against python-bidi 0.6.6 (the reviews' tool) on
/// every line of every language's session in the fourth round.
///
/// The visual line leaves out the formatting characters (the isolates, marks, embeddings), which
/// take no room on a screen.
struct BidiLayout {
  /// The embedding level of the paragraph: 0 left to right, 1 right to left.
  let paragraphLevel: Int
  /// The line as it is shown, from left to right, without its formatting characters.
  let visual: String

  /// Whether the terminal lays the line out right to left, right-aligned.
  var isRightToLeft: Bool { paragraphLevel == 1 }

  /// The bidi classes of UAX #9.
  enum BidiClass: Equatable {
    case l, r, al, en, es, et, an, cs, nsm, bn, b, s, ws, on
    case lre, lro, rle, rlo, pdf, lri, rli, fsi, pdi

    var isIsolateInitiator: Bool {
      switch self {
      case .lri, .rli, .fsi: true
      default: false
      }
    }
    /// Removed by X9: embeddings, overrides, their end and the boundary neutrals.
    var isRemovedByX9: Bool {
      switch self {
      case .lre, .lro, .rle, .rlo, .pdf, .bn: true
      default: false
      }
    }
    /// A neutral or an isolate formatting character, for N1 and N2.
    var isNeutralOrIsolate: Bool {
      switch self {
      case .b, .s, .ws, .on, .lri, .rli, .fsi, .pdi: true
      default: false
      }
    }
  }

  /// Returns the bidi class of `scalar`.
  static func bidiClass(of scalar: Unicode.Scalar) -> BidiClass {
    let value = scalar.value
    switch value {
    case 0x0A, 0x0D, 0x1C...0x1E, 0x85, 0x2029: return .b
    case 0x09, 0x0B, 0x1F: return .s
    case 0x0C, 0x20, 0x1680, 0x2000...0x200A, 0x2028, 0x205F, 0x3000: return .ws
    case 0x00...0x08, 0x0E...0x1B, 0x7F...0x84, 0x86...0x9F, 0xAD, 0x180E, 0x200B...0x200D,
      0x2060...0x2064, 0x206A...0x206F, 0xFEFF:
      return .bn
    case 0x200E: return .l
    case 0x200F: return .r
    case 0x061C: return .al
    case 0x202A: return .lre
    case 0x202B: return .rle
    case 0x202C: return .pdf
    case 0x202D: return .lro
    case 0x202E: return .rlo
    case 0x2066: return .lri
    case 0x2067: return .rli
    case 0x2068: return .fsi
    case 0x2069: return .pdi
    case 0x30...0x39, 0xB2, 0xB3, 0xB9, 0x06F0...0x06F9, 0x2070, 0x2074...0x2079, 0x2080...0x2089,
      0x2488...0x249B, 0xFF10...0xFF19:
      return .en
    case 0x2B, 0x2D, 0x207A, 0x207B, 0x208A, 0x208B, 0x2212, 0xFB29, 0xFE62, 0xFE63, 0xFF0B,
      0xFF0D:
      return .es
    case 0x23...0x25, 0xA2...0xA5, 0xB0, 0xB1, 0x0609, 0x060A, 0x066A, 0x2030...0x2034,
      0x20A0...0x20CF, 0x212E, 0x2213, 0xFE5F, 0xFE69, 0xFE6A, 0xFF03...0xFF05, 0xFFE0, 0xFFE1,
      0xFFE5, 0xFFE6:
      return .et
    case 0x0600...0x0605, 0x0660...0x0669, 0x066B, 0x066C, 0x06DD, 0x0890, 0x0891, 0x08E2:
      return .an
    case 0x2C, 0x2E, 0x2F, 0x3A, 0xA0, 0x060C, 0x202F, 0x2044, 0xFE50, 0xFE52, 0xFE55, 0xFF0C,
      0xFF0E, 0xFF0F, 0xFF1A:
      return .cs
    default: break
    }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark: return .nsm
    default: break
    }
    switch value {
    case 0x0590...0x05FF, 0x07C0...0x085F, 0xFB1D...0xFB4F, 0x10800...0x10FFF, 0x1E800...0x1EDFF,
      0x1EF00...0x1EFFF:
      return .r
    case 0x0600...0x07BF, 0x0860...0x08FF, 0xFB50...0xFDCF, 0xFDF0...0xFDFF, 0xFE70...0xFEFE,
      0x1EE00...0x1EEFF:
      return .al
    default: break
    }
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .spacingMark, .decimalNumber, .letterNumber, .otherNumber:
      return .l
    default: return .on
    }
  }

  /// The brackets UAX #9 pairs (BidiBrackets.txt) that these screens may hold: each opening
  /// bracket with its closing one.
  static let brackets: [UInt32: UInt32] = [
    0x28: 0x29, 0x5B: 0x5D, 0x7B: 0x7D, 0x2329: 0x232A, 0x3008: 0x3009, 0x300A: 0x300B,
    0x300C: 0x300D, 0x300E: 0x300F, 0x3010: 0x3011, 0x3014: 0x3015, 0x3016: 0x3017,
    0x3018: 0x3019, 0x301A: 0x301B, 0xFF08: 0xFF09, 0xFF3B: 0xFF3D, 0xFF5B: 0xFF5D,
  ]

  /// The closing brackets of ``brackets``.
  static let closingBrackets = Set(brackets.values)

  /// The characters shown mirrored on a right-to-left level (L4), each with its mirror.
  static let mirrors: [UInt32: UInt32] = {
    var mirrors: [UInt32: UInt32] = [0x3C: 0x3E, 0x3E: 0x3C, 0xAB: 0xBB, 0xBB: 0xAB]
    for (open, close) in brackets {
      mirrors[open] = close
      mirrors[close] = open
    }
    return mirrors
  }()

  /// Whether a terminal lays `line` out right to left (P2, P3), found without laying it out.
  static func isRightToLeft(_ line: String) -> Bool {
    let types = line.unicodeScalars.map(bidiClass(of:))
    return firstStrongLevel(types, from: 0, to: types.count, matchingPDIs(types)) == 1
  }

  /// Lays `line` out, its direction found from its first strong letter.
  init(_ line: String) {
    let text = Array(line.unicodeScalars)
    let original = text.map(Self.bidiClass(of:))
    let count = text.count
    let matching = Self.matchingPDIs(original)
    let paragraphLevel = Self.firstStrongLevel(original, from: 0, to: count, matching) ?? 0
    var types = original
    var levels = Array(repeating: paragraphLevel, count: count)
    Self.explicitLevels(&types, &levels, paragraphLevel, matching)
    for sequence in Self.isolatingRunSequences(types, levels, paragraphLevel, matching) {
      Self.resolve(sequence, &types, levels, text, original)
      for index in sequence.indices {
        let level = levels[index]
        switch (level % 2 == 0, types[index]) {
        case (true, .r): levels[index] += 1
        case (true, .an), (true, .en): levels[index] += 2
        case (false, .l), (false, .en), (false, .an): levels[index] += 1
        default: break
        }
      }
    }
    // The characters X9 removed take the level of the one before them, so that they split no
    // run when the line is reordered.
    for index in 0..<count where original[index].isRemovedByX9 {
      levels[index] = index == 0 ? paragraphLevel : levels[index - 1]
    }
    // L1: the segment and paragraph separators, and the white space and isolates before them
    // and at the end of the line, go back to the paragraph's level.
    var trailing = true
    for index in stride(from: count - 1, through: 0, by: -1) {
      let type = original[index]
      if type == .s || type == .b {
        levels[index] = paragraphLevel
        trailing = true
      } else if trailing,
        type == .ws || type.isIsolateInitiator || type == .pdi
          || type.isRemovedByX9
      {
        levels[index] = paragraphLevel
      } else {
        trailing = false
      }
    }
    // L2: reverse every run at each level from the highest down to the lowest odd one.
    var order = Array(0..<count)
    let highest = levels.max() ?? 0
    let lowestOdd = (levels.filter { $0 % 2 == 1 }.min()) ?? (highest + 1)
    if highest >= lowestOdd {
      for level in stride(from: highest, through: lowestOdd, by: -1) {
        var position = 0
        while position < count {
          guard levels[order[position]] >= level else {
            position += 1
            continue
          }
          var end = position
          while end < count, levels[order[end]] >= level { end += 1 }
          order[position..<end].reverse()
          position = end
        }
      }
    }
    var visual = String.UnicodeScalarView()
    for index in order {
      let type = original[index]
      let isMark =
        text[index].value == 0x200E || text[index].value == 0x200F
        || text[index].value == 0x061C
      if type.isRemovedByX9 || type.isIsolateInitiator || type == .pdi || isMark { continue }
      let mirrored =
        levels[index] % 2 == 1 ? Self.mirrors[text[index].value].flatMap(Unicode.Scalar.init) : nil
      visual.append(mirrored ?? text[index])
    }
    self.paragraphLevel = paragraphLevel
    self.visual = String(visual)
  }

  /// Returns, for each isolate initiator, the index of its matching PDI (BD9), if any.
  static func matchingPDIs(_ types: [BidiClass]) -> [Int: Int] {
    var open: [Int] = []
    var matching: [Int: Int] = [:]
    for (index, type) in types.enumerated() {
      if type.isIsolateInitiator {
        open.append(index)
      } else if type == .pdi, let initiator = open.popLast() {
        matching[initiator] = index
      }
    }
    return matching
  }

  /// Returns the level of the first strong letter in `start..<end` outside isolates (P2, P3):
  /// 0 for `L`, 1 for `R` and `AL`, `nil` when there is none.
  static func firstStrongLevel(
    _ types: [BidiClass], from start: Int, to end: Int, _ matching: [Int: Int]
  ) -> Int? {
    var index = start
    while index < end {
      let type = types[index]
      if type == .l { return 0 }
      if type == .r || type == .al { return 1 }
      if type.isIsolateInitiator {
        guard let pdi = matching[index] else { return nil }
        index = pdi
      }
      index += 1
    }
    return nil
  }

  /// X1-X8: the explicit embedding level of each character, and the types an override sets.
  static func explicitLevels(
    _ types: inout [BidiClass], _ levels: inout [Int], _ paragraphLevel: Int,
    _ matching: [Int: Int]
  ) {
    struct Status {
      var level: Int
      var override: BidiClass?
      var isolate: Bool
    }
    let maximumDepth = 125
    var stack = [Status(level: paragraphLevel, override: nil, isolate: false)]
    var overflowIsolates = 0
    var overflowEmbeddings = 0
    var validIsolates = 0
    func next(odd: Bool) -> Int {
      let level = stack[stack.count - 1].level
      return odd ? (level + 1) | 1 : (level + 2) & ~1
    }
    for index in types.indices {
      let type = types[index]
      let current = stack[stack.count - 1]
      switch type {
      case .rle, .lre, .rlo, .lro:
        levels[index] = current.level
        let level = next(odd: type == .rle || type == .rlo)
        if level <= maximumDepth, overflowIsolates == 0, overflowEmbeddings == 0 {
          let override: BidiClass? = type == .rlo ? .r : type == .lro ? .l : nil
          stack.append(Status(level: level, override: override, isolate: false))
        } else if overflowIsolates == 0 {
          overflowEmbeddings += 1
        }
      case .rli, .lri, .fsi:
        levels[index] = current.level
        if let override = current.override { types[index] = override }
        var rightToLeft = type == .rli
        if type == .fsi {
          let end = matching[index] ?? types.count
          rightToLeft = firstStrongLevel(types, from: index + 1, to: end, matching) == 1
        }
        let level = next(odd: rightToLeft)
        if level <= maximumDepth, overflowIsolates == 0, overflowEmbeddings == 0 {
          validIsolates += 1
          stack.append(Status(level: level, override: nil, isolate: true))
        } else {
          overflowIsolates += 1
        }
      case .pdi:
        if overflowIsolates > 0 {
          overflowIsolates -= 1
        } else if validIsolates > 0 {
          overflowEmbeddings = 0
          while !stack[stack.count - 1].isolate { stack.removeLast() }
          stack.removeLast()
          validIsolates -= 1
        }
        let status = stack[stack.count - 1]
        levels[index] = status.level
        if let override = status.override { types[index] = override }
      case .pdf:
        if overflowIsolates > 0 {
        } else if overflowEmbeddings > 0 {
          overflowEmbeddings -= 1
        } else if !current.isolate, stack.count >= 2 {
          stack.removeLast()
        }
        levels[index] = current.level
      case .b:
        levels[index] = paragraphLevel
      default:
        levels[index] = current.level
        if let override = current.override, type != .bn { types[index] = override }
      }
    }
  }

  /// One isolating run sequence (BD13): its characters' indexes in order, and the types of its
  /// start and end (sos, eos).
  struct Sequence {
    var indices: [Int]
    var start: BidiClass
    var end: BidiClass
    var level: Int
  }

  /// X10: the isolating run sequences of the characters X9 keeps.
  static func isolatingRunSequences(
    _ types: [BidiClass], _ levels: [Int], _ paragraphLevel: Int, _ matching: [Int: Int]
  ) -> [Sequence] {
    let kept = types.indices.filter { !types[$0].isRemovedByX9 }
    // The level of the kept character before and after each place in `kept`.
    let keptPosition = Dictionary(uniqueKeysWithValues: kept.enumerated().map { ($1, $0) })
    var runs: [[Int]] = []
    for index in kept {
      if let last = runs.last?.last, levels[last] == levels[index] {
        runs[runs.count - 1].append(index)
      } else {
        runs.append([index])
      }
    }
    let runStartingAt = Dictionary(uniqueKeysWithValues: runs.enumerated().map { ($1[0], $0) })
    let matchedPDIs = Set(matching.values)
    var sequences: [Sequence] = []
    for run in runs where !matchedPDIs.contains(run[0]) {
      var indices = run
      while let last = indices.last, types[last].isIsolateInitiator, let pdi = matching[last],
        let next = runStartingAt[pdi]
      {
        indices += runs[next]
      }
      let first = indices[0]
      let last = indices[indices.count - 1]
      let level = levels[first]
      let firstPosition = keptPosition[first] ?? 0
      let lastPosition = keptPosition[last] ?? 0
      let before = firstPosition > 0 ? levels[kept[firstPosition - 1]] : paragraphLevel
      let after =
        types[last].isIsolateInitiator || lastPosition + 1 == kept.count
        ? paragraphLevel : levels[kept[lastPosition + 1]]
      sequences.append(
        Sequence(
          indices: indices, start: max(before, level) % 2 == 1 ? .r : .l,
          end: max(after, level) % 2 == 1 ? .r : .l, level: level))
    }
    return sequences
  }

  /// W1-W7, N0-N2: the types of one isolating run sequence's characters, resolved.
  static func resolve(
    _ sequence: Sequence, _ allTypes: inout [BidiClass], _ levels: [Int],
    _ text: [Unicode.Scalar], _ original: [BidiClass]
  ) {
    let indices = sequence.indices
    var types = indices.map { allTypes[$0] }
    let count = types.count
    // W1
    for position in 0..<count where types[position] == .nsm {
      let previous = position == 0 ? sequence.start : types[position - 1]
      types[position] = previous.isIsolateInitiator || previous == .pdi ? .on : previous
    }
    // W2, W3
    var lastStrong = sequence.start
    for position in 0..<count {
      switch types[position] {
      case .l, .r: lastStrong = types[position]
      case .al:
        lastStrong = .al
        types[position] = .r
      case .en where lastStrong == .al: types[position] = .an
      default: break
      }
    }
    // W4
    if count >= 3 {
      for position in 1..<(count - 1) {
        let before = types[position - 1]
        let after = types[position + 1]
        if types[position] == .es, before == .en, after == .en {
          types[position] = .en
        } else if types[position] == .cs, before == after, before == .en || before == .an {
          types[position] = before
        }
      }
    }
    // W5
    var position = 0
    while position < count {
      guard types[position] == .et else {
        position += 1
        continue
      }
      var end = position
      while end < count, types[end] == .et { end += 1 }
      let touchesEN =
        (position > 0 && types[position - 1] == .en) || (end < count && types[end] == .en)
      if touchesEN { for inner in position..<end { types[inner] = .en } }
      position = end
    }
    // W6
    for position in 0..<count {
      switch types[position] {
      case .es, .et, .cs: types[position] = .on
      default: break
      }
    }
    // W7
    lastStrong = sequence.start
    for position in 0..<count {
      switch types[position] {
      case .l, .r: lastStrong = types[position]
      case .en where lastStrong == .l: types[position] = .l
      default: break
      }
    }
    let embedding: BidiClass = sequence.level % 2 == 1 ? .r : .l
    // N0
    func strong(_ type: BidiClass) -> BidiClass? {
      switch type {
      case .l: .l
      case .r, .en, .an: .r
      default: nil
      }
    }
    var openings: [(position: Int, closing: UInt32)] = []
    var pairs: [(open: Int, close: Int)] = []
    for position in 0..<count where types[position] == .on {
      let scalar = text[indices[position]].value
      if let closing = brackets[scalar] {
        guard openings.count < 63 else { break }
        openings.append((position, closing))
      } else if closingBrackets.contains(scalar),
        let match = openings.lastIndex(where: { $0.closing == scalar })
      {
        pairs.append((openings[match].position, position))
        openings.removeSubrange(match...)
      }
    }
    for pair in pairs.sorted(by: { $0.open < $1.open }) {
      let inside = ((pair.open + 1)..<pair.close).compactMap { strong(types[$0]) }
      var direction: BidiClass?
      if inside.contains(embedding) {
        direction = embedding
      } else if let opposite = inside.first {
        let context =
          stride(from: pair.open - 1, through: 0, by: -1).lazy.compactMap { strong(types[$0]) }
          .first ?? sequence.start
        direction = context == opposite ? opposite : embedding
      }
      guard let direction else { continue }
      for bracket in [pair.open, pair.close] {
        types[bracket] = direction
        var next = bracket + 1
        while next < count, original[indices[next]] == .nsm {
          types[next] = direction
          next += 1
        }
      }
    }
    // N1, N2
    position = 0
    while position < count {
      guard types[position].isNeutralOrIsolate else {
        position += 1
        continue
      }
      var end = position
      while end < count, types[end].isNeutralOrIsolate { end += 1 }
      let before = position == 0 ? sequence.start : strong(types[position - 1]) ?? embedding
      let after = end == count ? sequence.end : strong(types[end]) ?? embedding
      let resolved = before == after ? before : embedding
      for inner in position..<end { types[inner] = resolved }
      position = end
    }
    for (position, index) in indices.enumerated() { allTypes[index] = types[position] }
  }
}
