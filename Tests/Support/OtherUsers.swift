import Foundation

#if canImport(Glibc)
  import Glibc
  private typealias GroupEntry = Glibc.group
#elseif canImport(Darwin)
  import Darwin
  private typealias GroupEntry = Darwin.group
#endif

/// The users and the group the tests act as (`TodoRunner.run(asUser:…)`, and the owners of the
/// files they give away): ids that no one has, picked when the tests run.
///
/// A test that runs `todo` as a user with an entry in the password database runs it as that
/// person: without a HOME of its own, `todo` keeps its items in their home. So each id is one
/// the password and group databases do not have (asked of the system, LDAP and the like
/// included, when first needed), never one where people's accounts are (1000 to 60000), nor
/// nobody's (65534): from 3 000 000 000 up where the system maps ids that high (`uid_map`), else
/// from 65533 down, below the 16-bit ids' top. The system's own `nobody` is used by name where a
/// test needs a user the database does have.
enum OtherUsers {
  /// Three users and a group, in that order; fewer when none could be found, in which case
  /// ``TodoRunner/canRunAsOtherUsers`` is false and the tests that need them do not run.
  static let ids: [UInt32] = pick(4, hasEntry: hasEntry, isMapped: isMapped)

  /// The first user, who makes and owns files in the tests.
  static var first: UInt32 { ids.count > 0 ? ids[0] : UInt32.max }
  /// A second user, who saves to the first one's files.
  static var second: UInt32 { ids.count > 1 ? ids[1] : UInt32.max }
  /// A third user.
  static var third: UInt32 { ids.count > 2 ? ids[2] : UInt32.max }
  /// A group, shared by the first two in the tests of a shared store.
  static var group: UInt32 { ids.count > 3 ? ids[3] : UInt32.max }

  /// Returns the first `count` ids that the databases do not have and the system maps, from
  /// 3 000 000 000 up (a hundred thousand of them), then from 65533 down to 65000.
  static func pick(
    _ count: Int, hasEntry: (UInt32) -> Bool, isMapped: (UInt32) -> Bool
  ) -> [UInt32] {
    var picked: [UInt32] = []
    let candidates = Array(UInt32(3_000_000_000)...3_000_100_000) + (65_000...65_533).reversed()
    for id in candidates where picked.count < count && isMapped(id) && !hasEntry(id) {
      picked.append(id)
    }
    return picked
  }

  /// Whether the password database or the group database has `id` (the reentrant calls: other
  /// tests may ask at the same time).
  static func hasEntry(_ id: UInt32) -> Bool {
    var user = passwd()
    var group = GroupEntry()
    var buffer = [CChar](repeating: 0, count: 16_384)
    var foundUser: UnsafeMutablePointer<passwd>?
    var foundGroup: UnsafeMutablePointer<GroupEntry>?
    getpwuid_r(id, &user, &buffer, buffer.count, &foundUser)
    getgrgid_r(id, &group, &buffer, buffer.count, &foundGroup)
    return foundUser != nil || foundGroup != nil
  }

  /// The home folder the password database gives `id`, or `nil` when it has no entry for it.
  static func home(of id: UInt32) -> String? {
    var user = passwd()
    var buffer = [CChar](repeating: 0, count: 16_384)
    var found: UnsafeMutablePointer<passwd>?
    getpwuid_r(id, &user, &buffer, buffer.count, &found)
    guard found != nil, let folder = user.pw_dir else { return nil }
    return String(cString: folder)
  }

  /// Whether the password database gives `nobody` (65534) a home folder that is not there, as
  /// Debian and Ubuntu do (`/nonexistent`); elsewhere it may be `/`, where `todo` may not write.
  static var nobodysHomeIsMissing: Bool {
    home(of: 65_534).map { !$0.isEmpty && !FileManager.default.fileExists(atPath: $0) } ?? false
  }

  /// Whether this process's user namespace maps `id`, as a user and as a group.
  ///
  /// A container may map only the first 65536. Without `/proc` (macOS), every id is mapped.
  static func isMapped(_ id: UInt32) -> Bool {
    ["/proc/self/uid_map", "/proc/self/gid_map"].allSatisfy { path in
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return true }
      return text.split(separator: "\n").contains { line in
        let fields = line.split(separator: " ").compactMap { UInt64($0) }
        guard fields.count == 3 else { return false }
        return UInt64(id) >= fields[0] && UInt64(id) < fields[0] + fields[2]
      }
    }
  }
}
