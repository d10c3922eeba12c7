/// A second target, so that a run draws from more than one.
public enum Shout {
  public static func isLoud(_ text: String) -> Bool {
    text.count > 3 && text.uppercased() == text
  }
}
