import Foundation

/// Every kata, in the order a learner takes them: `Katas/katas.json`.
///
/// As rustlings keeps its exercises in one manifest, so here: each kata says what it asks, where
/// its starting state is (a patch against the package's own code), and what checks it. Nothing
/// a learner is shown is kept anywhere else, so `kata verify` can check all of it.
public struct Manifest: Codable, Sendable {
  /// The katas, first to last.
  public var katas: [Kata]

  /// Reads the manifest at `url`.
  ///
  /// - Throws: ``KataFailure`` naming the file and what is wrong with it.
  public static func read(from url: URL) throws -> Manifest {
    try decoded(from: url, as: "a kata manifest")
  }

  /// Reads the JSON file at `url` as a `Value`, `what` it should be.
  ///
  /// - Throws: ``KataFailure`` naming the file and what is wrong with it.
  static func decoded<Value: Decodable>(from url: URL, as what: String) throws -> Value {
    let data = try Files.read(url)
    do {
      return try JSONDecoder().decode(Value.self, from: data)
    } catch {
      throw KataFailure("\(url.path) is not \(what): \(error)")
    }
  }

  /// Returns the kata named `name`, or numbered `name` (from 1).
  public func kata(named name: String) -> Kata? {
    if let number = Int(name), katas.indices.contains(number - 1) { return katas[number - 1] }
    return katas.first { $0.name == name }
  }
}

/// One exercise.
public struct Kata: Codable, Sendable, Hashable {
  /// What the learner does.
  public enum Kind: String, Codable, Sendable {
    /// A role, or one behaviour of it, is taken back to a stub that compiles; its specs are
    /// red, and the learner writes the code until they pass.
    case makeItGreen = "make-it-green"
    /// A behaviour is named; the learner writes the spec, which must pass against the
    /// package's code and fail against every prepared wrong version of it.
    case writeTheSpec = "write-the-spec"

    /// How `kata list` names it.
    public var label: String {
      switch self {
      case .makeItGreen: "make it green"
      case .writeTheSpec: "write the spec"
      }
    }
  }

  /// One spec of the package, by its suite and its name as Swift Testing prints it.
  public struct Spec: Codable, Sendable, Hashable {
    /// The suite: `ListInteractorSpecs`.
    public var suite: String
    /// The test's name: `finding upcoming items asks for today through the end of next week`.
    public var name: String
    /// What to do to make it pass, for a make-it-green kata.
    public var hint: String?
  }

  /// A wrong version of the package's code, which a good spec catches.
  public struct WrongVersion: Codable, Sendable, Hashable {
    /// The patch that makes it, from `Katas/Exercises`.
    public var patch: String
    /// What it gets wrong, for a spec that let it through.
    public var hint: String
  }

  /// The learner's spec for a write-the-spec kata.
  public struct LearnerSpec: Codable, Sendable, Hashable {
    /// The suite the learner writes: `AddDueDateKata`.
    public var suite: String
    /// The file it is in, from the package root.
    public var file: String
  }

  /// A short name, used on the command line and in the branch: `list-interactor-window`.
  public var name: String
  public var kind: Kind
  /// One line: what the kata is about.
  public var title: String
  /// What to do, in a few sentences.
  public var goal: String
  /// How hard the kata is for a newcomer to VIPER and test-first: `easy`, `medium` or `hard`.
  public var level: String?
  /// About how many minutes a newcomer to VIPER and test-first takes, reading included.
  public var minutes: Int?
  /// The patch that makes the starting state, from `Katas/Exercises`.
  public var start: String
  /// The files the learner works in, from the package root.
  public var files: [String]
  /// The specs a make-it-green kata turns red, each with its hint, in the order to take them.
  public var specs: [Spec]?
  /// The learner's spec, for a write-the-spec kata.
  public var learnerSpec: LearnerSpec?
  /// The package's own spec of the behaviour, for a write-the-spec kata: `kata verify` checks
  /// that it catches every wrong version.
  public var ownSpec: Spec?
  /// The wrong versions a write-the-spec kata's spec must catch.
  public var wrongVersions: [WrongVersion]?
  /// For a write-the-spec kata, the patch from `Katas/Exercises` that puts every wrong version
  /// behind one switch read at run time (see ``Schemata``), so a check builds once for all.
  public var schemata: String?
  /// The three levels of `kata hint`.
  ///
  /// Where to look (the spec, the file, the role), the approach in words, and only then code.
  /// The first two hold no line of the answer.
  public var hints: [String]?

  /// The suites a check runs.
  public var suites: [String] {
    switch kind {
    case .makeItGreen: Array(Set((specs ?? []).map(\.suite))).sorted()
    case .writeTheSpec: [learnerSpec?.suite].compactMap(\.self)
    }
  }
}

/// A problem the kata tool reports and stops on, in words.
public struct KataFailure: Error, CustomStringConvertible, Sendable {
  public var description: String

  public init(_ description: String) {
    self.description = description
  }
}
