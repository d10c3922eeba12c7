extension Word {
  /// The English and comment of the words of the launch, the translations, the store and its
  /// file, and the items in it; `nil` for another area's (``Word/english`` says how the areas
  /// share the words).
  var launchEntry: (english: String, comment: String)? {
    switch self {
    case .launchMemoryOnly:
      (
        "cannot use %@: this program keeps its items in memory only",
        "At launch, --store given to a program that keeps no file. %@ is the path."
      )
    case .launchMemoryOnlyAdvice:
      ("run it without --store", "At launch: what to do about launch.memoryOnly.")
    case .launchTranslationWarning:
      (
        "warning: %@; todo speaks English instead",
        "At launch, always in English: a translation could not be used. %@ says why."
      )
    case .translationLacks:
      (
        "the %1$@ translation (%2$@) lacks %3$@",
        "Why a translation was not used, always in English. %1$@ is the language, %2$@ the file, "
          + "%3$@ the keys missing."
      )
    case .translationUnreadable:
      (
        "the %1$@ translation (%2$@) cannot be read: %3$@",
        "Why a translation was not used, always in English. %1$@ is the language, %2$@ the file, "
          + "%3$@ the reason."
      )
    case .translationOtherValues:
      (
        "the %1$@ translation (%2$@) has other values than English in %3$@",
        "Why a translation was not used, always in English: its %@ and %d differ from English's. "
          + "%1$@ is the language, %2$@ the file, %3$@ the keys."
      )
    case .storeLockWait:
      (
        "waiting for another program to release the lock file %1$@ (up to %2$d s)",
        "During a save, after a second's wait for another program's lock. %1$@ is the lock file, "
          + "%2$d the seconds it waits at most."
      )
    case .storeUnreadable:
      (
        "cannot read %1$@: %2$@",
        "The store file cannot be read. %1$@ is its path, %2$@ the reason."
      )
    case .storeBadPath:
      (
        "cannot use %1$@ as a store file: %2$@",
        "The store's path names no file that can be used. %1$@ is the path, %2$@ the reason."
      )
    case .storeNotAToDoFile:
      (
        "%1$@: not a to-do file: %2$@",
        "The store file is not a to-do file. %1$@ is its path, %2$@ what is wrong."
      )
    case .storeInvalidItem:
      (
        "%1$@: item %2$d is not valid: %3$@",
        "An item of the store file is not valid. %1$@ is the path, %2$d the item's place (from "
          + "1), %3$@ what is wrong."
      )
    case .storeFolderMissing:
      (
        "cannot save to %1$@: the folder %2$@ does not exist",
        "The store file's folder is missing. %1$@ is the path, %2$@ the folder."
      )
    case .storeCannotSave:
      ("cannot save to %1$@: %2$@", "A save failed. %1$@ is the path, %2$@ the reason.")
    case .storeAdviceCreateFolder:
      (
        "create the folder, or give another --store path",
        "What to do when the folder is missing or a save failed."
      )
    case .storeAdviceOtherPath:
      ("give another --store path", "What to do when the path names no usable file.")
    case .storeAdviceLeftAsItWas:
      (
        "the file was left as it was: fix it, move it away, or give another --store path",
        "What to do about a store file that cannot be read or is not a to-do file."
      )
    case .fileNotAnObject:
      (
        "expected a JSON object with \"version\" and \"items\"",
        "The store file is not a JSON object. \"version\" and \"items\" are the file's keys and "
          + "stay as they are."
      )
    case .fileNoItems:
      (
        "\"items\" is missing or not a list",
        "The store file has no list of items; \"items\" is a key of the file."
      )
    case .fileDuplicateID:
      (
        "its id %1$@ is item %2$d's too",
        "Two items have one identity. %1$@ is the identity, %2$d the place of the first item "
          + "that has it."
      )
    case .fileDueOutOfRange:
      (
        "the due instant of '%@' is outside the years 0000 to 9999",
        "An item's due date cannot be written. %@ is its title."
      )
    case .fileCompletionOutOfRange:
      (
        "the completion instant of '%@' is outside the years 0000 to 9999",
        "An item's completion cannot be written. %@ is its title."
      )
    case .fileNoVersion:
      ("it has no version (this app reads versions 1 and 2)", "The store file has no version.")
    case .fileVersionNotWhole:
      (
        "its version is not a whole number (this app reads versions 1 and 2)",
        "The store file's version is not a whole number."
      )
    case .fileUnknownVersion:
      (
        "unknown version %@ (this app reads versions 1 and 2)",
        "The store file has a version this program does not read. %@ is the version written in "
          + "it."
      )
    case .fileNotUTF8:
      (
        "it is not UTF-8 text (line %1$d, column %2$d)",
        "The store file is not UTF-8 text. %1$d and %2$d are where."
      )
    case .fileNotJSON:
      (
        "it is not valid JSON (line %1$d, column %2$d)",
        "The store file is not JSON. %1$d and %2$d are where."
      )
    case .fileTooDeep:
      (
        "it nests more than %1$d levels deep (line %2$d, column %3$d)",
        "The store file nests too deep. %1$d is the most levels, %2$d and %3$d where."
      )
    case .fileDuplicateKey:
      (
        "the key \"%@\" appears twice",
        "A key appears twice in one object of the store file. %@ is the key."
      )
    case .fileDuplicateKeyIn:
      (
        "the key \"%1$@\" appears twice in %2$@",
        "A key appears twice in an object of the store file. %1$@ is the key, %2$@ where (a path "
          + "such as title.notes[2])."
      )
    case .itemNotAnObject:
      (
        "it is not an object with \"title\" and \"due\"",
        "An item of the store file is not an object; \"title\" and \"due\" are keys of the file."
      )
    case .itemNoTitle: ("it has no \"title\"", "An item has no \"title\", a key of the file.")
    case .itemTitleNotText: ("its \"title\" is not text", "An item's \"title\" is not text.")
    case .itemNoDue: ("it has no \"due\"", "An item has no \"due\", a key of the file.")
    case .itemDueNotText: ("its \"due\" is not text", "An item's \"due\" is not text.")
    case .itemEmptyTitle: ("its title is empty", "An item's title shows nothing.")
    case .itemBadInstant:
      (
        "its %1$@ instant \"%2$@\" is not ISO 8601 with an offset, such as 2026-11-23T00:00:00Z "
          + "or 2026-11-23T09:30:00.5+01:00",
        "An item's instant cannot be read. %1$@ is the key it is under (due or completed), %2$@ "
          + "the text."
      )
    case .itemBadID:
      (
        "its \"id\" \"%@\" is not a UUID, such as 6f9619ff-8b86-d011-b42d-00cf4fc964ff",
        "An item's \"id\" is not a UUID. %@ is the text."
      )
    case .itemNoID:
      ("it has no \"id\"", "An item of a version-2 file has no \"id\", a key of the file.")
    case .itemIDNotText: ("its \"id\" is not text", "An item's \"id\" is not text.")
    case .itemCompletedNotText:
      ("its \"completed\" is not text", "An item's \"completed\" is not text.")
    case .launchNoHome:
      (
        "cannot find a home folder to keep the items in: HOME is not an absolute path, and the "
          + "password database names none for this user",
        "At launch: there is no home folder for the default store (HOME and the password "
          + "database)."
      )
    case .launchNoHomeAdvice:
      (
        "set HOME or XDG_DATA_HOME to an absolute path, give a --store path, or run with "
          + "--in-memory",
        "At launch: what to do about launch.noHome. HOME, XDG_DATA_HOME, --store and --in-memory "
          + "stay as they are."
      )
    case .storeAdviceDefaultOtherPath:
      (
        "give a --store path, or run with --in-memory",
        "What to do about the default store's path when it cannot name a file (store.badPath)."
      )
    case .storeAdviceDefaultLeftAsItWas:
      (
        "the file was left as it was: fix it, move it away, give a --store path, or run with "
          + "--in-memory",
        "What to do about a default store file that cannot be read or is not a to-do file."
      )
    default: nil
    }
  }
}
