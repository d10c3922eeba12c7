import Foundation
import TodoPlatform
import TodoVIPER

extension StoreSystemCalls {
  /// Reads the whole file at `path`, unless it is still the file stamped `known`.
  ///
  /// The stamp is taken from the open file, so it always belongs to the bytes returned. Anything
  /// but a regular file (a folder, a FIFO, a device) is refused without reading it: it is opened
  /// without blocking, so a FIFO with no writer cannot hang the app.
  static func contents(of path: StorePath, unlessStamped known: Stamp?) throws(Failure) -> Contents
  {
    let descriptor: Int32
    let current: Stamp
    do throws(Failure) {
      (descriptor, current) = try SystemCalls.openRegularFile(path.relative, in: path.at)
    } catch {
      if error.code == ENOENT { return .missing }
      throw error
    }
    defer { close(descriptor) }
    if current == known { return .unchanged }
    return .read(
      Data(try SystemCalls.readAll(from: descriptor, status: current, maximumSize: .max)), current)
  }
}
