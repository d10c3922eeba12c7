import Testing
import TodoVIPER

/// Every word of the add and edit forms, and the command hint, in Spanish (`es_ES`): exact.
///
/// What the presenters show, through spies (see ``ScreenWords``): "today" is Wednesday
/// 2014-05-21, the item is "Pay rent" due on Saturday 2014-05-31, and a failing store has no
/// space left. The commands in the hint stay English.
@MainActor
struct SpanishSpecs {
  @Test func `the add form: cancelled and every error of the add interactor`() async {
    #expect(
      await ScreenWords.addForm(in: "es_ES")
        == AddScreenWords(
          cancelled: "Cancelado: no se añadió nada.",
          emptyTitle: "el título está vacío: escribe al menos una letra, un dígito o un símbolo.",
          dueDateBeforeToday:
            "la fecha de vencimiento 2014-05-01 es anterior a hoy: elige 2014-05-21 o una fecha posterior.",
          notStored: "el elemento no se guardó: no queda espacio en el dispositivo"))
  }

  @Test func `the edit form: its prompts, the item, and every error of the edit interactor`()
    async
  {
    #expect(
      await ScreenWords.editForm(in: "es_ES")
        == EditScreenWords(
          command: "edit> ", confirmDelete: "¿Eliminarlo? Escribe yes para eliminar: ",
          notDeletedAfterNo: "No se eliminó.", cancelled: "Cancelado: no se cambió nada.",
          heading: "Editando: «Pay rent», vence 2014-05-31, sábado",
          emptyTitle: "el título está vacío: escribe al menos una letra, un dígito o un símbolo.",
          dueDateBeforeToday:
            "la fecha de vencimiento 2014-05-01 es anterior a hoy: elige 2014-05-21 o una fecha posterior.",
          gone:
            "«Pay rent» ya no está en la lista: otro programa lo eliminó o lo marcó como completado.",
          goneUnnamed:
            "ese elemento ya no está en la lista: otro programa lo eliminó o lo marcó como completado.",
          notSaved: "el elemento no se guardó: no queda espacio en el dispositivo",
          notCompleted:
            "el elemento no se marcó como completado: no queda espacio en el dispositivo",
          notDeleted: "el elemento no se eliminó: no queda espacio en el dispositivo",
          cannotRead: "no se pudo leer el elemento: no queda espacio en el dispositivo"))
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
            "no se puede guardar en «/home/pat/.local/share/viper-todo/todos.json»: no se puede crear la carpeta «/home/pat/.local»: el archivo ya existe",
          noHome:
            "no se encuentra una carpeta personal donde guardar los elementos: HOME no es una ruta absoluta y la base de datos de contraseñas no indica ninguna para este usuario",
          noHomeAdvice:
            "pon una ruta absoluta en HOME o en XDG_DATA_HOME, indica una ruta con --store o ejecuta el programa con --in-memory",
          otherPathAdvice:
            "indica una ruta con --store o ejecuta el programa con --in-memory",
          leftAsItWasAdvice:
            "el archivo quedó como estaba: corrígelo, muévelo, indica una ruta con --store o ejecuta el programa con --in-memory",
          notYours:
            "no se puede usar «/home/pat/.local/share/viper-todo/todos.json» como archivo de almacenamiento: «/home/pat/.local/share/viper-todo» (un enlace simbólico) pertenece al usuario 65534, no a ti (usuario 1000), y debe moverse a otro sitio: ese usuario podría sustituir tus elementos o redirigir lo que guardas; después, la próxima vez que guardes se creará de nuevo, solo para ti",
          cannotMakePrivate:
            "no se puede usar «/home/pat/.local/share/viper-todo/todos.json» como archivo de almacenamiento: no se puede hacer que la carpeta «/home/pat/.local/share/viper-todo» sea privada para ti (modo 0700): sistema de archivos de solo lectura"
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
        "error: esa línea supera los 65.536 bytes; escribe una más corta o escribe «cancel».",
      ])
  }

  @Test func `a system error no word names is told by its number`() {
    #expect(ScreenWords.unnamedSystemError(in: "es_ES") == "error del sistema (errno 6)")
  }

  @Test func `explain: every row, seconds past 9999 written the Spanish way, the calendar named`() {
    #expect(
      ScreenWords.explanation(in: "es_ES") == [
        ExplanationRow("ahora", "2014-05-21T12:00:00Z, miércoles"),
        ExplanationRow("vencimiento", "253.402.351.199,5 s desde 1970, sábado"),
        ExplanationRow("inicio de hoy", "2014-05-21T00:00:00Z"),
        ExplanationRow("inicio de mañana", "2014-05-22T00:00:00Z"),
        ExplanationRow("inicio de pasado mañana", "2014-05-23T00:00:00Z"),
        ExplanationRow("inicio de esta semana", "2014-05-18T00:00:00Z"),
        ExplanationRow("inicio de la próxima semana", "2014-05-25T00:00:00Z"),
        ExplanationRow("inicio de la semana subsiguiente", "2014-06-01T00:00:00Z"),
        ExplanationRow("sección", "desde el inicio de la semana subsiguiente: no está en la lista"),
        ExplanationRow("zona horaria", "GMT (datos de zonas horarias 2099z)"),
        ExplanationRow(
          "calendario", "gregoriano, semanas que empiezan el domingo (--first-weekday 1)"),
      ])
  }

  /// Every word the third translation review changed (issue 41), where it shows.
  @Test func `the words of the third review: refusals, help, advice, a store's reasons, calendars`()
    async
  {
    #expect(
      await ScreenWords.reviewed(in: "es_ES")
        == ReviewWords(
          noRows:
            "la lista no tiene el elemento 1: está vacía.",
          noSuchRow:
            "la lista no tiene el elemento 3: abre uno del 1 al 2.",
          notADate:
            "«31/12/2026» no es una fecha de vencimiento: escribe AAAA-MM-DD, una fecha y hora ISO\u{00A0}8601 con Z o con desfase horario (2026-11-23T09:30:00Z), hoy, mañana o un día de la semana.",
          skippedDay:
            "2011-12-30 no existe en Pacific/Apia: la zona horaria se saltó ese día. Elige otro día.",
          cannotPlace:
            "el calendario no puede situar «friday»: escribe AAAA-MM-DD, una fecha y hora ISO\u{00A0}8601 con Z o con desfase horario (2026-11-23T09:30:00Z), hoy, mañana o un día de la semana.",
          help:
            "Comandos, uno por línea:\n  list    mostrar los elementos que vencen desde hoy hasta el final de la próxima semana\n  add     añadir un elemento: escribir sus campos (ver «Campos de un elemento» más abajo) uno\n          por línea, en ese orden (una línea «cancel» o el final de la entrada cancela el\n          formulario)\n  open <n>\n          cambiar, marcar como completado o eliminar el elemento de la fila n de la lista en\n          el formulario de edición, que acepta un comando por línea (help los muestra allí)\n  explain <fecha>\n          mostrar dónde cae ahora una fecha de vencimiento: el inicio de hoy, de mañana, de\n          esta semana, de la próxima y de la siguiente, la regla aplicada, la zona horaria (y\n          la versión de sus datos) y el calendario\n  help    mostrar esta ayuda\n  quit    salir (igual que el final de la entrada)\n\nUna entrada o un cambio rechazados (un título vacío, una fecha anterior a hoy o una que no se\npuede leer) se piden de nuevo en un terminal. Desde una tubería o un archivo, donde nadie\npuede responder, el formulario termina sin guardar nada, el problema se indica con sus números\nde línea, la línea siguiente se lee como un comando y el estado de salida es 1.\n\nFechas de vencimiento: AAAA-MM-DD (el inicio de ese día), una fecha y hora ISO\u{00A0}8601 con Z o con desfase horario (2026-11-23T09:30:00Z, 2025-06-11T23:59:59.999-04:00), hoy, mañana o un día de la semana en español o en inglés (el próximo día con ese nombre, hoy incluido).",
          fields: [
            "Campos de un elemento, en el orden en que add los pide, uno por línea:",
            "qué hay que hacer",
            "cuándo vence, en uno de los formatos que la ayuda indica en «Fechas de vencimiento»",
          ],
          editHelp: [
            "Comandos del formulario de edición, uno por línea. Para cambiar un campo, escribe su nombre y, en la línea siguiente, su nuevo valor:",
            "guardar los cambios y cerrar",
            "marcar el elemento como completado y cerrar",
            "eliminar el elemento (escribe yes en la línea siguiente para confirmar) y cerrar",
            "cerrar sin cambiar nada (igual que el final de la entrada)",
          ],
          memoryOnly:
            "todo: no se puede usar «todo.json»: este programa guarda sus elementos solo en memoria\ntodo: ejecuta el programa sin --store\n",
          createFolderAdvice:
            "crea la carpeta o indica otra ruta con --store",
          otherPathAdvice:
            "indica otra ruta con --store",
          leftAsItWasAdvice:
            "el archivo quedó como estaba: corrígelo, muévelo o indica otra ruta con --store",
          itemNotFound:
            "ningún elemento pendiente tiene el identificador 00000000-0000-0000-0000-000000000002: se eliminó o se marcó como completado",
          lineProblems: [
            "esa línea no es texto UTF-8; escribe «help» para ver los comandos",
            "esa línea supera los 65.536 bytes; escribe «help» para ver los comandos",
            "error: línea 1: comando desconocido «frob» en el formulario de edición; escribe «help» para ver sus comandos (title, due, save, done, delete, cancel)\n",
          ],
          saveRefusals: [
            "el elemento no se guardó: no se puede guardar en «/srv/todo.json»: la fecha de vencimiento de «Far away» está fuera del intervalo de años 0000 a 9999",
            "el elemento no se guardó: no se puede guardar en «/srv/todo.json»: la fecha de finalización de «Far away» está fuera del intervalo de años 0000 a 9999",
            "el elemento no se guardó: no se puede guardar en «/srv/todo.json»: el archivo es de solo lectura (modo 0444)",
            "el elemento no se guardó: no se puede guardar en «/srv/todo.json»: el usuario 65534 no puede escribir en él (pertenece al usuario 0, modo 0644)",
            "el elemento no se guardó: no se puede guardar en «/srv/todo.json»: tiene 2 nombres (enlaces físicos): al guardar, el archivo solo se reemplazaría bajo este nombre y los elementos antiguos seguirían bajo los demás; deja un solo nombre (los enlaces simbólicos sí se siguen)",
            "el elemento no se guardó: no se puede guardar en «/srv/todo.json»: la carpeta «/srv» tiene activado el bit sticky (modo 1777, como /tmp), así que solo el propietario del archivo, el usuario 0, puede reemplazarlo, y cada vez que se guarda se reemplaza el archivo",
            "el elemento no se guardó: no se puede guardar en «/srv/todo.json»: pertenece al usuario 0 y, al guardarlo, pasaría a pertenecer al usuario 65534",
            "el elemento no se guardó: no se puede guardar en «/srv/todo.json»: pertenece al grupo 0 y, al guardarlo, pasaría a pertenecer al grupo 65534",
            "el elemento no se guardó: no se puede guardar en «/srv/todo.json»: otro programa tiene el archivo de bloqueo «/srv/todo.json.lock» desde hace 30 s; no se guardó nada, inténtalo de nuevo",
            "el elemento no se guardó: no se puede guardar en «/srv/todo.json»: el archivo de bloqueo «/srv/todo.json.lock» es una carpeta, no un archivo normal; elimínalo",
            "el elemento no se guardó: no se puede guardar en «/srv/todo.json»: el guardado se canceló mientras esperaba el archivo de bloqueo «/srv/todo.json.lock»; no se guardó nada",
            "el elemento no se guardó: no se puede guardar en «/srv/todo.json»: no se puede bloquear «/srv/todo.json.lock»: error de entrada/salida",
          ],
          storeProblems: [
            "no se puede leer «/srv/todo.json»: permiso denegado",
            "no se puede usar «/srv/todo.json» como archivo de almacenamiento: es una carpeta, no un archivo normal",
          ],
          fileProblems: [
            "«/srv/todo.json» no es un archivo de tareas: no tiene versión (esta aplicación lee las versiones 1 y 2)",
            "«/srv/todo.json» no es un archivo de tareas: su versión no es un número entero (esta aplicación lee las versiones 1 y 2)",
            "«/srv/todo.json» no es un archivo de tareas: versión 3 desconocida (esta aplicación lee las versiones 1 y 2)",
            "«/srv/todo.json» no es un archivo de tareas: no es texto UTF-8 (línea 1, columna 35)",
            "«/srv/todo.json» no es un archivo de tareas: no es JSON válido (línea 1, columna 26)",
            "«/srv/todo.json» no es un archivo de tareas: tiene más de 512 niveles de anidamiento (línea 1, columna 513)",
            "en «/srv/todo.json», el elemento 1 no es válido: su valor \"due\" («next tuesday») no es una fecha y hora ISO\u{00A0}8601 con desfase horario, como 2026-11-23T00:00:00Z o 2026-11-23T09:30:00.5+01:00",
          ],
          calendars: [
            "gregoriano",
            "ISO\u{00A0}8601",
            "budista",
            "chino",
            "copto",
            "etíope",
            "etíope (Amete Alem)",
            "hebreo",
            "nacional hindú",
            "hijri",
            "hijri (tabular, época civil)",
            "hijri (tabular, época astronómica)",
            "hijri (Umm al-Qura)",
            "japonés",
            "persa",
            "de la República de China (Minguo)",
          ]
        ))
  }

  /// A system's reason follows a colon, after which Spanish goes on in lower case.
  @Test func `the system's reasons, each in lower case: it follows a colon`() {
    #expect(
      ScreenWords.systemReasons(in: "es_ES") == [
        "operación no permitida",
        "no existe el archivo o la carpeta",
        "error de entrada/salida",
        "descriptor de archivo incorrecto",
        "recurso no disponible temporalmente",
        "no se pudo asignar memoria",
        "permiso denegado",
        "dispositivo o recurso ocupado",
        "el archivo ya existe",
        "enlace entre dispositivos no válido",
        "no es una carpeta",
        "es una carpeta",
        "argumento inválido",
        "demasiados archivos abiertos en el sistema",
        "demasiados archivos abiertos",
        "archivo de texto ocupado",
        "archivo demasiado grande",
        "no queda espacio en el dispositivo",
        "sistema de archivos de solo lectura",
        "demasiados enlaces",
        "nombre de archivo demasiado largo",
        "demasiados niveles de enlaces simbólicos",
        "cuota de disco superada",
        "llamada al sistema interrumpida",
        "error del sistema (errno 6)",
      ])
  }
}
