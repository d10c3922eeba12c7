import Testing
import TodoVIPER

/// Every word of the add and edit forms, and the command hint, in Chinese (Traditional) (`zh_TW`): exact.
///
/// What the presenters show, through spies (see ``ScreenWords``): "today" is Wednesday
/// 2014-05-21, the item is "Pay rent" due on Saturday 2014-05-31, and a failing store has no
/// space left. The commands in the hint stay English.
@MainActor
struct ChineseTraditionalSpecs {
  @Test func `the add form: its prompts, cancelled and every error of the add interactor`() async {
    #expect(
      await ScreenWords.addForm(in: "zh_TW")
        == AddScreenWords(
          labels: AddFormLabels(
            title: "標題：", dueDate: "截止日期（2014-05-21 或之後）：",
            cancelled: "已取消：未新增任何內容。"),
          emptyTitle: "標題為空：請至少輸入一個字母、數字或符號。",
          dueDateBeforeToday: "截止日期 2014-05-01 早於今天：請選擇 2014-05-21 或之後的日期。",
          notStored: "該項未儲存：裝置上沒有空間"))
  }

  @Test func `the edit form: its prompts, the item, and every error of the edit interactor`()
    async
  {
    #expect(
      await ScreenWords.editForm(in: "zh_TW")
        == EditScreenWords(
          labels: EditFormLabels(
            command: "edit> ", title: "標題：",
            dueDate: "截止日期（2014-05-21 或之後）：", confirmDelete: "刪除嗎？輸入 yes 以刪除：",
            notDeleted: "未刪除。", cancelled: "已取消：未做任何更改。"),
          heading: "正在編輯：Pay rent，截止 2014-05-31，星期六",
          emptyTitle: "標題為空：請至少輸入一個字母、數字或符號。",
          dueDateBeforeToday: "截止日期 2014-05-01 早於今天：請選擇 2014-05-21 或之後的日期。",
          gone: "「Pay rent」已不在清單中：另一個程式刪除了它或將其標記為完成。",
          goneUnnamed: "該項已不在清單中：另一個程式刪除了它或將其標記為完成。",
          notSaved: "該項未儲存：裝置上沒有空間",
          notCompleted: "該項未標記為完成：裝置上沒有空間",
          notDeleted: "該項未刪除：裝置上沒有空間",
          cannotRead: "無法讀取該項：裝置上沒有空間"))
  }

  @Test func `the command hint names the commands, which stay English`() async {
    #expect(
      await ScreenWords.commandHint(in: "zh_TW")
        == "錯誤：未知指令「frobnicate」；輸入 'help' 查看指令（list, add, open, explain, help, quit）\n")
  }

  @Test func `words of the third hardening round: an item changed meanwhile, input not read`()
    async
  {
    #expect(
      await ScreenWords.hardening(in: "zh_TW")
        == HardeningWords(
          changedMeanwhileNotSaved:
            "「Pay rent」在開啟後已被另一個程式修改：你的修改未儲存，下面顯示的是它現在的內容。",
          changedMeanwhileNotDeleted:
            "「Pay rent」在開啟後已被另一個程式修改：它未被刪除，下面顯示的是它現在的內容。",
          changedMeanwhileReason:
            "「Rent paid」在開啟後已被另一個程式修改",
          inputNotRead:
            "第 4 行之後的輸入未被讀取：它是寫給一個未能開啟的編輯表單的。"))
  }
}
