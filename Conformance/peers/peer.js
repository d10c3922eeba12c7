// What the JavaScript peers share: the answer loop. Each peer's bucket.js holds its library's
// idiom alone, and requires this file from the folder above its own.
"use strict";
const readline = require("readline");

/** Answers every question line of standard input with group(question), or with the library's
 * error where it throws, so that one question does not end the run. */
exports.answerEachLine = function answerEachLine(group) {
  readline.createInterface({ input: process.stdin }).on("line", (line) => {
    const question = JSON.parse(line);
    let answer;
    try {
      answer = { id: question.id, group: group(question) };
    } catch (error) {
      answer = { id: question.id, error: String(error) };
    }
    process.stdout.write(JSON.stringify(answer) + "\n");
  });
};
