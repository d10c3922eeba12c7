import Foundation
import TodoVIPER

// Fuzzes the store file's document reader (`TodoFileDocument`, `JSONReader`, `JSONWriter`).
//
// Built into the TodoFileStore module with its sources (see Fuzz/run). Properties, besides never
// trapping:
// - a document the reader accepts, written and read back, gives the same items, and writing it
//   again gives the same bytes;
// - nothing read is ever rejected after being accepted: an item can always be added to an
//   accepted document, and the result reads back with one item more.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStoreDocument(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let input = Data(bytes: data, count: size)
  guard let document = try? TodoFileDocument(data: input, path: "fuzz.json") else { return 0 }
  let everything = (from: Date.distantPast, to: Date.distantFuture)
  let items = document.items(dueFrom: everything.from, before: everything.to)

  let written = document.data()
  let reread: TodoFileDocument
  do {
    reread = try TodoFileDocument(data: written, path: "fuzz.json")
  } catch {
    fatalError("an accepted document was written as one the reader refuses: \(error)")
  }
  guard reread.items(dueFrom: everything.from, before: everything.to) == items else {
    fatalError("a document written and read back holds other items")
  }
  guard reread.data() == written else {
    fatalError("writing a document read back gives other bytes")
  }

  var added = document
  do {
    try added.add(
      TodoItem(
        id: TodoItem.ID(UUID(uuid: (0, 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, 1))),
        title: "Added", dueDate: Date(timeIntervalSinceReferenceDate: 816_998_400)),
      path: "fuzz.json")
    let afterAdd = try TodoFileDocument(data: added.data(), path: "fuzz.json")
    guard afterAdd.items(dueFrom: everything.from, before: everything.to).count == items.count + 1
    else { fatalError("an added item is missing after a save") }
  } catch {
    fatalError("an accepted document refused a save: \(error)")
  }
  return 0
}
