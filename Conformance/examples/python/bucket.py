#!/usr/bin/env python3
"""A second implementation of the date-bucket contract, in Python, standard library only.

It reads one question a line on standard input, a JSON object with id, now, due, timeZone,
firstWeekday and calendar, and writes one answer a line on standard output:
{"id": ..., "group": ...}, or {"id": ..., "error": ...} for a question it cannot answer.
Run it with the suite's runner, from the repository's root:

    swift run --package-path Conformance conformance \
        --known-failures Conformance/examples/python/known-failures.txt \
        python3 Conformance/examples/python/bucket.py

It knows time zones from the system's IANA data (zoneinfo), not Foundation's copy, and shares
no code with the Swift package. The rules are the date guide's: a day runs from its first
instant (its midnight, or the first instant the clock shows its date) to the next day's; an
instant belongs to the latest day whose first instant it has reached; tomorrow is the next day
that exists; weeks start on firstWeekday and count calendar days, skipped ones too; tomorrow
wins over next week. The calendar changes nothing: days and weeks are the same in all of them.
"""

import json
import os
import re
import sys
from datetime import date, datetime, timedelta, timezone
from fractions import Fraction
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

DAY = 86_400
CALENDARS = {
    "gregorian", "iso8601", "buddhist", "chinese", "coptic", "ethiopic", "ethiopic-amete-alem",
    "hebrew", "indian", "islamic", "islamic-civil", "islamic-tbla", "islamic-umalqura",
    "japanese", "persian", "roc",
}
INSTANT = re.compile(
    r"(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(?:\.(\d+))?(?:(Z)|([+-])(\d\d):(\d\d))\Z")
DAY_TEXT = re.compile(r"(\d{4})-(\d\d)-(\d\d)\Z")
OFFSET = re.compile(r"([+-])(\d\d):(\d\d)\Z")
EPOCH_ORDINAL = date(1970, 1, 1).toordinal()


class Refusal(Exception):
    """A question this program cannot answer, and why."""


def instant(text):
    """The exact instant of an ISO 8601 text with its offset, in seconds since 1970."""
    match = INSTANT.match(text)
    if not match:
        raise Refusal(f"not an instant with an offset: {text}")
    year, month, day, hour, minute, second = (int(match.group(i)) for i in range(1, 7))
    try:
        days = date(year, month, day).toordinal() - EPOCH_ORDINAL
    except ValueError as error:
        raise Refusal(f"not a date: {text}") from error
    seconds = Fraction(days * DAY + hour * 3600 + minute * 60 + second)
    if match.group(7):
        seconds += Fraction(int(match.group(7)), 10 ** len(match.group(7)))
    if match.group(9):
        sign = -1 if match.group(9) == "-" else 1
        seconds -= sign * (int(match.group(10)) * 3600 + int(match.group(11)) * 60)
    return seconds


