import Foundation
import TodoVIPER

// Fuzzes the command-line option parser (`TodoOptions`), with `TZ`.
//
// Built into the TodoTerminal module with its sources, against TodoVIPER (see Fuzz/run). The
// input is the arguments, separated by NUL bytes, as raw bytes; a first argument `TZ=…` is the
// TZ variable instead. Properties, besides never trapping:
// - parsing the same arguments twice gives the same answer;
// - an accepted `--now` written by the store's writer is accepted again as the same instant;
// - an accepted `--store` path is the bytes given, never empty.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOptions(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var arguments = UnsafeBufferPointer(start: data, count: size)
    .split(separator: 0, omittingEmptySubsequences: false).map(Array.init)
  var timeZoneVariable: String?
  if let first = arguments.first, first.starts(with: Array("TZ=".utf8)) {
    timeZoneVariable = String(decoding: first.dropFirst(3), as: UTF8.self)
    arguments.removeFirst()
  }
  let defaults = TodoOptions.Defaults(
    timeZone: TimeZone(secondsFromGMT: 0) ?? .gmt, timeZoneVariable: timeZoneVariable,
    locale: Locale(identifier: "en_US"))
  let first = TodoOptions.parse(bytes: arguments, defaults: defaults)
  let second = TodoOptions.parse(bytes: arguments, defaults: defaults)
  switch (first, second) {
  case (.failure(let one), .failure(let other)):
    guard one == other else { fatalError("two parses failed differently: \(one), \(other)") }
  case (.success(.run(let one)), .success(.run(let other))):
    guard one.now == other.now, one.calendar == other.calendar, one.store == other.store
    else { fatalError("two parses of the same arguments differ") }
    if case .file(let path) = one.store {
      let given = arguments.contains { $0.suffix(path.bytes.count).elementsEqual(path.bytes) }
      guard !path.bytes.isEmpty, given else {
        fatalError("--store \(path) is not bytes that were given")
      }
    }
    if let now = one.now, let text = ISO8601Instant.text(for: now) {
      let again = TodoOptions.parse(["--now", text], defaults: defaults)
      guard case .success(.run(let options)) = again, options.now == now
      else { fatalError("--now \(text), written from an accepted --now, is read differently") }
    }
  case (.success(.help), .success(.help)), (.success(.version), .success(.version)):
    break
  default:
    fatalError("two parses of the same arguments differ")
  }
  return 0
}
