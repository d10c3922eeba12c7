#!/usr/bin/env python3
"""arrow: span("day") and span("week", week_start=…) for the parts, compared inclusively.

Instants are parsed with arrow.get and moved into the question's zone with to(); arrow takes a
fixed offset such as +05:45 as a zone. Each part is a span (its first and last microsecond), as
arrow's documentation shows, and a due date is in a part when it lies between them, ends
included; tomorrow is now shifted by a day, next week by a week.
"""

import os
import sys

import arrow

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from peer import answer_each_line, by_starts, stdlib_zone  # noqa: E402,F401 (the peers' shared loop)


def group(question):
    zone = question["timeZone"]
    now = arrow.get(question["now"]).to(zone)
    if "T" in question["due"]:
        due = arrow.get(question["due"]).to(zone)
    else:
        due = arrow.get(question["due"], tzinfo=zone)
    week_start = (question["firstWeekday"] + 5) % 7 + 1  # ISO: 1 = Monday … 7 = Sunday
    today = now.span("day")
    if due < today[0]:
        return "beforeToday"
    for name, (start, end) in [
        ("today", today), ("tomorrow", now.shift(days=1).span("day")),
        ("laterThisWeek", now.span("week", week_start=week_start)),
        ("nextWeek", now.shift(weeks=1).span("week", week_start=week_start)),
    ]:
        if start <= due <= end:
            return name
    return "afterNextWeek"


answer_each_line(group)
