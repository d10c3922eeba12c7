import Testing

/// The users and the group the tests act as are nobody's: picked when the tests run, among the
/// ids the password and group databases do not have, and never where people's accounts are.
struct OtherUsersTests {
  @Test func `no user or group the tests act as has an entry in the databases`() {
    let ids = [OtherUsers.first, OtherUsers.second, OtherUsers.third, OtherUsers.group]

    #expect(ids.filter(OtherUsers.hasEntry) == [])
    #expect(Set(ids).count == 4)
  }

  @Test func `none is in the range that people's accounts are given`() {
    let ids = [OtherUsers.first, OtherUsers.second, OtherUsers.third, OtherUsers.group]

    // login.defs' UID_MIN to UID_MAX, and the system's own below it, and nobody.
    #expect(ids.filter { $0 <= 60_000 || $0 == 65_534 } == [])
  }

  @Test func `the system maps the ids the tests act as`() {
    let ids = [OtherUsers.first, OtherUsers.second, OtherUsers.third, OtherUsers.group]

    #expect(ids.filter { !OtherUsers.isMapped($0) } == [])
  }

  @Test func `the pick passes over ids the databases have, and ids the system does not map`() {
    let wide = OtherUsers.pick(
      3, hasEntry: { [3_000_000_000, 3_000_000_002].contains($0) }, isMapped: { _ in true })
    let narrow = OtherUsers.pick(
      2, hasEntry: { $0 == 65_533 }, isMapped: { $0 < 65_536 })
    let none = OtherUsers.pick(1, hasEntry: { _ in true }, isMapped: { _ in true })

    #expect(wide == [3_000_000_001, 3_000_000_003, 3_000_000_004])
    #expect(narrow == [65_532, 65_531])
    #expect(none == [])
  }
}
