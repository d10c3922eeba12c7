// The system's C library, in one place: a target that makes system calls imports TodoPlatform,
// and none of its files imports Glibc, Musl or Darwin itself. The core imports neither.
#if canImport(Glibc)
  @_exported import Glibc
#elseif canImport(Musl)
  @_exported import Musl
#elseif canImport(Darwin)
  @_exported import Darwin
#endif
