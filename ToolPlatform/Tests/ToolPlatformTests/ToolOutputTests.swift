import Foundation
import Testing
import ToolPlatform

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a tool prints: escaped where it did not write it, and every failure to write said.
struct ToolOutputTests {
  @Test func `a terminal's title and screen escapes are shown, not obeyed`() {
    #expect(ToolOutput.escaped("\u{1B}]0;PWNED\u{7}\u{1B}[2J") == "\\u{1B}]0;PWNED\\u{7}\\u{1B}[2J")
  }

  @Test func `a value's line break and tab are escaped, so it cannot forge a line`() {
    #expect(ToolOutput.escaped("x\npass y\tz\r") == "x\\u{A}pass y\\u{9}z\\u{D}")
  }

  @Test func `C1 controls, bidirectional overrides and separators are escaped`() {
    #expect(
      ToolOutput.escaped("\u{9B}2J \u{202E}txt.exe \u{2028}\u{7F}")
        == "\\u{9B}2J \\u{202E}txt.exe \\u{2028}\\u{7F}")
  }

  @Test func `letters, accents and emoji are kept, and escaping twice is escaping once`() {
    let once = ToolOutput.escaped("Café 🍵 \u{1B}")

    #expect(once == "Café 🍵 \\u{1B}")
    #expect(ToolOutput.escaped(once) == once)
  }

  /// The app's rule, read from its file: every scalar the app escapes, the tools escape, and
  /// no other.
  @Test func `the rule is the app's own, scalar for scalar`() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../../Sources/TodoVIPER/Words/String+Escaped.swift")
    let text = try String(contentsOf: file, encoding: .utf8)
    let body = try #require(text.components(separatedBy: "isUnsafeOnTerminal: Bool {").last)
    var appRanges: [ClosedRange<UInt32>] = []
    for line in body.split(separator: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("case "), let colon = trimmed.firstIndex(of: ":") else { continue }
      guard trimmed[colon...].hasPrefix(": true") else { continue }
      for item in trimmed.dropFirst(5)[..<colon].split(separator: ",") {
        let bounds = item.trimmingCharacters(in: .whitespaces).components(separatedBy: "...")
          .map { UInt32($0.dropFirst(2), radix: 16) }
        let low = try #require(bounds.first ?? nil)
        let high = try #require(bounds.last ?? nil)
        appRanges.append(low...high)
      }
    }
    #expect(appRanges.count == 9)

    let app = Set(appRanges.joined())
    var tools: Set<UInt32> = []
    for value in UInt32(0)...0x10FFFF {
      if let scalar = Unicode.Scalar(value), ToolOutput.isUnsafeOnTerminal(scalar) {
        tools.insert(value)
      }
    }

    #expect(app.count == 79)
    #expect(tools.symmetricDifference(app).sorted() == [])
  }

  @Test func `a closed pipe is a failure with a reason, not a trap`() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    close(ends[0])
    defer { close(ends[1]) }

    let error = #expect(throws: ToolOutputError.self) { try ToolOutput.write("x\n", to: ends[1]) }

    #expect(error == ToolOutputError(descriptor: ends[1], code: EPIPE))
    #expect(
      error?.description
        == "cannot write to descriptor \(ends[1]): its reader has gone (a closed pipe)")
  }

  @Test func `a full device and a closed standard output are failures with a reason`() throws {
    let full = open("/dev/full", O_WRONLY | O_CLOEXEC)
    try #require(full >= 0)
    defer { close(full) }

    #expect(throws: ToolOutputError(descriptor: full, code: ENOSPC)) {
      try ToolOutput.write("x\n", to: full)
    }
    #expect(
      ToolOutputError(descriptor: 1, code: ENOSPC).description
        == "cannot write to standard output: no space is left on its device")
    #expect(
      ToolOutputError(descriptor: 1, code: EBADF).description
        == "cannot write to standard output: it is closed")
  }

  @Test func `every byte of a long text is written`() throws {
    let scratch = try Scratch()
    let path = scratch.at("out")
    let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
    try #require(descriptor >= 0)
    let text = String(repeating: "0123456789abcdé\n", count: 20_000)

    try ToolOutput.write(text, to: descriptor)
    close(descriptor)

    #expect(try scratch.text("out") == text)
  }
}
