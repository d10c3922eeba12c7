import Foundation
import TodoVIPER

/// Every word `todo` says about its default store in one language: where `help` says the items
/// are kept, the folder that cannot be made, no home folder, and the advice for a bad default
/// file.
struct DefaultStoreWords: Hashable {
  var keptInFile: String
  var keptInMemory: String
  var cannotMakeFolder: String
  var noHome: String
  var noHomeAdvice: String
  var otherPathAdvice: String
  var leftAsItWasAdvice: String
}

extension ScreenWords {
  /// The default store's words in `locale`'s language: the file is
  /// `/home/pat/.local/share/viper-todo/todos.json`, and the folder `/home/pat/.local` is in
  /// the way of a file (`EEXIST`).
  static func defaultStore(in locale: String) -> DefaultStoreWords {
    let words = words(locale)
    let file = "/home/pat/.local/share/viper-todo/todos.json"
    let folderFailure = Message(
      .fsActionFailed, .message(Message(.fsCannotMakeFolder, .text("/home/pat/.local"))),
      .message(.systemError(EEXIST)))
    return DefaultStoreWords(
      keptInFile: words(.helpStoreFile, .text(file)), keptInMemory: words(.helpStoreMemory),
      cannotMakeFolder: words.text(
        Message(.storeCannotSave, .text(file), .message(folderFailure))),
      noHome: words(.launchNoHome), noHomeAdvice: words(.launchNoHomeAdvice),
      otherPathAdvice: words(.storeAdviceDefaultOtherPath),
      leftAsItWasAdvice: words(.storeAdviceDefaultLeftAsItWas))
  }
}
