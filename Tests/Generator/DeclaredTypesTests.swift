import Testing

@testable import VIPERModuleGenerator

/// The types a text declares, found line by line.
struct DeclaredTypesTests {
  @Test func `a declaration after attributes and modifiers names its type, at any depth`() {
    let text = """
      @MainActor public final class ListPresenter {
        public enum Message: Hashable {}
        nonisolated static let count = 1
      }
      protocol ListViewInput: AnyObject {}
      typealias Entries = [String]
      actor Store<Item> {}
      // struct InAComment {}
      let text = "struct InAString"
      """
    #expect(
      DeclaredTypes.names(in: text) == [
        "ListPresenter", "Message", "ListViewInput", "Entries", "Store",
      ])
    #expect(
      DeclaredTypes.names(in: text, topLevelOnly: true)
        == ["ListPresenter", "ListViewInput", "Entries", "Store"])
  }

  @Test func `a name with digits and underscores is found whole`() {
    #expect(
      DeclaredTypes.names(in: "struct ISO8601Instant {}\nenum Near_Term2 {}")
        == ["ISO8601Instant", "Near_Term2"])
  }

  @Test func `a keyword with no name after it declares nothing`() {
    #expect(DeclaredTypes.names(in: "class\npublic struct\nstruct 2D {}\nenum Real {}") == ["Real"])
  }
}
