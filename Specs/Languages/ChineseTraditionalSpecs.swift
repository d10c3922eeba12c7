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
            dueDate: "截止日期（2014-05-21 或之後）：",
            confirmDelete: "要刪除嗎？輸入 yes 確認刪除：",
            notDeleted: "未刪除。", cancelled: "已取消：未做任何更改。"),
          heading: "正在編輯：「Pay rent」，截止 2014-05-31，星期六",
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
        == "錯誤：未知指令「frobnicate」；輸入「help」查看指令（list, add, open, explain, help, quit）\n"
    )
  }

  @Test func `a line the form cannot read, at a terminal: one sentence, and what to do`() async {
    #expect(
      await ScreenWords.lineProblems(in: "zh_TW") == [
        "錯誤：該行不是 UTF-8 文字；請重新輸入，或輸入「cancel」。",
        "錯誤：該行超過 65536 位元組；請輸入短一些的內容，或輸入「cancel」。",
      ])
  }

  @Test func `a system error no word names is told by its number`() {
    #expect(ScreenWords.unnamedSystemError(in: "zh_TW") == "系統錯誤（errno 6）")
  }

  @Test func `the default store: where help says the items are kept, and what goes wrong`() {
    #expect(
      ScreenWords.defaultStore(in: "zh_TW")
        == DefaultStoreWords(
          keptInFile:
            "待辦項儲存在「/home/pat/.local/share/viper-todo/todos.json」中。",
          keptInMemory:
            "待辦項只儲存在記憶體中：todo 結束後即消失。",
          cannotMakeFolder:
            "無法儲存到「/home/pat/.local/share/viper-todo/todos.json」：無法建立資料夾「/home/pat/.local」：檔案已存在",
          noHome:
            "找不到用來儲存待辦項的家目錄：HOME 不是絕對路徑，密碼資料庫中也沒有此使用者的家目錄",
          noHomeAdvice:
            "請將 HOME 或 XDG_DATA_HOME 設為絕對路徑，指定一個 --store 路徑，或加上 --in-memory 執行",
          otherPathAdvice:
            "請指定一個 --store 路徑，或加上 --in-memory 執行",
          leftAsItWasAdvice:
            "檔案保持原樣：請修正它、移走它、指定一個 --store 路徑，或加上 --in-memory 執行",
          notYours:
            "無法將「/home/pat/.local/share/viper-todo/todos.json」用作儲存檔案：「/home/pat/.local/share/viper-todo」（符號連結）屬於使用者 65534，而不是你（使用者 1000）：該使用者可以調換你的待辦項，或把你的儲存導向別處；請將其移走，下次儲存時會新建一個，僅你可用",
          cannotMakePrivate:
            "無法將「/home/pat/.local/share/viper-todo/todos.json」用作儲存檔案：無法將資料夾「/home/pat/.local/share/viper-todo」設為僅你可用（模式 0700）：唯讀檔案系統"
        ))
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
