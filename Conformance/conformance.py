#!/usr/bin/env python3
"""The date-bucket conformance runner, in Python's standard library (3.9 or later).

It is the Swift runner `conformance` (Conformance/Sources/ConformanceKit) written again for
those who have no Swift toolchain: the same options, the same output and the same exit codes,
checked by the same scenarios (Conformance/Tests/scenarios.json) in CI. See Conformance/README.md:

    python3 Conformance/conformance.py [OPTION]… COMMAND [ARG…]

It starts COMMAND once, in a process group of its own, writes every question to its standard
input, one JSON object a line, reads its answers from its standard output as they come, and says
what became of each case. It exits 0 when every case passed or is a listed known failure, 1 when
one did not or the run went wrong, 2 when the run could not be made.
"""

import bisect
import ctypes
import errno
import json
import math
import os
import re
import select
import signal
import stat
import subprocess
import sys
import time
from calendar import isleap
from zoneinfo import ZoneInfo

RUNNER_VERSION = "2.0.0"
HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_CASES = os.path.join(HERE, "cases")
GROUPS = ["beforeToday", "today", "tomorrow", "laterThisWeek", "nextWeek", "afterNextWeek"]
RULES = [
    "day-span", "first-instant", "day-goes-on", "calendar-zone", "skipped-day", "week-start",
    "skipped-days-count", "before-today", "today", "tomorrow", "tomorrow-wins",
    "later-this-week", "next-week", "after-next-week",
]
CALENDARS = [
    "gregorian", "iso8601", "buddhist", "chinese", "coptic", "ethiopic", "ethiopic-amete-alem",
    "hebrew", "indian", "islamic", "islamic-civil", "islamic-tbla", "islamic-umalqura",
    "japanese", "persian", "roc",
]
QUESTION_FIELDS = ["id", "now", "due", "timeZone", "firstWeekday", "calendar"]
CASE_FIELDS = QUESTION_FIELDS + ["expected", "rule", "tags", "why", "source"]
EVERY_FIELD = ("a case has id, now, due, timeZone, firstWeekday, calendar, expected, rule, "
               "tags, why and source")
CASES_LIMIT = 64 * 1024 * 1024
KNOWN_FAILURES_LIMIT = 16 * 1024 * 1024
LINE_LIMIT = 65_536
SHOWN_LIMIT = 120
PROBLEM_LIMIT = 20
CASE_PROBLEM_LIMIT = 100
TIMEOUT_RANGE = (0.001, 86_400.0)
SIGNAL_NAMES = {
    signal.SIGHUP: "SIGHUP", signal.SIGINT: "SIGINT", signal.SIGQUIT: "SIGQUIT",
    signal.SIGILL: "SIGILL", signal.SIGTRAP: "SIGTRAP", signal.SIGABRT: "SIGABRT",
    signal.SIGBUS: "SIGBUS", signal.SIGFPE: "SIGFPE", signal.SIGKILL: "SIGKILL",
    signal.SIGSEGV: "SIGSEGV", signal.SIGPIPE: "SIGPIPE", signal.SIGALRM: "SIGALRM",
    signal.SIGTERM: "SIGTERM",
}
USAGE = (
    "usage: conformance [--cases FILE]… [--run GLOB]… [--skip GLOB]… [--tag TAG]… "
    "[--skip-tag TAG]… [--known-failures FILE]… [--json] [--quiet] [--by file|tag|rule]… "
    "[--timeout SECONDS] COMMAND [ARG…]")
HELP = USAGE + """

Runs the date-bucket conformance cases against COMMAND, which reads one question a line on its
standard input and writes one answer a line on its standard output (Conformance/README.md).

  --cases FILE            a .jsonl file or a folder of them, instead of the suite's own cases
  --run GLOB              only the cases whose id matches the glob (* ? [a-z])
  --skip GLOB             leave out the cases whose id matches the glob
  --tag TAG               only the cases with the tag, such as policy
  --skip-tag TAG          leave out the cases with the tag
  --known-failures FILE   the cases expected to fail: an id or a glob a line, then # and why
  --json                  the results, the counts and the versions as one JSON object
  --quiet                 only what failed, the counts and the summary
  --by file|tag|rule      the counts by case file (the default), by tag or by rule
  --timeout SECONDS       the longest the program may go without answering (10; 0.001 to 86400)
  --version               the suite's version and the runner's
  --help, -h              this help

The options that take a value may be given again for more. The exit status is 0 when every case
passed or is a listed known failure, 1 when one did not or the run went wrong, and 2 when the
run could not be made.
"""


class Refusal(Exception):
    """Why the run cannot be made: printed after "conformance: ", and the exit status is 2."""


# MARK: - Printing what the runner did not write


def escaped(text):
    """Every control character, and every character that reorders text, as \\u{1B}: what a case
    file, a list or the program says cannot move the cursor or clear the screen."""
    out = []
    for character in text:
        code = ord(character)
        if (code <= 0x1F or 0x7F <= code <= 0x9F or code in (0x061C, 0x200E, 0x200F)
                or 0x202A <= code <= 0x202E or 0x2066 <= code <= 0x2069
                or code in (0x2028, 0x2029) or 0xD800 <= code <= 0xDFFF):
            out.append("\\u{%X}" % code)
        else:
            out.append(character)
    return "".join(out)


def shown(text):
    """A piece of the program's output as a message quotes it: escaped, at most 120 scalars."""
    if len(text) > SHOWN_LIMIT:
        return escaped(text[:SHOWN_LIMIT]) + "…"
    return escaped(text)


def plural(count, one, many):
    return f"{count} {one if count == 1 else many}"


def write_all(descriptor, data):
    """Writes every byte, retrying where a write is cut short or interrupted."""
    view = memoryview(data)
    while view:
        try:
            written = os.write(descriptor, view)
        except InterruptedError:
            continue
        view = view[written:]


# MARK: - Reading files by descriptor


