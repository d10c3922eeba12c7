import Fakes
import Foundation
import Testing

/// Which modules of the core the app is made of: those whose presenter the composition root
/// names.
struct AppModulesTests {
  @Test func `a module the composition root does not build is told apart, with its doubles`()
    throws
  {
    let root = try TemporaryDirectory()
    for (path, text) in [
      ("Sources/TodoVIPER/Add/AddInterfaces.swift", ""),
      ("Sources/TodoVIPER/Ad/AdInterfaces.swift", ""),
      ("Sources/TodoVIPER/Dates/LocalDay.swift", ""),
      ("Sources/TodoVIPER/App/AppDependencies.swift", "let addPresenter: AddPresenter"),
    ] {
      let url = root.url.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }

    #expect(!AppModules.isUnwiredModule("Add", in: root.url))
    #expect(AppModules.isUnwiredModule("Ad", in: root.url))
    #expect(!AppModules.isUnwiredModule("Dates", in: root.url))
    #expect(AppModules.belongsToUnwiredModule("AdViewSpy.swift", in: root.url))
    #expect(!AppModules.belongsToUnwiredModule("AddViewSpy.swift", in: root.url))
    #expect(!AppModules.belongsToUnwiredModule("Adapter.swift", in: root.url))
  }
}
