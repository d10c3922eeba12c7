#!/usr/bin/env python3
"""Taskwarrior 2.6, the to-do tool: its own answer to "is it due today, tomorrow, this week".

Each due date becomes a task, and Taskwarrior's filters place it: `due < sod` (before today),
the virtual tags +TODAY, +TOMORROW and +WEEK, and `due >= sonw and due < sonw + 1wk` (next
week); a task in none is after next week. "Now" is the clock libfaketime freezes for `task`,
the zone is TZ (a fixed offset such as +05:45 as the POSIX TZ <+0545>-05:45), and the first
weekday is rc.weekstart, which takes only sunday or monday. Questions that share "now", zone and
week start are asked together: one task database, one import, five filters.

TASK names the task program and FAKETIME_LIB libfaketime.so.1 (Conformance/peers/run sets
both); each batch works in a temporary folder of its own, removed after.
"""

import json
import os
import subprocess
import sys
import tempfile
from datetime import datetime, timezone

TASK = os.environ.get("TASK", "task")
FAKETIME_LIB = os.environ.get(
    "FAKETIME_LIB", "/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1")
FILTERS = [
    ("beforeToday", ["due", "<", "sod"]), ("today", ["+TODAY"]), ("tomorrow", ["+TOMORROW"]),
    ("laterThisWeek", ["+WEEK"]),
    ("nextWeek", ["(", "due", ">=", "sonw", "and", "due", "<", "sonw", "+", "1wk", ")"]),
]


def posix_zone(name):
    """The TZ value for a zone: an IANA name as it is, a fixed offset the POSIX way round."""
    if name[:1] not in "+-":
        return name
    sign = "-" if name[0] == "+" else "+"
    return f"<{name[0]}{name[1:3]}{name[4:6]}>{sign}{name[1:]}"


def utc_text(text):
    """An instant as Taskwarrior's import takes it, 20111230T100000Z."""
    moment = datetime.fromisoformat(text.replace("Z", "+00:00")).astimezone(timezone.utc)
    return moment.strftime("%Y%m%dT%H%M%SZ")


def batch(questions, now, zone, weekstart):
    """The groups of a batch's questions, by id, or the reason each has none."""
    answers = {}
    with tempfile.TemporaryDirectory(prefix="conformance-taskwarrior-") as folder:
        rc = os.path.join(folder, "taskrc")
        with open(rc, "w", encoding="utf-8") as file:
            file.write(f"data.location={folder}/data\nweekstart={weekstart}\nconfirmation=off\n"
                       "verbose=nothing\nhooks=off\ngc=off\n")
        environment = dict(os.environ, TASKRC=rc, TZ=posix_zone(zone), FAKETIME_FMT="%s",
                           FAKETIME=str(now), LD_PRELOAD=FAKETIME_LIB)
        tasks = []
        for index, question in enumerate(questions):
            due = question["due"]
            if "T" not in due:
                due = due + "T00:00:00"  # a day: its midnight in TZ, as `due:2026-11-23` is
            else:
                due = utc_text(due)
            tasks.append({"description": f"q{index}", "due": due, "status": "pending",
                          "uuid": f"00000000-0000-4000-8000-{index:012d}"})
        tasks_file = os.path.join(folder, "tasks.json")
        with open(tasks_file, "w", encoding="utf-8") as file:
            json.dump(tasks, file)
        imported = subprocess.run([TASK, "import", tasks_file], env=environment,
                                  capture_output=True, text=True)
        listed = subprocess.run([TASK, "_unique", "description"], env=environment,
                                capture_output=True, text=True).stdout.split()
        for name, words in FILTERS:
            found = subprocess.run([TASK, *words, "_unique", "description"], env=environment,
                                   capture_output=True, text=True).stdout.split()
            for description in found:
                index = int(description[1:])
                answers.setdefault(questions[index]["id"], ("group", name))
        for index, question in enumerate(questions):
            if f"q{index}" not in listed:
                reason = imported.stderr.strip().splitlines() or ["the task was not imported"]
                answers[question["id"]] = ("error", reason[-1])
            answers.setdefault(question["id"], ("group", "afterNextWeek"))
    return answers


def main():
    batches = {}
    for line in sys.stdin:
        question = json.loads(line)
        now = datetime.fromisoformat(question["now"].replace("Z", "+00:00"))
        weekstart = "sunday" if question["firstWeekday"] == 1 else "monday"
        key = (int(now.timestamp() // 1), question["timeZone"], weekstart)
        batches.setdefault(key, []).append(question)
    for (now, zone, weekstart), questions in batches.items():
        for identifier, (kind, value) in batch(questions, now, zone, weekstart).items():
            print(json.dumps({"id": identifier, kind: value}), flush=True)


if __name__ == "__main__":
    main()