def words(code):
    """The system's words for an errno, begun in lower case to end a sentence, as ToolPlatform
    (ToolPlatform/Sources/ToolPlatform/ToolFileError.swift) says them."""
    if code == errno.ELOOP:
        return "it is a symbolic link, which is not followed here"
    text = os.strerror(code)
    return text[:1].lower() + text[1:]


def kind_words(mode):
    if stat.S_ISREG(mode):
        return "a regular file"
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISLNK(mode):
        return "a symbolic link"
    if stat.S_ISFIFO(mode):
        return "a FIFO"
    if stat.S_ISCHR(mode):
        return "a character device"
    if stat.S_ISBLK(mode):
        return "a block device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "a file of unknown kind"


def read_text(path, limit):
    """The text of the regular file at path, read through one descriptor opened without
    blocking, at most limit bytes, as ToolPlatform's ToolFile.readText reads it."""
    def refusal(reason):
        return Refusal(f"cannot read {escaped(path)}: {reason}")
    if "\0" in path:
        raise refusal("the path holds a NUL byte")
    try:
        descriptor = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC | os.O_NOCTTY)
    except OSError as error:
        raise refusal(words(error.errno)) from None
    try:
        mode = os.fstat(descriptor).st_mode
        if not stat.S_ISREG(mode):
            raise refusal(f"it is {kind_words(mode)}, not a regular file")
        chunks, size = [], 0
        while True:
            try:
                chunk = os.read(descriptor, 1 << 20)
            except InterruptedError:
                continue
            except OSError as error:
                raise refusal(words(error.errno)) from None
            if not chunk:
                break
            size += len(chunk)
            if size > limit:
                raise refusal(f"it is larger than {limit} bytes")
            chunks.append(chunk)
    finally:
        os.close(descriptor)
    try:
        text = b"".join(chunks).decode("utf-8")
    except UnicodeDecodeError:
        raise refusal("it is not UTF-8 text") from None
    return text[1:] if text.startswith("\ufeff") else text


# MARK: - The options


class Options:
    def __init__(self):
        self.cases, self.run, self.skip, self.tags, self.skip_tags = [], [], [], [], []
        self.known_failures, self.by = [], []
        self.json = self.quiet = False
        self.timeout, self.timeout_text = 10.0, "10"
        self.command = []


def parse_options(arguments):
    """The options, or for --help and --version the text to print instead of a run."""
    options = Options()
    index = 0

    def value(name):
        nonlocal index
        if index >= len(arguments):
            raise Refusal(f"{name} needs a value\n{USAGE}")
        index += 1
        return arguments[index - 1]

    while index < len(arguments) and arguments[index].startswith("-"):
        argument = arguments[index]
        index += 1
        if argument == "--":
            break
        if argument in ("--help", "-h"):
            return HELP
        if argument == "--version":
            return versions_line() + "\n"
        if argument == "--cases":
            options.cases.append(value(argument))
        elif argument == "--run":
            options.run.append(value(argument))
        elif argument == "--skip":
            options.skip.append(value(argument))
        elif argument == "--tag":
            options.tags.append(value(argument))
        elif argument == "--skip-tag":
            options.skip_tags.append(value(argument))
        elif argument == "--known-failures":
            options.known_failures.append(value(argument))
        elif argument == "--json":
            options.json = True
        elif argument == "--quiet":
            options.quiet = True
        elif argument == "--by":
            by = value(argument)
            if by not in ("file", "tag", "rule"):
                raise Refusal(f"--by '{escaped(by)}' is not file, tag or rule\n{USAGE}")
            options.by.append(by)
        elif argument == "--timeout":
            text = value(argument)
            options.timeout = number(text, argument, TIMEOUT_RANGE)
            options.timeout_text = escaped(text)
        else:
            raise Refusal(f"unknown option '{escaped(argument)}'\n{USAGE}")
    if index >= len(arguments):
        raise Refusal(f"no command to run: give the program that answers the cases\n{USAGE}")
    options.command = arguments[index:]
    options.by = options.by or ["file"]
    return options


DECIMAL = re.compile(r"[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?")
HEXADECIMAL = re.compile(r"[+-]?0[xX]([0-9a-fA-F]+\.?[0-9a-fA-F]*|\.[0-9a-fA-F]+)([pP][+-]?[0-9]+)?")
NOT_FINITE = re.compile(r"[+-]?(nan|inf|infinity)", re.IGNORECASE)


def number(text, option, bounds):
    """A finite number within bounds, read as Swift's Double(_:) reads one (5, .5, +5, 1e3,
    0x10), or a refusal as ToolPlatform's ToolNumber.parse words it."""
    low, high = bounds
    accepted = f"a number from {bound_words(low)} to {bound_words(high)}"

    def refusal(what):
        return Refusal(f'{option} takes {accepted}; "{escaped(text)}" {what}\n{USAGE}')
    if DECIMAL.fullmatch(text):
        value = float(text)
    elif HEXADECIMAL.fullmatch(text):
        digits = text.lstrip("+-")
        value = float.fromhex(digits) * (-1 if text.startswith("-") else 1)
    elif NOT_FINITE.fullmatch(text):
        raise refusal("is not a finite number")
    else:
        raise refusal("is not a number")
    if not math.isfinite(value):
        raise refusal("is not a finite number")
    if not low <= value <= high:
        raise refusal("is out of range")
    return value


def bound_words(value):
    """A bound as a person writes it: 1 rather than 1.0, 0.001 as it is."""
    if value == round(value) and abs(value) < 1e15:
        return str(int(value))
    return repr(value)


# MARK: - Globs


