// JavaScript's Intl, in Node: the date the clock shows in the question's zone, from
// Intl.DateTimeFormat's parts, compared as day numbers; tomorrow is that date plus one, and the
// week starts firstWeekday days back. The zone is given to Intl as written: Node 20 refuses a
// fixed offset such as +05:45 ("Invalid time zone specified"), and the question is an error.
"use strict";
const { answerEachLine } = require("../peer.js");

const DAY = 86400000;

/** The day number (days since 1970-01-01) of the date an instant shows in a zone. */
function localDay(text, timeZone) {
  if (!text.includes("T")) return Date.parse(text + "T00:00:00Z") / DAY;
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone, year: "numeric", month: "2-digit", day: "2-digit", era: "short",
  });
  const parts = Object.fromEntries(
    format.formatToParts(new Date(text)).map((part) => [part.type, part.value]));
  const year = parts.era === "BC" ? 1 - Number(parts.year) : Number(parts.year);
  const utc = new Date(0);
  utc.setUTCFullYear(year, Number(parts.month) - 1, Number(parts.day));
  return Math.floor(utc.getTime() / DAY);
}

function group(question) {
  const today = localDay(question.now, question.timeZone);
  const due = localDay(question.due, question.timeZone);
  const weekday = (((today + 4) % 7) + 7) % 7 + 1; // 1970-01-01 was a Thursday; 1 = Sunday
  const weekStart = today - ((weekday - question.firstWeekday + 7) % 7);
  if (due < today) return "beforeToday";
  if (due === today) return "today";
  if (due === today + 1) return "tomorrow";
  if (due < weekStart + 7) return "laterThisWeek";
  if (due < weekStart + 14) return "nextWeek";
  return "afterNextWeek";
}

answerEachLine(group);
