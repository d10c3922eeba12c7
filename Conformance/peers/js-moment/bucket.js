// moment with moment-timezone: isSame(…, "day") for today and tomorrow (now plus one day),
// isBefore(…, "day") for the past, and the week from the day's start less the days since the
// first weekday, plus one and two weeks. A fixed offset such as +05:45 is moment's utcOffset.
"use strict";
const { answerEachLine } = require("../peer.js");
const moment = require("moment-timezone");

function zoned(text, zone) {
  const offset = /^[+-]\d\d:\d\d$/.test(zone);
  if (!text.includes("T")) {
    return offset ? moment.utc(text).utcOffset(zone, true) : moment.tz(text, zone);
  }
  return offset ? moment(text).utcOffset(zone) : moment(text).tz(zone);
}

function group(question) {
  const zone = question.timeZone;
  if (!/^[+-]\d\d:\d\d$/.test(zone) && !moment.tz.zone(zone)) throw new Error(`no zone ${zone}`);
  const now = zoned(question.now, zone);
  const due = zoned(question.due, zone);
  if (due.isBefore(now, "day")) return "beforeToday";
  if (due.isSame(now, "day")) return "today";
  if (due.isSame(now.clone().add(1, "day"), "day")) return "tomorrow";
  const sinceWeekStart = (now.day() + 1 - question.firstWeekday + 7) % 7;
  const weekStart = now.clone().startOf("day").subtract(sinceWeekStart, "days");
  if (due.isBefore(weekStart.clone().add(1, "week"))) return "laterThisWeek";
  if (due.isBefore(weekStart.clone().add(2, "weeks"))) return "nextWeek";
  return "afterNextWeek";
}

answerEachLine(group);
