import Fakes
import Foundation
import Testing
import TodoTerminal
import TodoVIPER

/// Every word of the add and edit forms, and the command hint, in Chinese (Simplified) (`zh_CN`): exact.
///
/// What the presenters show, through spies (see ``ScreenWords``): "today" is Wednesday
/// 2014-05-21, the item is "Pay rent" due on Saturday 2014-05-31, and a failing store has no
/// space left. The commands in the hint stay English.
@MainActor
struct ChineseSimplifiedSpecs {
  @Test func `the add form: cancelled and every error of the add interactor`() async {
    #expect(
      await ScreenWords.addForm(in: "zh_CN")
        == AddScreenWords(
          cancelled: "已取消：未添加任何内容。",
          emptyTitle: "标题为空：请至少输入一个字母、数字或符号。",
          dueDateBeforeToday: "截止日期 2014-05-01 早于今天：请选择 2014-05-21 或之后的日期。",
          notStored: "该项未保存：设备上没有空间"))
  }

  @Test func `the edit form: its prompts, the item, and every error of the edit interactor`()
    async
  {
    #expect(
      await ScreenWords.editForm(in: "zh_CN")
        == EditScreenWords(
          command: "edit> ", confirmDelete: "要删除吗？输入 yes 确认删除：",
          notDeletedAfterNo: "未删除。", cancelled: "已取消：未做任何更改。",
          heading: "正在编辑：“Pay rent”，截止 2014-05-31，星期六",
          emptyTitle: "标题为空：请至少输入一个字母、数字或符号。",
          dueDateBeforeToday: "截止日期 2014-05-01 早于今天：请选择 2014-05-21 或之后的日期。",
          gone: "“Pay rent”已不在列表中：另一个程序删除了它或将其标记为完成。",
          goneUnnamed: "该项已不在列表中：另一个程序删除了它或将其标记为完成。",
          notSaved: "该项未保存：设备上没有空间",
          notCompleted: "该项未标记为完成：设备上没有空间",
          notDeleted: "该项未删除：设备上没有空间",
          cannotRead: "无法读取该项：设备上没有空间"))
  }

  /// On Sunday 2026-11-22 in Shanghai, an item due on Tuesday is next week, not later this week.
  ///
  /// China's weeks start on Monday (CLDR, glibc's zh_CN, GB/T 7408), and `todo` takes the
  /// locale's first weekday when `--first-weekday` is not given. `explain` says where it falls.
  @Test func `weeks start on Monday in China: on a Sunday, Tuesday is next week`() async {
    let terminal = ScriptedTerminal(lines: ["explain 2026-11-24"])
    _ = await TodoCommandLine.run(
      arguments: [
        "--in-memory", "--now", "2026-11-22T10:00:00+08:00", "--time-zone", "Asia/Shanghai",
      ],
      defaults: TodoOptions.Defaults(timeZone: .gmt, locale: Locale(identifier: "zh_CN")),
      clock: FixedClock(.nov22At10), streams: terminal, style: .plain,
      translations: ResourceBundle.installed)
    let lines = terminal.output.output.split(separator: "\n")
    #expect(
      lines.filter { $0.hasPrefix("分组") || $0.hasPrefix("日历") } == [
        "分组            从下周开始起，在下下周开始之前：下周",
        "日历            公历，每周从星期一开始（--first-weekday 2）",
      ])
  }

  @Test func `the command hint names the commands, which stay English`() async {
    #expect(
      await ScreenWords.commandHint(in: "zh_CN")
        == "错误：未知命令“frobnicate”；输入“help”查看命令（list、add、open、explain、help、quit）\n"
    )
  }

  @Test func `a line the form cannot read, at a terminal: one sentence, and what to do`() async {
    #expect(
      await ScreenWords.lineProblems(in: "zh_CN") == [
        "错误：该行不是 UTF-8 文本；请重新输入，或输入“cancel”。",
        "错误：该行超过 65,536 字节；请输入短一些的内容，或输入“cancel”。",
      ])
  }

  @Test func `a system error no word names is told by its number`() {
    #expect(ScreenWords.unnamedSystemError(in: "zh_CN") == "系统错误（errno 6）")
  }

  @Test func `the default store: where help says the items are kept, and what goes wrong`() {
    #expect(
      ScreenWords.defaultStore(in: "zh_CN")
        == DefaultStoreWords(
          keptInFile:
            "待办事项保存在“/home/pat/.local/share/viper-todo/todos.json”中。",
          keptInMemory:
            "待办事项只保存在内存中：todo 结束后即消失。",
          cannotMakeFolder:
            "无法保存到“/home/pat/.local/share/viper-todo/todos.json”：无法创建文件夹“/home/pat/.local”：文件已存在",
          noHome:
            "找不到用来保存待办事项的主文件夹：HOME 不是绝对路径，密码数据库中也没有此用户的主文件夹",
          noHomeAdvice:
            "请将 HOME 或 XDG_DATA_HOME 设为绝对路径，指定一个 --store 路径，或带 --in-memory 运行",
          otherPathAdvice:
            "请指定一个 --store 路径，或带 --in-memory 运行",
          leftAsItWasAdvice:
            "文件保持原样：请修正它、移走它、指定一个 --store 路径，或带 --in-memory 运行",
          notYours:
            "无法将“/home/pat/.local/share/viper-todo/todos.json”用作存储文件：“/home/pat/.local/share/viper-todo”（符号链接）属于用户 65534，而不是你（用户 1000）：该用户可以调换你的待办事项，或把你的保存引向别处；请将其移走，下次保存时会新建一个，仅你可用",
          cannotMakePrivate:
            "无法将“/home/pat/.local/share/viper-todo/todos.json”用作存储文件：无法将文件夹“/home/pat/.local/share/viper-todo”设为仅你可用（模式 0700）：只读文件系统"
        ))
  }

  @Test func `words of the third hardening round: an item changed meanwhile, input not read`()
    async
  {
    #expect(
      await ScreenWords.hardening(in: "zh_CN")
        == HardeningWords(
          changedMeanwhileNotSaved:
            "“Pay rent”在打开后已被另一个程序修改：你的修改未保存，下面显示的是它现在的内容。",
          changedMeanwhileNotDeleted:
            "“Pay rent”在打开后已被另一个程序修改：它未被删除，下面显示的是它现在的内容。",
          changedMeanwhileReason:
            "“Rent paid”在打开后已被另一个程序修改",
          inputNotRead:
            "第 4 行之后的输入未被读取：这些输入原本用于一个未能打开的编辑表单。"))
  }

  @Test func `explain: every row, seconds past 9999 written the Chinese way, the calendar named`() {
    #expect(
      ScreenWords.explanation(in: "zh_CN") == [
        ExplanationRow("现在", "2014-05-21T12:00:00Z，星期三"),
        ExplanationRow("截止", "自 1970 年起 253,402,351,199.5 秒，星期六"),
        ExplanationRow("今天开始时刻", "2014-05-21T00:00:00Z"),
        ExplanationRow("明天开始时刻", "2014-05-22T00:00:00Z"),
        ExplanationRow("后天开始时刻", "2014-05-23T00:00:00Z"),
        ExplanationRow("本周开始时刻", "2014-05-18T00:00:00Z"),
        ExplanationRow("下周开始时刻", "2014-05-25T00:00:00Z"),
        ExplanationRow("下下周开始时刻", "2014-06-01T00:00:00Z"),
        ExplanationRow("分组", "从下下周开始起：不在列表中"),
        ExplanationRow("时区", "GMT（时区数据 2099z）"),
        ExplanationRow("日历", "公历，每周从星期日开始（--first-weekday 1）"),
      ])
  }

  /// Every word the third translation review changed (issue 41), where it shows.
  @Test func `the words of the third review: refusals, help, advice, a store's reasons, calendars`()
    async
  {
    #expect(
      await ScreenWords.reviewed(in: "zh_CN")
        == ReviewWords(
          noRows:
            "列表中没有第 1 项：列表为空。",
          noSuchRow:
            "列表中没有第 3 项：请打开第 1 到第 2 项之一。",
          notADate:
            "“31/12/2026”不是截止日期：请输入 YYYY-MM-DD、带 Z 或时区偏移的 ISO\u{00A0}8601 日期时间（2026-11-23T09:30:00Z）、今天、明天或星期名称。",
          skippedDay:
            "2011-12-30 在 Pacific/Apia 中不存在：该时区跳过了这一天。请选择另一天。",
          cannotPlace:
            "日历无法确定“friday”：请输入 YYYY-MM-DD、带 Z 或时区偏移的 ISO\u{00A0}8601 日期时间（2026-11-23T09:30:00Z）、今天、明天或星期名称。",
          help:
            "命令，每行一个：\n  list    显示截止日期在今天到下周末之间的待办事项\n  add     添加一项：按顺序输入它的各个字段（见下方“待办事项的字段”），每行一个\n          （输入一行“cancel”或输入结束将取消表单）\n  open <n>\n          在编辑表单中修改、标记完成或删除列表第 n 行显示的项：表单每行接受一个命令\n          （在表单中输入 help 可列出这些命令）\n  explain <截止日期>\n          显示截止日期目前归入哪个分组：今天、明天、本周、下周和下下周的开始时刻、\n          所依据的规则、时区（及其数据版本）和日历\n  help    显示本帮助\n  quit    退出（输入结束时也是如此）\n\n输入或更改被拒绝时（空标题、早于今天的日期或无法读取的日期），\n终端会要求重新输入。来自管道或文件时，没有人能回答，\n表单不保存任何内容就结束，问题会连同其输入行号一起指出，\n下一行作为命令读取，退出状态为 1。\n\n截止日期：YYYY-MM-DD（当天开始）、带 Z 或时区偏移的 ISO\u{00A0}8601 日期时间（2026-11-23T09:30:00Z、2025-06-11T23:59:59.999-04:00）、今天、明天，或中文或英文的星期名称（下一个同名的日子，包括今天）。",
          fields: [
            "待办事项的字段，按 add 询问的顺序，每行一个：",
            "要做的事",
            "截止日期，采用帮助中“截止日期”一节列出的任一格式",
          ],
          editHelp: [
            "编辑表单的命令，每行一个。输入字段的名称，再在下一行输入新值，即可更改该字段：",
            "保存更改并关闭",
            "将该项标记为完成并关闭",
            "删除该项（在下一行输入 yes 以确认）并关闭",
            "不做任何更改并关闭（输入结束时也是如此）",
          ],
          memoryOnly:
            "todo: 无法使用“todo.json”：本程序只在内存中保存待办事项\ntodo: 请不带 --store 运行\n",
          createFolderAdvice:
            "请创建该文件夹，或指定另一个 --store 路径",
          otherPathAdvice:
            "请指定另一个 --store 路径",
          leftAsItWasAdvice:
            "文件保持原样：请修正它、移走它，或指定另一个 --store 路径",
          itemNotFound:
            "没有标识为 00000000-0000-0000-0000-000000000002 的待办事项：它已被删除或标记为完成",
          lineProblems: [
            "该行不是 UTF-8 文本；输入“help”查看命令",
            "该行超过 65,536 字节；输入“help”查看命令",
            "错误：第 1 行：编辑表单中的未知命令“frob”；输入“help”查看其命令（title、due、save、done、delete、cancel）\n",
          ],
          saveRefusals: [
            "该项未保存：无法保存到“/srv/todo.json”：“Far away”的截止时刻超出了 0000 至 9999 年的范围",
            "该项未保存：无法保存到“/srv/todo.json”：“Far away”的完成时刻超出了 0000 至 9999 年的范围",
            "该项未保存：无法保存到“/srv/todo.json”：该文件是只读的（模式 0444）",
            "该项未保存：无法保存到“/srv/todo.json”：用户 65534 无权写入（它属于用户 0，模式 0644）",
            "该项未保存：无法保存到“/srv/todo.json”：它有 2 个名称（硬链接），保存只会替换这个名称下的文件，旧的待办事项会保留在其他名称下；请只保留一个名称（会跟随符号链接）",
            "该项未保存：无法保存到“/srv/todo.json”：文件夹“/srv”设置了粘滞位（模式 1777，与 /tmp 相同），因此只有文件的所有者（用户 0）可以替换它，而每次保存都会替换该文件",
            "该项未保存：无法保存到“/srv/todo.json”：它属于用户 0，保存会使它属于用户 65534",
            "该项未保存：无法保存到“/srv/todo.json”：它属于组 0，保存会使它属于组 65534",
            "该项未保存：无法保存到“/srv/todo.json”：另一个程序已持有锁文件“/srv/todo.json.lock”达 30 秒；未保存任何内容，请重试",
            "该项未保存：无法保存到“/srv/todo.json”：锁文件“/srv/todo.json.lock”是文件夹，不是普通文件；请删除它",
            "该项未保存：无法保存到“/srv/todo.json”：等待锁文件“/srv/todo.json.lock”时保存被取消；未保存任何内容",
            "该项未保存：无法保存到“/srv/todo.json”：无法锁定“/srv/todo.json.lock”：输入/输出错误",
          ],
          storeProblems: [
            "无法读取“/srv/todo.json”：权限不够",
            "无法将“/srv/todo.json”用作存储文件：它是文件夹，不是普通文件",
          ],
          fileProblems: [
            "“/srv/todo.json”不是待办文件：它没有版本（本应用读取版本 1 和 2）",
            "“/srv/todo.json”不是待办文件：它的版本不是整数（本应用读取版本 1 和 2）",
            "“/srv/todo.json”不是待办文件：未知版本 3（本应用读取版本 1 和 2）",
            "“/srv/todo.json”不是待办文件：它不是 UTF-8 文本（第 1 行，第 35 列）",
            "“/srv/todo.json”不是待办文件：它不是有效的 JSON（第 1 行，第 26 列）",
            "“/srv/todo.json”不是待办文件：它的嵌套超过 512 层（第 1 行，第 513 列）",
            "“/srv/todo.json”中的第 1 项无效：它的 due 时刻“next tuesday”不是带时区偏移的 ISO\u{00A0}8601，例如 2026-11-23T00:00:00Z 或 2026-11-23T09:30:00.5+01:00",
          ],
          calendars: [
            "公历",
            "国际标准历法",
            "佛历",
            "农历",
            "科普特历",
            "埃塞俄比亚历",
            "埃塞俄比亚阿米特阿莱姆历",
            "希伯来历",
            "印度国定历",
            "伊斯兰历",
            "表格式伊斯兰历（民用纪元）",
            "表格式伊斯兰历（天文纪元）",
            "伊斯兰历（乌姆库拉）",
            "和历",
            "波斯历",
            "民国纪年",
          ]
        ))
  }
}
