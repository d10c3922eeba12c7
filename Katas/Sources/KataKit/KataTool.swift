import Foundation
import ToolPlatform

/// The `kata` command: `list`, `start NAME`, `check`, `hint`, `reset` and `verify`, and
/// `tutorials`, which replays the DocC tutorials' steps.
///
/// It never loses a learner's work, nor commits it without their word: `start` and `reset`
/// refuse to run over changes git has not committed, naming them; each attempt lives on its own
/// branch (`kata/NAME`). Each command is all or nothing: one at a time (a ``Lock`` in the git
/// folder), its steps journalled so that the next command completes or rolls back one that was
/// stopped, and the builds and test runs it started ended with it on Ctrl-C.
public struct KataTool {
  /// How `kata` ended.
  public enum Exit: Int32, Sendable {
    /// Done: the kata passes, the command did what it was asked.
    case success = 0
    /// Not done yet: a spec is red, a wrong version got through, or `verify` found a problem.
    case notDone = 1
    /// The command could not run: an unknown command, no kata under way, a git problem.
    case cannotRun = 2
    /// It was told to stop (Ctrl-C), and stopped with the tree as it was.
    case stopped = 130
  }

  let folder: URL
  let style: Style
  let say: (String) -> Void

  /// Creates the tool for the package whose git working tree holds `folder`.
  ///
  /// - Parameters:
  ///   - folder: Where it was run.
  ///   - style: Colour or plain.
  ///   - say: Writes one line (or more) of output.
  public init(folder: URL, style: Style, say: @escaping (String) -> Void) {
    self.folder = folder
    self.style = style
    self.say = say
  }

  /// The command line's help.
  public static let usage = """
    kata: practise VIPER test-first, one kata at a time.

    Usage (from the package root):
      swift run --package-path Katas kata list          the katas, in order, and which are done
      swift run --package-path Katas kata start NAME    start (or take up again) a kata, by name or number
      swift run --package-path Katas kata check         run the kata's specs: the first red one and its hint
      swift run --package-path Katas kata hint          a hint: where to look, then the approach, then code
      swift run --package-path Katas kata compare       once a kata is done: your work beside the package's own
      swift run --package-path Katas kata reset         back to the branch you started from, as it was
      swift run --package-path Katas kata tutorial start NAME   a DocC tutorial's workspace, on its own branch
      swift run --package-path Katas kata tutorial check        which step your files are at, and what it does
      swift run --package-path Katas kata verify        check every kata against the code (what CI runs)
      swift run --package-path Katas kata tutorials     replay every step of the DocC tutorials (CI runs it)
      swift run --package-path Katas kata tutorials --no-build   check their files only: chain, last steps, prose
    """

