import Fakes
import Foundation
import TodoTerminal
import TodoVIPER

/// The words of the third hardening round in one language: what the edit form says of an item
/// another program changed since it was opened (when saving and when deleting it), the
/// store's own reason, and what the terminal says of the input after a refused `open`.
struct HardeningWords: Hashable {
  var changedMeanwhileNotSaved: String
  var changedMeanwhileNotDeleted: String
  var changedMeanwhileReason: String
  /// From a pipe, after an `open` on line 4 that was refused.
  var inputNotRead: String
}

extension ScreenWords {
  /// Shows them through the edit presenter and spies: the item "Pay rent" was opened, and
  /// another program renamed it "Rent paid".
  static func hardening(in locale: String) async -> HardeningWords {
    let rent = TodoItem(
      id: .numbered(2), title: "Pay rent", dueDate: .iso("2014-05-31T00:00:00Z"))
    let renamed = TodoItem(id: rent.id, title: "Rent paid", dueDate: rent.dueDate)
    func shown(deleting: Bool) async -> String {
      let (presenter, view) = await editPresenter(
        for: rent, in: locale, failing: .changedMeanwhile(renamed))
      if deleting {
        await presenter.deleteAction()
      } else {
        await presenter.saveEditAction(TodoEntry(title: "Pay the rent", dueDate: rent.dueDate))
      }
      return view.lastErrorMessage ?? "(nothing shown)"
    }
    return HardeningWords(
      changedMeanwhileNotSaved: await shown(deleting: false),
      changedMeanwhileNotDeleted: await shown(deleting: true),
      changedMeanwhileReason: words(locale).text(TodoItemChangedMeanwhile(item: renamed).message),
      inputNotRead: words(locale)(.terminalInputNotRead, .number(4)))
  }
}