def glob_matches(pattern, text):
    """Whether text matches pattern: * any run of characters, ? one, [a-z] or [!a-z] one of a
    set; any other character itself, and a [ that is never closed too."""
    p = t = 0
    star_p = star_t = -1
    while t < len(text):
        if p < len(pattern):
            character = pattern[p]
            if character == "*":
                star_p, star_t = p, t
                p += 1
                continue
            if character == "?":
                p, t = p + 1, t + 1
                continue
            if character == "[":
                matched, end = bracket(pattern, p, text[t])
                if end is not None:
                    if matched:
                        p, t = end, t + 1
                        continue
                elif text[t] == "[":
                    p, t = p + 1, t + 1
                    continue
            elif character == text[t]:
                p, t = p + 1, t + 1
                continue
        if star_p < 0:
            return False
        star_t += 1
        p, t = star_p + 1, star_t
    while p < len(pattern) and pattern[p] == "*":
        p += 1
    return p == len(pattern)


def bracket(pattern, start, character):
    """Whether character is in the set that opens at pattern[start], and the index after the
    set; the index is None when the set is never closed."""
    index = start + 1
    negated = index < len(pattern) and pattern[index] in "!^"
    if negated:
        index += 1
    matched = False
    first = True
    while index < len(pattern) and (first or pattern[index] != "]"):
        first = False
        low = pattern[index]
        if index + 2 < len(pattern) and pattern[index + 1] == "-" and pattern[index + 2] != "]":
            if low <= character <= pattern[index + 2]:
                matched = True
            index += 3
        else:
            if character == low:
                matched = True
            index += 1
    if index >= len(pattern):
        return False, None
    return matched != negated, index + 1


def is_glob(text):
    return any(character in text for character in "*?[")


# MARK: - The cases


class Case:
    def __init__(self, fields, place_file, line):
        self.fields = fields
        self.id = fields["id"]
        self.expected = fields["expected"]
        self.rule = fields["rule"]
        self.tags = fields["tags"]
        self.why = fields["why"]
        self.withdrawn = fields.get("withdrawn")
        self.file = place_file
        self.line = line

    @property
    def place(self):
        return f"{self.file}:{self.line}"

    def question_line(self):
        question = {name: self.fields[name] for name in QUESTION_FIELDS}
        return json.dumps(question, ensure_ascii=False)


def json_object(line):
    """The object a line holds, as JSONSerialization reads it: no NaN, no lone surrogate; or
    None."""
    def refuse(_):
        raise ValueError("not JSON")
    try:
        value = json.loads(line, parse_constant=refuse)
    except (ValueError, RecursionError):
        return None
    if not isinstance(value, dict) or has_lone_surrogate(value):
        return None
    return value


def has_lone_surrogate(value):
    pending = [value]
    while pending:
        item = pending.pop()
        if isinstance(item, str):
            if any(0xD800 <= ord(character) <= 0xDFFF for character in item):
                return True
        elif isinstance(item, dict):
            pending.extend(item.keys())
            pending.extend(item.values())
        elif isinstance(item, list):
            pending.extend(item)
    return False


def is_slug(text):
    return all(word and all("a" <= c <= "z" or "0" <= c <= "9" for c in word)
               for word in text.split("-"))


INSTANT = re.compile(r"([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2})"
                     r"(\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})")
DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]


def is_instant(text):
    """Whether text is an instant with its offset, as the Swift package's ISO8601Instant reads
    one: a real date of the proleptic Gregorian calendar, and an offset of at most 18:00."""
    match = INSTANT.fullmatch(text)
    if not match:
        return False
    year, month, day, hour, minute, second = (int(match.group(i)) for i in range(1, 7))
    if not 1 <= month <= 12:
        return False
    days = 29 if month == 2 and isleap(year) else DAYS_IN_MONTH[month - 1]
    if not (1 <= day <= days and hour < 24 and minute < 60 and second < 60):
        return False
    offset = match.group(8)
    if offset != "Z":
        hours, minutes = int(offset[1:3]), int(offset[4:6])
        if hours * 60 + minutes > 18 * 60 or minutes >= 60:
            return False
    return True


def is_day(text):
    return len(text.encode()) == 10 and is_instant(text + "T00:00:00Z")


def is_zone(name):
    if name[:1] in ("+", "-"):
        if not re.fullmatch(r"[+-][0-9]{2}:[0-9]{2}", name):
            return False
        hours, minutes = int(name[1:3]), int(name[4:6])
        return hours * 60 + minutes <= 18 * 60 and minutes < 60
    if name.lower().startswith(("utc+", "utc-", "gmt+", "gmt-")):
        return False
    # Files of the tz data folder that are no zone of its own (Foundation refuses them too);
    # the zones themselves are the system's here and Foundation's copy in the Swift runner,
    # which also takes a few of ICU's old names, such as PST.
    if name in ("localtime", "posixrules"):
        return False
    try:
        ZoneInfo(name)
    except Exception:  # noqa: BLE001 (any name zoneinfo cannot load is no zone)
        return False
    return True


def listed(names):
    quoted = [f'"{name}"' for name in names]
    if len(quoted) == 1:
        return quoted[0]
    return ", ".join(quoted[:-1]) + " or " + quoted[-1]


def text_field(fields, name, hint, problems):
    if name not in fields:
        return None
    value = fields[name]
    if not isinstance(value, str):
        problems.append(f'"{name}" is not a text; {hint}')
        return None
    return value


