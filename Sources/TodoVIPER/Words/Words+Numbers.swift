import Foundation

/// A number as the language writes it: the seconds after 1970 of an instant ISO 8601 cannot
/// write, and a quantity a message takes (``Word/quantityValue``).
extension Words {
  /// Returns `number` as this language writes it, in ASCII digits: its shortest decimal that
  /// reads back as the same `Double`, its whole part grouped as ``written(_:)-(Int)`` groups it,
  /// its fraction, when it has one, after the locale's decimal mark.
  ///
  /// `253402351199.5` is `253.402.351.199,5` in German, `253 402 351 199,5` in French (narrow
  /// no-break spaces), `253,402,351,199.5` in English, Japanese, Chinese and Arabic (whose digits
  /// stay Latin, as everywhere in its tables); `1795305600.0` is `1.795.305.600`. A number too
  /// large or too small for its digits to be written out (`1e+16`), or not finite, is written
  /// as Swift writes it.
  func written(_ number: Double) -> String {
    let text = "\(number)"
    guard number.isFinite, !text.contains("e") else { return text }
    let sign = number < 0 ? "-" : ""
    let digits = text.drop { $0 == "-" }
    let whole = digits.prefix { $0 != "." }
    let fraction = digits.dropFirst(whole.count + 1)
    // A whole part written without an "e" has 16 digits at most, which an Int holds.
    guard let wholeNumber = Int(whole) else { return text }
    let decimal = latinLocale.decimalSeparator ?? "."
    return sign + written(wholeNumber) + (fraction == "0" ? "" : decimal + fraction)
  }

  /// Returns the whole number `number` as this language writes a quantity, in ASCII digits
  /// grouped as its locale groups them: `65.536` in German, `65 536` in French (a narrow no-break
  /// space), `65,536` in English; Spanish groups from five digits (`9999`, `10.000`), as CLDR's
  /// Spanish does.
  func written(_ number: Int) -> String {
    number.formatted(IntegerFormatStyle<Int>(locale: latinLocale))
  }

  /// The locale in its Latin numbering system: its separators for ASCII digits, not those of
  /// Arabic's own digits.
  private var latinLocale: Locale {
    var components = Locale.Components(locale: locale)
    components.numberingSystem = "latn"
    return Locale(components: components)
  }
}
