#ifndef MUTANT_SYSTEM_H
#define MUTANT_SYSTEM_H

/// Makes this process the subreaper of its descendants (Linux): a process whose parent ends is
/// given to it rather than to init, so that it can find it and end it by its id. Returns 0 on
/// success, -1 where the system has no such thing (macOS).
int mutant_become_subreaper(void);

#endif
