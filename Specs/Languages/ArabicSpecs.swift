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
            title: "العنوان: ", dueDate: "تاريخ الاستحقاق (\u{2068}2014-05-21\u{2069} أو بعده): ",
            cancelled: "أُلغي: لم يُضف شيء."),
          emptyTitle: "العنوان فارغ: اكتب حرفًا أو رقمًا أو رمزًا واحدًا على الأقل.",
          dueDateBeforeToday: "تاريخ الاستحقاق \u{2068}2014-05-01\u{2069} قبل اليوم: "
            + "اختر \u{2068}2014-05-21\u{2069} أو ما بعده.",
          notStored: "لم يُحفظ العنصر: لا توجد مساحة متبقية على الجهاز"))
  }

  @Test func `the edit form: its prompts, the item, and every error of the edit interactor`()
    async
  {
    #expect(
      await ScreenWords.editForm(in: "ar_EG")
        == EditScreenWords(
          labels: EditFormLabels(
            command: "\u{2068}edit\u{2069}> ", title: "العنوان: ",
            dueDate: "تاريخ الاستحقاق (\u{2068}2014-05-21\u{2069} أو بعده): ",
            confirmDelete: "هل تريد حذفه؟ اكتب \u{2068}yes\u{2069} للحذف: ",
            notDeleted: "لم يُحذف.", cancelled: "أُلغي: لم يتغير شيء."),
          heading: "تحرير: «\u{2068}Pay rent\u{2069}»، الاستحقاق \u{2068}2014-05-31\u{2069}، السبت",
          emptyTitle: "العنوان فارغ: اكتب حرفًا أو رقمًا أو رمزًا واحدًا على الأقل.",
          dueDateBeforeToday: "تاريخ الاستحقاق \u{2068}2014-05-01\u{2069} قبل اليوم: "
            + "اختر \u{2068}2014-05-21\u{2069} أو ما بعده.",
          gone: "لم يعد «\u{2068}Pay rent\u{2069}» في القائمة: حذفه برنامج آخر أو علّمه كمنجز.",
          goneUnnamed: "لم يعد هذا العنصر في القائمة: حذفه برنامج آخر أو علّمه كمنجز.",
          notSaved: "لم يُحفظ العنصر: لا توجد مساحة متبقية على الجهاز",
          notCompleted: "لم يُعلَّم العنصر كمنجز: لا توجد مساحة متبقية على الجهاز",
          notDeleted: "لم يُحذف العنصر: لا توجد مساحة متبقية على الجهاز",
          cannotRead: "تعذّرت قراءة العنصر: لا توجد مساحة متبقية على الجهاز"))
  }

  @Test func `the command hint names the commands, which stay English`() async {
    #expect(
      await ScreenWords.commandHint(in: "ar_EG")
        == "خطأ: أمر غير معروف «\u{2068}frobnicate\u{2069}»؛ اكتب «\u{2068}help\u{2069}» لعرض الأوامر (\u{2068}list, add, open, explain, help, quit\u{2069})\n"
    )
  }

  @Test func `the default store: where help says the items are kept, and what goes wrong`() {
    #expect(
      ScreenWords.defaultStore(in: "ar_EG")
        == DefaultStoreWords(
          keptInFile:
            "تُحفظ العناصر في «\u{2068}/home/pat/.local/share/viper-todo/todos.json\u{2069}».",
          keptInMemory:
            "تُحفظ العناصر في الذاكرة فقط، وتزول عند انتهاء \u{2068}todo\u{2069}.",
          cannotMakeFolder:
            "لا يمكن الحفظ في «\u{2068}/home/pat/.local/share/viper-todo/todos.json\u{2069}»: لا يمكن إنشاء المجلد «\u{2068}/home/pat/.local\u{2069}»: الملف موجود",
          noHome:
            "لا يوجد مجلد منزلي تُحفظ فيه العناصر: \u{2068}HOME\u{2069} ليس مسارًا مطلقًا، ولا تذكر قاعدة بيانات كلمات المرور مجلدًا لهذا المستخدم",
          noHomeAdvice:
            "اضبط \u{2068}HOME\u{2069} أو \u{2068}XDG_DATA_HOME\u{2069} على مسار مطلق، أو أعطِ مسار \u{2068}--store\u{2069}، أو شغّله مع \u{2068}--in-memory\u{2069}",
          otherPathAdvice:
            "أعطِ مسار \u{2068}--store\u{2069}، أو شغّله مع \u{2068}--in-memory\u{2069}",
          leftAsItWasAdvice:
            "بقي الملف كما كان: أصلحه، أو انقله، أو أعطِ مسار \u{2068}--store\u{2069}، أو شغّله مع \u{2068}--in-memory\u{2069}",
          notYours:
            "لا يمكن استخدام «\u{2068}/home/pat/.local/share/viper-todo/todos.json\u{2069}» ملفًا للتخزين: «\u{2068}/home/pat/.local/share/viper-todo\u{2069}» (رابط رمزي) يملكه المستخدم \u{2068}65534\u{2069} لا أنت (المستخدم \u{2068}1000\u{2069}): يستطيع ذلك المستخدم أن يبدّل عناصرك أو يحوّل ما تحفظه إلى مكان آخر؛ انقله بعيدًا، وسيُنشئ الحفظ التالي واحدًا جديدًا خاصًا بك",
          cannotMakePrivate:
            "لا يمكن استخدام «\u{2068}/home/pat/.local/share/viper-todo/todos.json\u{2069}» ملفًا للتخزين: لا يمكن جعل المجلد «\u{2068}/home/pat/.local/share/viper-todo\u{2069}» خاصًا بك (الوضع \u{2068}0700\u{2069}): نظام ملفات للقراءة فقط"
        ))
  }

  @Test func `words of the third hardening round: an item changed meanwhile, input not read`()
    async
  {
    #expect(
      await ScreenWords.hardening(in: "ar_EG")
        == HardeningWords(
          changedMeanwhileNotSaved:
            "عدّل برنامج آخر «\u{2068}Pay rent\u{2069}» منذ أن فُتح: لم يُحفظ تعديلك، ويُعرض العنصر كما هو الآن.",
          changedMeanwhileNotDeleted:
            "عدّل برنامج آخر «\u{2068}Pay rent\u{2069}» منذ أن فُتح: لم يُحذف، ويُعرض كما هو الآن.",
          changedMeanwhileReason:
            "عدّل برنامج آخر «\u{2068}Rent paid\u{2069}» منذ أن فُتح",
          inputNotRead:
            "لم تُقرأ المدخلات التي تلي السطر \u{2068}4\u{2069}: كانت مكتوبة لنموذج تعديل لم يُفتح."))
  }

  @Test func `a line the form cannot read, at a terminal: one sentence, and what to do`() async {
    #expect(
      await ScreenWords.lineProblems(in: "ar_EG") == [
        "خطأ: هذا السطر ليس نصًا بترميز \u{2068}UTF-8\u{2069}؛ اكتبه مرة أخرى أو اكتب «\u{2068}cancel\u{2069}».",
        "خطأ: هذا السطر أطول من \u{2068}65536\u{2069} بايتًا؛ اكتب سطرًا أقصر أو اكتب «\u{2068}cancel\u{2069}».",
      ])
  }

  @Test func `a system error no word names is told by its number`() {
    #expect(
      ScreenWords.unnamedSystemError(in: "ar_EG") == "خطأ في النظام (\u{2068}errno 6\u{2069})")
  }
}
