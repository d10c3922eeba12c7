#!/usr/bin/env python3
"""pendulum: add(days=…) and add(weeks=…) from now, then start_of("day"), for each part's start.

Instants are parsed with pendulum.parse and moved into the question's zone with in_timezone; a
fixed offset is pendulum.FixedTimezone. Weeks start on the question's first weekday:
start_of("week") knows only pendulum's global week start, so the week's first day is today
minus the days since that weekday, as pendulum users write it.
"""

import os
import sys

import pendulum

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from peer import answer_each_line, by_starts, stdlib_zone  # noqa: E402,F401 (the peers' shared loop)


def zone_of(name):
    if name[:1] in "+-":
        sign = -1 if name[0] == "-" else 1
        return pendulum.FixedTimezone(sign * (int(name[1:3]) * 3600 + int(name[4:6]) * 60))
    return pendulum.timezone(name)


def group(question):
    zone = zone_of(question["timeZone"])
    now = pendulum.parse(question["now"]).in_timezone(zone)
    if "T" in question["due"]:
        due = pendulum.parse(question["due"]).in_timezone(zone)
    else:
        due = pendulum.parse(question["due"], tz=zone)
    weekday = now.isoweekday() % 7 + 1  # 1 = Sunday … 7 = Saturday
    week = now.subtract(days=(weekday - question["firstWeekday"]) % 7)
    return by_starts(due, now.start_of("day"), now.add(days=1).start_of("day"),
                     now.add(days=2).start_of("day"), week.add(weeks=1).start_of("day"),
                     week.add(weeks=2).start_of("day"))


answer_each_line(group)
