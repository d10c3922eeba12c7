import Fakes
import Testing

/// What a quick run of the suite keeps of a test's cases, and a full one.
struct SuiteSizeTests {
  @Test func `a quick run keeps every n-th case from the first, a full run every case`() {
    let cases = ["a", "b", "c", "d", "e", "f", "g"]

    #expect(SuiteSize.sample(cases, every: 3, full: false) == ["a", "d", "g"])
    #expect(SuiteSize.sample(cases, every: 2, full: false) == ["a", "c", "e", "g"])
    #expect(SuiteSize.sample(cases, every: 3, full: true) == cases)
  }

  @Test func `a quick run may start from another case, so that two tests take a half each`() {
    let cases = ["a", "b", "c", "d", "e", "f", "g"]

    #expect(SuiteSize.sample(cases, every: 2, from: 1, full: false) == ["b", "d", "f"])
    #expect(SuiteSize.sample(cases, every: 3, from: 2, full: false) == ["c", "f"])
    #expect(SuiteSize.sample(cases, every: 2, from: 1, full: true) == cases)
  }

}