class Zone:
    """A time zone's offsets, as the system's tz data gives them, and its local days."""

    def __init__(self, name):
        match = OFFSET.match(name)
        if match:
            sign = -1 if match.group(1) == "-" else 1
            minutes = int(match.group(2)) * 60 + int(match.group(3))
            self.zone = timezone(sign * timedelta(minutes=minutes))
        else:
            try:
                self.zone = ZoneInfo(name)
            except (ZoneInfoNotFoundError, ValueError) as error:
                raise Refusal(f"no time zone {name} in the system's tz data") from error
        self.changes = {}
        self.starts = {}

    def offset(self, seconds):
        """The offset east of UTC, in seconds, at a whole second."""
        moment = datetime.fromtimestamp(seconds, tz=timezone.utc).astimezone(self.zone)
        return int(moment.utcoffset().total_seconds())

    def wall_day(self, seconds):
        """The day number of the date the clock shows at an instant."""
        whole = int(seconds // 1)
        return (whole + self.offset(whole)) // DAY

    def segments(self, day):
        """The offsets in force around the midnight that starts `day`: (start, end, offset)
        for each stretch between two changes, from two days before to two days after."""
        if day in self.changes:
            return self.changes[day]
        low, high = day * DAY - 2 * DAY, day * DAY + 2 * DAY
        edges = []
        previous, previous_offset = low, self.offset(low)
        for moment in range(low + 1800, high + 1, 1800):
            current = self.offset(moment)
            if current != previous_offset:
                before, after = previous, moment
                while after - before > 1:
                    middle = (before + after) // 2
                    if self.offset(middle) == previous_offset:
                        before = middle
                    else:
                        after = middle
                edges.append(after)
                previous_offset = current
            previous = moment
        bounds = [float("-inf")] + edges + [float("inf")]
        segments = [(bounds[i], bounds[i + 1], self.offset(int(max(bounds[i], low))))
                    for i in range(len(bounds) - 1)]
        self.changes[day] = segments
        return segments

    def first_instant(self, day):
        """The first instant whose clock date is `day` or later."""
        if day not in self.starts:
            target = day * DAY
            self.starts[day] = min(
                max(start, target - offset)
                for start, end, offset in self.segments(day)
                if max(start, target - offset) < end)
        return self.starts[day]

    def exists(self, day):
        """Whether any instant's date is `day`."""
        return self.first_instant(day) < self.first_instant(day + 1)

    def day(self, seconds):
        """The day an instant belongs to: the latest whose first instant it has reached."""
        wall = self.wall_day(seconds)
        if self.first_instant(wall + 1) > seconds:
            return wall
        return wall + 2 if self.first_instant(wall + 2) <= seconds else wall + 1


def answer(question):
    """The group of the question's due date."""
    for field in ("id", "now", "due", "timeZone", "firstWeekday", "calendar"):
        if field not in question:
            raise Refusal(f"no {field}")
    for field in ("now", "due", "timeZone", "calendar"):
        if not isinstance(question[field], str):
            raise Refusal(f'"{field}" is not a text')
    if question["calendar"] not in CALENDARS:
        raise Refusal(f"no calendar {question['calendar']}")
    first_weekday = question["firstWeekday"]
    if isinstance(first_weekday, bool) or first_weekday not in range(1, 8):
        raise Refusal("firstWeekday is not 1 to 7")
    zone = Zone(question["timeZone"])
    now = instant(question["now"])
    local = DAY_TEXT.match(question["due"])
    if local:
        try:
            due_day = date(*(int(part) for part in local.groups())).toordinal() - EPOCH_ORDINAL
        except ValueError as error:
            raise Refusal(f"not a date: {question['due']}") from error
        # A day the zone skipped means the first instant of the next day that exists.
        due = zone.first_instant(due_day)
    else:
        due = instant(question["due"])
    today = zone.day(now)
    tomorrow = today + 1
    while not zone.exists(tomorrow):
        tomorrow += 1
    weekday = (today + 4) % 7 + 1  # day 0, 1970-01-01, was a Thursday: weekday 5
    week_start = today - (weekday - first_weekday) % 7
    due_day = zone.day(due)
    if due_day < today:
        return "beforeToday"
    if due_day == today:
        return "today"
    if due_day <= tomorrow:
        return "tomorrow"
    if due_day < week_start + 7:
        return "laterThisWeek"
    if due_day < week_start + 14:
        return "nextWeek"
    return "afterNextWeek"


def reply_to(line):
    """The answer to one question line: its group, or why it has none."""
    identifier = None
    try:
        question = json.loads(line)
        if not isinstance(question, dict):
            raise Refusal("not a JSON object")
        identifier = question.get("id")
        return {"id": identifier, "group": answer(question)}
    except RecursionError:
        return {"id": identifier, "error": "not one JSON object: nested too deeply"}
    except Exception as error:  # noqa: BLE001 (a question it cannot answer is answered so)
        return {"id": identifier, "error": str(error)}


def main():
    """Answers every question line of standard input, as it comes."""
    for raw in sys.stdin.buffer:
        line = raw.decode("utf-8", "replace")
        if not line.strip():
            continue
        try:
            sys.stdout.write(json.dumps(reply_to(line)) + "\n")
            sys.stdout.flush()
        except OSError as error:
            # Standard output closed or full: say so once, and end without a traceback.
            sys.stderr.write(f"bucket.py: cannot write its answers: {error.strerror}\n")
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
