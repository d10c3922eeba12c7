#!/usr/bin/env python3
"""Writes the generated regression cases, Conformance/cases/generated-*.jsonl.

Every expectation comes from an oracle that shares no code with the Swift package: the day
arithmetic of Conformance/examples/python/bucket.py on the system's IANA tz data (zoneinfo).
The suite then checks every generated case twice more, in `swift test`: against the package,
and against the Swift specs' LocalDayOracle on Foundation's copy of the tz data. A generated
case is never the package's own answer.

    python3 Conformance/generator/generate_cases.py          # writes the files
    python3 Conformance/generator/generate_cases.py --check  # fails if a file would change

The output depends only on this script and the tz data: the same data gives the same files,
ids included (an id names the family and the case's place in it, never a counter).
"""

import json
import os
import sys
from datetime import date, datetime, timezone
from fractions import Fraction

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "examples", "python"))
import bucket  # noqa: E402  (the oracle's day arithmetic)

CASES = os.path.join(HERE, "..", "cases")
DAY = bucket.DAY
MS = Fraction(1, 1000)
WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
TZDATA = "unknown"
try:
    with open("/usr/share/zoneinfo/tzdata.zi", encoding="utf-8") as data:
        TZDATA = data.readline().split()[-1]
except OSError:
    pass


def weekday(day):
    """1 = Sunday … 7 = Saturday, of a day number (day 0 was a Thursday)."""
    return (day + 4) % 7 + 1


def day_text(day):
    return date.fromordinal(day + bucket.EPOCH_ORDINAL).isoformat()


def day_number(text):
    return date.fromisoformat(text).toordinal() - bucket.EPOCH_ORDINAL


