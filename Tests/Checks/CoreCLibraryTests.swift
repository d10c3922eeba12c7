import Fakes
import Foundation
import Testing

/// The core calls no function of the C library: what it needs of the system (a file, the reason
/// of a failed call in words) is the adapters' and the platform layer's, and Foundation's.
///
/// Foundation exports the C library (Glibc on Linux, Darwin on Apple's systems), so that the
/// core, which imports Foundation only, could call `strerror` or `open` without importing it;
/// `CoreConcurrencyTests` checks the imports, and this checks the calls. A call is a name of
/// the C library's functions (`CLibraryFunctions.swift`, written by `.ci/c-library-functions`:
/// every function Glibc exports but for those Swift and Foundation export too) right before a
/// `(`, as a search of the source text finds it (``cLibraryCalls(in:)`` says how exactly).
struct CoreCLibraryTests {
  /// The names of the C library's functions, read once for the run.
  static let cLibraryFunctions = Set(
    cLibraryFunctionNames.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })

  /// The modules whose name, before a dot, makes a call the C library's: `Glibc.open(…)`.
  static let cLibraryModules: Set = ["Glibc", "Musl", "Darwin", "SwiftGlibc", "ucrt"]

  /// Returns the calls of the C library's functions in the Swift `text`, by line (from 1) and
  /// name.
  ///
  /// A call is a name of ``cLibraryFunctions`` right before a `(`, with no label before any
  /// argument: a function imported from C has none, so `index(before: end)` and
  /// `write(value, indent: 0)` are Swift's, and `index(text, 47)` would be C's. A name after a dot is a member or a case
  /// (`.open(`, `Self.read(`), unless the dot follows the C library's module (`Glibc.open(`);
  /// a name after `func` or `case` is declared, not called. Comments are left out; string
  /// literals are not, as an interpolation may call. It misses a C function named without a
  /// call (`map(strerror)`), and it reports a function of the core's own with a C function's
  /// name (`read`, `time`) called without its type: name that one otherwise.
  ///
  /// A scan of the bytes, not a regular expression: it runs on every file of the core in every
  /// `swift test`, and looks a name up only where a `(` follows it.
  static func cLibraryCalls(in text: String) -> [(line: Int, name: String)] {
    let bytes = Array(text.utf8)
    var calls: [(line: Int, name: String)] = []
    var line = 1
    var inString = false
    var inMultilineString = false
    var inBlockComment = false
    var index = 0
    func byte(at position: Int) -> UInt8? {
      bytes.indices.contains(position) ? bytes[position] : nil
    }
    while index < bytes.count {
      let current = bytes[index]
      if current == .newline {
        line += 1
        inString = false
        index += 1
        continue
      }
      if inBlockComment {
        if current == .asterisk, byte(at: index + 1) == .slash {
          inBlockComment = false
          index += 1
        }
        index += 1
        continue
      }
      if current == .quote {
        if byte(at: index + 1) == .quote, byte(at: index + 2) == .quote {
          inMultilineString.toggle()
          index += 3
        } else {
          if !inMultilineString { inString.toggle() }
          index += 1
        }
        continue
      }
      if current == .backslash, inString || inMultilineString {
        index += 2
        continue
      }
      if current == .slash, !inString, !inMultilineString {
        if byte(at: index + 1) == .slash {
          while index < bytes.count, bytes[index] != .newline { index += 1 }
          continue
        }
        if byte(at: index + 1) == .asterisk {
          inBlockComment = true
          index += 2
          continue
        }
      }
      guard current.isIdentifierByte else {
        index += 1
        continue
      }
      let start = index
      while index < bytes.count, bytes[index].isIdentifierByte { index += 1 }
      guard index < bytes.count, bytes[index] == .openingParenthesis, !bytes[start].isDigit else {
        continue
      }
      let name = String(decoding: bytes[start..<index], as: UTF8.self)
      guard cLibraryFunctions.contains(name) else { continue }
      if start > 0, bytes[start - 1] == .dot {
        let module = bytes[..<(start - 1)].reversed().prefix { $0.isIdentifierByte }.reversed()
        guard cLibraryModules.contains(String(decoding: module, as: UTF8.self)) else { continue }
      }
      let before = bytes[..<start].reversed().drop { $0 == .space }.prefix { $0.isIdentifierByte }
      let keyword = String(decoding: before.reversed(), as: UTF8.self)
      if keyword == "func" || keyword == "case" { continue }
      if hasLabel(bytes[(index + 1)...]) { continue }
      calls.append((line, name))
    }
    return calls
  }

  /// Whether an argument of the call whose arguments start `arguments` (after its `(`) has a
  /// label: a name right before a `:`, first in the list or after a `,`, outside brackets and
  /// string literals (a ternary's `:` has a space before it).
  static func hasLabel(_ arguments: ArraySlice<UInt8>) -> Bool {
    var depth = 0
    var inString = false
    var argumentStart = true
    var index = arguments.startIndex
    while index < arguments.endIndex {
      let current = arguments[index]
      if inString {
        if current == .backslash { index += 1 } else if current == .quote { inString = false }
      } else if current == .quote {
        inString = true
        argumentStart = false
      } else if current == .openingParenthesis || current == .openingBracket
        || current == .openingBrace
      {
        depth += 1
        argumentStart = false
      } else if current == .closingParenthesis || current == .closingBracket
        || current == .closingBrace
      {
        if depth == 0 { return false }
        depth -= 1
      } else if depth == 0, current == .comma {
        argumentStart = true
      } else if depth == 0, argumentStart, current.isIdentifierByte {
        let name = arguments[index...].prefix { $0.isIdentifierByte }
        index += name.count
        if index < arguments.endIndex, arguments[index] == .colon { return true }
        argumentStart = false
        continue
      } else if current != .space, current != .newline {
        argumentStart = false
      }
      index += 1
    }
    return false
  }

  @Test func `the core calls no function of the C library`() throws {
    let files = try CoreConcurrencyTests.coreFiles()
    #expect(files.count > 35)

    let offenders = files.flatMap { file in
      Self.cLibraryCalls(in: file.text).map { "\(file.path):\($0.line): \($0.name)" }
    }
    #expect(offenders == [])
  }

  @Test func `the check sees a call of the C library, and not a Swift function of that name`() {
    let calls = [
      "        ? String(cString: strerror(code))", "    defer { close(descriptor) }",
      "    Glibc.open(path, flags, permissions)", "  let now = time(nil)",
      "  let text = \"\\(strerror(errno))\"", "  if fstat(descriptor, &info) != 0 {",
      "  _ = read(descriptor, ready ? buffer : spare, count(of: x))",
      "  _ = write(descriptor, [a: b], \"key: value\")",
    ]
    #expect(
      calls.map { Self.cLibraryCalls(in: $0).map(\.name) } == [
        ["strerror"], ["close"], ["open"], ["time"], ["strerror"], ["fstat"], ["read"], ["write"],
      ])
    #expect(
      Self.cLibraryCalls(in: "let a = 1\n\n  _ = read(fd, &buffer, 1)\n").map(\.line) == [3])

    for line in [
      "  let descriptor = try SystemCalls.open(path, O_RDONLY)", "  case .open(let path):",
      "  func read(_ descriptor: Int32) -> Int", "  case open(String)",
      "    end = index(before: end)", "  let most = max(a, b)", "  print(text)",
      "  let root = pow(2.0, 0.5)", "  // close(descriptor)",
      "  let url = \"https://x\" // close(1)", "  /* close(descriptor) */ let a = 1",
      "  let closed = isClosed(1)", "  let x = 2(",
      "    write(value, indent: 0, to: &text)", "  remove(\n    at: index)",
    ] {
      #expect(Self.cLibraryCalls(in: line).isEmpty, "\(line)")
    }
  }

  /// The C functions the platform layer and the adapters call, as this check's search finds
  /// them in `Sources/TodoPlatform`, `Sources/TodoFileStore`, `Sources/TodoTerminal` and
  /// `Sources/todo`: the list must know each, or the check would not see one in the core.
  @Test func `the list holds every C function the adapters call, and none of Swift's`() {
    let adapters: Set = [
      "close", "closedir", "exit", "fchmod", "fchown", "fcntl", "flock", "fstat", "fsync",
      "getegid", "geteuid", "getgroups", "getpwuid", "ioctl", "isatty", "lstat", "mkdir", "open",
      "opendir", "read", "readdir", "readlink", "rename", "setenv", "signal", "stat", "strerror",
      "unlink", "write",
    ]
    #expect(adapters.subtracting(Self.cLibraryFunctions) == [])
    #expect(Self.cLibraryFunctions.count > 1_000)
    let swifts: Set = ["abs", "max", "min", "print", "zip", "stride", "pow", "NSLog", "log"]
    #expect(swifts.intersection(Self.cLibraryFunctions) == [])
  }

  @Test(.enabled(if: SuiteSize.isFull, "a full run of the suite: TODO_SUITE=full"))
  func `the list is what the toolchain's C library exports, but for Swift's and Foundation's`()
    throws
  {
    // Slow: the script has the toolchain print the interfaces of seven modules, about 3 s of
    // processor, and builds their module cache in a folder of its own.
    #if os(Linux)
      let script = CoreConcurrencyTests.packageRoot.appendingPathComponent(
        ".ci/c-library-functions")
      let process = Process()
      process.executableURL = script
      process.arguments = ["--print"]
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      let printed = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      let file = try Data(
        contentsOf: CoreConcurrencyTests.packageRoot.appendingPathComponent(
          "Tests/Checks/CLibraryFunctions.swift"))
      #expect(process.terminationStatus == 0)
      #expect(printed == file, "run .ci/c-library-functions to write it again")
    #endif
  }
}

