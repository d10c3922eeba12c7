/// A view that a wireframe can put on screen and take off it (what UIKit's `present` and
/// `dismiss` do for the objc.io app).
///
/// A view implements it; only wireframes call it, on the main actor, as UIKit's are.
@MainActor
public protocol PresentableView: AnyObject {
  /// Puts the view on screen.
  func present()
  /// Takes the view off screen.
  func dismiss()
}
