import Foundation
import Shout
import Tally
import Testing

/// Kill some mutants; `isAtMost`, `isAbove` at their edges and `Ledger.owner` are left alive on
/// purpose.
///
/// `steps(to:)` is left to the end-to-end test alone: its endless-loop mutant spins in
/// the `todo` that test starts, which the safety test needs running mid-mutant.
struct TallySpecs {
  @Test func `below and at least are checked at their edges`() {
    #expect(Tally.isBelow(1, 2))
    #expect(!Tally.isBelow(2, 2))
    #expect(Tally.isAtLeast(2, 2))
    #expect(!Tally.isAtLeast(1, 2))
  }

  @Test func `at most and above are checked away from their edges only`() {
    #expect(Tally.isAtMost(1, 5))
    #expect(!Tally.isAbove(1, 5))
  }

  @Test func `same, other, both, either`() {
    #expect(Tally.isSame("a", "a"))
    #expect(Tally.isOther("a"))
    #expect(!Tally.isOther(nil))
    #expect(!Tally.both(true, false))
    #expect(Tally.either(false, true))
  }

  @Test func `next and previous`() {
    #expect(Tally.next(1) == 2)
    #expect(Tally.previous(1) == 0)
  }

  @Test func `a ledger records its opening`() {
    let ledger = Ledger()
    ledger.open(by: "Ann", with: Ledger())
    #expect(ledger.entries == ["opened"])
  }
}

struct ShoutSpecs {
  @Test func `loud is long and upper case`() {
    #expect(Shout.isLoud("HELLO"))
    #expect(!Shout.isLoud("Hello"))
    #expect(!Shout.isLoud("HEY"))
  }
}
