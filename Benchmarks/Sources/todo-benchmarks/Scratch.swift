import Foundation
import ToolPlatform

/// A folder of the benchmarks' own in the run's folder (``Children/folder``): new, private
/// (mode 0700) and named at random (``ToolFolder/makeTemporary(prefix:)``), so that no one else
/// can put a file or a link where a figure writes; removed with everything in it, never through
/// a link.
final class Scratch {
  let parent: ToolFolder
  let folder: ToolFolder

  /// Makes the folder, `prefix` and random letters; stops the run when it cannot.
  init(_ prefix: String) {
    do {
      parent = try ToolFolder(opening: Children.folder)
      folder = try parent.makeTemporary(prefix: prefix)
    } catch {
      fail("\(error)")
    }
  }

  var path: String { folder.path }
  var url: URL { URL(fileURLWithPath: folder.path) }

  /// The path of `name` in the folder.
  func path(_ name: String) -> String { folder.path + "/" + name }

  /// Removes the folder and everything in it.
  func remove() { try? parent.removeTree(folder.name) }
}

/// The text of the file at `path`, read once (a regular file only, at most 256 MiB, its bytes
/// that are not UTF-8 replaced); empty when it cannot be read.
func textOfFile(_ path: String) -> String {
  guard let bytes = try? ToolFile.read(at: path, limit: 256 << 20) else { return "" }
  return String(decoding: bytes, as: UTF8.self)
}

/// Replaces the file at `path` with `text` (``ToolFile/write(_:to:permissions:)``: a link there
/// is replaced, never followed); stops the run when it cannot.
func writeText(_ text: String, to path: String) {
  do {
    try ToolFile.write(text, to: path)
  } catch {
    fail("\(error)")
  }
}

/// Runs `script` with `/bin/sh` in `folder`, `arguments` as its `$1`, `$2` …, and returns how
/// it ended (``Children/run(_:in:capturing:searchingPath:)``); a shell that cannot be started
/// stops the run.
///
/// A path is never written into the script, where a quote in it (a TMPDIR of
/// `/tmp/x'; rm -rf ~; '`) would be code.
func runShell(_ script: String, in folder: URL, arguments: [String] = []) -> Children.Ending {
  Children.run(["/bin/sh", "-c", script, "sh"] + arguments, in: folder.path)
}
