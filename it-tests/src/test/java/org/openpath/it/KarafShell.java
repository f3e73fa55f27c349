/*
 * Copyright (c) 2026 OpenPATH contributors. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.it;

import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The Karaf console of a running distribution, driven the way an operator scripts it: {@code bin/client -b} with
 * the command on its standard input (given as an argument, {@code bin/client} prints nothing), on the JDK 21 runtime;
 * and, for tab completion, the way an operator types: {@code bin/client} on a pseudo-terminal.
 */
final class KarafShell {
    private static final Duration COMMAND_TIMEOUT = Duration.ofMinutes(5);
    private static final Pattern ANSI = Pattern.compile("\u001B\\[[;\\d]*m");
    // what the console prints when a command fails (bin/client -b then exits 1); checked too, in case it does not
    private static final List<String> FAILURES = List.of("Error executing command", "Command not found");

    private final KarafSettings settings;

    KarafShell(final KarafSettings settings) {
        this.settings = settings;
    }

    /**
     * Runs one console command that must succeed.
     *
     * @param command the command line, e.g. {@code feature:install odl-openpath-rest}
     * @return what it printed, ANSI colours removed
     * @throws IOException if {@code bin/client} cannot run or does not finish within five minutes
     * @throws IllegalStateException if the command fails; the message carries its output
     */
    String run(final String command) throws IOException {
        final var result = attempt(command);
        final var output = result.output();
        if (!result.succeeded() || FAILURES.stream().anyMatch(output::contains)) {
            throw new IllegalStateException("Karaf console command '" + command + "' failed (bin/client exit code "
                + result.exitCode() + "):\n" + output.strip());
        }
        return output;
    }

    /**
     * Runs one console command that may fail.
     *
     * @param command the command line
     * @return how {@code bin/client} ended: its exit code and what the command printed, ANSI colours removed
     * @throws IOException if {@code bin/client} cannot run or does not finish within five minutes
     */
    Commands.Result attempt(final String command) throws IOException {
        final var result = Commands.run(List.of(client(), "-b"),
            Map.of("JAVA_HOME", settings.javaHome().toString()), COMMAND_TIMEOUT, command + "\n");
        return new Commands.Result(result.command(), result.exitCode(),
            ANSI.matcher(result.output()).replaceAll(""));
    }

    /**
     * Types partial command lines into one interactive console session and presses TAB after each, as an operator
     * does: {@code bin/client} only completes on a terminal, so {@code console-completion.py} runs it on a
     * pseudo-terminal.
     *
     * @param partialLines what is typed before TAB, e.g. {@code openpath:chain-show cli-}
     * @return for each line, what the console showed after it was typed: the completed line and any list of
     *     candidates
     * @throws IOException if the helper cannot run, or fails
     */
    Map<String, String> complete(final List<String> partialLines) throws IOException {
        final var script = Files.createTempFile("openpath-console-completion-", ".py");
        try {
            try (InputStream in = KarafShell.class.getResourceAsStream("/console-completion.py")) {
                if (in == null) {
                    throw new IOException("console-completion.py is not on the test class path");
                }
                Files.copy(in, script, StandardCopyOption.REPLACE_EXISTING);
            }
            final var command = new ArrayList<>(List.of(python(), script.toString(), client(),
                settings.javaHome().toString()));
            command.addAll(partialLines);
            final var shown = new LinkedHashMap<String, String>();
            String line = null;
            for (var printed : Commands.runOrFail(command, Map.of(), COMMAND_TIMEOUT).split("\n")) {
                if (printed.startsWith("=== ")) {
                    line = printed.substring(4);
                    shown.put(line, "");
                } else if (line != null) {
                    shown.merge(line, printed + "\n", String::concat);
                }
            }
            return shown;
        } finally {
            Files.deleteIfExists(script);
        }
    }

    private String client() {
        return settings.home().resolve("bin").resolve("client").toString();
    }

    private static String python() {
        return Files.isExecutable(Path.of("/usr/bin/python3")) ? "/usr/bin/python3" : "python3";
    }

    /**
     * Waits until the console accepts commands (its SSH server starts a little after RESTCONF answers).
     *
     * @param timeout how long to wait
     */
    void awaitReady(final Duration timeout) {
        await("the Karaf console answering bin/client").atMost(timeout).pollInterval(Duration.ofSeconds(2))
            .ignoreExceptionsInstanceOf(IllegalStateException.class)
            .until(() -> run("shell:echo console-ready").contains("console-ready"));
    }
}
