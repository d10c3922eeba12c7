import Testing
import TodoVIPER

/// Every word of the add and edit forms, and the command hint, in Spanish (`es_ES`): exact.
///
/// What the presenters show, through spies (see ``ScreenWords``): "today" is Wednesday
/// 2014-05-21, the item is "Pay rent" due on Saturday 2014-05-31, and a failing store has no
/// space left. The commands in the hint stay English.
@MainActor
struct SpanishSpecs {
  @Test func `the add form: its prompts, cancelled and every error of the add interactor`() async {
    #expect(
      await ScreenWords.addForm(in: "es_ES")
        == AddScreenWords(
          labels: AddFormLabels(
            title: "Título: ", dueDate: "Fecha de vencimiento (2014-05-21 o posterior): ",
            cancelled: "Cancelado: no se añadió nada."),
          emptyTitle: "el título está vacío: escribe al menos una letra, un dígito o un símbolo.",
          dueDateBeforeToday:
            "la fecha de vencimiento 2014-05-01 es anterior a hoy: elige 2014-05-21 o una fecha posterior.",
          notStored: "el elemento no se guardó: No queda espacio en el dispositivo"))
  }

  @Test func `the edit form: its prompts, the item, and every error of the edit interactor`()
    async
  {
    #expect(
      await ScreenWords.editForm(in: "es_ES")
        == EditScreenWords(
          labels: EditFormLabels(
            command: "edit> ", title: "Título: ",
            dueDate: "Fecha de vencimiento (2014-05-21 o posterior): ",
            confirmDelete: "¿Eliminarlo? Escribe yes para eliminar: ",
            notDeleted: "No se eliminó.", cancelled: "Cancelado: no se cambió nada."),
          heading: "Editando: «Pay rent», vence 2014-05-31, sábado",
          emptyTitle: "el título está vacío: escribe al menos una letra, un dígito o un símbolo.",
          dueDateBeforeToday:
            "la fecha de vencimiento 2014-05-01 es anterior a hoy: elige 2014-05-21 o una fecha posterior.",
          gone:
            "«Pay rent» ya no está en la lista: otro programa lo eliminó o lo marcó como hecho.",
          goneUnnamed:
            "ese elemento ya no está en la lista: otro programa lo eliminó o lo marcó como hecho.",
          notSaved: "el elemento no se guardó: No queda espacio en el dispositivo",
          notCompleted: "el elemento no se marcó como hecho: No queda espacio en el dispositivo",
          notDeleted: "el elemento no se eliminó: No queda espacio en el dispositivo",
          cannotRead: "no se pudo leer el elemento: No queda espacio en el dispositivo"))
  }

  @Test func `the command hint names the commands, which stay English`() async {
    #expect(
      await ScreenWords.commandHint(in: "es_ES")
        == "error: comando desconocido «frobnicate»; escribe «help» para ver los comandos (list, add, open, explain, help, quit)\n"
    )
  }

  @Test func `the default store: where help says the items are kept, and what goes wrong`() {
    #expect(
      ScreenWords.defaultStore(in: "es_ES")
        == DefaultStoreWords(
          keptInFile:
            "Los elementos se guardan en «/home/pat/.local/share/viper-todo/todos.json».",
          keptInMemory:
            "Los elementos se guardan solo en memoria: se pierden al cerrar el programa.",
          cannotMakeFolder:
            "no se puede guardar en «/home/pat/.local/share/viper-todo/todos.json»: no se puede crear la carpeta «/home/pat/.local»: El archivo ya existe",
          noHome:
            "no se encuentra una carpeta personal donde guardar los elementos: HOME no es una ruta absoluta y la base de datos de contraseñas no indica ninguna para este usuario",
          noHomeAdvice:
            "pon una ruta absoluta en HOME o en XDG_DATA_HOME, indica una ruta con --store, o ejecútalo con --in-memory",
          otherPathAdvice:
            "indica una ruta con --store, o ejecútalo con --in-memory",
          leftAsItWasAdvice:
            "el archivo quedó como estaba: corrígelo, muévelo, indica una ruta con --store, o ejecútalo con --in-memory",
          notYours:
            "no se puede usar «/home/pat/.local/share/viper-todo/todos.json» como archivo de almacenamiento: «/home/pat/.local/share/viper-todo» (un enlace simbólico) pertenece al usuario 65534, no a ti (usuario 1000): ese usuario podría cambiar tus elementos o desviar tus guardados; muévelo a otro sitio y el próximo guardado creará uno nuevo, privado para ti",
          cannotMakePrivate:
            "no se puede usar «/home/pat/.local/share/viper-todo/todos.json» como archivo de almacenamiento: no se puede hacer que la carpeta «/home/pat/.local/share/viper-todo» sea privada para ti (modo 0700): Sistema de archivos de solo lectura"
        ))
  }

  @Test func `words of the third hardening round: an item changed meanwhile, input not read`()
    async
  {
    #expect(
      await ScreenWords.hardening(in: "es_ES")
        == HardeningWords(
          changedMeanwhileNotSaved:
            "«Pay rent» fue modificado por otro programa desde que se abrió: tu cambio no se guardó y el elemento se muestra tal como está ahora.",
          changedMeanwhileNotDeleted:
            "«Pay rent» fue modificado por otro programa desde que se abrió: no se eliminó y se muestra tal como está ahora.",
          changedMeanwhileReason:
            "«Rent paid» fue modificado por otro programa desde que se abrió",
          inputNotRead:
            "la entrada después de la línea 4 no se leyó: estaba escrita para un formulario de edición que no se abrió."
        ))
  }

  @Test func `a line the form cannot read, at a terminal: one sentence, and what to do`() async {
    #expect(
      await ScreenWords.lineProblems(in: "es_ES") == [
        "error: esa línea no es texto UTF-8; escríbela de nuevo o escribe «cancel».",
        "error: esa línea supera los 65536 bytes; escribe una más corta o escribe «cancel».",
      ])
  }

  @Test func `a system error no word names is told by its number`() {
    #expect(ScreenWords.unnamedSystemError(in: "es_ES") == "Error del sistema (errno 6)")
  }
}