def case_problems(fields):
    """Every problem of a case line's fields, in the order the Swift package names them."""
    problems = []
    missing = [name for name in CASE_FIELDS if name not in fields]
    if missing:
        problems.append(f"has no {listed(missing)}; {EVERY_FIELD}")
    for name in sorted(fields):
        if name not in CASE_FIELDS and name != "withdrawn":
            problems.append(f'has a field "{name}" that no case has; {EVERY_FIELD}, and may have '
                            "withdrawn")
    identifier = text_field(fields, "id", "give a slug such as apia-2011-skipped-friday", problems)
    now = text_field(fields, "now", "give an instant such as 2011-12-29T12:00:00-10:00", problems)
    due = text_field(fields, "due", "give an instant with its offset, or a day", problems)
    zone = text_field(fields, "timeZone", "give an IANA time zone or an offset", problems)
    weekday = fields.get("firstWeekday")
    whole = isinstance(weekday, int) and not isinstance(weekday, bool)
    if "firstWeekday" in fields and not whole:
        problems.append('"firstWeekday" is not a whole number from 1 (Sunday) to 7 (Saturday)')
    calendar = text_field(fields, "calendar", "give a name such as gregorian", problems)
    if identifier is not None and not is_slug(identifier):
        problems.append(f"\"id\" '{identifier}' is not a slug: lowercase letters and digits in "
                        "words joined by single hyphens, such as apia-2011-skipped-friday")
    if now is not None and not is_instant(now):
        problems.append(f"\"now\" '{now}' is not an instant with its offset, such as "
                        "2011-12-29T12:00:00-10:00 or 2011-12-29T22:00:00Z")
    if due is not None and not is_instant(due) and not is_day(due):
        problems.append(f"\"due\" '{due}' is neither an instant with its offset, such as "
                        "2011-12-31T00:00:00+14:00, nor a day YYYY-MM-DD, such as 2011-12-31")
    if zone is not None and not is_zone(zone):
        problems.append(f"\"timeZone\" '{zone}' is neither an IANA time zone, such as "
                        "Pacific/Apia, nor a fixed offset, such as +05:45 or -10:00")
    if whole and not 1 <= weekday <= 7:
        problems.append('"firstWeekday" is not a whole number from 1 (Sunday) to 7 (Saturday)')
    if calendar is not None and calendar not in CALENDARS:
        problems.append(f"\"calendar\" '{calendar}' is not a calendar todo --calendar takes: "
                        + ", ".join(CALENDARS))
    if "expected" in fields and fields["expected"] not in GROUPS:
        value = fields["expected"]
        quoted = f"'{value}' " if isinstance(value, str) else ""
        problems.append(f'"expected" {quoted}is not a group: beforeToday, today, tomorrow, '
                        "laterThisWeek, nextWeek or afterNextWeek")
    if "rule" in fields and fields["rule"] not in RULES:
        value = fields["rule"]
        quoted = f"'{value}' " if isinstance(value, str) else ""
        problems.append(f'"rule" {quoted}is not a rule of the date guide: ' + ", ".join(RULES))
    if "tags" in fields:
        tags = fields["tags"]
        if not (isinstance(tags, list) and tags
                and all(isinstance(tag, str) and is_slug(tag) for tag in tags)):
            problems.append('"tags" is not a list of one or more slugs, such as ["dst-gap", '
                            '"week-wrap"]')
    for name, hint in [("why", "say in one line why the expected group is right"),
                       ("source", "name a bug report, a peer's test or a reasoning"),
                       ("withdrawn", "say why the case was withdrawn")]:
        text = text_field(fields, name, hint, problems)
        if text is not None and not text.strip():
            problems.append(f'"{name}" is empty; {hint}')
    return problems


def display_folder(path):
    """How the suite's own folder is named: from the current folder when it is inside it."""
    here = os.getcwd()
    if path.startswith(here + os.sep):
        return path[len(here) + 1:]
    return path


