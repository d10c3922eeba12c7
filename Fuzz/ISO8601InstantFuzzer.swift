import Foundation

// Fuzzes the ISO 8601 instant reader and writer of the store file (`ISO8601Instant`).
//
// Built into the TodoVIPER module with its sources (see Fuzz/run). Properties, besides never
// trapping:
// - an instant the reader accepts lies in the very second its text names, never rounded into
//   the next one (the next second may start a day);
// - an instant the writer writes reads back as the same `Date`, bit for bit: for each instant
//   read, and for the first 8 bytes of the input taken as a `Double`.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzISO8601Instant(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  if size >= 8 {
    var bits: UInt64 = 0
    for byte in bytes.prefix(8) { bits = bits << 8 | UInt64(byte) }
    expectWrittenInstantReadsBack(Date(timeIntervalSinceReferenceDate: Double(bitPattern: bits)))
  }
  let text = String(decoding: bytes, as: UTF8.self)
  guard let instant = ISO8601Instant.date(from: text) else { return 0 }
  expectWrittenInstantReadsBack(instant)
  // The same text without its fraction names the start of the second the instant is in.
  let wholeText = text.replacing(/\.\d+/, with: "", maxReplacements: 1)
  guard let second = ISO8601Instant.date(from: wholeText) else {
    fatalError("\(text) is read, but without its fraction it is not")
  }
  guard second <= instant, instant < second + 1 else {
    fatalError("\(text) was read as \(instant.timeIntervalSinceReferenceDate), outside its second")
  }
  return 0
}

private func expectWrittenInstantReadsBack(_ instant: Date) {
  guard let written = ISO8601Instant.text(for: instant) else { return }
  let seconds = instant.timeIntervalSinceReferenceDate
  guard let read = ISO8601Instant.date(from: written),
    read.timeIntervalSinceReferenceDate.bitPattern == seconds.bitPattern
      || (read == instant && seconds == 0)
  else { fatalError("\(seconds) was written as \(written), and read back differently") }
}
