/*
 * Copyright (c) 2026 OpenPATH contributors. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.it;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One {@code bash} that runs a document's examples one after the other, as a reader's terminal would: variables
 * and background processes ({@code ./openpath switches … &}) of one example live on into the next. When it is
 * closed, every process it started is stopped by its process id.
 */
final class ExampleShell implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(ExampleShell.class);
    private static final String EXIT_MARK = "@@EXIT ";
    private static final Pattern HTTP_MARK = Pattern.compile("\n?@@HTTP (\\d{3})@@\n");
    private static final Duration STOP_GRACE = Duration.ofSeconds(15);

    /**
     * What an example printed.
     *
     * @param exitCode the exit code of its last command
     * @param stdout its standard output (with the {@code curl} status marks when they were asked for)
     * @param stderr its standard error
     */
    record Output(int exitCode, String stdout, String stderr) {
        /**
         * The responses of the {@code curl} commands it ran, in order.
         *
         * @return status and body of each
         */
        List<Response> responses() {
            final var found = new ArrayList<Response>();
            final var matcher = HTTP_MARK.matcher(stdout);
            int from = 0;
            while (matcher.find()) {
                found.add(new Response(Integer.parseInt(matcher.group(1)), stdout.substring(from, matcher.start())));
                from = matcher.end();
            }
            return found;
        }
    }

    /**
     * One {@code curl} response.
     *
     * @param status the HTTP status
     * @param body the body
     */
    record Response(int status, String body) {
    }

    private final Process bash;
    private final Writer input;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final Path work;
    private int count;

    /**
     * Starts the shell.
     *
     * @param directory its working folder
     * @param environment variables added to this JVM's environment
     * @throws IOException if bash cannot be started
     */
    ExampleShell(final Path directory, final Map<String, String> environment) throws IOException {
        work = Files.createTempDirectory("openpath-doc-examples-");
        final var builder = new ProcessBuilder("bash", "--noprofile", "--norc")
            .directory(directory.toFile())
            .redirectError(work.resolve("shell.err").toFile());
        builder.environment().putAll(environment);
        bash = builder.start();
        input = new OutputStreamWriter(bash.getOutputStream(), StandardCharsets.UTF_8);
        Thread.ofVirtual().name("example-shell-reader").start(() -> {
            try (var reader = new BufferedReader(new InputStreamReader(bash.getInputStream(),
                    StandardCharsets.UTF_8))) {
                reader.lines().forEach(lines::add);
            } catch (IOException e) {
                LOG.debug("Example shell output ended", e);
            }
        });
    }

    /**
     * Runs one example.
     *
     * @param script its commands
     * @param markCurl whether every {@code curl} it runs also prints the HTTP status of its response
     * @param timeout how long it may take
     * @return what it printed
     * @throws IOException if the shell is gone or the example does not finish in time
     */
    Output run(final String script, final boolean markCurl, final Duration timeout) throws IOException {
        final int index = ++count;
        final var file = work.resolve("example-" + index + ".sh");
        final var out = work.resolve("example-" + index + ".out");
        final var err = work.resolve("example-" + index + ".err");
        Files.writeString(file, script + "\n");
        final var command = new StringBuilder();
        if (markCurl) {
            command.append("curl() { command curl -w '\\n@@HTTP %{http_code}@@\\n' \"$@\"; }\n");
        }
        command.append("source '").append(file).append("' >'").append(out).append("' 2>'").append(err)
            .append("' </dev/null\n")
            .append("echo \"").append(EXIT_MARK).append("$?\"\n");
        if (markCurl) {
            command.append("unset -f curl\n");
        }
        input.write(command.toString());
        input.flush();
        final int exit = awaitExit(timeout, script);
        return new Output(exit, Files.readString(out), Files.readString(err));
    }

    private int awaitExit(final Duration timeout, final String script) throws IOException {
        final long deadline = System.nanoTime() + timeout.toNanos();
        try {
            while (true) {
                final long left = deadline - System.nanoTime();
                final var line = left <= 0 ? null : lines.poll(left, TimeUnit.NANOSECONDS);
                if (line == null) {
                    throw new IOException("The example did not finish within " + timeout + ":\n" + script);
                }
                if (line.startsWith(EXIT_MARK)) {
                    return Integer.parseInt(line.substring(EXIT_MARK.length()).strip());
                }
                LOG.info("example shell: {}", line);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("Interrupted while running an example", e);
        }
    }

    @Override
    public void close() {
        // everything the examples started in the background, by process id; then the shell
        final var started = bash.descendants().toList();
        started.forEach(ProcessHandle::destroy);
        final long deadline = System.nanoTime() + STOP_GRACE.toNanos();
        for (var process : started) {
            try {
                process.onExit().get(Math.max(1, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
                LOG.warn("Process {} started by an example did not stop in time; killing it", process.pid());
                process.destroyForcibly();
            }
        }
        bash.destroy();
        try {
            if (!bash.waitFor(STOP_GRACE.toSeconds(), TimeUnit.SECONDS)) {
                bash.destroyForcibly();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            bash.destroyForcibly();
        }
    }
}
