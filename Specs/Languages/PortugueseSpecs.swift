import Testing
import TodoVIPER

/// Every word of the add and edit forms, and the command hint, in Portuguese (Brazil) (`pt_BR`): exact.
///
/// What the presenters show, through spies (see ``ScreenWords``): "today" is Wednesday
/// 2014-05-21, the item is "Pay rent" due on Saturday 2014-05-31, and a failing store has no
/// space left. The commands in the hint stay English.
@MainActor
struct PortugueseSpecs {
  @Test func `the add form: its prompts, cancelled and every error of the add interactor`() async {
    #expect(
      await ScreenWords.addForm(in: "pt_BR")
        == AddScreenWords(
          labels: AddFormLabels(
            title: "Título: ", dueDate: "Vencimento (2014-05-21 ou depois): ",
            cancelled: "Cancelado: nada foi adicionado."),
          emptyTitle: "o título está vazio: digite pelo menos uma letra, um dígito ou um símbolo.",
          dueDateBeforeToday:
            "a data de vencimento 2014-05-01 é anterior a hoje: escolha 2014-05-21 ou uma data posterior.",
          notStored: "o item não foi salvo: Não há espaço disponível no dispositivo"))
  }

  @Test func `the edit form: its prompts, the item, and every error of the edit interactor`()
    async
  {
    #expect(
      await ScreenWords.editForm(in: "pt_BR")
        == EditScreenWords(
          labels: EditFormLabels(
            command: "edit> ", title: "Título: ",
            dueDate: "Vencimento (2014-05-21 ou depois): ",
            confirmDelete: "Excluir? Digite yes para excluir: ",
            notDeleted: "Nada foi excluído.", cancelled: "Cancelado: nada foi alterado."),
          heading: "Editando: “Pay rent”, vence 2014-05-31, sábado",
          emptyTitle: "o título está vazio: digite pelo menos uma letra, um dígito ou um símbolo.",
          dueDateBeforeToday:
            "a data de vencimento 2014-05-01 é anterior a hoje: escolha 2014-05-21 ou uma data posterior.",
          gone:
            "“Pay rent” não está mais na lista: outro programa o removeu ou o marcou como feito.",
          goneUnnamed:
            "esse item não está mais na lista: outro programa o removeu ou o marcou como feito.",
          notSaved: "o item não foi salvo: Não há espaço disponível no dispositivo",
          notCompleted:
            "o item não foi marcado como feito: Não há espaço disponível no dispositivo",
          notDeleted: "o item não foi excluído: Não há espaço disponível no dispositivo",
          cannotRead: "não foi possível ler o item: Não há espaço disponível no dispositivo"))
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
        "erro: essa linha tem mais de 65536 bytes; digite uma mais curta ou digite “cancel”.",
      ])
  }

  @Test func `a system error no word names is told by its number`() {
    #expect(ScreenWords.unnamedSystemError(in: "pt_BR") == "Erro do sistema (errno 6)")
  }

  @Test func `where the calendar cannot place now, the list and explain say why`() async {
    #expect(
      await ScreenWords.listUnplaceable(in: "pt_BR") == [
        "não foi possível carregar a lista: o calendário não consegue determinar hoje e a próxima semana para 1000000000000000.0 s após 1970",
        "não foi possível explicar a data de vencimento: o calendário não consegue determinar hoje e a próxima semana para 1000000000000000.0 s após 1970",
      ])
  }

  @Test func `a due date typed where the calendar cannot place now`() {
    #expect(
      ScreenWords.dueDateUnplaceable(in: "pt_BR", typed: "amanhã")
        == "o calendário não consegue situar “amanhã”: digite YYYY-MM-DD, uma data e hora ISO 8601 com Z ou um deslocamento (2026-11-23T09:30:00Z), hoje, amanhã ou um dia da semana."
    )
  }

  @Test func `a store that has no such item says so, before the edit form words it`() {
    #expect(
      ScreenWords.itemNotFound(in: "pt_BR")
        == "nenhum item a fazer tem a identidade 00000000-0000-0000-0000-000000000002: ele foi removido ou marcado como feito"
    )
  }

  @Test func `the default store: where help says the items are kept, and what goes wrong`() {
    #expect(
      ScreenWords.defaultStore(in: "pt_BR")
        == DefaultStoreWords(
          keptInFile:
            "Os itens são guardados em “/home/pat/.local/share/viper-todo/todos.json”.",
          keptInMemory:
            "Os itens são guardados apenas na memória: somem quando o programa é encerrado.",
          cannotMakeFolder:
            "não é possível salvar em “/home/pat/.local/share/viper-todo/todos.json”: não é possível criar a pasta “/home/pat/.local”: Arquivo existe",
          noHome:
            "não há uma pasta pessoal onde guardar os itens: HOME não é um caminho absoluto, e o banco de dados de senhas não indica nenhuma para este usuário",
          noHomeAdvice:
            "defina HOME ou XDG_DATA_HOME como um caminho absoluto, informe um caminho em --store ou execute-o com --in-memory",
          otherPathAdvice:
            "informe um caminho em --store ou execute-o com --in-memory",
          leftAsItWasAdvice:
            "o arquivo ficou como estava: corrija-o, mova-o, informe um caminho em --store ou execute-o com --in-memory",
          notYours:
            "não é possível usar “/home/pat/.local/share/viper-todo/todos.json” como arquivo de armazenamento: “/home/pat/.local/share/viper-todo” (um link simbólico) pertence ao usuário 65534, não a você (usuário 1000): esse usuário poderia trocar seus itens ou desviar seus salvamentos; mova-o para outro lugar, e o próximo salvamento criará um novo, privado para você",
          cannotMakePrivate:
            "não é possível usar “/home/pat/.local/share/viper-todo/todos.json” como arquivo de armazenamento: não é possível tornar a pasta “/home/pat/.local/share/viper-todo” privada para você (modo 0700): Sistema de arquivos somente para leitura"
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
            "“Pay rent” foi alterado por outro programa desde que foi aberto: ele não foi excluído, e é mostrado como está agora.",
          changedMeanwhileReason:
            "“Rent paid” foi alterado por outro programa desde que foi aberto",
          inputNotRead:
            "a entrada depois da linha 4 não foi lida: ela era para um formulário de edição que não foi aberto."
        ))
  }
}
