import Fakes
import Foundation
import Testing
import TodoVIPER

/// Equality looks at every property of every value (the objc.io Swift app's `==` compared
/// `rightSide.dueDate == rightSide.dueDate`, so only titles counted).
struct EqualitySpecs {
  let may22 = Date.iso("2014-05-22T12:00:00Z")

  @Test func `to-do items differ by identity, by due date and by title`() {
    let item = TodoItem(id: .numbered(1), title: "A", dueDate: .may21AtNoon)

    #expect(item != TodoItem(id: .numbered(2), title: "A", dueDate: .may21AtNoon))
    #expect(item != TodoItem(id: .numbered(1), title: "A", dueDate: may22))
    #expect(item != TodoItem(id: .numbered(1), title: "B", dueDate: .may21AtNoon))
    #expect(item == TodoItem(id: .numbered(1), title: "A", dueDate: .may21AtNoon))
  }

  @Test func `upcoming items differ by identity, due date, title and relation`() {
    let item = UpcomingItem(id: .numbered(1), title: "A", dueDate: .may21AtNoon, relation: .today)

    #expect(
      item != UpcomingItem(id: .numbered(2), title: "A", dueDate: .may21AtNoon, relation: .today))
    #expect(item != UpcomingItem(id: .numbered(1), title: "A", dueDate: may22, relation: .today))
    #expect(
      item != UpcomingItem(id: .numbered(1), title: "A", dueDate: .may21AtNoon, relation: .tomorrow)
    )
    #expect(
      item != UpcomingItem(id: .numbered(1), title: "B", dueDate: .may21AtNoon, relation: .today))
    #expect(
      item == UpcomingItem(id: .numbered(1), title: "A", dueDate: .may21AtNoon, relation: .today))
  }

  @Test func `display items differ by due day and by title`() {
    #expect(
      UpcomingDisplayItem(title: "A", dueDay: "Monday")
        != UpcomingDisplayItem(title: "A", dueDay: "Tuesday"))
    #expect(
      UpcomingDisplayItem(title: "A", dueDay: "Monday")
        != UpcomingDisplayItem(title: "B", dueDay: "Monday"))
  }

  @Test func `display data differ by their sections`() {
    let today = UpcomingDisplaySection(
      name: "Today", imageName: "check", items: [UpcomingDisplayItem(title: "A", dueDay: "")])
    let tomorrow = UpcomingDisplaySection(
      name: "Tomorrow", imageName: "alarm",
      items: [UpcomingDisplayItem(title: "A", dueDay: "Monday")])

    #expect(UpcomingDisplayData(sections: [today]) != UpcomingDisplayData(sections: [tomorrow]))
    #expect(
      UpcomingDisplayData(sections: [today, tomorrow])
        != UpcomingDisplayData(sections: [tomorrow, today]))
    #expect(UpcomingDisplayData(sections: [today]) == UpcomingDisplayData(sections: [today]))
  }

  @Test func `display sections differ by name and by image`() {
    let items = [UpcomingDisplayItem(title: "A", dueDay: "")]
    let section = UpcomingDisplaySection(name: "Today", imageName: "check", items: items)

    #expect(section != UpcomingDisplaySection(name: "Tomorrow", imageName: "check", items: items))
    #expect(section != UpcomingDisplaySection(name: "Today", imageName: "alarm", items: items))
    #expect(section != UpcomingDisplaySection(name: "Today", imageName: "check", items: []))
  }
}
