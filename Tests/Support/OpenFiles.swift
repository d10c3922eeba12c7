import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The descriptors this process has open on the files of one folder.
///
/// A test that closes descriptor 0 (``DescriptorZero``) and then checks that 0 is closed again
/// once the code under test is done races with the process's other threads: the next `open(2)`
/// of any thread gets the lowest free descriptor, 0. On Linux, dispatch's thread pool monitor
/// opens `/proc/<tid>/stat` of each worker, once a second while a global queue has work
/// waiting, and closes it again (seen on descriptor 0 by a scratch program). So the check asks
/// instead which descriptors are open on the test's own files: only the code under test opens
/// those, and one it left open stays open, on 0 or on any other number.
enum OpenFiles {
  /// The open descriptors whose file is `folder` or inside it, with the file's path, in the
  /// order of their numbers: `["0 /path/to/folder/todo.json"]`.
  static func descriptors(inside folder: String) -> [String] {
    #if os(Linux)
      let listing = "/proc/self/fd"
    #else
      let listing = "/dev/fd"
    #endif
    // A listing that fails is told, not taken for an empty one: a check that nothing is left
    // open must not pass because the list could not be read.
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: listing) else {
      return ["\(listing) cannot be listed"]
    }
    return opened(inside: folder, among: names.compactMap { CInt($0) }.sorted())
  }

  /// The open descriptors numbered below `limit` whose file is `folder` or inside it, found
  /// without listing `/proc/self/fd`: for a process whose filter refuses fstat(2) from `limit` on
  /// (`HeldDescriptors`), which opendir(2) calls on its own descriptor.
  static func descriptors(inside folder: String, below limit: CInt) -> [String] {
    opened(inside: folder, among: Array(0..<max(limit, 0)))
  }

  /// Those of `numbers` open on `folder` or a file inside it, with the file's path; the folder
  /// is compared by its real path, as the system gives a descriptor's.
  private static func opened(inside folder: String, among numbers: [CInt]) -> [String] {
    guard let real = realpath(folder, nil) else { return ["the folder \(folder) is gone"] }
    let folder = String(cString: real)
    free(real)
    return numbers.compactMap { number in
      guard let path = path(of: number), path == folder || path.hasPrefix(folder + "/") else {
        return nil
      }
      return "\(number) \(path)"
    }
  }

  /// The path of the file open on `descriptor`, or `nil` when it is not open (the listing's own).
  private static func path(of descriptor: CInt) -> String? {
    #if os(Linux)
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX))
      let count = readlink("/proc/self/fd/\(descriptor)", &buffer, buffer.count)
      guard count >= 0 else { return nil }
      return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #else
      var buffer = [CChar](repeating: 0, count: Int(MAXPATHLEN))
      guard fcntl(descriptor, F_GETPATH, &buffer) != -1 else { return nil }
      let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
      return String(decoding: bytes, as: UTF8.self)
    #endif
  }
}
