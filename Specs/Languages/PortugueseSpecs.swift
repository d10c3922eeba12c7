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
          emptyTitle: "O título está vazio: digite pelo menos uma letra, um dígito ou um símbolo.",
          dueDateBeforeToday:
            "A data de vencimento 2014-05-01 é anterior a hoje: escolha 2014-05-21 ou depois.",
          notStored: "O item não foi salvo: Não há espaço disponível no dispositivo"))
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
            notDeleted: "Não excluído.", cancelled: "Cancelado: nada foi alterado."),
          heading: "Editando: Pay rent, vence 2014-05-31, sábado",
          emptyTitle: "O título está vazio: digite pelo menos uma letra, um dígito ou um símbolo.",
          dueDateBeforeToday:
            "A data de vencimento 2014-05-01 é anterior a hoje: escolha 2014-05-21 ou depois.",
          gone:
            "'Pay rent' não está mais na lista: outro programa o removeu ou o marcou como feito.",
          goneUnnamed:
            "Esse item não está mais na lista: outro programa o removeu ou o marcou como feito.",
          notSaved: "O item não foi salvo: Não há espaço disponível no dispositivo",
          notCompleted:
            "O item não foi marcado como feito: Não há espaço disponível no dispositivo",
          notDeleted: "O item não foi excluído: Não há espaço disponível no dispositivo",
          cannotRead: "Não foi possível ler o item: Não há espaço disponível no dispositivo"))
  }

  @Test func `the command hint names the commands, which stay English`() async {
    #expect(
      await ScreenWords.commandHint(in: "pt_BR")
        == "erro: comando desconhecido 'frobnicate'; digite 'help' para ver os comandos (list, add, open, explain, help, quit)\n"
    )
  }

  @Test func `the default store: where help says the items are kept, and what goes wrong`() {
    #expect(
      ScreenWords.defaultStore(in: "pt_BR")
        == DefaultStoreWords(
          keptInFile:
            "Os itens são guardados em /home/pat/.local/share/viper-todo/todos.json.",
          keptInMemory:
            "Os itens são guardados apenas na memória: somem quando o programa é encerrado.",
          cannotMakeFolder:
            "não é possível salvar em /home/pat/.local/share/viper-todo/todos.json: não é possível criar a pasta /home/pat/.local: Arquivo existe",
          noHome:
            "não há uma pasta pessoal onde guardar os itens: HOME não é um caminho absoluto, e o banco de dados de senhas não indica nenhuma para este usuário",
          noHomeAdvice:
            "defina HOME ou XDG_DATA_HOME como um caminho absoluto, informe um caminho em --store ou execute-o com --in-memory",
          otherPathAdvice:
            "informe um caminho em --store ou execute-o com --in-memory",
          leftAsItWasAdvice:
            "o arquivo ficou como estava: corrija-o, mova-o, informe um caminho em --store ou execute-o com --in-memory"
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
