#!/usr/bin/env python3
"""pandas: Timestamp.normalize() for the days, to_period("W-…") for the weeks.

Instants are Timestamps moved into the question's zone with tz_convert (pandas takes a fixed
offset such as +05:45 as given); a date-only due is tz_localize'd. The days between today and
the due date are (due.normalize() - now.normalize()).days; the weeks are periods that end the
day before the first weekday (W-SAT for weeks from Sunday).
"""

import os
import sys

import pandas as pd

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from peer import answer_each_line, by_starts, stdlib_zone  # noqa: E402,F401 (the peers' shared loop)

WEEK_ENDS = ["SAT", "SUN", "MON", "TUE", "WED", "THU", "FRI"]  # by firstWeekday 1 … 7


def group(question):
    zone = question["timeZone"]
    now = pd.Timestamp(question["now"]).tz_convert(zone)
    if "T" in question["due"]:
        due = pd.Timestamp(question["due"]).tz_convert(zone)
    else:
        due = pd.Timestamp(question["due"]).tz_localize(zone)
    days = (due.normalize() - now.normalize()).days
    if days < 0:
        return "beforeToday"
    if days <= 1:
        return ["today", "tomorrow"][days]
    frequency = "W-" + WEEK_ENDS[question["firstWeekday"] - 1]
    weeks = (due.tz_localize(None).to_period(frequency)
             - now.tz_localize(None).to_period(frequency)).n
    return ["laterThisWeek", "nextWeek"][weeks] if weeks <= 1 else "afterNextWeek"


answer_each_line(group)