def case_files(paths):
    """The files paths name: each file itself, each folder's .jsonl files by name; a file given
    twice (itself, through a link, or in a folder given too) is refused."""
    files, seen = [], set()
    for path in paths:
        try:
            descriptor = os.open(path, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
        except NotADirectoryError:
            files.append(path)
            continue
        except FileNotFoundError:
            raise Refusal(f"no file or folder {escaped(path)}; give --cases a .jsonl file or a "
                          "folder") from None
        except OSError as error:
            raise Refusal(f"cannot open the folder {escaped(path)}: {words(error.errno)}") from None
        try:
            names = sorted(name for name in os.listdir(descriptor) if name.endswith(".jsonl"))
        except OSError as error:
            raise Refusal(f"cannot list the folder {escaped(path)}: {words(error.errno)}") from None
        finally:
            os.close(descriptor)
        if not names:
            raise Refusal(f"no .jsonl file in {escaped(path)}")
        files += [path + name if path.endswith("/") else path + "/" + name for name in names]
    for file in files:
        if not os.path.exists(file):
            continue
        real = os.path.realpath(file)
        if real in seen:
            raise Refusal(f"the cases {escaped(file)} are given twice; give each file once")
        seen.add(real)
    return files


def read_cases(paths):
    default = not paths
    cases, problems, seen = [], [], {}
    for file in case_files(paths or [DEFAULT_CASES]):
        text = read_text(file, CASES_LIMIT)
        name = escaped(display_folder(file) if default else file)
        for index, line in enumerate(text.split("\n")):
            if not line:
                continue
            place = f"{name}:{index + 1}"
            fields = json_object(line)
            if fields is None:
                problems.append(f"{place}: is not one JSON object on one line")
                continue
            line_problems = case_problems(fields)
            if line_problems:
                problems += [f"{place}: {escaped(problem)}" for problem in line_problems]
                continue
            identifier = fields["id"]
            if identifier in seen:
                problems.append(f"{place}: the id {identifier} is also at {seen[identifier].place}")
                continue
            case = Case(fields, name, index + 1)
            seen[identifier] = case
            cases.append(case)
    if problems:
        listed_problems = problems[:CASE_PROBLEM_LIMIT]
        more = len(problems) - len(listed_problems)
        text = "the cases cannot be read:\n" + "\n".join("  " + p for p in listed_problems)
        if more:
            text += f"\n  and {plural(more, 'more problem', 'more problems')}"
        raise Refusal(text)
    return cases


# MARK: - Known failures


class Listing:
    def __init__(self, pattern, place, why):
        self.pattern, self.place, self.why = pattern, place, why
        self.is_glob = is_glob(pattern)


def read_known_failures(paths):
    """Every listing, in the order read, the exact ids by id, and the globs."""
    listings, exact, globs, seen = [], {}, [], {}
    for path in paths:
        text = read_text(path, KNOWN_FAILURES_LIMIT)
        name = escaped(path)
        for index, raw in enumerate(text.split("\n")):
            line = raw[:-1] if raw.endswith("\r") else raw
            place = f"{name}:{index + 1}"
            head, hash_sign, why = line.partition("#")
            found = [word for word in re.split(r"[ \t]+", head) if word]
            if not found:
                continue
            if len(found) > 1:
                shown_head = escaped(head.strip(" \t"))
                raise Refusal(f"{place}: '{shown_head}' is not one id or glob; write one id or "
                              "glob a line, then # and why")
            pattern = found[0]
            why = why.strip(" \t")
            if not hash_sign or not why:
                raise Refusal(f"{place}: {escaped(pattern)} has no reason; write the id or glob, "
                              "then # and why the case fails")
            if pattern in seen:
                raise Refusal(f"{place}: {escaped(pattern)} is listed already, on "
                              f"{seen[pattern].place}")
            listing = Listing(pattern, place, escaped(why))
            seen[pattern] = listing
            listings.append(listing)
            if listing.is_glob:
                globs.append(listing)
            else:
                exact[pattern] = listing
    return listings, exact, globs


def literal_start(pattern):
    """The characters a glob starts with before its first *, ? or [."""
    return re.split(r"[*?\[]", pattern, maxsplit=1)[0]


def listed_cases(ids, listings, exact, globs):
    """Which listing lists each id (the id's own line, or else the first glob that matches it),
    and each listing that matches no id; a glob is tried only on the ids that start with its
    literal start, found in the ids sorted."""
    by_id = {identifier: exact[identifier] for identifier in ids if identifier in exact}
    ordered = sorted(ids)
    matched = set()
    for index, listing in enumerate(globs):
        start = literal_start(listing.pattern)
        position = bisect.bisect_left(ordered, start)
        while position < len(ordered) and ordered[position].startswith(start):
            identifier = ordered[position]
            if glob_matches(listing.pattern, identifier):
                matched.add(index)
                by_id.setdefault(identifier, listing)
            position += 1
    known = set(ids)
    problems, glob_index = [], 0
    for listing in listings:
        if not listing.is_glob:
            if listing.pattern not in known:
                problems.append(f"{listing.place} lists {escaped(listing.pattern)}, which no case "
                                "has; remove that line")
            continue
        if glob_index not in matched:
            problems.append(f"{listing.place} lists the glob {escaped(listing.pattern)}, which "
                            "matches no case; remove that line")
        glob_index += 1
    return by_id, problems


# MARK: - Choosing the cases


def selection(cases, options):
    read = len(cases)
    if read == 0:
        raise Refusal("no case to run: the cases given hold none")
    for option, globs in (("--run", options.run), ("--skip", options.skip)):
        for pattern in globs:
            if not any(glob_matches(pattern, case.id) for case in cases):
                raise Refusal(f"{option} '{escaped(pattern)}' matches no case of the "
                              f"{plural(read, 'case', 'cases')} read")
    tags = {tag for case in cases for tag in case.tags}
    for option, wanted in (("--tag", options.tags), ("--skip-tag", options.skip_tags)):
        for tag in wanted:
            if tag not in tags:
                raise Refusal(f"{option} '{escaped(tag)}' is the tag of no case of the "
                              f"{plural(read, 'case', 'cases')} read")
    running = [case for case in cases if case.withdrawn is None]
    if not running:
        raise Refusal("no case to run: every case read is withdrawn")
    chosen = [case for case in running if chooses(case, options)]
    if not chosen:
        raise Refusal("no case to run: the selection leaves none of the "
                      f"{plural(len(running), 'case', 'cases')} that run")
    return running, chosen


def chooses(case, options):
    if options.run and not any(glob_matches(pattern, case.id) for pattern in options.run):
        return False
    if any(glob_matches(pattern, case.id) for pattern in options.skip):
        return False
    if options.tags and not any(tag in case.tags for tag in options.tags):
        return False
    return not any(tag in case.tags for tag in options.skip_tags)


# MARK: - The program's answers


class Answers:
    def __init__(self, cases):
        self.expected = {case.id: case.expected for case in cases}
        self.verdicts = {}
        self.groups = {}
        self.problems = []
        self.overflow = 0
        self.line_number = 0
        self.first_stray = None
        self.first_stray_line = None
        self.strays = 0

    def complete(self):
        return len(self.verdicts) == len(self.expected)

    def problem(self, text):
        if len(self.problems) < PROBLEM_LIMIT:
            self.problems.append(text)
        else:
            self.overflow += 1

    def stray(self, text):
        self.strays += 1
        if self.first_stray_line is None:
            self.first_stray_line = self.line_number
            if len(self.problems) < PROBLEM_LIMIT:
                self.first_stray = len(self.problems)
            self.problem(text)

    def too_long(self):
        self.line_number += 1
        self.stray(f"line {self.line_number} of the output is longer than {LINE_LIMIT} bytes, "
                   "and was not read")
        return False

    def read(self, data):
        """Judges one line of output; returns whether it gave a case its first answer."""
        self.line_number += 1
        number = self.line_number
        text = data.decode("utf-8", "replace")
        if text.endswith("\r"):
            text = text[:-1]
        if not text.strip(" \t"):
            return False
        answer = json_object(text) if text.lstrip(" \t").startswith("{") else None
        if answer is None or not isinstance(answer.get("id"), str):
            self.stray(f'line {number} of the output is not an answer {{"id": …, "group": …}}: '
                       f"{shown(text)}")
            return False
        identifier = answer["id"]
        if identifier not in self.expected:
            self.problem(f"line {number} of the output answers {shown(identifier)}, which was "
                         "not asked")
            return False
        group = answer.get("group")
        if identifier in self.verdicts:
            first = self.groups.get(identifier)
            if isinstance(group, str) and first is not None and group != first:
                self.problem(f"line {number} of the output answers {identifier} a second time, "
                             f"and otherwise: {shown(first)}, then {shown(group)}")
            else:
                self.problem(f"line {number} of the output answers {identifier} a second time")
            return False
        expected = self.expected[identifier]
        if isinstance(group, str):
            self.groups[identifier] = group
            if group == expected:
                self.verdicts[identifier] = ("pass",)
            elif group in GROUPS:
                self.verdicts[identifier] = ("fail", expected, group)
            else:
                self.verdicts[identifier] = (
                    "error", f"answered '{shown(group)}', which is not a group: "
                    + ", ".join(GROUPS))
        elif isinstance(answer.get("error"), str):
            self.verdicts[identifier] = ("error", f"the program has no answer: "
                                                  f"{shown(answer['error'])}")
        else:
            self.verdicts[identifier] = ("error", 'the answer has no "group" and no "error": '
                                                  f"{shown(text)}")
        return True

    def general_problems(self):
        problems = list(self.problems)
        if self.first_stray is not None and self.strays > 1:
            more = self.strays - 1
            problems[self.first_stray] += (
                f"; {plural(more, 'more line is', 'more lines are')} not answers either")
        if self.overflow:
            problems.append(f"and {plural(self.overflow, 'more problem', 'more problems')} with "
                            "the program's output")
        return problems

    def stray_note(self):
        if self.first_stray_line is None:
            return ""
        if self.strays == 1:
            return f"; line {self.first_stray_line} of its output was not an answer"
        return f"; {self.strays} lines of its output were not answers"


# MARK: - Running the program


def process_table():
    """Each process's parent, group and start (clock ticks since boot), as /proc lists them."""
    table = {}
    try:
        names = os.listdir("/proc")
    except OSError:
        return table
    for name in names:
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat", encoding="utf-8", errors="replace") as file:
                text = file.read()
        except OSError:
            continue
        fields = text[text.rfind(")") + 2:].split()
        if len(fields) > 19:
            table[int(name)] = (int(fields[1]), int(fields[2]), int(fields[19]), fields[0])
    return table


class Lineage:
    """Which children are the runner's own, as ChildProcesses' Lineage tells them (Linux): the
    runner is the subreaper of what the program starts, so a helper that left the program's
    process group (setsid) comes back to it when the program ends, and is ended then; a child
    the runner inherited (a shell's job, before it became the runner) is never ended."""

    def __init__(self):
        self.subreaper = False
        try:
            libc = ctypes.CDLL(None, use_errno=True)
            self.subreaper = libc.prctl(36, 1, 0, 0, 0) == 0  # PR_SET_CHILD_SUBREAPER
        except (OSError, AttributeError):
            pass
        me = os.getpid()
        self.inherited = {pid: entry[2] for pid, entry in process_table().items()
                          if entry[0] == me}
        self.first_start = None

    def started(self, pid):
        entry = process_table().get(pid)
        if entry and self.first_start is None:
            self.first_start = entry[2]

    def end_orphans(self):
        if not self.subreaper or self.first_start is None:
            return
        me, group = os.getpid(), os.getpgrp()
        own = []
        for pid, (parent, pgrp, start, state) in process_table().items():
            if parent != me:
                continue
            if start >= self.first_start and pgrp != group and self.inherited.get(pid) != start:
                own.append(pid)
                for target in (-pid, pid):
                    try:
                        os.kill(target, signal.SIGKILL)
                    except OSError:
                        pass
            elif state == "Z":
                try:
                    os.waitpid(pid, os.WNOHANG)
                except OSError:
                    pass
        for pid in own:
            try:
                wait(pid, 1)
            except OSError:
                pass


class Child:
    """The program under test: its id, and its process group, ended on every way out."""
    group = None


def end_group():
    if Child.group is not None:
        try:
            os.killpg(Child.group, signal.SIGKILL)
        except OSError:
            pass


def on_signal(number, _frame):
    end_group()
    signal.signal(number, signal.SIG_DFL)
    os.kill(os.getpid(), number)


def start_problem(name):
    """Why the program name cannot be started, or None: a name without a slash is looked for in
    the folders of PATH, as a shell does; a path must be a file that may be executed."""
    if not name:
        return "an empty name is no program"
    if "/" not in name:
        for folder in os.environ.get("PATH", "/usr/bin:/bin").split(":"):
            candidate = (folder or ".") + "/" + name
            if os.path.isfile(candidate) and os.access(candidate, os.X_OK):
                return None
        return "no program of that name on PATH"
    try:
        mode = os.stat(name).st_mode
    except OSError as error:
        return words(error.errno)
    if stat.S_ISDIR(mode):
        return "it is a folder"
    if not os.access(name, os.X_OK):
        return words(errno.EACCES)
    return None


def start(command):
    problem = start_problem(command[0])
    if problem:
        raise Refusal(f"cannot start '{escaped(command[0])}': {problem}")
    try:
        extra = {"process_group": 0} if sys.version_info >= (3, 11) else {
            "preexec_fn": os.setpgrp}
        child = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                 close_fds=True, bufsize=0, **extra)
    except OSError as error:
        raise Refusal(f"cannot start '{escaped(command[0])}': "
                      f"{words(error.errno or errno.ENOENT)}") from None
    Child.group = child.pid
    return child