extension UInt8 {
  fileprivate static let newline = UInt8(ascii: "\n")
  fileprivate static let space = UInt8(ascii: " ")
  fileprivate static let quote = UInt8(ascii: "\"")
  fileprivate static let backslash = UInt8(ascii: "\\")
  fileprivate static let slash = UInt8(ascii: "/")
  fileprivate static let asterisk = UInt8(ascii: "*")
  fileprivate static let dot = UInt8(ascii: ".")
  fileprivate static let colon = UInt8(ascii: ":")
  fileprivate static let comma = UInt8(ascii: ",")
  fileprivate static let openingParenthesis = UInt8(ascii: "(")
  fileprivate static let closingParenthesis = UInt8(ascii: ")")
  fileprivate static let openingBracket = UInt8(ascii: "[")
  fileprivate static let closingBracket = UInt8(ascii: "]")
  fileprivate static let openingBrace = UInt8(ascii: "{")
  fileprivate static let closingBrace = UInt8(ascii: "}")

  fileprivate var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }

  /// Whether the byte may be in a Swift name: an ASCII letter or digit, `_`, or a byte of a
  /// letter beyond ASCII.
  fileprivate var isIdentifierByte: Bool {
    isDigit || ((self | 0x20) >= UInt8(ascii: "a") && (self | 0x20) <= UInt8(ascii: "z"))
      || self == UInt8(ascii: "_") || self >= 0x80
  }
}
