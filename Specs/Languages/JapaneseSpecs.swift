import Testing
import TodoVIPER

/// Every word of the add and edit forms, and the command hint, in Japanese (`ja_JP`): exact.
///
/// What the presenters show, through spies (see ``ScreenWords``): "today" is Wednesday
/// 2014-05-21, the item is "Pay rent" due on Saturday 2014-05-31, and a failing store has no
/// space left. The commands in the hint stay English.
@MainActor
struct JapaneseSpecs {
  @Test func `the add form: cancelled and every error of the add interactor`() async {
    #expect(
      await ScreenWords.addForm(in: "ja_JP")
        == AddScreenWords(
          cancelled: "キャンセルしました。何も追加されていません。",
          emptyTitle: "タイトルが空です。文字、数字、記号のいずれかを 1 つ以上入力してください。",
          dueDateBeforeToday: "期日 2014-05-01 は今日より前です。2014-05-21 以降を選んでください。",
          notStored: "項目は保存されませんでした：デバイスに空き領域がありません"))
  }

  @Test func `the edit form: its prompts, the item, and every error of the edit interactor`()
    async
  {
    #expect(
      await ScreenWords.editForm(in: "ja_JP")
        == EditScreenWords(
          command: "edit> ", confirmDelete: "削除しますか？\u{3000}削除するには yes と入力：",
          notDeletedAfterNo: "削除しませんでした。", cancelled: "キャンセルしました。何も変更されていません。",
          heading: "編集中：「Pay rent」、期日 2014-05-31、土曜日",
          emptyTitle: "タイトルが空です。文字、数字、記号のいずれかを 1 つ以上入力してください。",
          dueDateBeforeToday: "期日 2014-05-01 は今日より前です。2014-05-21 以降を選んでください。",
          gone: "「Pay rent」はもうリストにありません。別のプログラムが削除したか、完了にしました。",
          goneUnnamed: "その項目はもうリストにありません。別のプログラムが削除したか、完了にしました。",
          notSaved: "項目は保存されませんでした：デバイスに空き領域がありません",
          notCompleted: "項目は完了になりませんでした：デバイスに空き領域がありません",
          notDeleted: "項目は削除されませんでした：デバイスに空き領域がありません",
          cannotRead: "項目を読み込めませんでした：デバイスに空き領域がありません"))
  }

  @Test func `the command hint names the commands, which stay English`() async {
    #expect(
      await ScreenWords.commandHint(in: "ja_JP")
        == "エラー：不明なコマンド「frobnicate」です。コマンドは「help」で表示されます（list、add、open、explain、help、quit）。\n"
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
            "項目を保存するホームフォルダが見つかりません。HOME が絶対パスではなく、パスワードデータベースにもこのユーザーのホームフォルダがありません。",
          noHomeAdvice:
            "HOME か XDG_DATA_HOME に絶対パスを設定するか、--store パスを指定するか、--in-memory を付けて実行してください。",
          otherPathAdvice:
            "--store パスを指定するか、--in-memory を付けて実行してください。",
          leftAsItWasAdvice:
            "ファイルはそのままです。修正するか、移動するか、--store パスを指定するか、--in-memory を付けて実行してください。",
          notYours:
            "「/home/pat/.local/share/viper-todo/todos.json」は保存ファイルとして使えません：「/home/pat/.local/share/viper-todo」（シンボリックリンク）の所有者は、実行しているユーザー 1000 ではなくユーザー 65534 です。そのユーザーは項目をすり替えたり、保存先を別の場所に向けたりできます。別の場所へ移動してください。次の保存で、実行しているユーザーだけが使える新しいものが作られます。",
          cannotMakePrivate:
            "「/home/pat/.local/share/viper-todo/todos.json」は保存ファイルとして使えません：フォルダ「/home/pat/.local/share/viper-todo」を実行しているユーザー専用（モード 0700）にできません：読み取り専用のファイルシステムです"
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
        "エラー：その行は 65,536 バイトを超えています。もっと短く入力するか、「cancel」と入力してください。",
      ])
  }

  @Test func `a system error no word names is told by its number`() {
    #expect(ScreenWords.unnamedSystemError(in: "ja_JP") == "システムエラー（errno 6）")
  }

  @Test func `explain: every row, seconds past 9999 written the Japanese way, the calendar named`()
  {
    #expect(
      ScreenWords.explanation(in: "ja_JP") == [
        ExplanationRow("現在", "2014-05-21T12:00:00Z、水曜日"),
        ExplanationRow("期日", "1970 年から 253,402,351,199.5 秒後、土曜日"),
        ExplanationRow("今日の始まり", "2014-05-21T00:00:00Z"),
        ExplanationRow("明日の始まり", "2014-05-22T00:00:00Z"),
        ExplanationRow("明後日の始まり", "2014-05-23T00:00:00Z"),
        ExplanationRow("今週の始まり", "2014-05-18T00:00:00Z"),
        ExplanationRow("来週の始まり", "2014-05-25T00:00:00Z"),
        ExplanationRow("再来週の始まり", "2014-06-01T00:00:00Z"),
        ExplanationRow("セクション", "再来週の始まり以降：リストに含まれません"),
        ExplanationRow("タイムゾーン", "GMT（タイムゾーンデータ 2099z）"),
        ExplanationRow("カレンダー", "グレゴリオ暦、週の始まりは日曜日（--first-weekday 1）"),
      ])
  }

  /// Every word the third translation review changed (issue 41), where it shows.
  @Test func `the words of the third review: refusals, help, advice, a store's reasons, calendars`()
    async
  {
    #expect(
      await ScreenWords.reviewed(in: "ja_JP")
        == ReviewWords(
          noRows:
            "リストに項目 1 はありません。項目は表示されていません。",
          noSuchRow:
            "リストに項目 3 はありません。項目 1〜2 のいずれかを開いてください。",
          notADate:
            "「31/12/2026」は期日ではありません。YYYY-MM-DD、Z またはオフセット付きの ISO\u{00A0}8601 日時（2026-11-23T09:30:00Z）、今日、明日、または曜日を入力してください。",
          skippedDay:
            "2011-12-30 は Pacific/Apia に存在しません。タイムゾーンがその日を飛ばしました。別の日を選んでください。",
          cannotPlace:
            "カレンダーは「friday」を特定できません。YYYY-MM-DD、Z またはオフセット付きの ISO\u{00A0}8601 日時（2026-11-23T09:30:00Z）、今日、明日、または曜日を入力してください。",
          help:
            "コマンド（1 行に 1\u{00A0}つ）：\n  list    期日が今日から来週末までの項目を表示\n  add     項目を追加：各フィールド（下の「項目のフィールド」を参照）を順に 1 行ずつ入力\n          （「cancel」の行か入力の終わりでフォームをキャンセル）\n  open <n>\n          リストの n 行目の項目を編集フォームで変更、完了、削除：\n          フォームでは 1 行に 1\u{00A0}つずつコマンドを入力します（フォームで help と入力すると一覧を表示）\n  explain <期日>\n          期日が現在どのセクションに入るかを表示：今日、明日、今週、来週、再来週の始まり、\n          適用された規則、タイムゾーン（とそのデータのバージョン）、カレンダー\n  help    このヘルプを表示\n  quit    終了（入力の終わりでも同じ）\n\n拒否された入力や変更（空のタイトル、今日より前の日付、読めない日付）は、\n端末では入力し直すよう求められます。パイプやファイルからの場合は、答える人がいないため、\nフォームは何も保存せずに終わり、問題は入力の行番号とともに示され、\n次の行はコマンドとして読まれ、終了ステータスは 1 になります。\n\n期日：YYYY-MM-DD（その日の始まり）、Z またはオフセット付きの ISO\u{00A0}8601 日時（2026-11-23T09:30:00Z、2025-06-11T23:59:59.999-04:00）、今日、明日、または日本語か英語の曜日（今日を含め、その曜日に当たる直近の日）。",
          fields: [
            "項目のフィールド（add が尋ねる順に、1 行に 1\u{00A0}つ）：",
            "やること",
            "期日（ヘルプの「期日」に示す形式のいずれかで入力）",
          ],
          editHelp: [
            "編集フォームのコマンド（1 行に 1\u{00A0}つ）と、フィールドの変更方法（名前を入力し、次の行に新しい値を入力）：",
            "変更を保存して閉じる",
            "項目を完了にして閉じる",
            "項目を削除して閉じる（確認のため次の行に yes と入力）",
            "何も変更せずに閉じる（入力の終わりでも同じ）",
          ],
          memoryOnly:
            "todo: 「todo.json」は使えません。このプログラムは項目をメモリにだけ保持します。\ntodo: --store なしで実行してください。\n",
          createFolderAdvice:
            "フォルダを作成するか、別の --store パスを指定してください。",
          otherPathAdvice:
            "別の --store パスを指定してください。",
          leftAsItWasAdvice:
            "ファイルはそのままです。修正するか、移動するか、別の --store パスを指定してください。",
          itemNotFound:
            "ID 00000000-0000-0000-0000-000000000002 の未完了の項目はありません。削除されたか、完了になりました。",
          lineProblems: [
            "その行は UTF-8 テキストではありません。コマンドは「help」で表示されます。",
            "その行は 65,536 バイトを超えています。コマンドは「help」で表示されます。",
            "エラー：1 行目：「frob」は編集フォームのコマンドではありません。コマンドは「help」で表示できます（title、due、save、done、delete、cancel）。\n",
          ],
          saveRefusals: [
            "項目は保存されませんでした：「/srv/todo.json」に保存できません：「Far away」の期日の時刻が 0000 年から 9999 年の範囲外です",
            "項目は保存されませんでした：「/srv/todo.json」に保存できません：「Far away」の完了の時刻が 0000 年から 9999 年の範囲外です",
            "項目は保存されませんでした：「/srv/todo.json」に保存できません：ファイルは読み取り専用です（モード 0444）",
            "項目は保存されませんでした：「/srv/todo.json」に保存できません：ユーザー 65534 は書き込めません（所有者はユーザー 0、モード 0644）",
            "項目は保存されませんでした：「/srv/todo.json」に保存できません：名前（ハードリンク）が 2 個あり、保存すると、この名前のファイルだけが置き換わり、古い項目は他の名前のほうに残ります。名前を 1 つにしてください（シンボリックリンクはたどります）。",
            "項目は保存されませんでした：「/srv/todo.json」に保存できません：フォルダ「/srv」にはスティッキービットが設定されている（モード 1777、/tmp と同じ）ため、ファイルを置き換えられるのは所有者のユーザー 0 だけです。保存のたびにファイルは置き換わります。",
            "項目は保存されませんでした：「/srv/todo.json」に保存できません：ユーザー 0 のものですが、保存するとユーザー 65534 のものになります",
            "項目は保存されませんでした：「/srv/todo.json」に保存できません：グループ 0 のものですが、保存するとグループ 65534 のものになります",
            "項目は保存されませんでした：「/srv/todo.json」に保存できません：別のプログラムがロックファイル「/srv/todo.json.lock」を 30 秒間保持しています。何も保存されていません。もう一度試してください。",
            "項目は保存されませんでした：「/srv/todo.json」に保存できません：ロックファイル「/srv/todo.json.lock」はフォルダであり、通常のファイルではありません。削除してください。",
            "項目は保存されませんでした：「/srv/todo.json」に保存できません：ロックファイル「/srv/todo.json.lock」を待っている間に保存がキャンセルされました。何も保存されていません。",
            "項目は保存されませんでした：「/srv/todo.json」に保存できません：「/srv/todo.json.lock」をロックできません：入力/出力エラーです",
          ],
          storeProblems: [
            "「/srv/todo.json」を読めません：許可がありません",
            "「/srv/todo.json」は保存ファイルとして使えません：フォルダであり、通常のファイルではありません",
          ],
          fileProblems: [
            "「/srv/todo.json」は To-Do ファイルではありません：バージョンがありません（このアプリはバージョン 1 と 2 を読みます）",
            "「/srv/todo.json」は To-Do ファイルではありません：バージョンが整数ではありません（このアプリはバージョン 1 と 2 を読みます）",
            "「/srv/todo.json」は To-Do ファイルではありません：不明なバージョン 3 です（このアプリはバージョン 1 と 2 を読みます）",
            "「/srv/todo.json」は To-Do ファイルではありません：UTF-8 テキストではありません（1 行 35 列）",
            "「/srv/todo.json」は To-Do ファイルではありません：正しい JSON ではありません（1 行 26 列）",
            "「/srv/todo.json」は To-Do ファイルではありません：入れ子が 512 階層を超えています（1 行 513 列）",
            "「/srv/todo.json」の項目 1 は無効です：due の時刻「next tuesday」がオフセット付きの ISO\u{00A0}8601 ではありません（例：2026-11-23T00:00:00Z、2026-11-23T09:30:00.5+01:00）",
          ],
          calendars: [
            "グレゴリオ暦",
            "ISO\u{00A0}8601",
            "仏暦",
            "中国暦",
            "コプト暦",
            "エチオピア暦",
            "エチオピア創世紀元暦",
            "ユダヤ暦",
            "インド国定暦",
            "ヒジュラ暦",
            "ヒジュラ暦（定周期、公民紀元）",
            "ヒジュラ暦（定周期、天文紀元）",
            "ヒジュラ暦（ウンム・アルクラー）",
            "和暦",
            "ペルシア暦",
            "中華民国暦",
          ]
        ))
  }
}