def exchange(command, lines, timeout, answers, lineage):
    """Runs the program on the questions; returns how it ended: ("exited", status),
    ("signalled", number) or ("timedOut",)."""
    child = start(command)
    lineage.started(child.pid)
    pending = memoryview("".join(line + "\n" for line in lines).encode())
    to_child = child.stdin.fileno()
    from_child = child.stdout.fileno()
    os.set_blocking(to_child, False)
    os.set_blocking(from_child, False)
    poller = select.poll()
    poller.register(from_child, select.POLLIN)
    writing = True
    poller.register(to_child, select.POLLOUT)
    buffer = bytearray()
    skipping = False
    last_heard = time.monotonic()
    ending = None
    status = None

    def close_input():
        nonlocal writing
        if writing:
            poller.unregister(to_child)
            child.stdin.close()
            writing = False

    def take(data):
        nonlocal buffer, skipping, last_heard
        start_at = 0
        while True:
            newline = data.find(b"\n", start_at)
            if newline < 0:
                piece = data[start_at:]
                if skipping:
                    return
                if len(buffer) + len(piece) > LINE_LIMIT:
                    answers.too_long()
                    buffer = bytearray()
                    skipping = True
                else:
                    buffer += piece
                return
            piece = data[start_at:newline]
            start_at = newline + 1
            if skipping:
                skipping = False
                continue
            if len(buffer) + len(piece) > LINE_LIMIT:
                answers.too_long()
                buffer = bytearray()
                continue
            line = bytes(buffer + piece)
            buffer = bytearray()
            if answers.read(line):
                last_heard = time.monotonic()
                if answers.complete():
                    close_input()

    if not pending:
        close_input()
    reading = True
    while reading:
        left = timeout - (time.monotonic() - last_heard)
        if left <= 0:
            ending = ("timedOut",)
            break
        if status is None:
            finished = os.waitpid(child.pid, os.WNOHANG)
            if finished[0] == child.pid:
                status = finished[1]
                end_group()
                drain(from_child, take)
                break
        events = poller.poll(math.ceil(min(left, 0.1) * 1000))
        for descriptor, event in events:
            if descriptor == to_child and writing:
                try:
                    written = os.write(to_child, pending)
                except BlockingIOError:
                    continue
                except OSError:
                    close_input()
                    continue
                pending = pending[written:]
                last_heard = time.monotonic()
                if not pending:
                    close_input()
            elif descriptor == from_child:
                try:
                    data = os.read(from_child, 65_536)
                except BlockingIOError:
                    continue
                if not data:
                    reading = False
                    break
                take(data)
    if buffer and not skipping:
        answers.read(bytes(buffer))
    close_input()
    child.stdout.close()
    if ending is None and status is None:
        status = wait(child.pid, timeout)
        if status is None:
            ending = ("timedOut",)
    if ending is not None:
        end_group()
        os.waitpid(child.pid, 0)
    else:
        end_group()
        if os.WIFSIGNALED(status):
            ending = ("signalled", os.WTERMSIG(status))
        else:
            ending = ("exited", os.WEXITSTATUS(status))
    Child.group = None
    lineage.end_orphans()
    return ending


