/// Every data-manager port at once: what a store adapter implements, so that the composition
/// root can hand one store to every module.
///
/// ``InMemoryTodoStore`` and the file store (`JSONFileTodoStore`, in the `TodoFileStore`
/// module) are both one.
public typealias TodoStore = ListDataManager & AddDataManager & EditDataManager
