extension ModuleTemplate {
  /// The files of the module's own folder: its protocols, its data-manager port, its display
  /// data, and its interactor, presenter and wireframe.
  var roles: [(name: String, text: String)] {
    [
      ("\(upper)Interfaces", interfaces), ("\(upper)DataManager", dataManager),
      ("\(upper)DisplayData", displayData), ("\(upper)Interactor", interactor),
      ("\(upper)Presenter", presenter), ("\(upper)ModuleWireframe", wireframe),
    ]
  }

  private var interfaces: String {
    #"""
    // Every protocol of the \#(upper) module, in one place. The names say which way the calls go:
    // an `Input` is what a role is told, an `Output` is what it tells.
    //
    // Every role of the module runs on the main actor; only the data manager (see
    // `\#(upper)DataManager`) works elsewhere. A call that waits for the data manager is `async`;
    // one that only shows or routes is not.

    /// What the \#(upper) presenter and the \#(upper) wireframe tell the \#(upper) view.
    ///
    /// The view implements it; the presenter and the wireframe hold it weakly, as the view owns the
    /// presenter.
    @MainActor
    public protocol \#(upper)ViewInput: AnyObject {
      /// Shows the title and the entries.
      func show(_ data: \#(upper)DisplayData)
      /// Shows what went wrong; the view stays on screen.
      func showErrorMessage(_ message: String)
      /// Puts the view on screen; only the wireframe calls it.
      func present()
      /// Takes the view off screen; only the wireframe calls it.
      func dismiss()
    }

    /// What the \#(upper) view tells its presenter when the user acts.
    ///
    /// The \#(upper) presenter implements it; the view calls it, and owns it.
    @MainActor
    public protocol \#(upper)ViewOutput: AnyObject {
      /// Asks for the entries as the view appears, and returns once the view has been told what to
      /// show.
      func viewWillAppear() async
      /// Closes the view, and returns once the module that opened it has been told.
      func closeAction() async
    }

