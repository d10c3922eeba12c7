import Testing
import TodoVIPER

/// Every word of the add and edit forms, and the command hint, in Chinese (Simplified) (`zh_CN`): exact.
///
/// What the presenters show, through spies (see ``ScreenWords``): "today" is Wednesday
/// 2014-05-21, the item is "Pay rent" due on Saturday 2014-05-31, and a failing store has no
/// space left. The commands in the hint stay English.
@MainActor
struct ChineseSimplifiedSpecs {
  @Test func `the add form: its prompts, cancelled and every error of the add interactor`() async {
    #expect(
      await ScreenWords.addForm(in: "zh_CN")
        == AddScreenWords(
          labels: AddFormLabels(
            title: "标题：", dueDate: "截止日期（2014-05-21 或之后）：",
            cancelled: "已取消：未添加任何内容。"),
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
          labels: EditFormLabels(
            command: "edit> ", title: "标题：",
            dueDate: "截止日期（2014-05-21 或之后）：",
            confirmDelete: "要删除吗？输入 yes 确认删除：",
            notDeleted: "未删除。", cancelled: "已取消：未做任何更改。"),
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

  @Test func `the command hint names the commands, which stay English`() async {
    #expect(
      await ScreenWords.commandHint(in: "zh_CN")
        == "错误：未知命令“frobnicate”；输入“help”查看命令（list, add, open, explain, help, quit）\n"
    )
  }

  @Test func `a line the form cannot read, at a terminal: one sentence, and what to do`() async {
    #expect(
      await ScreenWords.lineProblems(in: "zh_CN") == [
        "错误：该行不是 UTF-8 文本；请重新输入，或输入“cancel”。",
        "错误：该行超过 65536 字节；请输入短一些的内容，或输入“cancel”。",
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
            "待办项保存在“/home/pat/.local/share/viper-todo/todos.json”中。",
          keptInMemory:
            "待办项只保存在内存中：todo 结束后即消失。",
          cannotMakeFolder:
            "无法保存到“/home/pat/.local/share/viper-todo/todos.json”：无法创建文件夹“/home/pat/.local”：文件已存在",
          noHome:
            "找不到用来保存待办项的主文件夹：HOME 不是绝对路径，密码数据库中也没有此用户的主文件夹",
          noHomeAdvice:
            "请将 HOME 或 XDG_DATA_HOME 设为绝对路径，指定一个 --store 路径，或带 --in-memory 运行",
          otherPathAdvice:
            "请指定一个 --store 路径，或带 --in-memory 运行",
          leftAsItWasAdvice:
            "文件保持原样：请修正它、移走它、指定一个 --store 路径，或带 --in-memory 运行",
          notYours:
            "无法将“/home/pat/.local/share/viper-todo/todos.json”用作存储文件：“/home/pat/.local/share/viper-todo”（符号链接）属于用户 65534，而不是你（用户 1000）：该用户可以调换你的待办项，或把你的保存引向别处；请将其移走，下次保存时会新建一个，仅你可用",
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
            "第 4 行之后的输入未被读取：它是写给一个未能打开的编辑表单的。"))
  }
}
