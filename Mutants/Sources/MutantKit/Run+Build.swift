import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The one build of the schemata, and the sites the compiler's errors point at.
extension MutationRun {
  /// Rewrites the files in the copy and builds them once.
  ///
  /// A site whose rewrite does not compile is left out and the build tried again. Puts the original texts back once built. Returns the sites
  /// that built, by number.
  func buildSchemata(sites: [Mutant], in copy: String) throws -> [Int: Mutant] {
    builds = 0
    let numbered = Dictionary(
      uniqueKeysWithValues: sites.enumerated().map { ($0.offset, $0.element) })
    var included = Set(numbered.keys)
    let files = Set(sites.map(\.file))
    var originals: [String: String] = [:]
    for file in files {
      originals[file] = try String(contentsOfFile: copy + "/" + file, encoding: .utf8)
    }
    let targets = Set(sites.map(\.target))
    defer {
      // Tests that read the sources as text see them as they are, not rewritten.
      for (file, text) in originals {
        try? text.write(toFile: copy + "/" + file, atomically: false, encoding: .utf8)
      }
      for target in targets {
        try? FileManager.default.removeItem(atPath: "\(copy)/Sources/\(target)/\(Switch.fileName)")
      }
    }
    for target in targets {
      try Schemata.switchFile(target: target, count: sites.count).write(
        toFile: "\(copy)/Sources/\(target)/\(Switch.fileName)", atomically: false, encoding: .utf8)
    }
    for attempt in 1...12 {
      var rewritten: [String: SchemataFile] = [:]
      for file in files {
        let fileSites = included.sorted().compactMap { number in
          numbered[number].flatMap { $0.file == file ? (number: number, mutant: $0) : nil }
        }
        let schemata = Schemata.rewrite(
          originals[file] ?? "", sites: fileSites, target: fileSites.first?.mutant.target ?? "")
        rewritten[file] = schemata
        try schemata.text.write(toFile: copy + "/" + file, atomically: false, encoding: .utf8)
      }
      let log = copy + "/../build-\(attempt).log"
      builds = attempt
      let ending = try runToEnd(["swift", "build", "--build-tests"], in: copy, log: log)
      if ending == .exited(0) { break }
      guard case .exited = ending else {
        throw ToolError("the build did not end by itself (\(ending)); no verdict is given")
      }
      let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
      let failing = Self.failingSites(
        log: text, copy: copy, rewritten: rewritten, originals: originals, included: included,
        numbered: numbered)
      if failing.isEmpty || attempt == 12 {
        let errors = text.split(separator: "\n").filter { $0.contains("error:") }.prefix(20)
        throw ToolError(
          "the package does not build, and not because of a site:\n"
            + errors.joined(separator: "\n"))
      }
      included.subtract(failing.keys)
      for (number, message) in failing.sorted(by: { $0.key < $1.key }) {
        guard let mutant = numbered[number] else { continue }
        results.append(Result(mutant: mutant, verdict: .doesNotBuild, detail: message))
      }
      say("Build \(attempt): \(failing.count) sites do not build; building again without them.")
    }
    return numbered.filter { included.contains($0.key) }
  }

  /// The sites the compiler's errors point at: the site at the error's column, else every site
  /// on its line, else the sites of the statement above it, else the operator declared there.
  static func failingSites(
    log: String, copy: String, rewritten: [String: SchemataFile], originals: [String: String],
    included: Set<Int>, numbered: [Int: Mutant]
  ) -> [Int: String] {
    var failing: [Int: String] = [:]
    let error = #/^(.+?\.swift):([0-9]+):([0-9]+): error: (.*)$/#
    let resolvedCopy = (copy as NSString).resolvingSymlinksInPath
    for line in log.split(separator: "\n") {
      guard let match = String(line).firstMatch(of: error) else { continue }
      var path = String(match.1)
      for prefix in [copy + "/", resolvedCopy + "/"] where path.hasPrefix(prefix) {
        path = String(path.dropFirst(prefix.count))
      }
      guard let schemata = rewritten[path], let number = Int(match.2), let column = Int(match.3)
      else { continue }
      let message = String(match.4)
      func note(_ sites: some Sequence<Int>) {
        for site in sites where failing[site] == nil { failing[site] = message }
      }
      if let site = schemata.declarations.first(where: { $0.value.contains(number) }) {
        note([site.key])
        continue
      }
      let onLine = schemata.positions.filter {
        $0.value.line == number && included.contains($0.key)
      }
      if let exact = onLine.first(where: { $0.value.column == column - 1 }) {
        note([exact.key])
      } else if !onLine.isEmpty {
        note(onLine.keys)
      } else {
        note(
          blockSites(
            before: number, in: originals[path] ?? "", schemata: schemata,
            included: included, numbered: numbered))
      }
    }
    return failing
  }

  /// The sites an error on a line without one points at (`missing return`, a value of type
  /// `()` used further on): the dropped calls of the file that are the only statement of their
  /// block (the value of a closure or of a `case`), all at once; else the nearest site above.
  static func blockSites(
    before number: Int, in text: String, schemata: SchemataFile, included: Set<Int>,
    numbered: [Int: Mutant]
  ) -> Set<Int> {
    let lines = text.components(separatedBy: "\n")
    func code(_ index: Int, step: Int) -> String {
      var index = index + step
      while index >= 0, index < lines.count {
        let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
        if !trimmed.isEmpty, !trimmed.hasPrefix("//") { return trimmed }
        index += step
      }
      return ""
    }
    let alone = schemata.positions.filter { site in
      guard included.contains(site.key), let mutant = numbered[site.key],
        mutant.kind == .dropCall
      else { return false }
      let before = code(mutant.line - 1, step: -1)
      let after = code(mutant.line - 1, step: 1)
      return (before.hasSuffix(":") || before.hasSuffix("{") || before.hasSuffix(" in"))
        && (after.hasPrefix("case ") || after.hasPrefix("default:") || after.hasPrefix("}"))
    }
    if !alone.isEmpty { return Set(alone.keys) }
    // Else the sites of the nearest line above that has any (a closure's value a few lines up).
    let above = schemata.positions.filter { included.contains($0.key) && $0.value.line < number }
    let nearest = above.map(\.value.line).max()
    return Set(above.filter { $0.value.line == nearest }.keys)
  }
}