def drain(descriptor, take):
    while True:
        try:
            data = os.read(descriptor, 65_536)
        except (BlockingIOError, OSError):
            return
        if not data:
            return
        take(data)


def wait(pid, seconds):
    deadline = time.monotonic() + seconds
    while True:
        finished, status = os.waitpid(pid, os.WNOHANG)
        if finished == pid:
            return status
        if time.monotonic() >= deadline:
            return None
        time.sleep(0.01)


def signal_name(number):
    return SIGNAL_NAMES.get(number, f"signal {number}")


def no_answer(ending, timeout_text, answers):
    note = answers.stray_note()
    if ending[0] == "exited":
        return f"no answer: the program ended (exit status {ending[1]}) before answering{note}"
    if ending[0] == "signalled":
        return (f"no answer: the program was ended by signal {ending[1]} "
                f"({signal_name(ending[1])}) before answering{note}")
    return f"no answer within {escaped(timeout_text)} s: the program was ended{note}"


def ending_problem(ending, timeout_text):
    if ending[0] == "exited":
        return None if ending[1] == 0 else f"the program ended with exit status {ending[1]}"
    if ending[0] == "signalled":
        return f"the program was ended by signal {ending[1]} ({signal_name(ending[1])})"
    return (f"the program did not end within {escaped(timeout_text)} s of its last answer, and "
            "was ended")


# MARK: - The report


class Result:
    def __init__(self, case, verdict, listing):
        self.case, self.verdict, self.listing = case, verdict, listing

    def kind(self):
        """pass, fail, error, known, or listed (a listed case that passed: an error)."""
        if self.verdict[0] == "pass":
            return "listed" if self.listing else "pass"
        return "known" if self.listing else self.verdict[0]

    def line(self):
        case, verdict, listing = self.case, self.verdict, self.listing
        kind = self.kind()
        if kind == "pass":
            return f"pass {case.id}"
        if kind == "listed":
            return f"ERROR {case.id}: {self.listed_message()}"
        if kind == "fail":
            return (f"FAIL {case.id}: expected {verdict[1]}, got {verdict[2]} ({case.place}, rule "
                    f"{case.rule}: {escaped(case.why)})")
        if kind == "error":
            return f"ERROR {case.id}: {verdict[1]}"
        what = f"expected {verdict[1]}, got {verdict[2]}" if verdict[0] == "fail" else verdict[1]
        return f"known {case.id}: {what} ({listing.place}: {listing.why})"

    def listed_message(self):
        listing = self.listing
        if listing.is_glob:
            return (f"passed, but {listing.place} lists it as a known failure (the glob "
                    f"{escaped(listing.pattern)}); narrow the glob or remove that line")
        return f"passed, but {listing.place} lists it as a known failure; remove that line"

    def counts_as(self):
        return {"pass": "passed", "fail": "failed", "error": "errors", "listed": "errors",
                "known": "knownFailures"}[self.kind()]

    def json(self):
        case, verdict = self.case, self.verdict
        kind = self.kind()
        result = {
            "id": case.id, "result": "error" if kind == "listed" else kind,
            "expected": case.expected, "file": case.file, "line": case.line, "rule": case.rule,
            "tags": case.tags, "why": case.why,
            "question": {name: case.fields[name] for name in QUESTION_FIELDS if name != "id"},
        }
        if verdict[0] == "fail":
            result["got"] = verdict[2]
        elif verdict[0] == "error":
            result["message"] = verdict[1]
        if kind == "listed":
            result["message"] = self.listed_message()
        if self.listing:
            result["knownFailure"] = {"place": self.listing.place, "why": self.listing.why}
        return result


