import Foundation
import TodoVIPER

/// Reads JSON text (RFC 8259) strictly, for the store file: one value, UTF-8, each key of an
/// object once (keys compared code point by code point), nested at most ``maximumDepth`` deep.
///
/// Strict where other readers guess: `JSONDecoder` and `JSONSerialization` take an object with
/// two `version` keys and keep one of them, while other programs keep the other; this reader
/// refuses it and names the key. A byte order mark at the start is allowed and dropped.
enum JSONReader {
  /// How deep arrays and objects may nest; a deeper document is refused rather than read with
  /// a recursion that could exhaust the stack.
  static let maximumDepth = 512

  /// What is wrong with a document, and where.
  struct Failure: Error, Hashable {
    /// What is wrong.
    enum Problem: Hashable {
      /// A byte that is not part of UTF-8 text.
      case notUTF8
      /// Text that is not JSON.
      case notJSON
      /// Arrays and objects nested deeper than ``JSONReader/maximumDepth``.
      case tooDeep
      /// An object with `key` twice, at `path` from the top of the document.
      case duplicateKey(String, path: [JSONPathComponent])
    }

    var problem: Problem
    /// The line of the problem, counting from 1.
    var line: Int
    /// The character on that line, counting from 1.
    var column: Int
  }

  /// Returns the value that `data` holds, or what is wrong with it.
  static func value(from data: Data) throws(Failure) -> JSONValue {
    let result = data.withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      return Result { () throws(Failure) -> JSONValue in try value(from: bytes) }
    }
    return try result.get()
  }

  /// Returns the value that `bytes` hold, or what is wrong with them.
  static func value(from bytes: UnsafeBufferPointer<UInt8>) throws(Failure) -> JSONValue {
    var parser = Parser(bytes: bytes)
    do throws(Parser.Stop) {
      try parser.checkUTF8()
      parser.skipByteOrderMark()
      parser.skipWhitespace()
      let value = try parser.value(depth: 0)
      parser.skipWhitespace()
      guard parser.isAtEnd else { throw Parser.Stop(problem: .notJSON, offset: parser.position) }
      return value
    } catch {
      let (line, column) = parser.lineAndColumn(of: error.offset)
      throw Failure(problem: error.problem, line: line, column: column)
    }
  }

  /// A cursor over the bytes of a document.
  private struct Parser {
    /// Why reading stopped, at which byte.
    struct Stop: Error {
      var problem: Failure.Problem
      var offset: Int

      /// The same stop, with the place of a repeated key one step further from the top.
      func inside(_ component: JSONPathComponent) -> Self {
        guard case .duplicateKey(let key, let path) = problem else { return self }
        return Self(problem: .duplicateKey(key, path: [component] + path), offset: offset)
      }
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
      self.bytes = bytes
    }

    var isAtEnd: Bool { position == bytes.count }

    /// Stops at the first byte that is not part of UTF-8 text, so strings can be decoded later
    /// without checking again.
    func checkUTF8() throws(Stop) {
      if String(validating: bytes, as: UTF8.self) != nil { return }
      var iterator = bytes.makeIterator()
      var parser = Unicode.UTF8.ForwardParser()
      var offset = 0
      while true {
        switch parser.parseScalar(from: &iterator) {
        case .valid(let scalar): offset += scalar.count
        case .emptyInput: return
        case .error: throw Stop(problem: .notUTF8, offset: offset)
        }
      }
    }

    mutating func skipByteOrderMark() {
      if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
    }

    mutating func skipWhitespace() {
      while position < bytes.count {
        switch bytes[position] {
        case 0x20, 0x09, 0x0A, 0x0D: position += 1
        default: return
        }
      }
    }

    func stop(_ problem: Failure.Problem = .notJSON) -> Stop {
      Stop(problem: problem, offset: position)
    }

    mutating func value(depth: Int) throws(Stop) -> JSONValue {
      guard position < bytes.count else { throw stop() }
      switch bytes[position] {
      case UInt8(ascii: "{"): return try object(depth: depth + 1)
      case UInt8(ascii: "["): return try array(depth: depth + 1)
      case UInt8(ascii: "\""): return .string(try string())
      case UInt8(ascii: "t"):
        try literal("true")
        return .bool(true)
      case UInt8(ascii: "f"):
        try literal("false")
        return .bool(false)
      case UInt8(ascii: "n"):
        try literal("null")
        return .null
      default: return .number(try number())
      }
    }

    mutating func literal(_ word: StaticString) throws(Stop) {
      let count = word.utf8CodeUnitCount
      guard position + count <= bytes.count else { throw stop() }
      for index in 0..<count where bytes[position + index] != word.utf8Start[index] {
        throw stop()
      }
      position += count
    }

    mutating func object(depth: Int) throws(Stop) -> JSONValue {
      guard depth <= maximumDepth else { throw stop(.tooDeep) }
      position += 1  // {
      var members: [JSONMember] = []
      // Keys are compared by code points (their UTF-8), as JSON does, never by `String`'s
      // canonical equivalence.
      var keys: Set<[UInt8]>?
      skipWhitespace()
      if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
        position += 1
        return .object(members)
      }
      while true {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw stop() }
        let keyOffset = position
        let key = try string()
        // A handful of keys is compared in turn; a long object gets a set.
        // Mutant ">= → >" is equivalent: the set and the search in turn find the same repeats; the set only makes a long object faster.
        if keys == nil, members.count >= 12 { keys = Set(members.map { Array($0.key.utf8) }) }
        let isRepeated: Bool
        if keys != nil {
          isRepeated = keys?.insert(Array(key.utf8)).inserted == false
        } else {
          isRepeated = members.contains { $0.hasKey(key) }
        }
        if isRepeated {
          throw Stop(problem: .duplicateKey(key, path: []), offset: keyOffset)
        }
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw stop() }
        position += 1
        skipWhitespace()
        do {
          members.append(JSONMember(key: key, value: try value(depth: depth)))
        } catch {
          throw error.inside(.key(key))
        }
        if try isClosed(by: UInt8(ascii: "}")) { return .object(members) }
      }
    }

    mutating func array(depth: Int) throws(Stop) -> JSONValue {
      guard depth <= maximumDepth else { throw stop(.tooDeep) }
      position += 1  // [
      var elements: [JSONValue] = []
      skipWhitespace()
      if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
        position += 1
        return .array(elements)
      }
      while true {
        skipWhitespace()
        do {
          elements.append(try value(depth: depth))
        } catch {
          throw error.inside(.index(elements.count))
        }
        if try isClosed(by: UInt8(ascii: "]")) { return .array(elements) }
      }
    }

    /// Reads what follows a member or an element: a comma (`false`, more follow) or the
    /// container's closing bracket (`true`).
    mutating func isClosed(by closing: UInt8) throws(Stop) -> Bool {
      skipWhitespace()
      guard position < bytes.count else { throw stop() }
      let byte = bytes[position]
      guard byte == UInt8(ascii: ",") || byte == closing else { throw stop() }
      position += 1
      return byte == closing
    }

    /// Reads a string from its opening quote; the bytes are already known to be UTF-8.
    mutating func string() throws(Stop) -> String {
      position += 1  // "
      let start = position
      // The common case: no escapes, so the text is the bytes as they are.
      while position < bytes.count {
        let byte = bytes[position]
        if byte == UInt8(ascii: "\"") {
          let text = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
          position += 1
          return text
        }
        if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
        position += 1
      }
      var decoded = Array(UnsafeBufferPointer(rebasing: bytes[start..<position]))
      while position < bytes.count {
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "\""):
          position += 1
          return String(decoding: decoded, as: UTF8.self)
        case UInt8(ascii: "\\"):
          try escape(into: &decoded)
        case ..<0x20:
          throw stop()
        default:
          decoded.append(byte)
          position += 1
        }
      }
      throw stop()
    }

    /// Reads one escape from its backslash and appends what it stands for, as UTF-8.
    mutating func escape(into decoded: inout [UInt8]) throws(Stop) {
      position += 1  // backslash
      guard position < bytes.count else { throw stop() }
      let letter = bytes[position]
      position += 1
      switch letter {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(letter)
      case UInt8(ascii: "b"): decoded.append(0x08)
      case UInt8(ascii: "f"): decoded.append(0x0C)
      case UInt8(ascii: "n"): decoded.append(0x0A)
      case UInt8(ascii: "r"): decoded.append(0x0D)
      case UInt8(ascii: "t"): decoded.append(0x09)
      case UInt8(ascii: "u"):
        var value = try hexQuad()
        if (0xD800...0xDBFF).contains(value) {
          // A high surrogate must be followed by an escaped low one.
          guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
            bytes[position + 1] == UInt8(ascii: "u")
          else { throw stop() }
          position += 2
          let low = try hexQuad()
          guard (0xDC00...0xDFFF).contains(low) else { throw stop() }
          value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(value) else { throw stop() }
        decoded.append(contentsOf: String(scalar).utf8)
      default:
        position -= 1
        throw stop()
      }
    }

    mutating func hexQuad() throws(Stop) -> UInt32 {
      guard position + 4 <= bytes.count else { throw stop() }
      var value: UInt32 = 0
      for _ in 0..<4 {
        let byte = bytes[position]
        let digit: UInt8
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
        default: throw stop()
        }
        value = value << 4 | UInt32(digit)
        position += 1
      }
      return value
    }

    /// Reads a number, `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, as its text.
    mutating func number() throws(Stop) -> String {
      let start = position
      // Mutant "< → <=" is equivalent: value(depth:) calls number() only with a byte left to read.
      if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
      guard position < bytes.count, isDigit(bytes[position]) else { throw stop() }
      if bytes[position] == UInt8(ascii: "0") {
        position += 1
      } else {
        skipDigits()
      }
      if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
        position += 1
        guard position < bytes.count, isDigit(bytes[position]) else { throw stop() }
        skipDigits()
      }
      if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
        position += 1
        if position < bytes.count,
          bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
        {
          position += 1
        }
        guard position < bytes.count, isDigit(bytes[position]) else { throw stop() }
        skipDigits()
      }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    }

    func isDigit(_ byte: UInt8) -> Bool {
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    mutating func skipDigits() {
      while position < bytes.count, isDigit(bytes[position]) { position += 1 }
    }

    /// Returns the line and column of a byte, both counting from 1; the column counts
    /// characters (Unicode scalars), not bytes.
    func lineAndColumn(of offset: Int) -> (Int, Int) {
      var line = 1
      var column = 1
      for byte in bytes[0..<min(offset, bytes.count)] {
        if byte == 0x0A {
          line += 1
          column = 1
        } else if byte & 0xC0 != 0x80 {
          column += 1
        }
      }
      return (line, column)
    }
  }
}
