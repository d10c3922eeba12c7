import Fakes
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The descriptors a test finds open on its own files: the checks that nothing is left open rest
/// on them, so they must not find nothing where they could not look.
struct OpenFilesTests {
  @Test func `a file held open in the folder is found, by the listing and below a number`() throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("todo.json")
    try Data().write(to: URL(fileURLWithPath: path))
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    defer { close(descriptor) }
    let real = try #require(realpath(folder.url.path, nil))
    defer { free(real) }
    let expected = ["\(descriptor) \(String(cString: real))/todo.json"]

    #expect(OpenFiles.descriptors(inside: folder.url.path) == expected)
    #expect(OpenFiles.descriptors(inside: folder.url.path, below: descriptor + 1) == expected)
    #expect(OpenFiles.descriptors(inside: folder.url.path, below: descriptor) == [])
  }

  #if os(Linux)
    @Test(.enabled(if: SystemCallFault.isAvailable, "no system call numbers for this machine"))
    func `a listing that cannot be read is told, not taken for an empty one`() async {
      // opendir(2) calls fstat(2) on its own descriptor: refused from 0 on, the listing fails.
      await #expect(processExitsWith: .success) {
        ChildProcessLimit.start()
        let folder = try TemporaryDirectory()
        let fault = SystemCallFault.install(failing: [.status], with: EIO, fromDescriptor: 0)
        #expect(fault == nil, "the filter was not installed: \(fault ?? "")")

        let found = OpenFiles.descriptors(inside: folder.url.path)

        #expect(found == ["/proc/self/fd cannot be listed"], "found \(found)")
      }
    }
  #endif
}