    /// The \#(upper) interactor's use case, as the presenter asks for it.
    @MainActor
    public protocol \#(upper)InteractorInput {
      /// Finds the entries, and reports them, or why they could not be found, to the output.
      func findEntries() async
    }

    /// What the \#(upper) interactor reports.
    ///
    /// The \#(upper) presenter implements it; the interactor holds it weakly.
    @MainActor
    public protocol \#(upper)InteractorOutput: AnyObject {
      /// Receives the entries, in the data manager's order.
      func foundEntries(_ entries: [String])
      /// Receives the reason the entries could not be found.
      func failedToFindEntries(_ error: any Error)
    }

    /// What the \#(upper) presenter tells its wireframe: the module's navigation.
    ///
    /// The class ``\#(upper)ModuleWireframe`` implements it.
    @MainActor
    public protocol \#(upper)WireframeInput {
      /// Takes the view off screen.
      func dismiss\#(upper)Interface()
    }

    /// The \#(upper) module as another module starts it, with the data it passes in.
    ///
    /// ``\#(upper)ModuleWireframe`` implements it; the wireframe of the module that opens it calls it.
    @MainActor
    public protocol \#(upper)ModuleInput {
      /// Presents the view, with `title` as its title.
      func present\#(upper)Interface(title: String)
    }

    /// What the \#(upper) module tells the module that opened it.
    ///
    /// That module's presenter implements it; the \#(upper) presenter holds it weakly.
    @MainActor
    public protocol \#(upper)ModuleOutput: AnyObject {
      /// Receives word that the view was closed, and returns once that module has acted on it.
      func \#(lower)ModuleDidFinish() async
    }

    """#
  }

  private var dataManager: String {
    #"""
    /// The \#(upper) module's data manager: finds the entries the module shows.
    ///
    /// The \#(upper) interactor calls it; a store adapter implements it. It is asynchronous, as a
    /// store reads a disk or a network and must not hold up the main actor while it does, and
    /// `Sendable`, so that the main-actor interactor can hand it work that runs elsewhere.
    public protocol \#(upper)DataManager: Sendable {
      /// Returns the entries, in the order the module shows them.
      ///
      /// - Throws: The store's error when it cannot be read.
      func \#(lower)Entries() async throws -> [String]
    }

    """#
  }

  private var displayData: String {
    #"""
    /// What the \#(upper) view shows: a title, and the entries in order.
    public struct \#(upper)DisplayData: Hashable, Sendable {
      /// The title, as the module that opened this one gave it.
      public var title: String
      /// The entries, as the data manager gave them.
      public var entries: [String]

      /// Creates the display data.
      public init(title: String, entries: [String]) {
        self.title = title
        self.entries = entries
      }
    }

    """#
  }

  private var interactor: String {
    let declaration = Layout.fitting(
      "public final class \(upper)Interactor: \(upper)InteractorInput {",
      "public final class \(upper)Interactor:\n  \(upper)InteractorInput\n{")
    let find = body(
      """
          let entries: [String]
          do {
            entries = try await dataManager.\(lower)Entries()
          } catch {
            output?.failedToFindEntries(error)
            return
          }
          output?.foundEntries(entries)
      """,
      next: """
            // Test-first: ask the data manager for the entries, then report them to the output, or
            // its error if it throws (\(upper)InteractorSpecs).
        """)
    return #"""
      /// The \#(upper) module's interactor: finds the entries through the data manager, and reports
      /// them to its output.
      ///
      /// It runs on the main actor, with the presenter it reports to; the one slow step, the data
      /// manager, is `async` and runs wherever the data manager runs.
      @MainActor
      \#(declaration)
        /// Where the results go; held weakly, as the presenter owns the interactor.
        public weak var output: (any \#(upper)InteractorOutput)?

        private let dataManager: any \#(upper)DataManager

        /// Creates the interactor.
        ///
        /// - Parameter dataManager: Where the entries are found.
        public init(dataManager: any \#(upper)DataManager) {
          self.dataManager = dataManager
        }

        /// Finds the entries, and reports them, or the data manager's error, to the output.
        public func findEntries() async {
      \#(find)
        }
      }

      """#
  }

  private var presenter: String {
    let initializer = Layout.fitting(
      """
        public init(interactor: any \(upper)InteractorInput, wireframe: any \(upper)WireframeInput) {
      """,
      """
        public init(
          interactor: any \(upper)InteractorInput, wireframe: any \(upper)WireframeInput
        ) {
      """,
      """
        public init(
          interactor: any \(upper)InteractorInput,
          wireframe: any \(upper)WireframeInput
        ) {
      """)
    let configure = body(
      """
          self.title = title
          view?.show(\(upper)DisplayData(title: title, entries: []))
      """,
      next: """
            // Test-first: keep the title, and show it on the view with no entries yet
            // (\(upper)PresenterSpecs).
        """)
    let appear = body(
      "    await interactor.findEntries()",
      next: "    // Test-first: ask the interactor to find the entries (\(upper)PresenterSpecs).")
    let close = body(
      """
          wireframe.dismiss\(upper)Interface()
          await moduleOutput?.\(lower)ModuleDidFinish()
      """,
      next: """
            // Test-first: ask the wireframe to dismiss the view, then tell the module output
            // (\(upper)PresenterSpecs).
        """)
    let found = body(
      "    view?.show(\(upper)DisplayData(title: title, entries: entries))",
      next: "    // Test-first: show the entries under the title (\(upper)PresenterSpecs).")
    let failed = body(
      Layout.fitting(
        #"    view?.showErrorMessage("The \#(upper) module could not find its entries: \(error)")"#,
        """
            view?.showErrorMessage(
              "The \(upper) module could not find its entries: \\(error)")
        """),
      next: """
            // Test-first: show the error in a sentence that names the module
            // (\(upper)PresenterSpecs).
        """)
    return #"""
      /// The \#(upper) module's presenter: shows the title the module was opened with, asks for the
      /// entries when the view appears and shows them, and closes the view.
      ///
      /// The view calls it as its ``\#(upper)ViewOutput``; the interactor reports to it as its
      /// ``\#(upper)InteractorOutput``; the wireframe configures it before the view is shown. It owns
      /// the interactor and the wireframe, and holds the view and the module output weakly. It runs
      /// on the main actor, because it tells the view what to show.
      @MainActor
      public final class \#(upper)Presenter {
        /// The view it tells what to show; held weakly, as the view owns its presenter.
        public weak var view: (any \#(upper)ViewInput)?
        /// The module that opened this one; held weakly.
        public weak var moduleOutput: (any \#(upper)ModuleOutput)?

        private let interactor: any \#(upper)InteractorInput
        private let wireframe: any \#(upper)WireframeInput
        /// The title the module was opened with: the data passed in.
        private var title = ""

        /// Creates the presenter.
        ///
        /// - Parameters:
        ///   - interactor: The module's use case.
        ///   - wireframe: The module's navigation.
      \#(initializer)
          self.interactor = interactor
          self.wireframe = wireframe
        }

        /// Prepares the view before it is shown: keeps `title`, the data passed in, and shows it at
        /// once, with no entries yet.
        public func configureUserInterfaceForPresentation(title: String) {
      \#(configure)
        }
      }

      extension \#(upper)Presenter: \#(upper)ViewOutput {
        /// Asks the interactor for the entries, and returns once they are shown.
        public func viewWillAppear() async {
      \#(appear)
        }

        /// Dismisses the view through the wireframe, then tells the module output.
        public func closeAction() async {
      \#(close)
        }
      }

      extension \#(upper)Presenter: \#(upper)InteractorOutput {
        /// Shows the entries under the title.
        public func foundEntries(_ entries: [String]) {
      \#(found)
        }

        /// Shows why the entries could not be found.
        public func failedToFindEntries(_ error: any Error) {
      \#(failed)
        }
      }

      """#
  }

  private var wireframe: String {
    let moduleInput = Layout.fitting(
      "extension \(upper)ModuleWireframe: \(upper)ModuleInput {",
      "extension \(upper)ModuleWireframe:\n  \(upper)ModuleInput\n{")
    let wireframeInput = Layout.fitting(
      "extension \(upper)ModuleWireframe: \(upper)WireframeInput {",
      "extension \(upper)ModuleWireframe:\n  \(upper)WireframeInput\n{")
    let present = body(
      """
          presenter?.configureUserInterfaceForPresentation(title: title)
          view?.present()
      """,
      next: """
            // Test-first: have the presenter show the title, then present the view
            // (\(upper)WireframeSpecs).
        """)
    let dismiss = body(
      "    view?.dismiss()",
      next: "    // Test-first: dismiss the view (\(upper)WireframeSpecs).")
    return #"""
      /// The \#(upper) module's wireframe: presents the view, with the data passed in, and dismisses
      /// it.
      ///
      /// Other modules start it as a ``\#(upper)ModuleInput``; its presenter closes it as a
      /// ``\#(upper)WireframeInput``. It holds the view and the presenter weakly: the presenter owns
      /// it. It runs on the main actor, as navigation does.
      @MainActor
      public final class \#(upper)ModuleWireframe {
        /// The view it puts on screen.
        public weak var view: (any \#(upper)ViewInput)?
        /// The presenter that prepares the view before it is shown.
        public weak var presenter: \#(upper)Presenter?

        /// Creates the wireframe; the composition root sets its view and presenter.
        public init() {}
      }

      \#(moduleInput)
        /// Prepares the view through the presenter, with `title`, then puts it on screen.
        public func present\#(upper)Interface(title: String) {
      \#(present)
        }
      }

      \#(wireframeInput)
        /// Takes the view off screen.
        public func dismiss\#(upper)Interface() {
      \#(dismiss)
        }
      }

      """#
  }
}
