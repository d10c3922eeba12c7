/// A folder held open by its descriptor, with its path for messages: whatever its path comes to
/// name later (another user may rename the folder and put a link in its place), what is opened,
/// made or renamed relative to the descriptor is in this folder.
///
/// The descriptor is closed when the last reference goes.
package final class HeldFolder: Sendable {
  /// The folder's descriptor (`O_DIRECTORY`, close-on-exec).
  package let descriptor: Int32
  /// The folder's path, as messages name it.
  package let path: BytePath

  /// Holds the open folder `descriptor`, whose path is `path`; it closes the descriptor when
  /// it goes.
  package init(descriptor: Int32, path: BytePath) {
    self.descriptor = descriptor
    self.path = path
  }

  deinit { close(descriptor) }
}
