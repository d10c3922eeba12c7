import Foundation

/// Writes a planned module: every file or none, and never over a file that exists.
///
/// Each file is written aside first, in a folder of the writer's own, then moved into place
/// with a hard link, which fails rather than replace a file that appeared meanwhile. If
/// anything fails, every file and folder moved into place so far is removed, and the folder
/// aside with it: the package is left as it was.
public enum ModuleWriter {
  /// Writes the files and folders of `plan`, using a new folder in `workFolder` to write them
  /// aside; that folder is removed when done.
  ///
  /// - Throws: ``AddModuleRefusal`` saying what failed; nothing of the plan is left then.
  public static func write(_ plan: ModulePlan, workFolder: String) throws(AddModuleRefusal) {
    let manager = FileManager.default
    let aside = ModulePlan.path(workFolder, "add-viper-module-\(UUID().uuidString)")
    defer { try? manager.removeItem(atPath: aside) }
    var made: [String] = []
    do {
      try manager.createDirectory(atPath: aside, withIntermediateDirectories: true)
      for (index, file) in plan.files.enumerated() {
        try Data(file.text.utf8).write(to: URL(fileURLWithPath: ModulePlan.path(aside, "\(index)")))
      }
      for folder in plan.folders {
        try manager.createDirectory(atPath: folder, withIntermediateDirectories: false)
        made.append(folder)
      }
      for (index, file) in plan.files.enumerated() {
        try move(ModulePlan.path(aside, "\(index)"), to: file.path)
        made.append(file.path)
      }
    } catch {
      for path in made.reversed() {
        try? manager.removeItem(atPath: path)
      }
      throw AddModuleRefusal("The module's files could not be written: \(error)")
    }
  }

  /// Moves the file at `source` to `destination`, which must not exist: a hard link, or, where
  /// the two are on different volumes, a copy.
  private static func move(_ source: String, to destination: String) throws {
    let manager = FileManager.default
    do {
      try manager.linkItem(atPath: source, toPath: destination)
    } catch {
      guard !manager.fileExists(atPath: destination) else { throw error }
      try manager.copyItem(atPath: source, toPath: destination)
    }
  }
}
