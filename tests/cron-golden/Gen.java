import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.ParseException;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import java.util.Properties;
import java.util.TimeZone;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import org.quartz.CronExpression;

/**
 * Writes the golden table the TypeScript cron matcher is checked against: for every expression of expressions.txt
 * and every start instant, the next 10 fire times real Quartz computes, or Quartz's parse error.
 *
 * Regenerate (Debian: apt-get install -y libquartz2-java libslf4j-java; Java 17 runs a single source file):
 *   java -cp /usr/share/java/quartz2.jar:/usr/share/java/slf4j-api.jar tests/cron-golden/Gen.java \
 *     tests/cron-golden/expressions.txt > tests/cron-golden/golden.json
 */
public class Gen {
    static final String ZONE = "Asia/Shanghai";
    static final int COUNT = 10;
    // The later starts meet W's month-end rules: 1 March 2025 and 1 March 2031 are Saturdays after a 28-day February,
    // and 31 January 2031 13:57 has no fire time left in January.
    static final String[] STARTS = { "2026-11-21T10:30:00", "2025-01-15T00:00:00", "2031-01-31T13:57:00" };

    public static void main(String[] args) throws IOException {
        ZoneId zone = ZoneId.of(ZONE);
        TimeZone timeZone = TimeZone.getTimeZone(zone);
        DateTimeFormatter iso = DateTimeFormatter.ISO_OFFSET_DATE_TIME;

        StringBuilder out = new StringBuilder();
        out.append("{\n");
        out.append("  \"quartzVersion\": ").append(quote(quartzVersion())).append(",\n");
        out.append("  \"timeZone\": ").append(quote(ZONE)).append(",\n");
        out.append("  \"count\": ").append(COUNT).append(",\n");
        // Quartz 2.3 never fires after this year: the JVM's current year + 100, so it changes with the generation date.
        out.append("  \"maxYear\": ").append(CronExpression.MAX_YEAR).append(",\n");
        out.append("  \"starts\": [");
        for (int i = 0; i < STARTS.length; i++) {
            String start = LocalDateTime.parse(STARTS[i]).atZone(zone).format(iso);
            out.append(i == 0 ? "" : ", ").append(quote(start));
        }
        out.append("],\n");
        out.append("  \"cases\": [\n");

        List<String> lines = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of(args[0]), StandardCharsets.UTF_8)) {
            String trimmed = line.trim();
            if (!trimmed.isEmpty() && !trimmed.startsWith("#")) lines.add(trimmed);
        }

        for (int c = 0; c < lines.size(); c++) {
            String expression = lines.get(c);
            out.append("    {\"expression\": ").append(quote(expression)).append(", ");
            CronExpression cron;
            try {
                cron = new CronExpression(expression);
            } catch (ParseException e) {
                out.append("\"invalid\": ").append(quote(e.getMessage())).append("}");
                out.append(c < lines.size() - 1 ? ",\n" : "\n");
                continue;
            }
            cron.setTimeZone(timeZone);
            List<List<String>> runs;
            try {
                runs = withTimeout(() -> fireTimes(cron, zone));
            } catch (TimeoutException e) {
                out.append("\"hangs\": true}");
                out.append(c < lines.size() - 1 ? ",\n" : "\n");
                continue;
            }
            out.append("\"runs\": [");
            for (int s = 0; s < runs.size(); s++) {
                out.append(s == 0 ? "\n      [" : ",\n      [");
                out.append(String.join(", ", runs.get(s).stream().map(Gen::quote).toList()));
                out.append("]");
            }
            out.append("\n    ]}");
            out.append(c < lines.size() - 1 ? ",\n" : "\n");
        }
        out.append("  ]\n}\n");
        System.out.print(out);
    }

    static List<List<String>> fireTimes(CronExpression cron, ZoneId zone) {
        List<List<String>> all = new ArrayList<>();
        for (String start : STARTS) {
            List<String> runs = new ArrayList<>();
            Date after = Date.from(LocalDateTime.parse(start).atZone(zone).toInstant());
            for (int i = 0; i < COUNT; i++) {
                after = cron.getTimeAfter(after);
                if (after == null) break;
                runs.add(Instant.ofEpochMilli(after.getTime()).atZone(zone).format(DateTimeFormatter.ISO_OFFSET_DATE_TIME));
            }
            all.add(runs);
        }
        return all;
    }

    /** Some expressions Quartz parses send getTimeAfter into an endless loop; give up on them after a few seconds. */
    static <T> T withTimeout(Callable<T> task) throws TimeoutException {
        ExecutorService executor = Executors.newSingleThreadExecutor(runnable -> {
            Thread thread = new Thread(runnable);
            thread.setDaemon(true);
            return thread;
        });
        try {
            return executor.submit(task).get(5, TimeUnit.SECONDS);
        } catch (InterruptedException | ExecutionException e) {
            throw new IllegalStateException(e);
        } finally {
            executor.shutdownNow();
        }
    }

    static String quartzVersion() throws IOException {
        Properties props = new Properties();
        try (InputStream in = CronExpression.class.getResourceAsStream("/org/quartz/core/quartz-build.properties")) {
            props.load(in);
        }
        return props.getProperty("version");
    }

    static String quote(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char ch : s.toCharArray()) {
            if (ch == '"' || ch == '\\') b.append('\\').append(ch);
            else if (ch < 0x20) b.append(String.format("\\u%04x", (int) ch));
            else b.append(ch);
        }
        return b.append('"').toString();
    }
}
