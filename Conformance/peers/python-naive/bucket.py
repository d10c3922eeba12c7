#!/usr/bin/env python3
"""Python's standard library, naively: local midnight, then days of 86 400 seconds.

Today starts at the local midnight of "now" (replace(hour=0, …) on the zoned time); tomorrow,
the day after and the weeks are that instant plus whole multiples of 86 400 seconds, as code
that adds timedelta(days=1) to a timestamp, or 24 * 60 * 60 to an epoch, does.
"""

import os
import sys
from datetime import datetime

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from peer import answer_each_line, by_starts, stdlib_zone  # noqa: E402,F401 (the peers' shared loop)

DAY = 86_400


def group(question):
    zone = stdlib_zone(question["timeZone"])
    now = datetime.fromisoformat(question["now"].replace("Z", "+00:00")).astimezone(zone)
    if "T" in question["due"]:
        due = datetime.fromisoformat(question["due"].replace("Z", "+00:00")).timestamp()
    else:
        due = datetime.fromisoformat(question["due"]).replace(tzinfo=zone).timestamp()
    today = now.replace(hour=0, minute=0, second=0, microsecond=0).timestamp()
    weekday = now.isoweekday() % 7 + 1  # 1 = Sunday … 7 = Saturday
    to_next_week = 7 - (weekday - question["firstWeekday"]) % 7
    return by_starts(due, today, today + DAY, today + 2 * DAY, today + to_next_week * DAY,
                     today + (to_next_week + 7) * DAY)


answer_each_line(group)
