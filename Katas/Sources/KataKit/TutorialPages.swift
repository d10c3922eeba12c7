import Foundation

/// `kata tutorials --pages FOLDER`: the tutorials as a learner sees them, in the pages a browser
/// drew from the static site `.ci/docs` builds (`.ci/tutorial-pages` saves each page's DOM in
/// FOLDER, as `<page>.html`, the page's name as DocC gives it: the tutorial's file name in lower
/// case).
///
/// On each tutorial's page it finds every section's title, every step's title (its first
/// paragraph), and every step's code: a listing named after the step's file, headed with the
/// file's name, that holds the file's text line for line. On the table of contents, every
/// tutorial's title.
struct TutorialPages {
  private let source: Workspace
  private let say: (String) -> Void
  private let style: Style

  init(from folder: URL, say: @escaping (String) -> Void, style: Style) throws {
    source = try Workspace(from: folder)
    self.say = say
    self.style = style
  }

  func run(pages folder: String) throws -> KataTool.Exit {
    let pages = URL(fileURLWithPath: folder, relativeTo: source.root)
    let manifest = try TutorialManifest.read(
      from: source.root.appendingPathComponent("Katas/tutorials.json"))
    let tutorials = try TutorialReplay.read(in: source.root)
    var failing = 0
    var checked: [String] = []
    func page(of path: String) -> String? {
      let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent.lowercased()
      return try? String(
        contentsOf: pages.appendingPathComponent("\(name).html"), encoding: .utf8)
    }
    func report(_ path: String, _ problems: [String]) {
      if problems.isEmpty {
        checked.append(path)
      } else {
        failing += problems.count
        say(
          style.bad("✘ \(path), as rendered:") + "\n"
            + problems.map { "  \($0)" }.joined(separator: "\n"))
      }
    }
    report(
      manifest.contents,
      page(of: manifest.contents).map {
        Self.contentsProblems(page: $0, titles: tutorials.map(\.tutorial.title))
      } ?? ["no page of it in \(folder)"])
    for read in tutorials {
      report(
        read.entry.tutorial,
        page(of: read.entry.tutorial).map {
          Self.problems(of: read.tutorial, stepFiles: read.stepFiles, page: $0)
        } ?? ["no page of it in \(folder)"])
    }
    guard failing == 0 else {
      say(style.bad("kata tutorials --pages: \(failing) problem\(failing == 1 ? "" : "s") found."))
      return .notDone
    }
    let steps = tutorials.map(\.tutorial.steps.count).reduce(0, +)
    say(
      style.good(
        "kata tutorials --pages: the table of contents and \(tutorials.count) tutorials, "
          + "every one of their \(steps) steps with its title and its code, as rendered."))
    return .success
  }

  // MARK: - Reading a page

  /// Returns what the tutorial's page `page` (its DOM, as HTML) does not show of `tutorial`.
  static func problems(of tutorial: Tutorial, stepFiles: [String: String], page: String)
    -> [String]
  {
    let text = Self.text(ofHTML: page)
    let listings = Self.listings(in: page)
    var problems: [String] = []
    for section in tutorial.sections where !text.contains(Self.plain(section.title)) {
      problems.append("the section “\(section.title)” is not on the page")
    }
    for step in tutorial.steps {
      let place = "step \(step.id)"
      if !text.contains(Self.plain(step.title)) {
        problems.append("\(place): its title “\(Self.plain(step.title))” is not on the page")
      }
      guard let code = step.code else { continue }
      let shown = listings.filter { $0.identifier == code.file }
      if shown.isEmpty {
        problems.append("\(place): no code listing of \(code.file) on the page")
      } else if !shown.contains(where: { $0.name == code.name }) {
        problems.append(
          "\(place): its code listing is headed \(shown.map(\.name)), not \(code.name)")
      } else if let file = stepFiles[code.file],
        !shown.contains(where: { $0.code == Self.lines(of: file) })
      {
        problems.append("\(place): its code listing does not hold the text of \(code.file)")
      }
    }
    return problems
  }

  /// Returns the tutorials' titles the table of contents' page `page` does not show.
  static func contentsProblems(page: String, titles: [String]) -> [String] {
    let text = Self.text(ofHTML: page)
    return titles.filter { !text.contains(Self.plain($0)) }.map {
      "the tutorial “\($0)” is not on the table of contents"
    }
  }

  /// A code listing as DocC-Render draws it: the file it shows (its `identifier`), the name in
  /// its heading, and its lines.
  struct Listing: Equatable {
    var identifier: String
    var name: String
    var code: [String]
  }

  /// The code listings of `page`: each `<div … class="code-listing …" … identifier="…">`, the
  /// name in its `filename` heading, and the text of each `code-line` of the `<code>` after it.
  static func listings(in page: String) -> [Listing] {
    page.matches(of: /<div[^>]*class="code-listing[^"]*"[^>]*identifier="([^"]*)"[^>]*>/).compactMap
    {
      match in
      let rest = page[match.range.upperBound...]
      guard let heading = rest.firstMatch(of: /class="filename"[^>]*>(.*?)<\/span><\/span>/),
        let code = rest.firstMatch(of: /<code[^>]*>(.*?)<\/code>/.dotMatchesNewlines())
      else { return nil }
      // One `code-line-container` a line, its text in the `code-line` inside it; an empty line
      // holds a line break of its own.
      let lines = String(code.1).split(
        separator: /<span[^>]*class="code-line-container[^"]*"[^>]*>/,
        omittingEmptySubsequences: false
      ).dropFirst().map { container in
        let line =
          container.firstRange(of: "class=\"code-line\">").map {
            container[$0.upperBound...]
          } ?? ""
        return decoded(String(line).replacing(/<[^>]*>/, with: ""))
          .trimmingCharacters(in: .whitespacesAndNewlines)
      }
      return Listing(
        identifier: String(match.1), name: text(ofHTML: String(heading.1)),
        code: Self.lines(of: lines.joined(separator: "\n")))
    }
  }

  /// The lines of `text`, without white space at their ends, and without empty lines at its
  /// end: a listing is compared line by line, as it shows.
  static func lines(of text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    while lines.last == "" { lines.removeLast() }
    return lines
  }

  /// The text a page shows: its tags taken out, its entities decoded, its white space one space,
  /// its quotes straight (DocC curls them).
  static func text(ofHTML html: String) -> String {
    let bare = html.replacing(/<(script|style)[^>]*>.*?<\/\1>/.dotMatchesNewlines(), with: "")
      .replacing(/<[^>]*>/, with: "")
    return comparable(decoded(bare))
  }

  /// A title as the page shows it: its Markdown (code spans, emphasis, symbol links) taken out,
  /// its white space one space, its quotes straight.
  static func plain(_ markdown: String) -> String {
    comparable(
      markdown.replacing("``", with: "").replacing("`", with: "").replacing("**", with: ""))
  }

  /// `text` with its white space one space and its curled quotes straight, as a page and a
  /// tutorial's Markdown are compared: DocC curls a Markdown's straight quotes.
  static func comparable(_ text: String) -> String {
    text.replacing(/[‘’]/, with: "'").replacing(/[“”]/, with: "\"")
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// `text` with HTML's character references decoded.
  static func decoded(_ text: String) -> String {
    var decoded = text
    for (entity, character) in [
      ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&#x27;", "'"),
      ("&nbsp;", " "), ("&amp;", "&"),
    ] {
      decoded = decoded.replacing(entity, with: character)
    }
    return decoded
  }
}
