import Foundation

/// A number with a fraction, as the language writes it: the seconds after 1970 of an instant
/// ISO 8601 cannot write.
extension Words {
  /// Returns `number` as this language writes it, in ASCII digits: its shortest decimal that
  /// reads back as the same `Double`, its whole part grouped by three with the locale's
  /// separator, its fraction, when it has one, after the locale's decimal mark.
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
    let separators = numberSeparators
    var grouped = ""
    for (index, digit) in whole.enumerated() {
      if index > 0, (whole.count - index) % 3 == 0 { grouped += separators.group }
      grouped.append(digit)
    }
    return sign + grouped + (fraction == "0" ? "" : separators.decimal + fraction)
  }

  /// The locale's separator of groups of digits and its decimal mark, for ASCII digits: those of
  /// its Latin numbering system, not of Arabic's own digits.
  private var numberSeparators: (group: String, decimal: String) {
    var components = Locale.Components(locale: locale)
    components.numberingSystem = "latn"
    let latin = Locale(components: components)
    return (latin.groupingSeparator ?? ",", latin.decimalSeparator ?? ".")
  }
}
