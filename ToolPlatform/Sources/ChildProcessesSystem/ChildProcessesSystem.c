#define _GNU_SOURCE
#include "ChildProcessesSystem.h"

#if defined(__linux__)
#include <sys/prctl.h>

int child_processes_become_subreaper(void) { return prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0); }
#else
int child_processes_become_subreaper(void) { return -1; }
#endif

int child_processes_close_others_when_spawned(posix_spawn_file_actions_t *actions) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 34))
  return posix_spawn_file_actions_addclosefrom_np(actions, 3);
#else
  (void)actions;
  return -1;
#endif
}
