import Fakes
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The XDG rule: macOS keeps the file in Application Support, which DefaultStoreFileSpecs pins.
#if !os(macOS)

  /// `todo` without `--store`: the items are kept in the user's data folder, made on the first
  /// save, private to the user; `--in-memory` keeps them in memory; a place that cannot be used
  /// is named, and nothing is kept anywhere else.
  ///
  /// Each test has a home of its own (`HOME`), and no `XDG_DATA_HOME` unless it says so.
  struct DefaultStoreEndToEndTests {
    let folder: TemporaryDirectory
    let home: String
    let environment: [String: String]
    let file: String
    let now = ["--now", "2026-11-22T10:00:00Z", "--time-zone", "UTC", "--first-weekday", "2"]
    let noContent = "Nothing to do from today through the end of next week.\n"
    let milk = Script.add("Buy milk", due: "2026-11-23")

    init() throws {
      folder = try TemporaryDirectory()
      home = folder.path("home")
      try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: false)
      environment = ["HOME": home, "XDG_DATA_HOME": ""]
      file = home + "/.local/share/viper-todo/todos.json"
    }

    /// The permission bits of what is at `path`.
    func mode(_ path: String) throws -> Int {
      let attributes = try FileManager.default.attributesOfItem(atPath: path)
      return try #require(attributes[.posixPermissions] as? Int)
    }

    /// Every path under `folder`, relative to it, sorted.
    func contents(of folder: String) throws -> [String] {
      try FileManager.default.subpathsOfDirectory(atPath: folder).sorted()
    }

    // MARK: - The default file

    @Test func `an item added in one run is listed by the next, from the home's data folder`()
      async throws
    {
      let first = try await TodoRunner.run(now, input: milk + "quit\n", environment: environment)
      let second = try await TodoRunner.run(now, input: "list\n", environment: environment)

      #expect(
        first
          == .init(output: noContent + "Tomorrow\n  1. Buy milk (Monday)\n", error: "", status: 0)
      )
      #expect(
        second
          == .init(
            output: "Tomorrow\n  1. Buy milk (Monday)\n" + "Tomorrow\n  1. Buy milk (Monday)\n",
            error: "", status: 0))
      #expect(
        try contents(of: home)
          == [
            ".local", ".local/share", ".local/share/viper-todo",
            ".local/share/viper-todo/todos.json", ".local/share/viper-todo/todos.json.lock",
          ])
      #expect(try mode(home + "/.local") == 0o700)
      #expect(try mode(home + "/.local/share") == 0o700)
      #expect(try mode(home + "/.local/share/viper-todo") == 0o700)
      #expect(try mode(file) == 0o600)
      #expect(try mode(file + ".lock") == 0o600)
    }

    @Test func `an absolute XDG_DATA_HOME holds the folder, made on the first save`() async throws {
      let data = folder.path("data")

      let result = try await TodoRunner.run(
        now, input: milk, environment: ["HOME": home, "XDG_DATA_HOME": data])

      #expect(result.status == 0)
      #expect(try contents(of: home) == [])
      #expect(
        try contents(of: data) == [
          "viper-todo", "viper-todo/todos.json", "viper-todo/todos.json.lock",
        ])
      #expect(try mode(data) == 0o700)
    }

    @Test func `a relative XDG_DATA_HOME is ignored, and nothing is made in the current folder`()
      async throws
    {
      try FileManager.default.createDirectory(
        atPath: folder.path("work"), withIntermediateDirectories: false)

      let result = try await TodoRunner.run(
        shell: "cd '\(folder.path("work"))' && HOME='\(home)' XDG_DATA_HOME=data \"$TODO\" "
          + now.joined(separator: " "),
        input: milk)

      #expect(result.status == 0)
      #expect(try contents(of: folder.path("work")) == [])
      #expect(FileManager.default.fileExists(atPath: file))
    }

    @Test func `a data folder whose name is not UTF-8 is that folder, and help names it escaped`()
      async throws
    {
      let prefix = folder.path("caf")

      let result = try await TodoRunner.run(
        shell: #"XDG_DATA_HOME="$(printf '%s\351' '"# + prefix + #"')" exec "$TODO" "#
          + now.joined(separator: " "),
        input: milk + "help\n")

      #expect(result.status == 0)
      #expect(result.error == "")
      #expect(
        result.output.hasSuffix(
          "\nThe items are kept in\n\(prefix)\\x{E9}/viper-todo/todos.json.\n"))
      var info = stat()
      let file = Array(prefix.utf8) + [0xE9] + Array("/viper-todo/todos.json".utf8)
      #expect(stat(file.map { CChar(bitPattern: $0) } + [0], &info) == 0)
      #expect(!FileManager.default.fileExists(atPath: prefix + "\u{FFFD}"))
    }

    @Test func `a run that saves nothing makes no file and no folder`() async throws {
      let result = try await TodoRunner.run(
        now, input: "list\nhelp\nadd\ncancel\nexplain tomorrow\nquit\n", environment: environment)

      #expect(result.status == 0)
      #expect(try contents(of: home) == [])
    }

    @Test func `help names the file this run keeps the items in`() async throws {
      let result = try await TodoRunner.run(
        now + ["--locale", "de_DE"], input: "help\n", environment: environment)

      #expect(result.error == "")
      // The path is longer than a line: it has one of its own.
      #expect(result.output.hasSuffix("\nDie Einträge werden in\n„\(file)“\ngespeichert.\n"))
    }

    @Test func `a long path in help is one word, on a line of its own`() async throws {
      let data = folder.path("data/Application Support/" + String(repeating: "x", count: 60))

      let result = try await TodoRunner.run(
        now, input: "help\n", environment: ["HOME": home, "XDG_DATA_HOME": data])

      #expect(
        result.output.hasSuffix("\nThe items are kept in\n\(data)/viper-todo/todos.json.\n"))
    }

    @Test func `--help gives the rule and the file it resolves to here`() async throws {
      let result = try await TodoRunner.run(["--help"], environment: environment)

      #expect(result.status == 0)
      #expect(
        result.output.contains(
          """
          Store: without --store or --in-memory, todo keeps the items in
          $XDG_DATA_HOME/viper-todo/todos.json where XDG_DATA_HOME is an absolute path,
          else in ~/.local/share/viper-todo/todos.json (on macOS,
          ~/Library/Application Support/viper-todo/todos.json), ~ being HOME where it is
          an absolute path, else the home folder the password database names. The first
          save makes the missing folders, private to you (0700), and the file (0600). Here
          that is
          \(file).
          """))
      #expect(
        result.output.contains(
          """
            --in-memory            keep the items in memory only: nothing is read or
                                   written, and they are gone when todo ends
          """))
      #expect(try contents(of: home) == [])
    }

    // MARK: - --in-memory and --store

    @Test func `--in-memory reads and writes nothing`() async throws {
      _ = try await TodoRunner.run(now, input: milk, environment: environment)
      let before = try Data(contentsOf: URL(fileURLWithPath: file))

      let result = try await TodoRunner.run(
        now + ["--in-memory"],
        input: ("list\n" + Script.add("Pay rent", due: "2026-11-24") + "help\n"),
        environment: environment)

      #expect(result.status == 0)
      #expect(
        result.output.hasPrefix(noContent + noContent + "Next Week\n  1. Pay rent (Tuesday)\n"))
      #expect(
        result.output.hasSuffix(
          "\n\nThe items are kept in memory only: they are gone when todo ends.\n"))
      #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == before)
    }

    @Test func `--store wins over the default file, which is not made`() async throws {
      let path = folder.path("mine.json")

      let result = try await TodoRunner.run(
        now + ["--store", path], input: milk + "help\n", environment: environment)

      #expect(result.status == 0)
      #expect(result.output.hasSuffix("\nThe items are kept in\n\(path).\n"))
      #expect(FileManager.default.fileExists(atPath: path))
      #expect(try contents(of: home) == [])
    }

    @Test(arguments: [["--store", "x.json", "--in-memory"], ["--in-memory", "--store=x.json"]])
    func `--store with --in-memory is a bad option`(_ options: [String]) async throws {
      let result = try await TodoRunner.run(options, input: milk, environment: environment)

      #expect(
        result
          == .init(
            output: "",
            error: "todo: --store and --in-memory cannot be given together: give --store to keep "
              + "the items in that file, or --in-memory to keep them in memory only\n",
            status: 2))
      #expect(try contents(of: home) == [])
    }

    // MARK: - Places that cannot be used

    @Test func `a file where a data folder should be is named, the item is not stored, exit 1`()
      async throws
    {
      try Data("mine".utf8).write(to: URL(fileURLWithPath: home + "/.local"))

      let result = try await TodoRunner.run(now, input: milk, environment: environment)

      #expect(
        result
          == .init(
            output: noContent,
            error:
              "error: lines \(Script.entryLines()): The item was not saved: cannot save to \(file): cannot make "
              + "the folder \(home)/.local: File exists\n",
            status: 1))
      #expect(try contents(of: home) == [".local"])
      #expect(try Data(contentsOf: URL(fileURLWithPath: home + "/.local")) == Data("mine".utf8))
    }

    @Test func `a bad default file is named, with advice that fits it`() async throws {
      try FileManager.default.createDirectory(
        atPath: home + "/.local/share/viper-todo", withIntermediateDirectories: true)
      try Data("{".utf8).write(to: URL(fileURLWithPath: file))

      let result = try await TodoRunner.run(now, input: milk, environment: environment)

      #expect(
        result
          == .init(
            output: "",
            error: "todo: \(file): not a to-do file: it is not valid JSON (line 1, column 2)\n"
              + "todo: the file was left as it was: fix it, move it away, give a --store path, or "
              + "run with --in-memory\n",
            status: 1))
    }

    @Test(.enabled(if: TodoRunner.runsOtherUserTests, "needs root, setpriv and a full run"))
    func `a data folder another user may not make is named, and nothing is stored`() async throws {
      let result = try await TodoRunner.run(
        asUser: OtherUsers.first, now, input: milk, environment: environment)

      #expect(
        result
          == .init(
            output: noContent,
            error:
              "error: lines \(Script.entryLines()): The item was not saved: cannot save to \(file): cannot make "
              + "the folder \(home)/.local: Permission denied\n",
            status: 1))
      #expect(try contents(of: home) == [])
    }

    // MARK: - A data folder other users could use

    @Test(.enabled(if: TodoRunner.runsOtherUserTests, "needs root, setpriv and a full run"))
    func `a data folder others may write is made private by a save, and they cannot swap the file`()
      async throws
    {
      let data = home + "/.local/share/viper-todo"
      try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
      try #require(chmod(data, 0o777) == 0)

      let added = try await TodoRunner.run(now, input: milk, environment: environment)
      let swapped = try await TodoRunner.run(
        asUser: OtherUsers.second, executable: URL(fileURLWithPath: "/bin/sh"),
        [
          "-c",
          #"mv "$0/todos.json" "$0/stolen.json" && ln -s "$0/../planted.json" "$0/todos.json""#,
          data,
        ])
      let listed = try await TodoRunner.run(now, input: "list\n", environment: environment)

      #expect(added.status == 0)
      #expect(try mode(data) == 0o700)
      #expect(swapped.status == 1)
      #expect(try contents(of: data) == ["todos.json", "todos.json.lock"])
      #expect(
        listed
          == .init(
            output: "Tomorrow\n  1. Buy milk (Monday)\n" + "Tomorrow\n  1. Buy milk (Monday)\n",
            error: "", status: 0))
    }

    @Test(.enabled(if: geteuid() == 0))
    func
      `a data folder that is another user's link is refused at launch, and nothing is kept there`()
      async throws
    {
      let theirs = folder.path("theirs")
      try FileManager.default.createDirectory(atPath: theirs, withIntermediateDirectories: false)
      try FileManager.default.createDirectory(
        atPath: home + "/.local/share", withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(
        atPath: home + "/.local/share/viper-todo", withDestinationPath: theirs)
      try #require(
        chown(theirs, 65_534, 65_534) == 0
          && lchown(home + "/.local/share/viper-todo", 65_534, 65_534) == 0)

      let result = try await TodoRunner.run(now, input: milk, environment: environment)

      #expect(
        result
          == .init(
            output: "",
            error: "todo: cannot use \(file) as a store file: \(home)/.local/share/viper-todo (a "
              + "symbolic link) belongs to user 65534, not to you (user 0): that user could swap "
              + "your items or redirect your saves; move it away, and the next save makes a new "
              + "one, private to you\ntodo: give a --store path, or run with --in-memory\n",
            status: 1))
      #expect(try contents(of: theirs) == [])
    }

    @Test(.enabled(if: TodoRunner.runsOtherUserTests, "needs root, setpriv and a full run"))
    func `a data folder of the user's own that they may not open is named with its reason`()
      async throws
    {
      let data = home + "/.local/share/viper-todo"
      try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
      for path in [home, home + "/.local", home + "/.local/share", data] {
        try #require(chown(path, OtherUsers.first, OtherUsers.first) == 0)
      }
      try #require(chmod(data, 0o000) == 0)

      let result = try await TodoRunner.run(
        asUser: OtherUsers.first, now, input: milk, environment: environment)

      #expect(
        result
          == .init(
            output: "",
            error: "todo: cannot use \(file) as a store file: Permission denied\n"
              + "todo: give a --store path, or run with --in-memory\n",
            status: 1))
    }

    @Test(
      .enabled(if: TodoRunner.runsOtherUserTests, "needs root, setpriv and a full run"),
      .enabled(
        if: OtherUsers.nobodysHomeIsMissing,
        "needs nobody (65534) with a home that is not there, as Debian's /nonexistent"))
    func `without HOME the home folder comes from the password database`() async throws {
      let result = try await TodoRunner.run(
        asUser: 65_534, now, input: milk + "help\n", unset: ["HOME", "XDG_DATA_HOME"])

      let home = try #require(OtherUsers.home(of: 65_534))
      let nobodysFile = home + "/.local/share/viper-todo/todos.json"
      #expect(result.status == 1)
      #expect(
        result.error
          == "error: lines \(Script.entryLines()): The item was not saved: cannot save to \(nobodysFile): cannot make "
          + "the folder \(home)/.local: No such file or directory\n")
      #expect(result.output.hasSuffix("\nThe items are kept in \(nobodysFile).\n"))
      #expect(!FileManager.default.fileExists(atPath: home))
    }

    @Test(
      .enabled(if: TodoRunner.runsOtherUserTests, "needs root, setpriv and a full run"),
      arguments: [
        (["HOME"], [:]), ([], ["HOME": "pat"]), ([], ["HOME": "pat", "XDG_DATA_HOME": "data"]),
      ])
    func `without an absolute HOME, nor a home in the password database, todo says so and exits 1`(
      _ unset: [String], _ environment: [String: String]
    ) async throws {
      let result = try await TodoRunner.run(
        asUser: OtherUsers.first, now, input: milk, environment: environment,
        unset: unset + (environment["XDG_DATA_HOME"] == nil ? ["XDG_DATA_HOME"] : []))

      #expect(
        result
          == .init(
            output: "",
            error: "todo: cannot find a home folder to keep the items in: HOME is not an absolute "
              + "path, and the password database names none for this user\n"
              + "todo: set HOME or XDG_DATA_HOME to an absolute path, give a --store path, or run "
              + "with --in-memory\n",
            status: 1))
    }
  }
#endif
