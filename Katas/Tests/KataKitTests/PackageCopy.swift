import Foundation

@testable import KataKit

/// The package these tests were built from: the root, above `Katas/`.
let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// Runs `body` with a learner in a copy of the package (a git repository of one commit on
/// `main`), which it removes afterwards.
func inACopy(_ body: (Learner) throws -> Void) throws {
  let (copy, folder) = try Workspace(from: packageRoot).copy()
  defer { try? FileManager.default.removeItem(at: folder) }
  try body(Learner(root: copy.root))
}
