#ifndef CHILD_PROCESSES_SYSTEM_H
#define CHILD_PROCESSES_SYSTEM_H

#include <spawn.h>

/// Makes this process the subreaper of its descendants (Linux): a process whose parent ends is
/// given to it rather than to init, so that a tool can still find it and end it by its id.
/// Returns 0 on success, -1 where the system has no such thing (macOS).
int child_processes_become_subreaper(void);

/// Adds to `actions` the closing of every descriptor above standard error in the child, so a
/// child holds no file (a lock, a log) of the process that started it. Returns 0 on success,
/// -1 where the C library cannot (glibc before 2.34; macOS, where the tools' own descriptors
/// are opened close-on-exec).
int child_processes_close_others_when_spawned(posix_spawn_file_actions_t *actions);

#endif