  /// Runs the command in `arguments` (without the program's name).
  public func run(_ arguments: [String]) -> Exit {
    guard let command = arguments.first else {
      say(Self.usage)
      return .success
    }
    let rest = Array(arguments.dropFirst())
    do {
      switch command {
      case "list" where rest.isEmpty: return try guarded { try list(in: $0) }
      case "start" where rest.count == 1: return try guarded { try start(rest[0], in: $0) }
      case "check" where rest.isEmpty: return try guarded { try check(in: $0) }
      case "hint" where rest.isEmpty: return try guarded { try hint(in: $0) }
      case "reset" where rest.isEmpty: return try guarded { try reset(in: $0) }
      case "compare" where rest.count <= 1: return try guarded { try compare(rest.first, in: $0) }
      case "tutorial" where rest.count == 2 && rest[0] == "start":
        return try guarded { try startTutorial(rest[1], in: $0) }
      case "tutorial" where rest == ["check"]:
        return try guarded { try checkTutorial(in: $0) }
      case "tutorial":
        say(
          style.bad("kata tutorial takes start NAME or check.")
            + " The tutorials: BuildAVIPERModuleTestFirst, then ChangeAnItemByItsIdentity.\n\n"
            + Self.usage)
        return .cannotRun
      case "verify": return try Verification(from: folder, say: say, style: style).run(only: rest)
      case "tutorials" where rest.first == "--pages":
        guard rest.count == 2 else {
          say(style.bad("kata tutorials --pages takes one folder.") + "\n\n" + Self.usage)
          return .cannotRun
        }
        return try TutorialPages(from: folder, say: say, style: style).run(pages: rest[1])
      case "tutorials" where rest.first == "--no-build":
        return try TutorialReplay(from: folder, say: say, style: style)
          .run(only: Array(rest.dropFirst()), building: false)
      case "tutorials":
        // One replay at a time: it takes the package's lock, as every command that writes does.
        return try guarded { _ in
          try TutorialReplay(from: folder, say: say, style: style).run(only: rest)
        }
      case "help", "-h", "--help":
        say(Self.usage)
        return .success
      case "list", "start", "check", "hint", "reset", "compare":
        let expected =
          switch command {
          case "start": "one kata, by name or number"
          case "compare": "at most one kata, by name or number"
          default: "nothing after it"
          }
        say(style.bad("kata \(command) takes \(expected).") + "\n\n" + Self.usage)
        return .cannotRun
      default:
        say(
          style.bad("There is no command '\(ToolOutput.escaped(command))'.")
            + " Use one of: list, start NAME, check, hint, compare, reset, tutorial, verify, "
            + "tutorials.\n\n"
            + Self.usage)
        return .cannotRun
      }
    } catch let stopped as Stopped {
      say(
        style.bad("kata stopped by \(stopped.name).")
          + " The builds and test runs it started are ended; nothing was left half-done.")
      return .stopped
    } catch {
      // A failure may quote git, or a name typed on the command line: shown escaped.
      let text = "\(error)".split(separator: "\n", omittingEmptySubsequences: false)
        .map { ToolOutput.escaped(String($0)) }.joined(separator: "\n")
      say(style.bad("kata: " + text))
      return .cannotRun
    }
  }

  /// Runs `command` holding the package's lock, once a command stopped before has been
  /// completed or rolled back.
  func guarded(_ command: (Workspace) throws -> Exit) throws -> Exit {
    let workspace = try Workspace(from: folder)
    let lock = try Lock(of: workspace)
    defer { lock.release() }
    if let stale = lock.staleHolder {
      say("A kata command (process \(stale)) ended without releasing its lock: it is taken over.")
    }
    try recover(in: workspace)
    return try command(workspace)
  }

  // MARK: - Shared

  /// What a command that needs a kata says when none is under way: how to start one, or, when
  /// a tutorial is under way, how to check it.
  func noKataUnderWay(_ progress: Workspace.Progress) -> String {
    if let tutorial = progress.tutorial {
      return "The tutorial \(tutorial) is under way, not a kata: "
        + "`swift run --package-path Katas kata tutorial check` checks it, and `kata reset` ends it."
    }
    return "No kata is under way: start one with `swift run --package-path Katas kata start NAME` "
      + "(`kata list` names them)."
  }

  /// Refuses to run over changes git has not committed: names them, and how to keep them.
  ///
  /// - Returns: The files, when there are some and the command must not run; `nil` when the
  ///   tree is clean.
  func refusedOverChanges(in workspace: Workspace, command: String) -> [String]? {
    let changes = workspace.uncommittedChanges()
    guard !changes.isEmpty else { return nil }
    say(
      style.bad("You have changes git has not committed:")
        + "\n" + changes.prefix(10).map { "  \($0)" }.joined(separator: "\n")
        + (changes.count > 10 ? "\n  … and \(changes.count - 10) more" : "")
        + "\nkata never works over them, nor commits them for you. To keep them, commit them "
        + "(`git add -A && git commit -m \"my attempt\"`) or put them aside "
        + "(`git stash --include-untracked`), then run `kata \(command)` again.")
    return changes
  }
}
