import Fakes
import Foundation
import TodoFileStore
import TodoTerminal
import TodoVIPER

/// The words of the failures no session at a terminal provokes cheaply, in one language: a
/// program that keeps no file given `--store`, a completion instant past the year 9999, and
/// the store's save failures that need a full disk, an immutable file or a cancelled task.
struct StoreFailureWords: Hashable {
  /// Standard error of a program that keeps no file, run with `--store todo.json`.
  var memoryOnly: String
  var completionOutOfRange: String
  var cannotLock: String
  var lockCancelled: String
  var cannotWriteTemporary: String
  var cannotRename: String
  var cannotCreateTemporary: String
}

extension ScreenWords {
  /// Shows them as `todo` does, values filled in.
  ///
  /// The launch refusal goes through the command line with no store opener; each reason the
  /// store `/home/pat/todo.json` gives goes through the add presenter, which words it after
  /// "the item was not stored". The temporary file is
  /// `/home/pat/todo.json.tmp-00000000deadbeef`; the lock fails on an input/output error
  /// (`EIO`), the temporary file is written on a full disk (`ENOSPC`), renamed over an
  /// immutable file (`EPERM`) and created in a folder the user may not write (`EACCES`).
  static func storeFailures(in locale: String) async -> StoreFailureWords {
    let file = "/home/pat/todo.json"
    let lock = "/home/pat/todo.json.lock"
    let temporary = "/home/pat/todo.json.tmp-00000000deadbeef"
    let terminal = ScriptedTerminal(lines: [])
    _ = await TodoCommandLine.run(
      arguments: ["--store", "todo.json"],
      defaults: TodoOptions.Defaults(timeZone: .gmt, locale: Locale(identifier: locale)),
      clock: FixedClock(earliest), streams: terminal, style: .plain,
      translations: ResourceBundle.installed)
    func failed(_ action: Message, _ code: Int32) -> Message {
      Message(.fsActionFailed, .message(action), .message(.systemError(code)))
    }
    let (presenter, view, interactor) = addPresenter(in: locale)
    func shown(_ reason: Message) async -> String {
      interactor.saveError = .notStored(
        JSONFileTodoStoreError.cannotSave(path: file, reason: reason).message)
      await presenter.saveAddAction(TodoEntry(title: "Pay rent", dueDate: earliest))
      return view.lastErrorMessage ?? "(nothing shown)"
    }
    return StoreFailureWords(
      memoryOnly: terminal.output.error,
      completionOutOfRange: await shown(Message(.fileCompletionOutOfRange, .text("Pay rent"))),
      cannotLock: await shown(failed(Message(.fsCannotLock, .text(lock)), EIO)),
      lockCancelled: await shown(Message(.fsLockCancelled, .text(lock))),
      cannotWriteTemporary: await shown(
        failed(Message(.fsCannotWriteTemporary, .text(temporary)), ENOSPC)),
      cannotRename: await shown(
        failed(Message(.fsCannotRename, .text(temporary), .text(file)), EPERM)),
      cannotCreateTemporary: await shown(
        failed(Message(.fsCannotCreateTemporary, .text(temporary)), EACCES)))
  }
}
