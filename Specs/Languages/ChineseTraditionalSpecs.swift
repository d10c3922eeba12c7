import Testing
import TodoVIPER

/// Every word of the add and edit forms, and the command hint, in Chinese (Traditional) (`zh_TW`): exact.
///
/// What the presenters show, through spies (see ``ScreenWords``): "today" is Wednesday
/// 2014-05-21, the item is "Pay rent" due on Saturday 2014-05-31, and a failing store has no
/// space left. The commands in the hint stay English.
@MainActor
struct ChineseTraditionalSpecs {
  @Test func `the add form: cancelled and every error of the add interactor`() async {
    #expect(
      await ScreenWords.addForm(in: "zh_TW")
        == AddScreenWords(
          cancelled: "已取消：未新增任何內容。",
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
          command: "edit> ", confirmDelete: "要刪除嗎？輸入 yes 確認刪除：",
          notDeletedAfterNo: "未刪除。", cancelled: "已取消：未做任何更改。",
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
        == "錯誤：未知指令「frobnicate」；輸入「help」查看指令（list、add、open、explain、help、quit）\n"
    )
  }

  @Test func `a line the form cannot read, at a terminal: one sentence, and what to do`() async {
    #expect(
      await ScreenWords.lineProblems(in: "zh_TW") == [
        "錯誤：該行不是 UTF-8 文字；請重新輸入，或輸入「cancel」。",
        "錯誤：該行超過 65,536 位元組；請輸入短一些的內容，或輸入「cancel」。",
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
            "待辦事項儲存在「/home/pat/.local/share/viper-todo/todos.json」中。",
          keptInMemory:
            "待辦事項只儲存在記憶體中：todo 結束後即消失。",
          cannotMakeFolder:
            "無法儲存到「/home/pat/.local/share/viper-todo/todos.json」：無法建立資料夾「/home/pat/.local」：檔案已存在",
          noHome:
            "找不到用來儲存待辦事項的主資料夾：HOME 不是絕對路徑，密碼資料庫中也沒有此使用者的主資料夾",
          noHomeAdvice:
            "請將 HOME 或 XDG_DATA_HOME 設為絕對路徑，指定一個 --store 路徑，或加上 --in-memory 執行",
          otherPathAdvice:
            "請指定一個 --store 路徑，或加上 --in-memory 執行",
          leftAsItWasAdvice:
            "檔案保持原樣：請修正它、移走它、指定一個 --store 路徑，或加上 --in-memory 執行",
          notYours:
            "無法將「/home/pat/.local/share/viper-todo/todos.json」用作儲存檔案：「/home/pat/.local/share/viper-todo」（符號連結）屬於使用者 65534，而不是你（使用者 1000）：該使用者可以調換你的待辦事項，或把你的儲存導向別處；請將其移走，下次儲存時會新建一個，僅你可用",
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
            "第 4 行之後的輸入未被讀取：這些輸入原本用於一個未能開啟的編輯表單。"))
  }

  @Test func `explain: every row, seconds past 9999 written the Chinese way, the calendar named`() {
    #expect(
      ScreenWords.explanation(in: "zh_TW") == [
        ExplanationRow("現在", "2014-05-21T12:00:00Z，星期三"),
        ExplanationRow("截止", "自 1970 年起 253,402,351,199.5 秒，星期六"),
        ExplanationRow("今天開始時刻", "2014-05-21T00:00:00Z"),
        ExplanationRow("明天開始時刻", "2014-05-22T00:00:00Z"),
        ExplanationRow("後天開始時刻", "2014-05-23T00:00:00Z"),
        ExplanationRow("本週開始時刻", "2014-05-18T00:00:00Z"),
        ExplanationRow("下週開始時刻", "2014-05-25T00:00:00Z"),
        ExplanationRow("下下週開始時刻", "2014-06-01T00:00:00Z"),
        ExplanationRow("分組", "從下下週開始起：不在清單中"),
        ExplanationRow("時區", "GMT（時區資料 2099z）"),
        ExplanationRow("日曆", "公曆，每週從星期日開始（--first-weekday 1）"),
      ])
  }

  /// Every word the third translation review changed (issue 41), where it shows.
  @Test func `the words of the third review: refusals, help, advice, a store's reasons, calendars`()
    async
  {
    #expect(
      await ScreenWords.reviewed(in: "zh_TW")
        == ReviewWords(
          noRows:
            "清單中沒有第 1 項：清單為空。",
          noSuchRow:
            "清單中沒有第 3 項：請開啟第 1 到第 2 項之一。",
          notADate:
            "「31/12/2026」不是截止日期：請輸入 YYYY-MM-DD、帶 Z 或時區偏移的 ISO\u{00A0}8601 日期時間（2026-11-23T09:30:00Z）、今天、明天或星期名稱。",
          skippedDay:
            "2011-12-30 在 Pacific/Apia 中不存在：該時區跳過了這一天。請選擇另一天。",
          cannotPlace:
            "日曆無法確定「friday」：請輸入 YYYY-MM-DD、帶 Z 或時區偏移的 ISO\u{00A0}8601 日期時間（2026-11-23T09:30:00Z）、今天、明天或星期名稱。",
          help:
            "指令，每行一個：\n  list    顯示截止日期在今天到下週末之間的待辦事項\n  add     新增一項：依序輸入它的各個欄位（見下方「待辦事項的欄位」），每行一個\n          （輸入一行「cancel」或輸入結束將取消表單）\n  open <n>\n          在編輯表單中修改、標記完成或刪除清單第 n 行顯示的項：表單每行接受一個指令\n          （在表單中輸入 help 可列出這些指令）\n  explain <截止日期>\n          顯示截止日期目前屬於哪個分組：今天、明天、本週、下週和下下週的開始時刻、\n          所依據的規則、時區（及其資料版本）和日曆\n  help    顯示本說明\n  quit    結束（輸入結束時也是如此）\n\n輸入或更改被拒絕時（空標題、早於今天的日期或無法讀取的日期），\n終端機會要求重新輸入。來自管線或檔案時，沒有人能回答，\n表單不儲存任何內容就結束，問題會連同其輸入行號一起指出，\n下一行作為指令讀取，結束狀態為 1。\n\n截止日期：YYYY-MM-DD（當天開始）、帶 Z 或時區偏移的 ISO\u{00A0}8601 日期時間（2026-11-23T09:30:00Z、2025-06-11T23:59:59.999-04:00）、今天、明天，或中文或英文的星期名稱（下一個同名的日子，包括今天）。",
          fields: [
            "待辦事項的欄位，按 add 詢問的順序，每行一個：",
            "要做的事",
            "截止日期，採用說明中「截止日期」一節列出的任一格式",
          ],
          editHelp: [
            "編輯表單的指令，每行一個。輸入欄位的名稱，再在下一行輸入新值，即可更改該欄位：",
            "儲存更改並關閉",
            "將該項標記為完成並關閉",
            "刪除該項（在下一行輸入 yes 以確認）並關閉",
            "不做任何更改並關閉（輸入結束時也是如此）",
          ],
          memoryOnly:
            "todo: 無法使用「todo.json」：本程式只在記憶體中儲存待辦事項\ntodo: 請不帶 --store 執行\n",
          createFolderAdvice:
            "請建立該資料夾，或指定另一個 --store 路徑",
          otherPathAdvice:
            "請指定另一個 --store 路徑",
          leftAsItWasAdvice:
            "檔案保持原樣：請修正它、移走它，或指定另一個 --store 路徑",
          itemNotFound:
            "沒有識別碼為 00000000-0000-0000-0000-000000000002 的待辦事項：它已被刪除或標記為完成",
          lineProblems: [
            "該行不是 UTF-8 文字；輸入「help」查看指令",
            "該行超過 65,536 位元組；輸入「help」查看指令",
            "錯誤：第 1 行：編輯表單中的未知指令「frob」；輸入「help」查看其指令（title、due、save、done、delete、cancel）\n",
          ],
          saveRefusals: [
            "該項未儲存：無法儲存到「/srv/todo.json」：「Far away」的截止時刻超出了 0000 至 9999 年的範圍",
            "該項未儲存：無法儲存到「/srv/todo.json」：「Far away」的完成時刻超出了 0000 至 9999 年的範圍",
            "該項未儲存：無法儲存到「/srv/todo.json」：該檔案是唯讀的（模式 0444）",
            "該項未儲存：無法儲存到「/srv/todo.json」：使用者 65534 無權寫入（它屬於使用者 0，模式 0644）",
            "該項未儲存：無法儲存到「/srv/todo.json」：它有 2 個名稱（硬連結），儲存只會替換這個名稱下的檔案，舊的待辦事項會保留在其他名稱下；請只保留一個名稱（會追蹤符號連結）",
            "該項未儲存：無法儲存到「/srv/todo.json」：資料夾「/srv」設定了黏滯位元（模式 1777，與 /tmp 相同），因此只有檔案的擁有者（使用者 0）可以替換它，而每次儲存都會替換該檔案",
            "該項未儲存：無法儲存到「/srv/todo.json」：它屬於使用者 0，儲存會使它屬於使用者 65534",
            "該項未儲存：無法儲存到「/srv/todo.json」：它屬於群組 0，儲存會使它屬於群組 65534",
            "該項未儲存：無法儲存到「/srv/todo.json」：另一個程式已持有鎖定檔「/srv/todo.json.lock」達 30 秒；未儲存任何內容，請重試",
            "該項未儲存：無法儲存到「/srv/todo.json」：鎖定檔「/srv/todo.json.lock」是資料夾，不是一般檔案；請刪除它",
            "該項未儲存：無法儲存到「/srv/todo.json」：等待鎖定檔「/srv/todo.json.lock」時儲存被取消；未儲存任何內容",
            "該項未儲存：無法儲存到「/srv/todo.json」：無法鎖定「/srv/todo.json.lock」：輸入/輸出錯誤",
          ],
          storeProblems: [
            "無法讀取「/srv/todo.json」：權限不足",
            "無法將「/srv/todo.json」用作儲存檔案：它是資料夾，不是一般檔案",
          ],
          fileProblems: [
            "「/srv/todo.json」不是待辦檔案：它沒有版本（本應用程式讀取版本 1 和 2）",
            "「/srv/todo.json」不是待辦檔案：它的版本不是整數（本應用程式讀取版本 1 和 2）",
            "「/srv/todo.json」不是待辦檔案：未知版本 3（本應用程式讀取版本 1 和 2）",
            "「/srv/todo.json」不是待辦檔案：它不是 UTF-8 文字（第 1 行，第 35 欄）",
            "「/srv/todo.json」不是待辦檔案：它不是有效的 JSON（第 1 行，第 26 欄）",
            "「/srv/todo.json」不是待辦檔案：它的巢狀超過 512 層（第 1 行，第 513 欄）",
            "「/srv/todo.json」中的第 1 項無效：它的 due 時刻「next tuesday」不是帶時區偏移的 ISO\u{00A0}8601，例如 2026-11-23T00:00:00Z 或 2026-11-23T09:30:00.5+01:00",
          ],
          calendars: [
            "公曆",
            "國際標準曆法",
            "佛曆",
            "農曆",
            "科普特曆",
            "衣索比亞曆",
            "衣索比亞曆（Amete Alem）",
            "希伯來曆",
            "印度國曆",
            "伊斯蘭曆",
            "伊斯蘭民用曆",
            "伊斯蘭天文曆",
            "伊斯蘭曆（烏姆庫拉）",
            "日本曆",
            "波斯曆",
            "國曆",
          ]
        ))
  }

  @Test func `the system's reason for a missing file is worded as in Taiwan`() {
    #expect(ScreenWords.systemReasons(in: "zh_TW")[1] == "沒有此一檔案或資料夾")
  }
}
