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
}
