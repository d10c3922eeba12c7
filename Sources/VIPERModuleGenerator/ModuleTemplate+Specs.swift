extension ModuleTemplate {
  /// The files of the specs: the interactor's, the presenter's, the wireframe's, and the
  /// module's whole, wired.
  var specs: [(name: String, text: String)] {
    [
      ("\(upper)InteractorSpecs", interactorSpecs), ("\(upper)PresenterSpecs", presenterSpecs),
      ("\(upper)WireframeSpecs", wireframeSpecs), ("\(upper)ModuleSpecs", moduleSpecs),
    ]
  }

  /// The `import` lines of a spec.
  private var specImports: String { imports(fakesImport, "Testing", moduleImport) }

  /// Returns the expectation that `condition` holds, at `indentation`, with the message it
  /// fails with: what the code must do, and so, in the test-first mode, what to write next.
  private func expectation(_ condition: String, _ message: String, indentation: String = "    ")
    -> String
  {
    let start = "\(indentation)#expect("
    let inner = indentation + "  "
    return Layout.fitting(
      "\(start)\(condition), \"\(message)\")",
      "\(start)\n\(inner)\(condition),\n\(inner)\"\(message)\")",
      "\(start)\n\(inner)\(condition),\n\(inner)\"\(message)\"\n\(indentation))")
  }

  /// Returns the declaration of `name`, the display data a spec expects with `entries`, as a
  /// stored property of a suite.
  private func expected(_ name: String, entries: String) -> String {
    Layout.fitting(
      #"  let \#(name) = \#(upper)DisplayData(title: "Opened from the list", entries: \#(entries))"#,
      #"""
        let \#(name) = \#(upper)DisplayData(
          title: "Opened from the list", entries: \#(entries))
      """#)
  }

  /// What the view shows as the module opens, with its comment.
  private var titleAlone: String {
    """
      /// What the view shows as the module opens: its title, and no entries yet.
    \(expected("titleAlone", entries: "[]"))
    """
  }

  /// What the view shows once the entries are found, with its comment.
  private var titleAndEntries: String {
    """
      /// What the view shows once the entries are found.
    \(expected("titleAndEntries", entries: #"["First", "Second"]"#))
    """
  }

  /// Returns the statement `statement = <the presenter>`, at `indentation`, given the
  /// interactor as `interactor` and the wireframe as `wireframe`.
  private func makePresenter(_ statement: String, interactor: String, indentation: String)
    -> String
  {
    Layout.fitting(
      "\(indentation)\(statement) = \(upper)Presenter(interactor: \(interactor), wireframe: wireframe)",
      """
      \(indentation)\(statement) = \(upper)Presenter(
      \(indentation)  interactor: \(interactor), wireframe: wireframe)
      """)
  }

  private var interactorSpecs: String {
    let asks = expectation(
      "dataManager.messages == [.\(lower)Entries]",
      "\(upper)Interactor.findEntries() asks the data manager")
    let reports = expectation(
      #"output.messages == [.foundEntries(["First", "Second"])]"#,
      "\(upper)Interactor.findEntries() reports the entries found")
    let reportsError = expectation(
      #"output.messages == [.failedToFindEntries("the disk is full")]"#,
      "\(upper)Interactor.findEntries() reports the data manager's error")
    return #"""
      \#(specImports)

      /// The \#(upper) interactor: it asks the data manager for the entries, and reports them, or the
      /// data manager's error, to its output.
      @MainActor
      struct \#(upper)InteractorSpecs {
        let dataManager = \#(upper)DataManagerSpy()
        let output = \#(upper)InteractorOutputSpy()
        let interactor: \#(upper)Interactor

        init() {
          interactor = \#(upper)Interactor(dataManager: dataManager)
          interactor.output = output
        }

        @Test func `finding the entries asks the data manager, and reports what it found`() async {
          dataManager.entries = ["First", "Second"]

          await interactor.findEntries()

      \#(asks)
      \#(reports)
        }

        @Test func `an error of the data manager is reported to the output`() async {
          dataManager.error = \#(upper)DataManagerSpy.Failure("the disk is full")

          await interactor.findEntries()

      \#(reportsError)
        }
      }

      """#
  }

  private var presenterSpecs: String {
    let showsTitle = expectation(
      "view.messages == [.show(titleAlone)]",
      "\(upper)Presenter shows the title as it is configured")
    let asks = expectation(
      "interactor.messages == [.findEntries]",
      "\(upper)Presenter.viewWillAppear() asks the interactor")
    let showsEntries = expectation(
      "view.messages == [.show(titleAlone), .show(titleAndEntries)]",
      "\(upper)Presenter.foundEntries(_:) shows the entries under the title")
    let failure = Layout.fitting(
      #"    presenter.failedToFindEntries(\#(upper)DataManagerSpy.Failure("the disk is full"))"#,
      #"""
          presenter.failedToFindEntries(
            \#(upper)DataManagerSpy.Failure("the disk is full"))
      """#)
    let dismisses = expectation(
      "wireframe.messages == [.dismiss\(upper)Interface]",
      "\(upper)Presenter.closeAction() dismisses through the wireframe")
    let tells = expectation(
      "moduleOutput.messages == [.\(lower)ModuleDidFinish]",
      "\(upper)Presenter.closeAction() tells the module output")
    return #"""
      \#(specImports)

      /// The \#(upper) presenter: what the view is told to show, what the interactor is asked, and
      /// how the module closes.
      @MainActor
      struct \#(upper)PresenterSpecs {
        let view = \#(upper)ViewSpy()
        let interactor = \#(upper)InteractorSpy()
        let wireframe = \#(upper)WireframeSpy()
        let moduleOutput = \#(upper)ModuleOutputSpy()
        let presenter: \#(upper)Presenter

      \#(titleAlone)
      \#(titleAndEntries)

        init() {
      \#(makePresenter("presenter", interactor: "interactor", indentation: "    "))
          presenter.view = view
          presenter.moduleOutput = moduleOutput
        }

        @Test func `configuring the view shows the title at once, with no entries yet`() {
          presenter.configureUserInterfaceForPresentation(title: "Opened from the list")

      \#(showsTitle)
        }

        @Test func `the view appearing asks the interactor for the entries`() async {
          await presenter.viewWillAppear()

      \#(asks)
          #expect(view.messages == [])
        }

        @Test func `the entries found are shown under the title the module was opened with`() {
          presenter.configureUserInterfaceForPresentation(title: "Opened from the list")

          presenter.foundEntries(["First", "Second"])

      \#(showsEntries)
        }

        @Test func `an error finding the entries is shown on the view`() {
      \#(failure)

          #expect(
            view.messages == [
              .showErrorMessage(
                "The \#(upper) module could not find its entries: the disk is full")
            ],
            "\#(upper)Presenter.failedToFindEntries(_:) shows the error")
        }

        @Test func `closing dismisses the view and tells the module that opened it`() async {
          await presenter.closeAction()

      \#(dismisses)
      \#(tells)
          #expect(interactor.messages == [])
        }
      }

      """#
  }

  private var wireframeSpecs: String {
    let presents = expectation(
      "view.messages == [.show(titleAlone), .present]",
      "\(upper)ModuleWireframe configures the presenter, then presents")
    let dismisses = expectation(
      "view.messages == [.dismiss]", "\(upper)ModuleWireframe takes the view off screen")
    return #"""
      \#(specImports)

      /// The \#(upper) wireframe: it configures the presenter before it presents the view, and
      /// dismisses the view.
      @MainActor
      struct \#(upper)WireframeSpecs {
      \#(titleAlone)

        @Test func `presenting configures the presenter with the title, then puts the view on screen`() {
          let wireframe = \#(upper)ModuleWireframe()
      \#(makePresenter("let presenter", interactor: "\(upper)InteractorSpy()", indentation: "    "))
          let view = \#(upper)ViewSpy()
          presenter.view = view
          wireframe.presenter = presenter
          wireframe.view = view

          wireframe.present\#(upper)Interface(title: "Opened from the list")

      \#(presents)
        }

        @Test func `dismissing takes the view off screen`() {
          let wireframe = \#(upper)ModuleWireframe()
          let view = \#(upper)ViewSpy()
          wireframe.view = view

          wireframe.dismiss\#(upper)Interface()

      \#(dismisses)
        }
      }

      """#
  }

  private var moduleSpecs: String {
    let wholeRun = expectation(
      "module.view.messages == [.show(titleAlone), .present, .show(titleAndEntries), .dismiss]",
      "The wired module shows its title, is presented, shows its entries and is dismissed")
    let ranFirst = expectation(
      "module.moduleOutput.messages == [.\(lower)ModuleDidFinish]",
      "The module runs, opened and closed (the specs above), before it is released",
      indentation: "      ")
    return #"""
      \#(specImports)

      /// The \#(upper) module whole, wired as a composition root wires it: the module input configures
      /// it, the module output is told, and releasing it frees every role.
      @MainActor
      struct \#(upper)ModuleSpecs {
        /// The roles of one \#(upper) module, wired as a composition root wires them.
        ///
        /// Spies stand in for the view, the data manager and the module that opens this one. The view
        /// owns the presenter, as a real view does.
        @MainActor
        struct Wired {
          let view = \#(upper)ViewSpy()
          let dataManager = \#(upper)DataManagerSpy(entries: ["First", "Second"])
          let moduleOutput = \#(upper)ModuleOutputSpy()
          let wireframe = \#(upper)ModuleWireframe()
          let interactor: \#(upper)Interactor
          let presenter: \#(upper)Presenter

          init() {
            interactor = \#(upper)Interactor(dataManager: dataManager)
      \#(makePresenter("presenter", interactor: "interactor", indentation: "      "))
            interactor.output = presenter
            wireframe.presenter = presenter
            presenter.moduleOutput = moduleOutput
            presenter.view = view
            wireframe.view = view
            view.eventHandler = presenter
          }

          /// Opens the module through its module input, lets the view appear, then closes it.
          func openAndClose() async {
            let module: any \#(upper)ModuleInput = wireframe
            module.present\#(upper)Interface(title: "Opened from the list")
            await presenter.viewWillAppear()
            await presenter.closeAction()
          }
        }

      \#(titleAlone)
      \#(titleAndEntries)

        @Test func `the module input configures the module, and the module output is told it closed`()
          async
        {
          let module = Wired()

          await module.openAndClose()

      \#(wholeRun)
          #expect(module.dataManager.messages == [.\#(lower)Entries])
          #expect(module.moduleOutput.messages == [.\#(lower)ModuleDidFinish])
        }

        @Test func `every reference back is weak: releasing the module frees every role`() async {
          weak var view: \#(upper)ViewSpy?
          weak var presenter: \#(upper)Presenter?
          weak var interactor: \#(upper)Interactor?
          weak var wireframe: \#(upper)ModuleWireframe?

          do {
            let module = Wired()
            await module.openAndClose()
            view = module.view
            presenter = module.presenter
            interactor = module.interactor
            wireframe = module.wireframe
      \#(ranFirst)
          }

          #expect(view == nil, "The presenter and the wireframe hold the view weakly")
          #expect(presenter == nil, "The interactor and the wireframe hold the presenter weakly")
          #expect(interactor == nil, "The presenter owns the interactor, and nothing else does")
          #expect(wireframe == nil, "The presenter owns the wireframe, and nothing else does")
        }
      }

      """#
  }
}
