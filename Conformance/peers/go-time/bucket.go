// Go's time package: today is time.Date(y, m, d, 0, 0, 0, 0, loc) for the date "now" shows,
// tomorrow and the day after are the same call with d+1 and d+2, and the weeks with d less the
// days since the first weekday, plus 7 and 14 (time.Date normalises a day out of range). A fixed
// offset such as +05:45 is time.FixedZone.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"
)

type question struct {
	ID           string `json:"id"`
	Now          string `json:"now"`
	Due          string `json:"due"`
	TimeZone     string `json:"timeZone"`
	FirstWeekday int    `json:"firstWeekday"`
}

func location(name string) (*time.Location, error) {
	if strings.HasPrefix(name, "+") || strings.HasPrefix(name, "-") {
		hours, _ := strconv.Atoi(name[1:3])
		minutes, _ := strconv.Atoi(name[4:6])
		seconds := hours*3600 + minutes*60
		if name[0] == '-' {
			seconds = -seconds
		}
		return time.FixedZone(name, seconds), nil
	}
	return time.LoadLocation(name)
}

func instant(text string, loc *time.Location) (time.Time, error) {
	if !strings.Contains(text, "T") {
		return time.ParseInLocation("2006-01-02", text, loc)
	}
	return time.Parse(time.RFC3339Nano, text)
}

func group(q question) (string, error) {
	loc, err := location(q.TimeZone)
	if err != nil {
		return "", err
	}
	now, err := instant(q.Now, loc)
	if err != nil {
		return "", err
	}
	due, err := instant(q.Due, loc)
	if err != nil {
		return "", err
	}
	y, m, d := now.In(loc).Date()
	weekday := int(now.In(loc).Weekday()) + 1 // 1 = Sunday … 7 = Saturday
	weekStart := d - (weekday-q.FirstWeekday+7)%7
	switch {
	case due.Before(time.Date(y, m, d, 0, 0, 0, 0, loc)):
		return "beforeToday", nil
	case due.Before(time.Date(y, m, d+1, 0, 0, 0, 0, loc)):
		return "today", nil
	case due.Before(time.Date(y, m, d+2, 0, 0, 0, 0, loc)):
		return "tomorrow", nil
	case due.Before(time.Date(y, m, weekStart+7, 0, 0, 0, 0, loc)):
		return "laterThisWeek", nil
	case due.Before(time.Date(y, m, weekStart+14, 0, 0, 0, 0, loc)):
		return "nextWeek", nil
	}
	return "afterNextWeek", nil
}

func main() {
	input := bufio.NewScanner(os.Stdin)
	input.Buffer(make([]byte, 1<<20), 1<<20)
	output := bufio.NewWriter(os.Stdout)
	defer output.Flush()
	for input.Scan() {
		var q question
		answer := map[string]string{}
		if err := json.Unmarshal(input.Bytes(), &q); err != nil {
			answer["error"] = err.Error()
		} else if g, err := group(q); err != nil {
			answer["error"] = err.Error()
		} else {
			answer["group"] = g
		}
		answer["id"] = q.ID
		line, _ := json.Marshal(answer)
		fmt.Fprintln(output, string(line))
	}
}
