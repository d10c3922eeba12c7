import Fakes
import Testing
import TodoPlatform
import TodoTerminal
import TodoVIPER

/// Where `todo` keeps its items when neither `--store` nor `--in-memory` is given: the user's
/// data folder, by the platform's rule, worked out from a fake environment.
struct DefaultStoreFileSpecs {
  /// The file and the folder that must exist already, for the given environment.
  func resolved(
    _ environment: [String: String], on platform: DefaultStoreFile.Platform = .unix,
    passwords: PasswordDatabaseStub = PasswordDatabaseStub(home: "/home/pat")
  ) -> Result<DefaultStoreFile, DefaultStoreFile.NoHomeFolder> {
    DefaultStoreFile.resolve(
      environment: environment.mapValues(BytePath.init), platform: platform,
      passwordDatabaseHome: { passwords.homeFolder().map(BytePath.init) })
  }

  @Test func `on Linux an absolute XDG_DATA_HOME holds the folder viper-todo`() {
    let passwords = PasswordDatabaseStub(home: "/home/pat")

    let file = resolved(
      ["XDG_DATA_HOME": "/data/pat", "HOME": "/home/pat"], passwords: passwords)

    #expect(
      file
        == .success(
          DefaultStoreFile(
            path: BytePath("/data/pat/viper-todo/todos.json"), existingFolder: BytePath("/data"))
        ))
    #expect(passwords.askedCount == 0)
  }

  @Test func `a HOME or XDG_DATA_HOME that is not UTF-8 is that folder, byte for byte`() {
    let cafe = Array("/data/caf".utf8) + [0xE9]
    let passwords = PasswordDatabaseStub(home: "/home/pat")

    let inData = DefaultStoreFile.resolve(
      environment: ["XDG_DATA_HOME": BytePath(bytes: cafe)], platform: .unix,
      passwordDatabaseHome: { passwords.homeFolder().map(BytePath.init) })
    let inHome = DefaultStoreFile.resolve(
      environment: ["HOME": BytePath(bytes: cafe)], platform: .macOS,
      passwordDatabaseHome: { passwords.homeFolder().map(BytePath.init) })

    #expect(
      inData
        == .success(
          DefaultStoreFile(
            path: BytePath(bytes: cafe + Array("/viper-todo/todos.json".utf8)),
            existingFolder: BytePath("/data"))))
    #expect(
      inHome
        == .success(
          DefaultStoreFile(
            path: BytePath(
              bytes: cafe + Array("/Library/Application Support/viper-todo/todos.json".utf8)),
            existingFolder: BytePath(bytes: cafe))))
    #expect(passwords.askedCount == 0)
  }

  @Test func `without XDG_DATA_HOME the folder is under HOME's .local/share`() {
    #expect(
      resolved(["HOME": "/home/pat"])
        == .success(
          DefaultStoreFile(
            path: BytePath("/home/pat/.local/share/viper-todo/todos.json"),
            existingFolder: BytePath("/home/pat"))))
  }

  @Test(arguments: ["", "data", "./data", "~/data"])
  func `a relative or empty XDG_DATA_HOME is ignored, as the XDG spec says`(_ value: String) {
    #expect(
      resolved(["XDG_DATA_HOME": value, "HOME": "/home/pat"])
        == .success(
          DefaultStoreFile(
            path: BytePath("/home/pat/.local/share/viper-todo/todos.json"),
            existingFolder: BytePath("/home/pat"))))
  }

  @Test func `trailing slashes are dropped, and a root home is written once`() {
    #expect(
      resolved(["XDG_DATA_HOME": "/data/pat//"])
        == .success(
          DefaultStoreFile(
            path: BytePath("/data/pat/viper-todo/todos.json"), existingFolder: BytePath("/data"))
        ))
    #expect(
      resolved(["HOME": "/"])
        == .success(
          DefaultStoreFile(
            path: BytePath("/.local/share/viper-todo/todos.json"), existingFolder: BytePath("/"))
        ))
    #expect(
      resolved(["XDG_DATA_HOME": "/"])
        == .success(
          DefaultStoreFile(
            path: BytePath("/viper-todo/todos.json"), existingFolder: BytePath("/"))))
  }

  @Test
  func `on macOS the folder is in Library/Application Support, and XDG_DATA_HOME is not read`() {
    #expect(
      resolved(["XDG_DATA_HOME": "/data/pat", "HOME": "/Users/pat"], on: .macOS)
        == .success(
          DefaultStoreFile(
            path: BytePath("/Users/pat/Library/Application Support/viper-todo/todos.json"),
            existingFolder: BytePath("/Users/pat"))))
  }

  @Test(arguments: [[:], ["HOME": ""], ["HOME": "pat"], ["HOME": "~"], ["XDG_DATA_HOME": "data"]])
  func `without an absolute HOME the home folder comes from the password database`(
    _ environment: [String: String]
  ) {
    let passwords = PasswordDatabaseStub(home: "/var/lib/pat")

    let file = resolved(environment, passwords: passwords)

    #expect(
      file
        == .success(
          DefaultStoreFile(
            path: BytePath("/var/lib/pat/.local/share/viper-todo/todos.json"),
            existingFolder: BytePath("/var/lib/pat"))))
    #expect(passwords.askedCount == 1)
  }

  @Test(arguments: [nil, "", "pat"])
  func `without an absolute HOME nor a home in the password database there is no default file`(
    _ databaseHome: String?
  ) {
    #expect(
      resolved(["HOME": "pat"], passwords: PasswordDatabaseStub(home: databaseHome))
        == .failure(DefaultStoreFile.NoHomeFolder(home: BytePath("pat"))))
    #expect(
      resolved([:], on: .macOS, passwords: PasswordDatabaseStub(home: databaseHome))
        == .failure(DefaultStoreFile.NoHomeFolder(home: nil)))
  }

  @Test func `the folder's name is viper-todo and the file's todos.json`() {
    #expect(DefaultStoreFile.folderName == "viper-todo")
    #expect(DefaultStoreFile.fileName == "todos.json")
  }
}
