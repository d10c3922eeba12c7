/// A plural category of CLDR: which form of a message with a count a language uses for it.
///
/// English says "1 byte" (`one`) and "2 bytes" (`other`); Arabic has all six; Japanese and
/// Chinese only `other`. A translation names the categories its language has by their rules
/// (see ``PluralRule``), and writes every counted message in each.
public enum PluralCategory: String, CaseIterable, Hashable, Sendable {
  case zero, one, two, few, many, other
}
