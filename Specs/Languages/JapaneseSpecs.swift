import Testing
import TodoVIPER

/// Every word of the add and edit forms, and the command hint, in Japanese (`ja_JP`): exact.
///
/// What the presenters show, through spies (see ``ScreenWords``): "today" is Wednesday
/// 2014-05-21, the item is "Pay rent" due on Saturday 2014-05-31, and a failing store has no
/// space left. The commands in the hint stay English.
@MainActor
struct JapaneseSpecs {
  @Test func `the add form: its prompts, cancelled and every error of the add interactor`() async {
    #expect(
      await ScreenWords.addForm(in: "ja_JP")
        == AddScreenWords(
          labels: AddFormLabels(
            title: "タイトル：", dueDate: "期日（2014-05-21 以降）：",
            cancelled: "キャンセルしました：何も追加されていません。"),
          emptyTitle: "タイトルが空です：文字、数字、記号を 1 つ以上入力してください。",
          dueDateBeforeToday: "期日 2014-05-01 は今日より前です：2014-05-21 以降を選んでください。",
          notStored: "項目は保存されませんでした：デバイスに空き領域がありません"))
  }

  @Test func `the edit form: its prompts, the item, and every error of the edit interactor`()
    async
  {
    #expect(
      await ScreenWords.editForm(in: "ja_JP")
        == EditScreenWords(
          labels: EditFormLabels(
            command: "edit> ", title: "タイトル：",
            dueDate: "期日（2014-05-21 以降）：",
            confirmDelete: "削除しますか？削除するには yes と入力：",
            notDeleted: "削除しませんでした。", cancelled: "キャンセルしました：何も変更されていません。"),
          heading: "編集中：「Pay rent」、期日 2014-05-31、土曜日",
          emptyTitle: "タイトルが空です：文字、数字、記号を 1 つ以上入力してください。",
          dueDateBeforeToday: "期日 2014-05-01 は今日より前です：2014-05-21 以降を選んでください。",
          gone: "「Pay rent」はもうリストにありません：別のプログラムが削除したか、完了にしました。",
          goneUnnamed: "その項目はもうリストにありません：別のプログラムが削除したか、完了にしました。",
          notSaved: "項目は保存されませんでした：デバイスに空き領域がありません",
          notCompleted: "項目は完了になりませんでした：デバイスに空き領域がありません",
          notDeleted: "項目は削除されませんでした：デバイスに空き領域がありません",
          cannotRead: "項目を読み込めませんでした：デバイスに空き領域がありません"))
  }

  @Test func `the command hint names the commands, which stay English`() async {
    #expect(
      await ScreenWords.commandHint(in: "ja_JP")
        == "エラー：不明なコマンド「frobnicate」です。コマンドは「help」で表示されます（list, add, open, explain, help, quit）\n"
    )
  }

  @Test func `the default store: where help says the items are kept, and what goes wrong`() {
    #expect(
      ScreenWords.defaultStore(in: "ja_JP")
        == DefaultStoreWords(
          keptInFile:
            "項目は「/home/pat/.local/share/viper-todo/todos.json」に保存されます。",
          keptInMemory:
            "項目はメモリにだけ保持され、todo を終了すると消えます。",
          cannotMakeFolder:
            "「/home/pat/.local/share/viper-todo/todos.json」に保存できません：フォルダ「/home/pat/.local」を作成できません：ファイルが存在します",
          noHome:
            "項目を保存するホームフォルダが見つかりません：HOME が絶対パスではなく、パスワードデータベースにもこのユーザーのホームフォルダがありません",
          noHomeAdvice:
            "HOME か XDG_DATA_HOME に絶対パスを設定するか、--store パスを指定するか、--in-memory を付けて実行してください",
          otherPathAdvice:
            "--store パスを指定するか、--in-memory を付けて実行してください",
          leftAsItWasAdvice:
            "ファイルはそのままです：修正するか、移動するか、--store パスを指定するか、--in-memory を付けて実行してください",
          notYours:
            "「/home/pat/.local/share/viper-todo/todos.json」は保存ファイルとして使えません：「/home/pat/.local/share/viper-todo」（シンボリックリンク）の所有者は、実行しているユーザー 1000 ではなくユーザー 65534 です。そのユーザーは項目をすり替えたり、保存先を別の場所に向けたりできます。別の場所へ移動してください。次の保存で、実行しているユーザーだけが使える新しいものが作られます",
          cannotMakePrivate:
            "「/home/pat/.local/share/viper-todo/todos.json」は保存ファイルとして使えません：フォルダ「/home/pat/.local/share/viper-todo」を実行しているユーザー専用（モード 0700）にできません：読み込み専用ファイルシステムです"
        ))
  }

  @Test func `words of the third hardening round: an item changed meanwhile, input not read`()
    async
  {
    #expect(
      await ScreenWords.hardening(in: "ja_JP")
        == HardeningWords(
          changedMeanwhileNotSaved:
            "「Pay rent」は開いた後に別のプログラムによって変更されました。変更は保存されていません。現在の内容を表示します。",
          changedMeanwhileNotDeleted:
            "「Pay rent」は開いた後に別のプログラムによって変更されました。削除されていません。現在の内容を表示します。",
          changedMeanwhileReason:
            "「Rent paid」は開いた後に別のプログラムによって変更されました",
          inputNotRead:
            "4 行目より後の入力は読み込まれませんでした。開かなかった編集フォームに宛てた入力です。"))
  }

  @Test func `a line the form cannot read, at a terminal: one sentence, and what to do`() async {
    #expect(
      await ScreenWords.lineProblems(in: "ja_JP") == [
        "エラー：その行は UTF-8 テキストではありません。もう一度入力するか、「cancel」と入力してください。",
        "エラー：その行は 65536 バイトを超えています。もっと短く入力するか、「cancel」と入力してください。",
      ])
  }

  @Test func `a system error no word names is told by its number`() {
    #expect(ScreenWords.unnamedSystemError(in: "ja_JP") == "システムエラー（errno 6）")
  }
}
