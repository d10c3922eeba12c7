"""What the Python peers share: the answer loop and the comparison of a due date with the first
instants of the near term's parts. Each peer's bucket.py holds its library's idiom alone; it
imports this module from the folder above its own."""

import json
import sys

GROUPS = ["beforeToday", "today", "tomorrow", "laterThisWeek", "nextWeek", "afterNextWeek"]


def by_starts(due, *starts):
    """The group of `due` by the starts of today, tomorrow, the day after, next week and the
    week after next: each part from its start up to, not including, the next's."""
    for group, start in zip(GROUPS, starts):
        if due < start:
            return group
    return GROUPS[-1]


def answer_each_line(group):
    """Answers every question line of standard input with `group(question)`, or with the
    library's error where it raises, so that one question does not end the run."""
    for line in sys.stdin:
        question = json.loads(line)
        try:
            answer = {"id": question["id"], "group": group(question)}
        except Exception as error:  # noqa: BLE001 (the library's error is the answer)
            answer = {"id": question["id"], "error": f"{type(error).__name__}: {error}"}
        print(json.dumps(answer))


def stdlib_zone(name):
    """A zone of the standard library: ZoneInfo for an IANA name, timezone for ±HH:MM."""
    from datetime import timedelta, timezone
    from zoneinfo import ZoneInfo

    if name[:1] in "+-":
        sign = -1 if name[0] == "-" else 1
        return timezone(sign * timedelta(hours=int(name[1:3]), minutes=int(name[4:6])))
    return ZoneInfo(name)
