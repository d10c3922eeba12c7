#!/usr/bin/env python3
"""ICU's Calendar through PyICU, as Java's Calendar and ICU4C users write it.

The calendar is made for the question's zone and calendar (a fixed offset is ICU's GMT+05:45),
its first day of the week set; today starts where set(HOUR_OF_DAY, 0) and the smaller fields
at 0 put "now", tomorrow and the day after one and two add(DATE, 1) later, this week at
set(DAY_OF_WEEK, firstWeekday) on today's start, and the next weeks one add(WEEK_OF_YEAR, 1)
apart. (ICU's relative date formatting, "today" and "tomorrow", compares with the real clock
and takes no "now".)
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from peer import answer_each_line, by_starts  # noqa: E402 (the peers' shared loop)
from datetime import datetime

import icu


def zone_of(name):
    return icu.TimeZone.createTimeZone("GMT" + name if name[:1] in "+-" else name)


def seconds(text, calendar):
    """An instant with its offset, or a day's start in the calendar's zone, in seconds."""
    if "T" in text:
        return datetime.fromisoformat(text.replace("Z", "+00:00")).timestamp()
    year, month, day = (int(part) for part in text.split("-"))
    day_calendar = icu.Calendar.createInstance(calendar.getTimeZone(), icu.Locale("en_US"))
    day_calendar.clear()
    day_calendar.set(year, month - 1, day, 0, 0, 0)
    return day_calendar.getTime()


def group(question):
    zone = zone_of(question["timeZone"])
    if zone.getID() == "Etc/Unknown":
        raise ValueError(f"ICU has no zone {question['timeZone']}")
    locale = icu.Locale("en_US@calendar=" + question["calendar"])
    calendar = icu.Calendar.createInstance(zone, locale)
    calendar.setFirstDayOfWeek(question["firstWeekday"])
    due = seconds(question["due"], calendar)
    calendar.setTime(seconds(question["now"], calendar))
    for field in (icu.UCalendarDateFields.HOUR_OF_DAY, icu.UCalendarDateFields.MINUTE,
                  icu.UCalendarDateFields.SECOND, icu.UCalendarDateFields.MILLISECOND):
        calendar.set(field, 0)
    today = calendar.getTime()
    calendar.add(icu.UCalendarDateFields.DATE, 1)
    tomorrow = calendar.getTime()
    calendar.add(icu.UCalendarDateFields.DATE, 1)
    day_after = calendar.getTime()
    calendar.setTime(today)
    calendar.set(icu.UCalendarDateFields.DAY_OF_WEEK, question["firstWeekday"])
    calendar.add(icu.UCalendarDateFields.WEEK_OF_YEAR, 1)
    next_week = calendar.getTime()
    calendar.add(icu.UCalendarDateFields.WEEK_OF_YEAR, 1)
    week_after = calendar.getTime()
    return by_starts(due, today, tomorrow, day_after, next_week, week_after)


answer_each_line(group)
