#!/usr/bin/env python3
"""Python's standard library with zoneinfo: the dates the clock shows, compared.

The way most Python code answers "is it today, tomorrow, this week": convert both instants to
the zone with astimezone, take .date(), and compare dates; tomorrow is today + timedelta(days=1)
and the week starts firstWeekday days back. A date-only due is that date.
"""

import os
import sys
from datetime import date, datetime, timedelta

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from peer import answer_each_line, by_starts, stdlib_zone  # noqa: E402,F401 (the peers' shared loop)


def local_date(text, zone):
    if "T" not in text:
        return date.fromisoformat(text)
    return datetime.fromisoformat(text.replace("Z", "+00:00")).astimezone(zone).date()


def group(question):
    zone = stdlib_zone(question["timeZone"])
    today = local_date(question["now"], zone)
    due = local_date(question["due"], zone)
    weekday = today.isoweekday() % 7 + 1  # 1 = Sunday … 7 = Saturday
    week = today - timedelta(days=(weekday - question["firstWeekday"]) % 7)
    day = timedelta(days=1)
    return by_starts(due, today, today + day, today + 2 * day, week + 7 * day, week + 14 * day)


answer_each_line(group)
