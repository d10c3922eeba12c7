import Testing
import TodoVIPER

/// Every word of the add and edit forms, and the command hint, in Arabic (`ar_EG`): exact.
///
/// What the presenters show, through spies (see ``ScreenWords``): "today" is Wednesday
/// 2014-05-21, the item is "Pay rent" due on Saturday 2014-05-31, and a failing store has no
/// space left. The commands in the hint stay English.
@MainActor
struct ArabicSpecs {
  @Test func `the add form: its prompts, cancelled and every error of the add interactor`() async {
    #expect(
      await ScreenWords.addForm(in: "ar_EG")
        == AddScreenWords(
          labels: AddFormLabels(
            title: "العنوان: ", dueDate: "تاريخ الاستحقاق (2014-05-21 أو بعده): ",
            cancelled: "أُلغي: لم يُضف شيء."),
          emptyTitle: "العنوان فارغ: اكتب حرفًا أو رقمًا أو رمزًا واحدًا على الأقل.",
          dueDateBeforeToday: "تاريخ الاستحقاق 2014-05-01 قبل اليوم: اختر 2014-05-21 أو ما بعده.",
          notStored: "لم يُحفظ العنصر: لا توجد مساحة متبقية على الجهاز"))
  }

  @Test func `the edit form: its prompts, the item, and every error of the edit interactor`()
    async
  {
    #expect(
      await ScreenWords.editForm(in: "ar_EG")
        == EditScreenWords(
          labels: EditFormLabels(
            command: "edit> ", title: "العنوان: ",
            dueDate: "تاريخ الاستحقاق (2014-05-21 أو بعده): ",
            confirmDelete: "هل تريد حذفه؟ اكتب yes للحذف: ",
            notDeleted: "لم يُحذف.", cancelled: "أُلغي: لم يتغير شيء."),
          heading: "تحرير: «Pay rent»، الاستحقاق 2014-05-31، السبت",
          emptyTitle: "العنوان فارغ: اكتب حرفًا أو رقمًا أو رمزًا واحدًا على الأقل.",
          dueDateBeforeToday: "تاريخ الاستحقاق 2014-05-01 قبل اليوم: اختر 2014-05-21 أو ما بعده.",
          gone: "لم يعد «Pay rent» في القائمة: حذفه برنامج آخر أو علّمه كمنجز.",
          goneUnnamed: "لم يعد هذا العنصر في القائمة: حذفه برنامج آخر أو علّمه كمنجز.",
          notSaved: "لم يُحفظ العنصر: لا توجد مساحة متبقية على الجهاز",
          notCompleted: "لم يُعلَّم العنصر كمنجز: لا توجد مساحة متبقية على الجهاز",
          notDeleted: "لم يُحذف العنصر: لا توجد مساحة متبقية على الجهاز",
          cannotRead: "تعذّرت قراءة العنصر: لا توجد مساحة متبقية على الجهاز"))
  }

  @Test func `the command hint names the commands, which stay English`() async {
    #expect(
      await ScreenWords.commandHint(in: "ar_EG")
        == "خطأ: أمر غير معروف «frobnicate»؛ اكتب «help» لعرض الأوامر (list, add, open, explain, help, quit)\n"
    )
  }

  @Test func `a line the form cannot read, at a terminal: one sentence, and what to do`() async {
    #expect(
      await ScreenWords.lineProblems(in: "ar_EG") == [
        "خطأ: هذا السطر ليس نصًا بترميز UTF-8؛ اكتبه مرة أخرى أو اكتب «cancel».",
        "خطأ: هذا السطر أطول من 65536 بايت؛ اكتب سطرًا أقصر أو اكتب «cancel».",
      ])
  }

  @Test func `a system error no word names is told by its number`() {
    #expect(ScreenWords.unnamedSystemError(in: "ar_EG") == "خطأ في النظام (errno 6)")
  }
}
