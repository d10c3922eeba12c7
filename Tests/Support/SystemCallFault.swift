#if os(Linux)
  import Foundation
  import Glibc

  /// System calls of this process made to fail as a failing disk or system makes them fail: a
  /// seccomp filter (seccomp(2)) answers them with an `errno` instead of running them.
  ///
  /// Only for a test's child process (the body of `#expect(processExitsWith:)`): a filter
  /// cannot be taken back, and it holds for every thread of the process
  /// (`SECCOMP_FILTER_FLAG_TSYNC`), whichever one the code under test runs on. It needs no
  /// privilege: the process first gives up gaining any (`PR_SET_NO_NEW_PRIVS`), as seccomp(2)
  /// asks of one without `CAP_SYS_ADMIN`.
  enum SystemCallFault {
    /// The calls a fault makes fail.
    enum Call {
      /// fsync(2) and fdatasync(2), which fail when the disk cannot write what they flush.
      case flush
      /// The calls that glibc's fstat(3) makes: newfstatat(2) on a descriptor, fstat(2) and
      /// statx(2). A path's lstat(3) (newfstatat(2) from `AT_FDCWD`) is left alone.
      case status
    }

    /// Whether this architecture's system call numbers are known here (x86-64 and ARM64).
    static var isAvailable: Bool { Numbers.current != nil }

    /// Makes `calls` fail with `code` from now on, in every thread of this process, on the
    /// descriptors numbered `lowest` or more (their first argument), or returns why it cannot.
    static func install(failing calls: [Call], with code: Int32, fromDescriptor lowest: Int32 = 0)
      -> String?
    {
      guard let numbers = Numbers.current else { return "no system call numbers for this machine" }
      guard let call = systemCall else { return "no syscall(2) in the C library" }
      // prctl(PR_SET_NO_NEW_PRIVS, 1): <sys/prctl.h> is not in Glibc's module map either.
      guard call(numbers.prctl, 38, 1, 0, 0, 0, 0) == 0 else {
        return "prctl(PR_SET_NO_NEW_PRIVS): \(String(cString: strerror(errno)))"
      }
      let program = filter(
        architecture: numbers.architecture,
        calls: calls.flatMap { $0 == .flush ? numbers.flush : numbers.status },
        answer: 0x0005_0000 | UInt32(code), lowest: UInt32(lowest))
      let installed = program.withUnsafeBufferPointer { instructions in
        var program = Program(
          count: UInt16(instructions.count), instructions: instructions.baseAddress)
        // seccomp(SECCOMP_SET_MODE_FILTER, SECCOMP_FILTER_FLAG_TSYNC, &program)
        return withUnsafePointer(to: &program) {
          call(numbers.seccomp, 1, 1, Int(bitPattern: $0), 0, 0, 0)
        }
      }
      guard installed == 0 else { return "seccomp(2): \(String(cString: strerror(errno)))" }
      return nil
    }

    /// The filter: on this architecture, each of `calls` whose first argument is a number from
    /// `lowest` up to 2³¹ − 1 gets `answer`; everything else runs.
    private static func filter(
      architecture: UInt32, calls: [UInt32], answer: UInt32, lowest: UInt32
    ) -> [Instruction] {
      // A jump's targets count from the instruction after it.
      let check = 3 + calls.count
      let allow = check + 5
      func offset(from index: Int, to target: Int) -> UInt8 { UInt8(target - index - 1) }
      var program = [
        Instruction.load(offset: 4),  // seccomp_data.arch
        .jump(ifEqualTo: architecture, then: 0, else: offset(from: 1, to: allow)),
        .load(offset: 0),  // seccomp_data.nr
      ]
      for call in calls {
        let index = program.count
        let next = index == check - 1 ? allow : index + 1
        program.append(
          .jump(
            ifEqualTo: call, then: offset(from: index, to: check),
            else: offset(from: index, to: next)))
      }
      program += [
        .load(offset: 20),  // the upper half of args[0]: 0 for a descriptor, not for AT_FDCWD
        .jump(ifEqualTo: 0, then: 0, else: offset(from: check + 1, to: allow)),
        .load(offset: 16),  // its lower half
        .jump(ifAtLeast: lowest, then: 0, else: 1),
        .answer(answer),
        .answer(0x7fff_0000),  // SECCOMP_RET_ALLOW
      ]
      return program
    }

    /// One instruction of a classic BPF program (`struct sock_filter`).
    private struct Instruction {
      var code: UInt16
      var then: UInt8
      var otherwise: UInt8
      var value: UInt32

      static func load(offset: UInt32) -> Self {
        Self(code: 0x20, then: 0, otherwise: 0, value: offset)  // BPF_LD | BPF_W | BPF_ABS
      }

      static func jump(ifEqualTo value: UInt32, then: UInt8, else otherwise: UInt8) -> Self {
        Self(code: 0x15, then: then, otherwise: otherwise, value: value)  // BPF_JMP | BPF_JEQ
      }

      static func jump(ifAtLeast value: UInt32, then: UInt8, else otherwise: UInt8) -> Self {
        Self(code: 0x35, then: then, otherwise: otherwise, value: value)  // BPF_JMP | BPF_JGE
      }

      static func answer(_ value: UInt32) -> Self {
        Self(code: 0x06, then: 0, otherwise: 0, value: value)  // BPF_RET | BPF_K
      }
    }

    /// A classic BPF program (`struct sock_fprog`).
    private struct Program {
      var count: UInt16
      var instructions: UnsafePointer<Instruction>?
    }

    /// This machine's audit architecture and system call numbers.
    private struct Numbers {
      var architecture: UInt32
      var prctl: Int
      var seccomp: Int
      var flush: [UInt32]
      var status: [UInt32]

      static var current: Numbers? {
        #if arch(x86_64)
          Numbers(
            architecture: 0xC000_003E, prctl: 157, seccomp: 317, flush: [74, 75],
            status: [262, 5, 332])
        #elseif arch(arm64)
          Numbers(
            architecture: 0xC000_00B7, prctl: 167, seccomp: 277, flush: [82, 83],
            status: [79, 80, 291])
        #else
          nil
        #endif
      }
    }

    /// syscall(2), found at run time: Swift cannot call a C function with variable arguments,
    /// and the C library's `syscall` only moves its arguments into registers, so it is called
    /// with six, the most a system call takes.
    private static let systemCall: (@convention(c) (Int, Int, Int, Int, Int, Int, Int) -> Int)? =
      dlsym(dlopen(nil, RTLD_NOW), "syscall").map {
        unsafeBitCast($0, to: (@convention(c) (Int, Int, Int, Int, Int, Int, Int) -> Int).self)
      }
  }
#endif
