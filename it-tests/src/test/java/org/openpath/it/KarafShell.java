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
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The Karaf console of a running distribution, driven the way an operator scripts it: {@code bin/client -b} with
 * the command on its standard input (given as an argument, {@code bin/client} prints nothing), on the JDK 21 runtime.
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
        final var result = Commands.run(List.of(settings.home().resolve("bin").resolve("client").toString(), "-b"),
            Map.of("JAVA_HOME", settings.javaHome().toString()), COMMAND_TIMEOUT, command + "\n");
        final var output = ANSI.matcher(result.output()).replaceAll("");
        if (!result.succeeded() || FAILURES.stream().anyMatch(output::contains)) {
            throw new IllegalStateException("Karaf console command '" + command + "' failed (bin/client exit code "
                + result.exitCode() + "):\n" + output.strip());
        }
        return output;
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
