// Java 17's java.time: the LocalDate each instant shows in the question's zone, compared;
// tomorrow is today.plusDays(1), this week starts at
// today.with(TemporalAdjusters.previousOrSame(firstDay)). ZoneId.of takes IANA names and fixed
// offsets such as +05:45 alike. The JDK has no JSON reader: the question's flat fields are read
// with a regular expression, as a small tool without dependencies would.
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.temporal.TemporalAdjusters;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public final class Bucket {
  private static final Pattern FIELD =
      Pattern.compile("\"(\\w+)\"\\s*:\\s*(?:\"((?:[^\"\\\\]|\\\\.)*)\"|(-?\\d+))");

  static Map<String, String> fields(String line) {
    Map<String, String> fields = new HashMap<>();
    Matcher matcher = FIELD.matcher(line);
    while (matcher.find()) {
      fields.put(matcher.group(1), matcher.group(2) != null ? matcher.group(2) : matcher.group(3));
    }
    return fields;
  }

  static LocalDate localDate(String text, ZoneId zone) {
    if (!text.contains("T")) return LocalDate.parse(text);
    return OffsetDateTime.parse(text).atZoneSameInstant(zone).toLocalDate();
  }

  static String group(Map<String, String> question) {
    ZoneId zone = ZoneId.of(question.get("timeZone"));
    LocalDate today = localDate(question.get("now"), zone);
    LocalDate due = localDate(question.get("due"), zone);
    // firstWeekday 1 = Sunday … 7 = Saturday; DayOfWeek.of takes 1 = Monday … 7 = Sunday.
    DayOfWeek first = DayOfWeek.of((Integer.parseInt(question.get("firstWeekday")) + 5) % 7 + 1);
    LocalDate weekStart = today.with(TemporalAdjusters.previousOrSame(first));
    if (due.isBefore(today)) return "beforeToday";
    if (due.equals(today)) return "today";
    if (due.equals(today.plusDays(1))) return "tomorrow";
    if (due.isBefore(weekStart.plusWeeks(1))) return "laterThisWeek";
    if (due.isBefore(weekStart.plusWeeks(2))) return "nextWeek";
    return "afterNextWeek";
  }

  static String quoted(String text) {
    return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + "\"";
  }

  public static void main(String[] arguments) throws Exception {
    if (arguments.length == 1 && arguments[0].equals("--versions")) {
      String tz = java.time.zone.ZoneRulesProvider.getVersions("UTC").lastKey();
      System.out.println(System.getProperty("java.version") + " " + tz);
      return;
    }
    BufferedReader input =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    PrintWriter output = new PrintWriter(System.out, false, StandardCharsets.UTF_8);
    for (String line = input.readLine(); line != null; line = input.readLine()) {
      Map<String, String> question = fields(line);
      String id = quoted(question.getOrDefault("id", ""));
      try {
        output.println("{\"id\": " + id + ", \"group\": \"" + group(question) + "\"}");
      } catch (RuntimeException error) {
        output.println("{\"id\": " + id + ", \"error\": " + quoted(error.toString()) + "}");
      }
    }
    output.flush();
  }
}
