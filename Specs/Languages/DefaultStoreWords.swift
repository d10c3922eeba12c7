import Foundation
import TodoVIPER

/// Every word `todo` says about its default store in one language: where `help` says the items
/// are kept, the folder that cannot be made, no home folder, the advice for a bad default
/// file, and a data folder that is another user's or cannot be made private.
struct DefaultStoreWords: Hashable {
  var keptInFile: String
  var keptInMemory: String
  var cannotMakeFolder: String
  var noHome: String
  var noHomeAdvice: String
  var otherPathAdvice: String
  var leftAsItWasAdvice: String
  var notYours: String
  var cannotMakePrivate: String
}

extension ScreenWords {
  /// The default store's words in `locale`'s language: the file is
  /// `/home/pat/.local/share/viper-todo/todos.json`, and the folder `/home/pat/.local` is in
  /// the way of a file (`EEXIST`); its folder is a symbolic link of user 65534's, seen by
  /// user 1000, and cannot be made private on a read-only file system (`EROFS`).
  static func defaultStore(in locale: String) -> DefaultStoreWords {
    let words = words(locale)
    let folder = "/home/pat/.local/share/viper-todo"
    let file = folder + "/todos.json"
    let folderFailure = Message(
      .fsActionFailed, .message(Message(.fsCannotMakeFolder, .text("/home/pat/.local"))),
      .message(.systemError(EEXIST)))
    return DefaultStoreWords(
      keptInFile: words(.helpStoreFile, .text(file)), keptInMemory: words(.helpStoreMemory),
      cannotMakeFolder: words.text(
        Message(.storeCannotSave, .text(file), .message(folderFailure))),
      noHome: words(.launchNoHome), noHomeAdvice: words(.launchNoHomeAdvice),
      otherPathAdvice: words(.storeAdviceDefaultOtherPath),
      leftAsItWasAdvice: words(.storeAdviceDefaultLeftAsItWas),
      notYours: words.text(
        Message(
          .storeBadPath, .text(file),
          .message(
            Message(
              .fsNotYours, .text(folder), .message(Message(.fsKindSymbolicLink)),
              .number(65_534), .number(1_000))))),
      cannotMakePrivate: words.text(
        Message(
          .storeBadPath, .text(file),
          .message(
            Message(
              .fsActionFailed, .message(Message(.fsCannotMakePrivate, .text(folder))),
              .message(.systemError(EROFS)))))))
  }
}
