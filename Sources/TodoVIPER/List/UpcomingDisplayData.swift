/// What the list view shows: the non-empty sections, in the order Today, Tomorrow, Later This
/// Week, Next Week (objc.io's `VTDUpcomingDisplayData`).
public struct UpcomingDisplayData: Hashable, Sendable {
  /// The sections to show, none of them empty.
  public var sections: [UpcomingDisplaySection]

  /// Creates display data from its sections.
  public init(sections: [UpcomingDisplaySection]) {
    self.sections = sections
  }
}

/// One section of the list: a heading, its image and its items (objc.io's
/// `VTDUpcomingDisplaySection`).
public struct UpcomingDisplaySection: Hashable, Sendable {
  /// The heading, such as "Later This Week".
  public var name: String
  /// The name of the image beside the heading, such as "circle".
  public var imageName: String
  /// The section's items, in the order to show them.
  public var items: [UpcomingDisplayItem]

  /// Creates a section.
  public init(name: String, imageName: String, items: [UpcomingDisplayItem]) {
    self.name = name
    self.imageName = imageName
    self.items = items
  }
}

/// One row of the list: a title and the day it is due (objc.io's `VTDUpcomingDisplayItem`).
public struct UpcomingDisplayItem: Hashable, Sendable {
  /// The item's title.
  public var title: String
  /// The weekday the item is due, such as "Thursday", or "" for an item due today.
  public var dueDay: String

  /// Creates a row.
  public init(title: String, dueDay: String) {
    self.title = title
    self.dueDay = dueDay
  }
}