class Oracle:
    """The rules on one zone, from the Python oracle's local days."""

    def __init__(self, zone_name):
        self.name = zone_name
        self.zone = bucket.Zone(zone_name)

    def text(self, seconds):
        """An instant as the zone's clock shows it, with its offset: 2011-12-29T12:00:00-10:00."""
        whole = int(seconds // 1)
        offset = self.zone.offset(whole)
        wall = datetime.fromtimestamp(whole + offset, tz=timezone.utc)
        fraction = seconds - whole
        text = wall.strftime("%Y-%m-%dT%H:%M:%S")
        if fraction:
            text += "." + f"{float(fraction):.3f}"[2:]
        if offset == 0 and self.name in ("UTC", "GMT"):
            return text + "Z"
        sign = "-" if offset < 0 else "+"
        return text + f"{sign}{abs(offset) // 3600:02d}:{abs(offset) // 60 % 60:02d}"

    def days(self, now, first_weekday):
        today = self.zone.day(now)
        tomorrow = today + 1
        while not self.zone.exists(tomorrow):
            tomorrow += 1
        week = today - (weekday(today) - first_weekday) % 7
        return today, tomorrow, week

    def rule(self, now, due, first_weekday):
        """The window's rule of the date guide that places `due`."""
        today, tomorrow, week = self.days(now, first_weekday)
        due_day = self.zone.day(due)
        if due_day < today:
            return "before-today"
        if due_day == today:
            return "today"
        if due_day <= tomorrow:
            return "tomorrow-wins" if tomorrow >= week + 7 else "tomorrow"
        if due_day < week + 7:
            return "later-this-week"
        if due_day < week + 14:
            return "next-week"
        return "after-next-week"

    def edges(self, now, first_weekday):
        """The five first instants that divide the near term, and yesterday's last."""
        today, tomorrow, week = self.days(now, first_weekday)
        first = self.zone.first_instant
        return {
            "today": first(today), "tomorrow": first(tomorrow),
            "day-after-tomorrow": first(tomorrow + 1), "next-week": first(week + 7),
            "week-after-next": first(week + 14),
        }

    def tags(self, now, due, first_weekday):
        """What a case is about, as far as the oracle can tell."""
        today, tomorrow, week = self.days(now, first_weekday)
        due_day = self.zone.day(due)
        span = range(min(today, due_day) - 1, max(tomorrow, min(due_day, today + 15)) + 2)
        first = self.zone.first_instant
        tags = set()
        for day in span:
            length = first(day + 1) - first(day)
            if 0 < length < DAY:
                tags.add("dst-gap")
            if length > DAY:
                tags.add("dst-overlap")
            if length == 0:
                tags.add("day-skipped")
            elif (first(day) + self.zone.offset(int(first(day) // 1))) % DAY != 0:
                tags.add("midnight-skipped")
        if self.rule(now, due, first_weekday) == "tomorrow-wins" or week + 7 <= due_day < week + 9:
            tags.add("week-wrap")
        years = {date.fromordinal(d + bucket.EPOCH_ORDINAL).year for d in (today, due_day)}
        if len(years) > 1:
            tags.add("year-wrap")
        if any(day_text(d).endswith("-02-29") for d in span):
            tags.add("leap-day")
        if first_weekday != 1:
            tags.add("first-weekday")
        offset = self.zone.offset(int(now // 1))
        if offset % 3600:
            tags.add("odd-offset")
        if abs(offset) >= 12 * 3600:
            tags.add("dateline")
        return sorted(tags)


# The rules of the date guide that are definitions rather than arithmetic: an implementation
# that compares the dates the clock shows answers these cases otherwise, and is not wrong by its
# own definition. Their cases carry the tag policy (Conformance/README.md).
POLICY_RULES = {"skipped-day", "day-goes-on"}

GROUPS = {
    "before-today": "beforeToday", "today": "today", "tomorrow": "tomorrow",
    "tomorrow-wins": "tomorrow", "later-this-week": "laterThisWeek", "next-week": "nextWeek",
    "after-next-week": "afterNextWeek",
}


def case(family, slug, oracle, now, due, first_weekday, calendar="gregorian", extra_tags=(),
         due_text=None, day_rule=None):
    """One generated case, its expectation from the oracle."""
    rule = oracle.rule(now, due, first_weekday)
    today, tomorrow, week = oracle.days(now, first_weekday)
    cited = rule
    if day_rule == "skipped-day" and tomorrow > today + 1 and GROUPS[rule] == "tomorrow":
        cited = "skipped-day"
    due_day = oracle.zone.day(due)
    why = (
        f"now {oracle.text(now)} ({WEEKDAYS[weekday(today) - 1].capitalize()}), due "
        f"{due_text or oracle.text(due)} ({WEEKDAYS[weekday(due_day) - 1].capitalize()}) in "
        f"{oracle.name}, weeks from {WEEKDAYS[first_weekday - 1].capitalize()}: today "
        f"{day_text(today)}, tomorrow {day_text(tomorrow)}, this week from {day_text(week)}; "
        f"{GROUPS[rule]} by the rule {rule}")
    return {
        "id": f"gen-{family}-{slug}",
        "now": oracle.text(now),
        "due": due_text or oracle.text(due),
        "timeZone": oracle.name,
        "firstWeekday": first_weekday,
        "calendar": calendar,
        "expected": GROUPS[rule],
        "rule": cited,
        "tags": sorted(set(oracle.tags(now, due, first_weekday)) | set(extra_tags) | {"generated"}
                       | ({"policy"} if cited in POLICY_RULES else set())),
        "why": why,
        "source": f"Conformance/generator/generate_cases.py, family {family}: the Python "
                  f"oracle (examples/python/bucket.py) on IANA tz data {TZDATA}",
    }


def around_edges(oracle, now, first_weekday):
    """Due dates at every edge of the near term and a millisecond before it."""
    dues = []
    for name, edge in oracle.edges(now, first_weekday).items():
        dues.append((f"{name}-first", edge))
        dues.append((f"{name}-less-1-ms", edge - MS))
    return dues


def weeks():
    """Every first weekday at every weekday of now, in UTC, at the edges of the near term."""
    oracle = Oracle("UTC")
    cases = []
    sunday = day_number("2024-06-02")
    for first_weekday in range(1, 8):
        for offset in range(7):
            now = sunday * DAY + offset * DAY + 12 * 3600
            for name, due in around_edges(oracle, now, first_weekday):
                slug = f"from-{WEEKDAYS[first_weekday - 1]}-now-{WEEKDAYS[offset]}-{name}"
                cases.append(case("weeks", slug, oracle, now, due, first_weekday))
    return cases


OFFSETS = [
    "-12:00", "-11:00", "-10:00", "-09:30", "-09:00", "-08:00", "-07:00", "-06:00", "-05:00",
    "-04:00", "-03:30", "-03:00", "-02:30", "-02:00", "-01:00", "+00:00", "+01:00", "+02:00",
    "+03:00", "+03:30", "+04:00", "+04:30", "+05:00", "+05:30", "+05:45", "+06:00", "+06:30",
    "+07:00", "+08:00", "+08:45", "+09:00", "+09:30", "+10:00", "+10:30", "+11:00", "+12:00",
    "+12:45", "+13:00", "+13:45", "+14:00",
]


def offsets():
    """Every UTC offset from -12:00 to +14:00, the half and quarter hours too, at one instant
    whose local date differs from place to place."""
    cases = []
    now = day_number("2024-06-05") * DAY + 12 * 3600
    for text in OFFSETS:
        oracle = Oracle(text)
        edges = oracle.edges(now, 2)
        slug = ("minus-" if text.startswith("-") else "plus-") + text[1:].replace(":", "")
        for name, due in [
            ("today-first", edges["today"]), ("today-last", edges["tomorrow"] - MS),
            ("tomorrow-first", edges["tomorrow"]), ("next-week-first", edges["next-week"]),
        ]:
            cases.append(case("offsets", f"{slug}-{name}", oracle, now, due, 2,
                              extra_tags=["fixed-offset"]))
    return cases


# Zones and days where peers had bugs, or where a day is skipped, repeated or not 24 hours.
TRANSITIONS = [
    ("Pacific/Apia", "2011-12-29"), ("Pacific/Kiritimati", "1994-12-30"),
    ("America/Toronto", "1919-03-30"), ("America/Santiago", "2024-04-06"),
    ("America/Santiago", "2024-09-07"), ("America/Havana", "2024-03-09"),
    ("America/Havana", "2024-11-02"), ("Asia/Beirut", "2024-03-30"),
    ("Asia/Beirut", "2024-10-26"), ("America/Sao_Paulo", "2017-10-14"),
    ("America/Sao_Paulo", "2018-02-17"), ("America/Sao_Paulo", "2018-11-03"),
    ("Australia/Lord_Howe", "2024-04-06"), ("Australia/Lord_Howe", "2024-10-05"),
    ("Pacific/Chatham", "2024-04-06"), ("Pacific/Chatham", "2024-09-28"),
    ("America/Nuuk", "2024-03-30"), ("America/Goose_Bay", "2010-11-06"),
]


def transitions():
    """Around each change of offset: "now" the day before, its last instant, the first instant
    of the day of the change and its last, each at the edges of the near term."""
    cases = []
    for zone, before in TRANSITIONS:
        oracle = Oracle(zone)
        first = oracle.zone.first_instant
        day_before = day_number(before)
        change_day = day_before + 1
        while not oracle.zone.exists(change_day):
            change_day += 1
        nows = [
            ("day-before-noon", first(day_before) + 12 * 3600),
            ("day-before-last-ms", first(change_day) - MS),
            ("change-day-first", first(change_day)),
            ("change-day-last-ms", first(change_day + 1) - MS),
        ]
        place = zone.split("/")[-1].lower().replace("_", "-")
        for index, (now_name, now) in enumerate(nows):
            first_weekday = [1, 2, 7, 6][index]
            for due_name, due in around_edges(oracle, now, first_weekday):
                slug = f"{place}-{before.replace('-', '')}-{now_name}-{due_name}"
                cases.append(case("transitions", slug, oracle, now, due, first_weekday,
                                  day_rule="skipped-day"))
    return cases


def years():
    """Weeks across a new year, leap days and their absence, and a day a year later in the
    same week of the year."""
    oracle = Oracle("UTC")
    cases = []
    nows = [f"{y}-12-30" for y in (1999, 2020, 2026)] + [f"{y}-12-31" for y in (2024, 2099)]
    nows += [f"{y}-02-28" for y in (2000, 2023, 2024, 2100)]
    for text in nows:
        now = day_number(text) * DAY + 12 * 3600
        for first_weekday in (1, 2, 7):
            for ahead in (1, 2, 5, 9):
                due = (day_number(text) + ahead) * DAY
                slug = f"{text.replace('-', '')}-from-{WEEKDAYS[first_weekday - 1]}-plus-{ahead}"
                cases.append(case("years", slug, oracle, now, due, first_weekday))
    for text in ("2014-05-21", "2021-01-01", "2023-12-31"):
        now = day_number(text) * DAY + 12 * 3600
        for first_weekday in (1, 2):
            for ahead in (364, 371):
                due = (day_number(text) + ahead) * DAY + 12 * 3600
                slug = f"a-year-on-{text.replace('-', '')}-from-{WEEKDAYS[first_weekday - 1]}-plus-{ahead}"
                cases.append(case("years", slug, oracle, now, due, first_weekday,
                                  extra_tags=["year-blind"]))
    return cases


# Each calendar todo --calendar takes, a zone that uses it, its weeks, and the Gregorian date
# of its first new year in 2025 (or the next January 1 for the calendars of Gregorian years).
CALENDARS = [
    ("gregorian", "UTC", 1, "2026-01-01"), ("iso8601", "Europe/Berlin", 2, "2026-01-01"),
    ("buddhist", "Asia/Bangkok", 1, "2026-01-01"), ("chinese", "Asia/Shanghai", 2, "2025-01-29"),
    ("coptic", "Africa/Cairo", 7, "2025-09-11"), ("ethiopic", "Africa/Addis_Ababa", 2, "2025-09-11"),
    ("ethiopic-amete-alem", "Africa/Addis_Ababa", 2, "2025-09-11"),
    ("hebrew", "Asia/Jerusalem", 1, "2025-09-23"), ("indian", "Asia/Kolkata", 1, "2025-03-22"),
    ("islamic", "Asia/Karachi", 2, "2025-06-26"), ("islamic-civil", "Africa/Casablanca", 2, "2025-06-27"),
    ("islamic-tbla", "Asia/Dubai", 2, "2025-06-26"),
    ("islamic-umalqura", "Asia/Riyadh", 7, "2025-06-26"), ("japanese", "Asia/Tokyo", 1, "2026-01-01"),
    ("persian", "Asia/Tehran", 7, "2025-03-21"), ("roc", "Asia/Taipei", 1, "2026-01-01"),
]


def calendars():
    """Every calendar across its new year, and the Japanese era changes of 1989 and 2019."""
    cases = []
    for name, zone, first_weekday, new_year in CALENDARS:
        oracle = Oracle(zone)
        first = oracle.zone.first_instant
        eve = day_number(new_year) - 1
        now = first(eve) + 12 * 3600
        edges = oracle.edges(now, first_weekday)
        for due_name, due, due_text in [
            ("new-year-day", first(eve + 1), new_year), ("day-after", first(eve + 2), None),
            ("this-week-last-ms", edges["next-week"] - MS, None),
            ("next-week-first", edges["next-week"], None),
            ("week-after-next-first", edges["week-after-next"], None),
        ]:
            cases.append(case("calendars", f"{name}-{new_year.replace('-', '')}-{due_name}", oracle,
                              now, due, first_weekday, calendar=name, extra_tags=["calendar"],
                              due_text=due_text))
    oracle = Oracle("Asia/Tokyo")
    first = oracle.zone.first_instant
    for era_day in ("1989-01-08", "2019-05-01"):
        change = day_number(era_day)
        for back in (1, 3, 6):
            now = first(change - back) + 12 * 3600
            for due_name, due in around_edges(oracle, now, 1)[:6]:
                slug = f"japanese-era-{era_day.replace('-', '')}-now-minus-{back}-{due_name}"
                cases.append(case("calendars", slug, oracle, now, due, 1, calendar="japanese",
                                  extra_tags=["calendar", "era"]))
    return cases


FAMILIES = {
    "generated-weeks.jsonl": weeks,
    "generated-offsets.jsonl": offsets,
    "generated-transitions.jsonl": transitions,
    "generated-years.jsonl": years,
    "generated-calendars.jsonl": calendars,
}
KEYS = ["id", "now", "due", "timeZone", "firstWeekday", "calendar", "expected", "rule", "tags",
        "why", "source"]


def text_of(cases, old_text=""):
    """The lines of a file: one case a line, keys in the files' order, duplicates left out, and
    every case of `old_text` this run no longer makes kept, withdrawn: an id is never reused."""
    lines, seen, questions = [], set(), set()
    for one in cases:
        question = (one["now"], one["due"], one["timeZone"], one["firstWeekday"], one["calendar"])
        if question in questions:
            continue
        assert one["id"] not in seen, one["id"]
        seen.add(one["id"])
        questions.add(question)
        lines.append(line_of(one))
    for old in old_text.splitlines():
        if old.strip():
            one = json.loads(old)
            if one["id"] not in seen:
                one.setdefault("withdrawn", "no longer generated: the generator changed")
                lines.append(line_of(one))
    return "\n".join(lines) + "\n"


def line_of(one):
    """A case as one line, its keys in the files' order."""
    keys = KEYS + (["withdrawn"] if "withdrawn" in one else [])
    return "{" + ", ".join(
        f"{json.dumps(key)}: {json.dumps(one[key], ensure_ascii=False)}" for key in keys) + "}"


def main():
    check = sys.argv[1:] == ["--check"]
    if sys.argv[1:] not in ([], ["--check"]):
        sys.exit("usage: generate_cases.py [--check]")
    stale = []
    total = 0
    for name, family in FAMILIES.items():
        path = os.path.join(CASES, name)
        try:
            with open(path, encoding="utf-8") as file:
                old_text = file.read()
        except OSError:
            old_text = ""
        text = text_of(family(), old_text)
        total += text.count("\n")
        if check:
            if old_text != text:
                stale.append(name)
        else:
            with open(path, "w", encoding="utf-8") as file:
                file.write(text)
    if stale:
        sys.exit(f"generate_cases.py: {', '.join(stale)} would change (tz data {TZDATA}); run "
                 "python3 Conformance/generator/generate_cases.py and review the difference")
    print(f"{'checked' if check else 'wrote'} {total} generated cases (tz data {TZDATA})")


if __name__ == "__main__":
    main()
