#!/usr/bin/env python3
"""python-dateutil: tz.gettz for the zone, isoparse for the instants, relativedelta for the parts.

Today starts at relativedelta(hour=0, minute=0, second=0, microsecond=0), tomorrow one
relativedelta(days=+1) later, and this week at the last first weekday on or before today
(relativedelta(weekday=SU(-1)) and its kin). The zone is given to tz.gettz as written, a fixed
offset such as +05:45 too, as a user would.
"""

import os
import sys

from dateutil import parser, tz
from dateutil.relativedelta import FR, MO, SA, SU, TH, TU, WE, relativedelta

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from peer import answer_each_line, by_starts, stdlib_zone  # noqa: E402,F401 (the peers' shared loop)

WEEKDAYS = [None, SU, MO, TU, WE, TH, FR, SA]  # 1 = Sunday … 7 = Saturday


def group(question):
    zone = tz.gettz(question["timeZone"])
    now = parser.isoparse(question["now"]).astimezone(zone)
    if "T" in question["due"]:
        due = parser.isoparse(question["due"]).astimezone(zone)
    else:
        due = parser.isoparse(question["due"]).replace(tzinfo=now.tzinfo)
    today = now + relativedelta(hour=0, minute=0, second=0, microsecond=0)
    week = today + relativedelta(weekday=WEEKDAYS[question["firstWeekday"]](-1))
    return by_starts(due, today, today + relativedelta(days=+1), today + relativedelta(days=+2),
                     week + relativedelta(weeks=+1), week + relativedelta(weeks=+2))


answer_each_line(group)
