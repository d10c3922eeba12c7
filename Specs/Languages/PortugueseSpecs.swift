import Testing
import TodoVIPER

/// Every word of the add and edit forms, and the command hint, in Portuguese (Brazil) (`pt_BR`): exact.
///
/// What the presenters show, through spies (see ``ScreenWords``): "today" is Wednesday
/// 2014-05-21, the item is "Pay rent" due on Saturday 2014-05-31, and a failing store has no
/// space left. The commands in the hint stay English.
@MainActor
struct PortugueseSpecs {
  @Test func `the add form: cancelled and every error of the add interactor`() async {
    #expect(
      await ScreenWords.addForm(in: "pt_BR")
        == AddScreenWords(
          cancelled: "Cancelado: nada foi adicionado.",
          emptyTitle: "o título está vazio: digite pelo menos uma letra, um dígito ou um símbolo.",
          dueDateBeforeToday:
            "a data de vencimento 2014-05-01 é anterior a hoje: escolha 2014-05-21 ou uma data posterior.",
          notStored: "o item não foi salvo: não há espaço disponível no dispositivo"))
  }

  @Test func `the edit form: its prompts, the item, and every error of the edit interactor`()
    async
  {
    #expect(
      await ScreenWords.editForm(in: "pt_BR")
        == EditScreenWords(
          command: "edit> ", confirmDelete: "Excluir? Digite yes para excluir: ",
          notDeletedAfterNo: "Nada foi excluído.", cancelled: "Cancelado: nada foi alterado.",
          heading: "Editando: “Pay rent”, vence 2014-05-31, sábado",
          emptyTitle: "o título está vazio: digite pelo menos uma letra, um dígito ou um símbolo.",
          dueDateBeforeToday:
            "a data de vencimento 2014-05-01 é anterior a hoje: escolha 2014-05-21 ou uma data posterior.",
          gone:
            "“Pay rent” não está mais na lista: outro programa o excluiu ou o marcou como concluído.",
          goneUnnamed:
            "esse item não está mais na lista: outro programa o excluiu ou o marcou como concluído.",
          notSaved: "o item não foi salvo: não há espaço disponível no dispositivo",
          notCompleted:
            "o item não foi marcado como concluído: não há espaço disponível no dispositivo",
          notDeleted: "o item não foi excluído: não há espaço disponível no dispositivo",
          cannotRead: "não foi possível ler o item: não há espaço disponível no dispositivo"))
  }

  @Test func `the command hint names the commands, which stay English`() async {
    #expect(
      await ScreenWords.commandHint(in: "pt_BR")
        == "erro: comando desconhecido “frobnicate”; digite “help” para ver os comandos (list, add, open, explain, help, quit)\n"
    )
  }

  @Test func `a line the form cannot read, at a terminal: one sentence, and what to do`() async {
    #expect(
      await ScreenWords.lineProblems(in: "pt_BR") == [
        "erro: essa linha não é texto UTF-8; digite-a de novo ou digite “cancel”.",
        "erro: essa linha tem mais de 65.536 bytes; digite uma mais curta ou digite “cancel”.",
      ])
  }

  @Test func `a system error no word names is told by its number`() {
    #expect(ScreenWords.unnamedSystemError(in: "pt_BR") == "erro do sistema (errno 6)")
  }

  @Test func `where the calendar cannot place now, the list and explain say why`() async {
    #expect(
      await ScreenWords.listUnplaceable(in: "pt_BR") == [
        "não foi possível carregar a lista: o calendário não consegue determinar hoje e a próxima semana para 1.000.000.000.000.000 s desde 1970",
        "não foi possível explicar a data de vencimento: o calendário não consegue determinar hoje e a próxima semana para 1.000.000.000.000.000 s desde 1970",
      ])
  }

  @Test func `a due date typed where the calendar cannot place now`() {
    #expect(
      ScreenWords.dueDateUnplaceable(in: "pt_BR", typed: "amanhã")
        == "o calendário não consegue situar “amanhã”: digite AAAA-MM-DD, uma data e hora ISO\u{00A0}8601 com Z ou um deslocamento de fuso horário (2026-11-23T09:30:00Z), hoje, amanhã ou um dia da semana."
    )
  }

  @Test func `a store that has no such item says so, before the edit form words it`() {
    #expect(
      ScreenWords.itemNotFound(in: "pt_BR")
        == "nenhum item a fazer tem o identificador 00000000-0000-0000-0000-000000000002: ele foi excluído ou marcado como concluído"
    )
  }

  @Test func `the default store: where help says the items are kept, and what goes wrong`() {
    #expect(
      ScreenWords.defaultStore(in: "pt_BR")
        == DefaultStoreWords(
          keptInFile:
            "Os itens são salvos em “/home/pat/.local/share/viper-todo/todos.json”.",
          keptInMemory:
            "Os itens são mantidos apenas na memória e são perdidos quando o programa é encerrado.",
          cannotMakeFolder:
            "não é possível salvar em “/home/pat/.local/share/viper-todo/todos.json”: não é possível criar a pasta “/home/pat/.local”: o arquivo já existe",
          noHome:
            "não há uma pasta pessoal onde guardar os itens: HOME não é um caminho absoluto, e o banco de dados de senhas não indica nenhuma para este usuário",
          noHomeAdvice:
            "defina HOME ou XDG_DATA_HOME como um caminho absoluto, informe um caminho em --store ou execute o programa com --in-memory",
          otherPathAdvice:
            "informe um caminho em --store ou execute o programa com --in-memory",
          leftAsItWasAdvice:
            "o arquivo ficou como estava: corrija-o, mova-o, informe um caminho em --store ou execute o programa com --in-memory",
          notYours:
            "não é possível usar “/home/pat/.local/share/viper-todo/todos.json” como arquivo de armazenamento: “/home/pat/.local/share/viper-todo” (um link simbólico) pertence ao usuário 65534, não a você (usuário 1000): esse usuário poderia substituir seus itens ou redirecionar o que você salva; mova o que está nesse caminho para outro lugar, e na próxima vez que você salvar tudo será recriado só para você",
          cannotMakePrivate:
            "não é possível usar “/home/pat/.local/share/viper-todo/todos.json” como arquivo de armazenamento: não é possível tornar a pasta “/home/pat/.local/share/viper-todo” privada para você (modo 0700): sistema de arquivos somente para leitura"
        ))
  }

  @Test func `words of the third hardening round: an item changed meanwhile, input not read`()
    async
  {
    #expect(
      await ScreenWords.hardening(in: "pt_BR")
        == HardeningWords(
          changedMeanwhileNotSaved:
            "“Pay rent” foi alterado por outro programa desde que foi aberto: sua alteração não foi salva, e o item é mostrado como está agora.",
          changedMeanwhileNotDeleted:
            "“Pay rent” foi alterado por outro programa desde que foi aberto: ele não foi excluído e é mostrado como está agora.",
          changedMeanwhileReason:
            "“Rent paid” foi alterado por outro programa desde que foi aberto",
          inputNotRead:
            "a entrada depois da linha 4 não foi lida: ela era para um formulário de edição que não foi aberto."
        ))
  }

  @Test func `explain: every row, seconds past 9999 written the Brazilian way, the calendar named`()
  {
    #expect(
      ScreenWords.explanation(in: "pt_BR") == [
        ExplanationRow("agora", "2014-05-21T12:00:00Z, quarta-feira"),
        ExplanationRow("vencimento", "253.402.351.199,5 s desde 1970, sábado"),
        ExplanationRow("início de hoje", "2014-05-21T00:00:00Z"),
        ExplanationRow("início de amanhã", "2014-05-22T00:00:00Z"),
        ExplanationRow("início do dia depois de amanhã", "2014-05-23T00:00:00Z"),
        ExplanationRow("início desta semana", "2014-05-18T00:00:00Z"),
        ExplanationRow("início da próxima semana", "2014-05-25T00:00:00Z"),
        ExplanationRow("início da semana seguinte à próxima", "2014-06-01T00:00:00Z"),
        ExplanationRow("seção", "a partir do início da semana seguinte à próxima: fora da lista"),
        ExplanationRow("fuso horário", "GMT (dados de fusos horários 2099z)"),
        ExplanationRow(
          "calendário", "gregoriano, primeiro dia da semana: domingo (--first-weekday 1)"),
      ])
  }

  /// Every word the third translation review changed (issue 41), where it shows.
  @Test func `the words of the third review: refusals, help, advice, a store's reasons, calendars`()
    async
  {
    #expect(
      await ScreenWords.reviewed(in: "pt_BR")
        == ReviewWords(
          noRows:
            "a lista não tem o item 1: ela está vazia.",
          noSuchRow:
            "a lista não tem o item 3: abra um de 1 a 2.",
          notADate:
            "“31/12/2026” não é uma data de vencimento: digite AAAA-MM-DD, uma data e hora ISO\u{00A0}8601 com Z ou um deslocamento de fuso horário (2026-11-23T09:30:00Z), hoje, amanhã ou um dia da semana.",
          skippedDay:
            "2011-12-30 não existe em Pacific/Apia: o fuso horário pulou esse dia. Escolha outro dia.",
          cannotPlace:
            "o calendário não consegue situar “friday”: digite AAAA-MM-DD, uma data e hora ISO\u{00A0}8601 com Z ou um deslocamento de fuso horário (2026-11-23T09:30:00Z), hoje, amanhã ou um dia da semana.",
          help:
            "Comandos, um por linha:\n  list    mostrar os itens que vencem de hoje até o fim da próxima semana\n  add     adicionar um item: digitar seus campos (veja “Campos de um item” abaixo) um por\n          linha, nessa ordem (uma linha “cancel” ou o fim da entrada cancela o formulário)\n  open <n>\n          alterar, marcar como concluído ou excluir o item da linha n da lista no formulário\n          de edição, que aceita um comando por linha (help os lista lá)\n  explain <data>\n          mostrar onde uma data de vencimento cai agora: o início de hoje, de amanhã, desta\n          semana, da próxima e da seguinte, a regra aplicada, o fuso horário (e a versão dos\n          seus dados) e o calendário\n  help    mostrar esta ajuda\n  quit    sair (assim como o fim da entrada)\n\nUma entrada ou alteração recusada (um título vazio, uma data anterior a hoje ou uma que não\npode ser lida) é pedida de novo em um terminal. De um pipe ou de um arquivo, onde ninguém pode\nresponder, o formulário termina sem salvar nada, o problema é informado com os números das\nlinhas de entrada, a linha seguinte é lida como um comando e o status de saída é 1.\n\nDatas de vencimento: AAAA-MM-DD (o início desse dia), uma data e hora ISO\u{00A0}8601 com Z ou um deslocamento de fuso horário (2026-11-23T09:30:00Z, 2025-06-11T23:59:59.999-04:00), hoje, amanhã ou um dia da semana em português ou em inglês (o próximo dia com esse nome, hoje incluído).",
          fields: [
            "Campos de um item, na ordem em que add os pede, um por linha:",
            "o que fazer",
            "quando vence, em um dos formatos que a ajuda indica em “Datas de vencimento”",
          ],
          editHelp: [
            "Comandos do formulário de edição, um por linha. Para alterar um campo, digite o nome dele e, na linha seguinte, o novo valor:",
            "salvar as alterações e fechar",
            "marcar o item como concluído e fechar",
            "excluir o item (digite yes na linha seguinte para confirmar) e fechar",
            "fechar sem alterar nada (assim como o fim da entrada)",
          ],
          memoryOnly:
            "todo: não é possível usar “todo.json”: este programa guarda seus itens apenas na memória\ntodo: execute o programa sem --store\n",
          createFolderAdvice:
            "crie a pasta ou informe outro caminho em --store",
          otherPathAdvice:
            "informe outro caminho em --store",
          leftAsItWasAdvice:
            "o arquivo ficou como estava: corrija-o, mova-o ou informe outro caminho em --store",
          itemNotFound:
            "nenhum item a fazer tem o identificador 00000000-0000-0000-0000-000000000002: ele foi excluído ou marcado como concluído",
          lineProblems: [
            "essa linha não é texto UTF-8; digite “help” para ver os comandos",
            "essa linha tem mais de 65.536 bytes; digite “help” para ver os comandos",
            "erro: linha 1: comando desconhecido “frob” no formulário de edição; digite “help” para ver seus comandos (title, due, save, done, delete, cancel)\n",
          ],
          saveRefusals: [
            "o item não foi salvo: não é possível salvar em “/srv/todo.json”: a data de vencimento de “Far away” está fora do intervalo de anos 0000 a 9999",
            "o item não foi salvo: não é possível salvar em “/srv/todo.json”: a data de conclusão de “Far away” está fora do intervalo de anos 0000 a 9999",
            "o item não foi salvo: não é possível salvar em “/srv/todo.json”: o arquivo é somente leitura (modo 0444)",
            "o item não foi salvo: não é possível salvar em “/srv/todo.json”: o usuário 65534 não pode escrever nele (pertence ao usuário 0, modo 0644)",
            "o item não foi salvo: não é possível salvar em “/srv/todo.json”: ele tem 2 nomes (links físicos): salvar só o substituiria sob este nome, e os itens antigos ficariam sob os outros; mantenha um só nome (links simbólicos são seguidos)",
            "o item não foi salvo: não é possível salvar em “/srv/todo.json”: a pasta “/srv” tem o sticky bit ativado (modo 1777, como /tmp), então só o dono do arquivo, o usuário 0, pode substituí-lo, e cada vez que se salva, o arquivo é substituído",
            "o item não foi salvo: não é possível salvar em “/srv/todo.json”: ele pertence ao usuário 0 e, ao ser salvo, passaria a pertencer ao usuário 65534",
            "o item não foi salvo: não é possível salvar em “/srv/todo.json”: ele pertence ao grupo 0 e, ao ser salvo, passaria a pertencer ao grupo 65534",
            "o item não foi salvo: não é possível salvar em “/srv/todo.json”: outro programa está com o arquivo de bloqueio “/srv/todo.json.lock” há 30 s; nada foi salvo, tente de novo",
            "o item não foi salvo: não é possível salvar em “/srv/todo.json”: o arquivo de bloqueio “/srv/todo.json.lock” é uma pasta, não um arquivo comum; remova-o",
            "o item não foi salvo: não é possível salvar em “/srv/todo.json”: a operação de salvar foi cancelada enquanto aguardava o arquivo de bloqueio “/srv/todo.json.lock”; nada foi salvo",
            "o item não foi salvo: não é possível salvar em “/srv/todo.json”: não é possível bloquear “/srv/todo.json.lock”: erro de entrada/saída",
          ],
          storeProblems: [
            "não é possível ler “/srv/todo.json”: permissão negada",
            "não é possível usar “/srv/todo.json” como arquivo de armazenamento: é uma pasta, não um arquivo comum",
          ],
          fileProblems: [
            "“/srv/todo.json” não é um arquivo de tarefas: ele não tem versão (este aplicativo lê as versões 1 e 2)",
            "“/srv/todo.json” não é um arquivo de tarefas: sua versão não é um número inteiro (este aplicativo lê as versões 1 e 2)",
            "“/srv/todo.json” não é um arquivo de tarefas: versão 3 desconhecida (este aplicativo lê as versões 1 e 2)",
            "“/srv/todo.json” não é um arquivo de tarefas: não é texto UTF-8 (linha 1, coluna 35)",
            "“/srv/todo.json” não é um arquivo de tarefas: não é JSON válido (linha 1, coluna 26)",
            "“/srv/todo.json” não é um arquivo de tarefas: tem mais de 512 níveis de aninhamento (linha 1, coluna 513)",
            "em “/srv/todo.json”, o item 1 não é válido: seu valor \"due\" (“next tuesday”) não é uma data e hora ISO\u{00A0}8601 com deslocamento de fuso horário, como 2026-11-23T00:00:00Z ou 2026-11-23T09:30:00.5+01:00",
          ],
          calendars: [
            "gregoriano",
            "ISO\u{00A0}8601",
            "budista",
            "chinês",
            "copta",
            "etíope",
            "etíope (Amete Alem)",
            "hebraico",
            "nacional indiano",
            "hijri",
            "hijri (tabular, época civil)",
            "hijri (tabular, época astronômica)",
            "hijri (Umm al-Qura)",
            "japonês",
            "persa",
            "da República da China (Minguo)",
          ]
        ))
  }

  /// A system's reason follows a colon, after which Portuguese goes on in lower case.
  @Test func `the system's reasons, each in lower case: it follows a colon`() {
    #expect(
      ScreenWords.systemReasons(in: "pt_BR") == [
        "operação não permitida",
        "arquivo ou pasta inexistente",
        "erro de entrada/saída",
        "descritor de arquivo inválido",
        "recurso temporariamente indisponível",
        "não foi possível alocar memória",
        "permissão negada",
        "dispositivo ou recurso está ocupado",
        "o arquivo já existe",
        "link inválido entre dispositivos",
        "não é uma pasta",
        "é uma pasta",
        "argumento inválido",
        "arquivos demais abertos no sistema",
        "arquivos demais abertos",
        "arquivo de texto ocupado",
        "arquivo muito grande",
        "não há espaço disponível no dispositivo",
        "sistema de arquivos somente para leitura",
        "links demais",
        "nome de arquivo muito longo",
        "níveis demais de links simbólicos",
        "cota de disco excedida",
        "chamada de sistema interrompida",
        "erro do sistema (errno 6)",
      ])
  }
}
