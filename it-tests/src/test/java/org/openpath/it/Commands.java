/*
 * Copyright (c) 2026 OpenPATH contributors. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.it;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Runs short-lived command-line tools ({@code ovs-vsctl}, {@code java -version}, ...) and captures what they print.
 * Output goes through a temporary file rather than a pipe, so a daemon that forks and keeps the inherited descriptors
 * open ({@code ovsdb-server --detach}) cannot make us wait for an end of stream that never comes.
 */
final class Commands {
    /**
     * A finished command: what it was, its exit code and what it printed (stdout and stderr merged).
     *
     * @param command the command line
     * @param exitCode its exit code
     * @param output what it printed
     */
    record Result(List<String> command, int exitCode, String output) {
        Result {
            command = List.copyOf(command);
        }

        boolean succeeded() {
            return exitCode == 0;
        }

        String describe() {
            return "'" + String.join(" ", command) + "' exited with " + exitCode + ": " + output.strip();
        }
    }

    private static final File DEV_NULL = Path.of("/dev/null").toFile();

    private Commands() {
        // Utility class
    }

    /**
     * Runs a command to completion.
     *
     * @param command the command line
     * @param environment variables added to this JVM's environment
     * @param timeout how long it may take
     * @return how it ended
     * @throws IOException if it cannot be started, does not finish in time, or we are interrupted
     */
    static Result run(final List<String> command, final Map<String, String> environment, final Duration timeout)
            throws IOException {
        return run(command, environment, timeout, DEV_NULL);
    }

    /**
     * Runs a command to completion, feeding it text on its standard input.
     *
     * @param command the command line
     * @param environment variables added to this JVM's environment
     * @param timeout how long it may take
     * @param input what the command reads on its standard input
     * @return how it ended
     * @throws IOException if it cannot be started, does not finish in time, or we are interrupted
     */
    static Result run(final List<String> command, final Map<String, String> environment, final Duration timeout,
            final String input) throws IOException {
        final var stdin = Files.createTempFile("openpath-it-command-", ".in");
        try {
            Files.writeString(stdin, input, StandardCharsets.UTF_8);
            return run(command, environment, timeout, stdin.toFile());
        } finally {
            Files.deleteIfExists(stdin);
        }
    }

    private static Result run(final List<String> command, final Map<String, String> environment,
            final Duration timeout, final File input) throws IOException {
        final var output = Files.createTempFile("openpath-it-command-", ".out");
        try {
            final var builder = new ProcessBuilder(command)
                .redirectInput(ProcessBuilder.Redirect.from(input))
                .redirectErrorStream(true)
                .redirectOutput(output.toFile());
            builder.environment().putAll(environment);
            final var process = builder.start();
            if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                process.destroyForcibly();
                throw new IOException("'" + String.join(" ", command) + "' did not finish within " + timeout);
            }
            return new Result(command, process.exitValue(),
                new String(Files.readAllBytes(output), StandardCharsets.UTF_8));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("Interrupted while running " + command, e);
        } finally {
            Files.deleteIfExists(output);
        }
    }

    /**
     * Runs a command that must succeed.
     *
     * @param command the command line
     * @param environment variables added to this JVM's environment
     * @param timeout how long it may take
     * @return what it printed
     * @throws IOException if it cannot be started, does not finish in time, or we are interrupted
     * @throws IllegalStateException if it exits with a non-zero code; the message carries its output
     */
    static String runOrFail(final List<String> command, final Map<String, String> environment,
            final Duration timeout) throws IOException {
        final var result = run(command, environment, timeout);
        if (!result.succeeded()) {
            throw new IllegalStateException(result.describe());
        }
        return result.output();
    }
}
