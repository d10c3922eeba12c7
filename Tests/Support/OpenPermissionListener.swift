#if os(Linux)
  import Foundation
  import Glibc
  import Synchronization

  /// A listener that decides whether each file of one folder may be opened.
  ///
  /// It listens as a security program does (fapolicyd, a virus scanner), to fanotify(7)'s
  /// `FAN_OPEN_PERM` events, refuses the first open of a file whose name starts with a given
  /// prefix, which then fails with `EPERM`, and allows every other.
  ///
  /// Needs root (`CAP_SYS_ADMIN`). Only for a test's child process (the body of
  /// `#expect(processExitsWith:)`): it answers on a thread of its own until the process ends,
  /// and an open it never answered would wait for ever; `ChildProcessLimit` ends a child that
  /// waits.
  final class OpenPermissionListener: Sendable {
    /// Whether this process may listen so: it runs as root, on a system with fanotify's
    /// permission events.
    static let isAvailable: Bool = {
      guard geteuid() == 0, let functions = Functions.found else { return false }
      let group = functions.initialize(
        Functions.classContent | Functions.closeOnExec, UInt32(O_RDONLY | O_CLOEXEC))
      guard group >= 0 else { return false }
      close(group)
      return true
    }()

    /// The names of the files whose opens it refused.
    var refused: [String] { state.withLock { $0.refused } }
    /// The names of the files whose opens it was asked about, in turn.
    var asked: [String] { state.withLock { $0.asked } }

    private let state = Mutex<(refused: [String], asked: [String])>(([], []))

    /// Starts listening to the opens of the files in `folder`; refuses the first of a file whose
    /// name starts with `prefix`.
    init(folder: String, refusingFirstOpenOf prefix: String) throws {
      guard let functions = Functions.found else { throw Failure("no fanotify in the C library") }
      let group = functions.initialize(
        Functions.classContent | Functions.closeOnExec, UInt32(O_RDONLY | O_CLOEXEC))
      guard group >= 0 else { throw Failure("fanotify_init: \(String(cString: strerror(errno)))") }
      guard
        functions.mark(
          group, Functions.markAdd, Functions.openPermission | Functions.eventOnChild, AT_FDCWD,
          folder) == 0
      else { throw Failure("fanotify_mark: \(String(cString: strerror(errno)))") }
      let thread = Thread { self.answer(group, refusingFirstOpenOf: prefix) }
      thread.start()
    }

    /// Reads each event of `group` and answers it, for as long as the process runs.
    private func answer(_ group: Int32, refusingFirstOpenOf prefix: String) {
      var buffer = [UInt8](repeating: 0, count: 4_096)
      while true {
        let count = read(group, &buffer, buffer.count)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return }
        var offset = 0
        // struct fanotify_event_metadata: event_len at 0, the event's descriptor at 16.
        while offset + 24 <= count {
          let length = buffer.withUnsafeBytes {
            $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
          }
          let file = buffer.withUnsafeBytes {
            $0.loadUnaligned(fromByteOffset: offset + 16, as: Int32.self)
          }
          let name = (Self.path(of: file) as NSString).lastPathComponent
          let refuses = state.withLock { state in
            state.asked.append(name)
            guard name.hasPrefix(prefix), state.refused.isEmpty else { return false }
            state.refused.append(name)
            return true
          }
          // struct fanotify_response: the event's descriptor, then FAN_DENY (2) or FAN_ALLOW (1).
          var response: (Int32, UInt32) = (file, refuses ? 2 : 1)
          _ = write(group, &response, MemoryLayout.size(ofValue: response))
          close(file)
          offset += Int(length)
        }
      }
    }

    /// The path of the file open on `descriptor`.
    private static func path(of descriptor: Int32) -> String {
      var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX))
      let count = buffer.withUnsafeMutableBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) { characters in
          characters.baseAddress.map {
            readlink("/proc/self/fd/\(descriptor)", $0, characters.count)
          } ?? -1
        }
      }
      return String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self)
    }

    struct Failure: Error, CustomStringConvertible {
      var description: String
      init(_ description: String) { self.description = description }
    }

    /// fanotify_init(2) and fanotify_mark(2), found at run time: Glibc's module map does not
    /// take in <sys/fanotify.h>.
    private struct Functions {
      // From <sys/fanotify.h>.
      static let closeOnExec: UInt32 = 0x01  // FAN_CLOEXEC
      static let classContent: UInt32 = 0x04  // FAN_CLASS_CONTENT
      static let markAdd: UInt32 = 0x01  // FAN_MARK_ADD
      static let openPermission: UInt64 = 0x0001_0000  // FAN_OPEN_PERM
      static let eventOnChild: UInt64 = 0x0800_0000  // FAN_EVENT_ON_CHILD

      var initialize: @convention(c) (UInt32, UInt32) -> Int32
      var mark: @convention(c) (Int32, UInt32, UInt64, Int32, UnsafePointer<CChar>?) -> Int32

      static let found: Functions? = {
        let library = dlopen(nil, RTLD_NOW)
        guard let initialize = dlsym(library, "fanotify_init"),
          let mark = dlsym(library, "fanotify_mark")
        else { return nil }
        return Functions(
          initialize: unsafeBitCast(
            initialize, to: (@convention(c) (UInt32, UInt32) -> Int32).self),
          mark: unsafeBitCast(
            mark,
            to: (@convention(c) (Int32, UInt32, UInt64, Int32, UnsafePointer<CChar>?) -> Int32)
              .self))
      }()
    }
  }
#endif