def new_counts():
    return {"cases": 0, "passed": 0, "failed": 0, "errors": 0, "knownFailures": 0}


def counts_by(results, by):
    counts = {}
    for result in results:
        if by == "file":
            keys = [result.case.file]
        elif by == "tag":
            keys = result.case.tags
        else:
            keys = [result.case.rule]
        for key in keys:
            row = counts.setdefault(key, new_counts())
            row["cases"] += 1
            row[result.counts_as()] += 1
    if by == "tag":
        return dict(sorted(counts.items()))
    if by == "rule":
        return {rule: counts[rule] for rule in RULES if rule in counts}
    return counts


def table(results, by):
    rows = counts_by(results, by)
    headers = [by, "cases", "passed", "failed", "errors", "known"]
    keys = ["cases", "passed", "failed", "errors", "knownFailures"]
    body = [[name] + [str(row[key]) for key in keys] for name, row in rows.items()]
    widths = [max([len(headers[i])] + [len(line[i]) for line in body]) for i in range(6)]

    def format_row(cells):
        return "  ".join([cells[0].ljust(widths[0])]
                         + [cells[i].rjust(widths[i]) for i in range(1, 6)])
    return [format_row(headers)] + [format_row(line) for line in body]


def versions_line():
    return f"suite {escaped(suite_version())}, runner {RUNNER_VERSION} (Python)"


def suite_version():
    try:
        return read_text(os.path.join(HERE, "VERSION"), 4096).strip()
    except Refusal:
        return "unknown"


def summary(results, withdrawn, skipped, general):
    totals = new_counts()
    for result in results:
        totals[result.counts_as()] += 1
    totals["cases"] = len(results)
    green = totals["failed"] == 0 and totals["errors"] == 0 and not general
    text = (f"summary: {plural(totals['cases'], 'case', 'cases')}: {totals['passed']} passed, "
            f"{totals['failed']} failed, {plural(totals['errors'], 'error', 'errors')}, "
            f"{plural(totals['knownFailures'], 'known failure', 'known failures')}")
    if general:
        text += f", and {plural(len(general), 'other error', 'other errors')}"
    text += f"; {withdrawn} withdrawn and {skipped} skipped, not run"
    return text + ("" if green else "; FAILED"), green, dict(
        totals, withdrawn=withdrawn, skipped=skipped, generalErrors=len(general))


def run(options, lineage):
    cases = read_cases(options.cases)
    listings, exact, globs = read_known_failures(options.known_failures)
    running, chosen = selection(cases, options)
    by_id, general = listed_cases([case.id for case in cases], listings, exact, globs)
    answers = Answers(chosen)
    ending = exchange(options.command, [case.question_line() for case in chosen],
                      options.timeout, answers, lineage)
    general += answers.general_problems()
    if answers.complete():
        problem = ending_problem(ending, options.timeout_text)
        if problem:
            general.append(problem)
    reason = None
    results = []
    for case in chosen:
        verdict = answers.verdicts.get(case.id)
        if verdict is None:
            reason = reason or no_answer(ending, options.timeout_text, answers)
            verdict = ("error", reason)
        results.append(Result(case, verdict, by_id.get(case.id)))
    line, green, totals = summary(results, len(cases) - len(running),
                                  len(running) - len(chosen), general)
    if options.json:
        document = {
            "results": [result.json() for result in results], "errors": general,
            "summary": totals,
            "counts": {by: counts_by(results, by) for by in ("file", "tag", "rule")},
            "versions": {"suite": suite_version(), "runner": RUNNER_VERSION,
                         "runnerLanguage": "Python"},
        }
        text = json.dumps(document, sort_keys=True, separators=(",", ":"),
                          ensure_ascii=False) + "\n"
    else:
        lines = [result.line() for result in results
                 if not options.quiet or result.kind() in ("fail", "error", "listed")]
        lines += [f"ERROR: {problem}" for problem in general]
        for by in options.by:
            lines += table(results, by)
        lines += [versions_line(), line]
        text = "\n".join(lines) + "\n"
    return text, 0 if green else 1


def hold_closed_streams():
    """Holds each of descriptors 0, 1 and 2 that is closed with /dev/null, so that no file the
    run opens takes its number; returns which were closed."""
    closed = set()
    for descriptor in (0, 1, 2):
        try:
            os.fstat(descriptor)
        except OSError:
            closed.add(descriptor)
            null = os.open(os.devnull, os.O_RDWR)
            if null != descriptor:
                os.dup2(null, descriptor)
                os.close(null)
    return closed


def main(arguments):
    closed = hold_closed_streams()
    for number in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(number, on_signal)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT, signal.SIGTERM, signal.SIGHUP})
    signal.signal(signal.SIGPIPE, signal.SIG_IGN)
    try:
        options = parse_options(arguments)
        text, status = (options, 0) if isinstance(options, str) else run(options, Lineage())
    except Refusal as refusal:
        try:
            write_all(2, f"conformance: {refusal}\n".encode())
        except OSError:
            pass
        return 2
    finally:
        end_group()
    try:
        if 1 in closed and text:
            raise OSError(errno.EBADF, os.strerror(errno.EBADF))
        write_all(1, text.encode())
    except OSError as error:
        try:
            write_all(2, f"conformance: cannot write to standard output: "
                         f"{write_failure(error.errno)}\n".encode())
        except OSError:
            pass
        return 2
    return status


def write_failure(code):
    """Why standard output could not be written, as ToolPlatform's ToolOutputError says it."""
    return {errno.EPIPE: "its reader has gone (a closed pipe)", errno.EBADF: "it is closed",
            errno.ENOSPC: "no space is left on its device"}.get(code) or words(code)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
