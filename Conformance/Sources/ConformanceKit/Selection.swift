import ToolPlatform

/// The cases a run puts to the program: those not withdrawn, that `--run` and `--tag` choose
/// and `--skip` and `--skip-tag` do not leave out.
///
/// A run that would check nothing is refused before the program starts: a glob or a tag that
/// matches none of the cases read (most likely a typo, `--run 'apai-*'`), and a selection that
/// leaves no case. So a mistake in CI's command line fails CI rather than passing it silently.
struct Selection {
  /// The cases that are not withdrawn.
  let running: [CaseFiles.Entry]
  /// The cases put to the program, in the order of the files.
  let chosen: [CaseFiles.Entry]

  /// Chooses among `entries`, every case read, as `options` say.
  ///
  /// - Throws: ``ConformanceError`` naming the selector that matches no case, or saying that
  ///   no case is left to run.
  init(_ entries: [CaseFiles.Entry], options: RunOptions) throws(ConformanceError) {
    let read = "of the \(Self.cases(entries.count)) read"
    guard !entries.isEmpty else {
      throw ConformanceError("no case to run: the cases given hold none")
    }
    let run = options.run.map(Glob.init)
    let skip = options.skip.map(Glob.init)
    for (option, globs) in [("--run", run), ("--skip", skip)] {
      for glob in globs where !entries.contains(where: { glob.matches($0.regressionCase.id) }) {
        throw ConformanceError(
          "\(option) '\(ToolOutput.escaped(glob.text))' matches no case \(read)")
      }
    }
    let tags = Set(entries.flatMap(\.regressionCase.tags))
    for (option, wanted) in [("--tag", options.tags), ("--skip-tag", options.skipTags)] {
      for tag in wanted where !tags.contains(tag) {
        throw ConformanceError(
          "\(option) '\(ToolOutput.escaped(tag))' is the tag of no case \(read)")
      }
    }
    running = entries.filter { $0.regressionCase.withdrawn == nil }
    guard !running.isEmpty else {
      throw ConformanceError("no case to run: every case read is withdrawn")
    }
    chosen = running.filter { entry in
      let id = entry.regressionCase.id
      let caseTags = entry.regressionCase.tags
      return (run.isEmpty || run.contains { $0.matches(id) })
        && !skip.contains { $0.matches(id) }
        && (options.tags.isEmpty || options.tags.contains(where: caseTags.contains))
        && !options.skipTags.contains(where: caseTags.contains)
    }
    guard !chosen.isEmpty else {
      throw ConformanceError(
        "no case to run: the selection leaves none of the \(Self.cases(running.count)) that run")
    }
  }

  /// `1 case`, `3 cases`.
  static func cases(_ count: Int) -> String {
    "\(count) \(count == 1 ? "case" : "cases")"
  }
}
