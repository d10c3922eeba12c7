extension ModuleTemplate {
  /// The files of the test doubles: a spy for each protocol of the module, each recording what
  /// it is told in `messages`, which a spec compares with a literal.
  var spies: [(name: String, text: String)] {
    [
      ("\(upper)ViewSpy", viewSpy), ("\(upper)ViewOutputSpy", viewOutputSpy),
      ("\(upper)InteractorSpy", interactorSpy),
      ("\(upper)InteractorOutputSpy", interactorOutputSpy),
      ("\(upper)WireframeSpy", wireframeSpy), ("\(upper)ModuleInputSpy", moduleInputSpy),
      ("\(upper)ModuleOutputSpy", moduleOutputSpy), ("\(upper)DataManagerSpy", dataManagerSpy),
    ]
  }

  /// Returns the declaration of the spy class `name`, which conforms to `conformance`.
  private func spyClass(_ name: String, _ conformance: String) -> String {
    Layout.fitting(
      "public final class \(name): \(conformance) {",
      "public final class \(name):\n  \(conformance)\n{")
  }

  /// Returns a method of a spy, `signature` then `body`, on one line when it fits.
  private func spyMethod(_ signature: String, _ body: String) -> String {
    Layout.fitting(
      "  \(signature) { \(body) }",
      "  \(signature) {\n    \(body)\n  }")
  }

  private var viewSpy: String {
    #"""
    \#(imports(moduleImport))

    /// A spy \#(upper) view that records what the presenter and the wireframe tell it.
    @MainActor
    \#(spyClass("\(upper)ViewSpy", "\(upper)ViewInput"))
      /// A message the view received.
      public enum Message: Hashable, Sendable {
        case show(\#(upper)DisplayData)
        case showErrorMessage(String)
        case present
        case dismiss
      }

      /// Every message, in the order received.
      public private(set) var messages: [Message] = []
      /// The presenter the view owns, as a real view owns the presenter it sends the user's actions
      /// to; the spy never calls it.
      public var eventHandler: (any \#(upper)ViewOutput)?

      /// Creates a spy that has received nothing.
      public init() {}

    \#(spyMethod("public func show(_ data: \(upper)DisplayData)", "messages.append(.show(data))"))
      public func showErrorMessage(_ message: String) { messages.append(.showErrorMessage(message)) }
      public func present() { messages.append(.present) }
      public func dismiss() { messages.append(.dismiss) }
    }

    """#
  }

  private var viewOutputSpy: String {
    #"""
    \#(imports(moduleImport))

    /// A spy \#(upper) presenter, seen from the view, that records the user's actions: for the specs
    /// of a view.
    @MainActor
    \#(spyClass("\(upper)ViewOutputSpy", "\(upper)ViewOutput"))
      /// An action the view relayed.
      public enum Message: Hashable, Sendable {
        case viewWillAppear
        case closeAction
      }

      /// Every action, in the order received.
      public private(set) var messages: [Message] = []

      /// Creates a spy that has received nothing.
      public init() {}

      public func viewWillAppear() async { messages.append(.viewWillAppear) }
      public func closeAction() async { messages.append(.closeAction) }
    }

    """#
  }

  private var interactorSpy: String {
    #"""
    \#(imports(moduleImport))

    /// A spy \#(upper) interactor that records what the presenter asks of it.
    @MainActor
    \#(spyClass("\(upper)InteractorSpy", "\(upper)InteractorInput"))
      /// A request the interactor received.
      public enum Message: Hashable, Sendable {
        case findEntries
      }

      /// Every request, in the order received.
      public private(set) var messages: [Message] = []

      /// Creates a spy that has received nothing.
      public init() {}

      public func findEntries() async { messages.append(.findEntries) }
    }

    """#
  }

  private var interactorOutputSpy: String {
    #"""
    \#(imports(moduleImport))

    /// A spy \#(upper) interactor output that records what the interactor reports.
    @MainActor
    \#(spyClass("\(upper)InteractorOutputSpy", "\(upper)InteractorOutput"))
      /// A report the output received; an error is recorded as its description.
      public enum Message: Hashable, Sendable {
        case foundEntries([String])
        case failedToFindEntries(String)
      }

      /// Every report, in the order received.
      public private(set) var messages: [Message] = []

      /// Creates a spy that has received nothing.
      public init() {}

      public func foundEntries(_ entries: [String]) { messages.append(.foundEntries(entries)) }

      public func failedToFindEntries(_ error: any Error) {
        messages.append(.failedToFindEntries(String(describing: error)))
      }
    }

    """#
  }

  private var wireframeSpy: String {
    #"""
    \#(imports(moduleImport))

    /// A spy \#(upper) wireframe that records the navigation the presenter asks for.
    @MainActor
    \#(spyClass("\(upper)WireframeSpy", "\(upper)WireframeInput"))
      /// A navigation request the wireframe received.
      public enum Message: Hashable, Sendable {
        case dismiss\#(upper)Interface
      }

      /// Every request, in the order received.
      public private(set) var messages: [Message] = []

      /// Creates a spy that has received nothing.
      public init() {}

    \#(spyMethod(
      "public func dismiss\(upper)Interface()", "messages.append(.dismiss\(upper)Interface)"))
    }

    """#
  }

  private var moduleInputSpy: String {
    #"""
    \#(imports(moduleImport))

    /// A spy \#(upper) module input, the module as another module's wireframe starts it: for the
    /// specs of that wireframe.
    @MainActor
    \#(spyClass("\(upper)ModuleInputSpy", "\(upper)ModuleInput"))
      /// A request the module received.
      public enum Message: Hashable, Sendable {
        case present\#(upper)Interface(title: String)
      }

      /// Every request, in the order received.
      public private(set) var messages: [Message] = []

      /// Creates a spy that has received nothing.
      public init() {}

      public func present\#(upper)Interface(title: String) {
        messages.append(.present\#(upper)Interface(title: title))
      }
    }

    """#
  }

  private var moduleOutputSpy: String {
    #"""
    \#(imports(moduleImport))

    /// A spy \#(upper) module output, the side of the module that opened it, that records what the
    /// \#(upper) module tells it.
    @MainActor
    \#(spyClass("\(upper)ModuleOutputSpy", "\(upper)ModuleOutput"))
      /// A message the module output received.
      public enum Message: Hashable, Sendable {
        case \#(lower)ModuleDidFinish
      }

      /// Every message, in the order received.
      public private(set) var messages: [Message] = []

      /// Creates a spy that has received nothing.
      public init() {}

    \#(spyMethod(
      "public func \(lower)ModuleDidFinish() async", "messages.append(.\(lower)ModuleDidFinish)"))
    }

    """#
  }

  private var dataManagerSpy: String {
    #"""
    \#(imports(moduleImport))

    /// A spy \#(upper) data manager: it records each call, and answers with canned entries, or fails
    /// with a canned error (a stub that records, in Meszaros's terms a spy).
    @MainActor
    \#(spyClass("\(upper)DataManagerSpy", "\(upper)DataManager"))
      /// A call the data manager received.
      public enum Message: Hashable, Sendable {
        case \#(lower)Entries
      }

      /// An error made up for a spec, described by its text alone.
      public struct Failure: Error, Hashable, CustomStringConvertible {
        /// What the error says.
        public var description: String

        /// Creates an error that says `description`.
        public init(_ description: String) {
          self.description = description
        }
      }

      /// Every call, in the order received.
      public private(set) var messages: [Message] = []
      /// What the data manager answers.
      public var entries: [String]
      /// The error it throws instead, or `nil` to answer.
      public var error: Failure?

      /// Creates a spy that answers `entries`, or fails with `error` when given one.
      public init(entries: [String] = [], error: Failure? = nil) {
        self.entries = entries
        self.error = error
      }

      public func \#(lower)Entries() async throws -> [String] {
        messages.append(.\#(lower)Entries)
        if let error { throw error }
        return entries
      }
    }

    """#
  }
}
