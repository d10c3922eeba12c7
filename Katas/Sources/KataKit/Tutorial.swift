import Foundation

/// A DocC tutorial of the package (`@Tutorial`), as the replay and the rendered check read it:
/// its title, its sections, and each section's steps with their prose, their code file and what
/// each declares it does.
///
/// It is read line by line, in the layout the package's tutorials keep: each directive on a line
/// of its own, its closing brace alone on a line at the directive's indentation, and in a step
/// one `@Comment { … }` (the step's ``StepDeclaration``) and one `@Code(name:file:previousFile:)`.
public struct Tutorial: Sendable, Equatable {
  /// One `@Section`: a title and its steps.
  public struct Section: Sendable, Equatable {
    public var title: String
    public var steps: [Step]
  }

  /// One `@Step`.
  public struct Step: Sendable, Equatable {
    /// The file the step shows: `@Code(name: "ListInteractor.swift", file: "…", previousFile: "…")`.
    public struct Code: Sendable, Equatable {
      /// The file's name as the page shows it: the package's file this step is a state of.
      public var name: String
      /// The step's own file, in the tutorial's folder of steps.
      public var file: String
      /// The file of the step before that showed `name`, whose lines DocC compares with this
      /// one's to highlight what changed; `nil` for the first step that shows `name`.
      public var previousFile: String?
    }

    /// The line of `@Step {` in the tutorial, from 1.
    public var line: Int
    /// The step's prose, paragraph by paragraph, as written (the directives left out): the
    /// first is its title, what the page shows beside "Step N".
    public var paragraphs: [String]
    public var code: Code?
    public var declaration: StepDeclaration?
    /// What is wrong with the step as written: a declaration that cannot be read, a second code.
    public var problems: [String] = []

    /// The step's title: its first paragraph.
    public var title: String { paragraphs.first ?? "" }
    /// All its prose, in one string.
    public var text: String { paragraphs.joined(separator: "\n") }
    /// The step's stable name: its declaration's id.
    public var id: String { declaration?.id ?? "(line \(line))" }
  }

  /// The tutorial's file, from the package root.
  public var path: String
  /// Its title, the `@Intro`'s.
  public var title: String
  public var sections: [Section]
  /// What is wrong with the file beyond its steps: no title, a step outside a section.
  public var problems: [String] = []

  /// Every step, in order.
  public var steps: [Step] { sections.flatMap(\.steps) }

  /// Reads the tutorial `text`, the file at `path`.
  public static func reading(_ text: String, path: String) -> Tutorial {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var tutorial = Tutorial(path: path, title: "", sections: [])
    var index = 0
    while index < lines.count {
      let line = lines[index]
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if tutorial.title.isEmpty, trimmed.hasPrefix("@Intro("),
        let title = arguments(of: trimmed)["title"]
      {
        tutorial.title = title
      } else if trimmed.hasPrefix("@Section("), let title = arguments(of: trimmed)["title"] {
        tutorial.sections.append(Section(title: title, steps: []))
      } else if trimmed == "@Step {" {
        let end = closingLine(of: index, in: lines)
        let step = Self.step(in: Array(lines[(index + 1)..<end]), line: index + 1)
        if tutorial.sections.isEmpty {
          tutorial.problems.append("\(path):\(index + 1): a step outside any @Section")
        } else {
          tutorial.sections[tutorial.sections.count - 1].steps.append(step)
        }
        index = end
      }
      index += 1
    }
    if tutorial.title.isEmpty {
      tutorial.problems.append("\(path): no @Intro(title: …): the tutorial has no title")
    }
    return tutorial
  }

  /// Returns the index of the line that closes the directive opened on line `index`: the first
  /// line after it that is a `}` at the same indentation (the end of the file if none is).
  static func closingLine(of index: Int, in lines: [String]) -> Int {
    let indent = lines[index].prefix { $0 == " " }
    return lines[(index + 1)...].firstIndex { $0 == indent + "}" } ?? lines.count
  }

  /// Reads the body of a `@Step`, `lines`, whose `@Step {` is on line `line`.
  static func step(in lines: [String], line: Int) -> Step {
    var step = Step(line: line, paragraphs: [])
    var paragraph: [String] = []
    func endParagraph() {
      if !paragraph.isEmpty { step.paragraphs.append(paragraph.joined(separator: " ")) }
      paragraph = []
    }
    var index = 0
    while index < lines.count {
      let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
      if trimmed == "@Comment {" {
        endParagraph()
        let end = closingLine(of: index, in: lines)
        if step.declaration != nil {
          step.problems.append("a second @Comment: a step has one declaration")
        }
        let (declaration, problems) = StepDeclaration.reading(Array(lines[(index + 1)..<end]))
        step.declaration = declaration
        step.problems += problems
        index = end
      } else if trimmed.hasPrefix("@Code(") {
        endParagraph()
        let arguments = arguments(of: trimmed)
        if step.code != nil { step.problems.append("a second @Code: a step shows one file") }
        if let name = arguments["name"], let file = arguments["file"] {
          step.code = Step.Code(name: name, file: file, previousFile: arguments["previousFile"])
        } else {
          step.problems.append("a @Code without its name and file: \(trimmed)")
        }
      } else if trimmed.isEmpty {
        endParagraph()
      } else {
        paragraph.append(trimmed)
      }
      index += 1
    }
    endParagraph()
    if step.declaration == nil, step.problems.isEmpty {
      step.problems.append("no @Comment declaring what the step does")
    }
    if step.code == nil { step.problems.append("no @Code: every step shows its file") }
    return step
  }

  /// The `label: "value"` arguments of a directive's line: `@Code(name: "A.swift", file: …)`.
  static func arguments(of line: String) -> [String: String] {
    var found: [String: String] = [:]
    for match in line.matches(of: /(\w+):\s*"([^"]*)"/) {
      found[String(match.1)] = String(match.2)
    }
    return found
  }
}
