/*
 * Copyright (c) 2026 OpenPATH contributors. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.it;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;
import org.awaitility.core.ConditionTimeoutException;
import org.eclipse.jdt.annotation.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openpath.it.MarkdownExamples.Example;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The README's and the RESTCONF cookbook's examples, executed as a reader would type them, in document order,
 * against the built distribution restarted with an empty datastore; reference switches started by the examples
 * themselves ({@code ./openpath switches}) stand in for the nodes they name. An answer that differs from the one
 * the document prints fails the test and names the document line.
 *
 * <p>{@code -Dopenpath.docs.update=true} writes the answers the controller gave into the documents instead (after
 * a change that alters them on purpose; review the diff).
 */
@ExtendWith(KarafExtension.class)
class DocumentedExamplesIT {
    private static final Logger LOG = LoggerFactory.getLogger(DocumentedExamplesIT.class);
    private static final String REPO_ROOT_PROPERTY = "openpath.repo.root";
    private static final String UPDATE_PROPERTY = "openpath.docs.update";
    /** How long an example that only reads may take to show what the document prints (the state converges). */
    private static final Duration CONVERGE = Duration.ofSeconds(90);
    private static final Duration RETRY = Duration.ofMillis(500);
    /** In update mode, how long a read's answer must stay the same to be written down. */
    private static final Duration SETTLED = Duration.ofSeconds(10);
    private static final Duration EXAMPLE_TIMEOUT = Duration.ofSeconds(120);
    /**
     * Where the controller keeps its datastore: the shards' journals and the frontends' generations under
     * {@code state/} (controller 11), snapshots and the (empty) Pekko journal folder at the top.
     */
    private static final List<String> DATASTORE_FOLDERS = List.of("state", "segmented-journal", "snapshots");

    @Test
    void readmeExamplesAnswerAsPrinted(final KarafDistribution karaf) throws Exception {
        check(karaf, "README.md");
    }

    @Test
    void cookbookExamplesAnswerAsPrinted(final KarafDistribution karaf) throws Exception {
        check(karaf, "docs/restconf-cookbook.md");
    }

    private static void check(final KarafDistribution karaf, final String document) throws Exception {
        final var root = repositoryRoot();
        final var file = root.resolve(document);
        final var markdown = Files.readString(file);
        final var examples = MarkdownExamples.parse(markdown);
        assertFalse(examples.stream().noneMatch(Example::run), document + " has no example to run");

        // a reader starts from a fresh controller: empty datastore, only the built-in NF catalog
        karaf.restart(() -> emptyDatastore(karaf.home()));
        assertDatastoreEmpty(karaf.restconf());

        final boolean update = Boolean.getBoolean(UPDATE_PROPERTY);
        final var answers = new ArrayList<@Nullable String>();
        // the reader's ./openpath knows the admin password from the controller's data folder; this controller's
        // folder is elsewhere, so the examples get it the other way ./openpath accepts it
        final var environment = Map.of(
            "OPENPATH_ADMIN_PASSWORD", AdminAccount.password(karaf.home()).get(),
            "OPENPATH_RUN_JAVA_HOME", KarafSettings.fromSystemProperties().javaHome().toString(),
            "NO_COLOR", "1",
            "PATH", System.getenv("PATH") + ":/usr/sbin:/sbin");
        try (var shell = new ExampleShell(root, environment)) {
            for (var example : examples) {
                answers.add(example.run() ? runExample(shell, document, example, update) : null);
            }
        }
        if (update) {
            Files.writeString(file, MarkdownExamples.rewrite(markdown, answers));
            LOG.info("Wrote the answers the controller gave into {}", file);
        }
    }

    /**
     * Runs one example; returns the answer text to print in update mode.
     */
    private static @Nullable String runExample(final ExampleShell shell, final String document,
            final Example example, final boolean update) throws Exception {
        final var where = document + ":" + example.line();
        final var printed = example.answer();
        LOG.info("Running the example at {}", where);
        if (printed == null) {
            final var output = shell.run(example.script(), false, EXAMPLE_TIMEOUT);
            assertEquals(0, output.exitCode(), () -> where + " failed:\n" + example.script() + "\nstdout: "
                + output.stdout() + "\nstderr: " + output.stderr());
            return null;
        }
        if (update) {
            final var last = example.isRead() ? settled(shell, where, example) : lastResponse(shell, where, example);
            return MarkdownExamples.answerText(last.status(), pretty(last.body()));
        }
        final var seen = new AtomicReference<String>();
        final Callable<Boolean> agrees = () -> {
            final var last = lastResponse(shell, where, example);
            final var difference = difference(printed, last);
            difference.ifPresent(text -> seen.set(text + "\nanswered HTTP " + last.status() + ":\n" + last.body()));
            return difference.isEmpty();
        };
        if (!example.isRead()) {
            // a write runs once
            if (!agrees.call()) {
                fail(where + ": the answer differs from the printed one: " + seen.get() + "\nexample:\n"
                    + example.script());
            }
            return null;
        }
        try {
            await(where).atMost(CONVERGE).pollDelay(Duration.ZERO).pollInterval(RETRY).until(agrees);
        } catch (ConditionTimeoutException e) {
            fail(where + ": within " + CONVERGE.toSeconds() + " s the answer never matched the printed one; last: "
                + seen.get() + "\nexample:\n" + example.script(), e);
        }
        return null;
    }

    /**
     * In update mode, the answer of a read once the controller has settled: the same answer for
     * {@link #SETTLED} in a row (a chain goes from placed to rendered, a node from unconfigured to connected).
     */
    private static ExampleShell.Response settled(final ExampleShell shell, final String where,
            final Example example) throws Exception {
        final var current = new AtomicReference<>(lastResponse(shell, where, example));
        final var since = new AtomicReference<>(System.nanoTime());
        await(where + " settled").atMost(CONVERGE).pollInterval(RETRY).until(() -> {
            final var next = lastResponse(shell, where, example);
            final var previous = current.getAndSet(next);
            if (previous.status() != next.status() || !sameJson(previous.body(), next.body())) {
                since.set(System.nanoTime());
            }
            return System.nanoTime() - since.get() >= SETTLED.toNanos();
        });
        return current.get();
    }

    private static boolean sameJson(final String first, final String second) {
        if (first.isBlank() || second.isBlank()) {
            return first.isBlank() == second.isBlank();
        }
        try {
            return PrintedAnswers.difference(Json.parse(first), Json.parse(second)).isEmpty();
        } catch (IllegalArgumentException e) {
            return first.equals(second);
        }
    }

    private static ExampleShell.Response lastResponse(final ExampleShell shell, final String where,
            final Example example) throws IOException {
        final var output = shell.run(example.script(), true, EXAMPLE_TIMEOUT);
        final var responses = output.responses();
        if (responses.isEmpty()) {
            fail(where + " prints an HTTP answer but ran no curl:\n" + example.script() + "\nstderr: "
                + output.stderr());
        }
        for (var earlier : responses.subList(0, responses.size() - 1)) {
            if (earlier.status() / 100 != 2) {
                fail(where + ": a request before the last one answered " + earlier.status() + " " + earlier.body());
            }
        }
        return responses.getLast();
    }

    private static Optional<String> difference(final MarkdownExamples.Answer printed,
            final ExampleShell.Response answered) {
        if (printed.status() != answered.status()) {
            return Optional.of("printed HTTP " + printed.status() + ", answered HTTP " + answered.status());
        }
        final var printedJson = printed.json();
        if (printedJson == null) {
            return answered.body().isBlank() ? Optional.empty()
                : Optional.of("no body printed, the answer has one");
        }
        if (answered.body().isBlank()) {
            return Optional.of("a body is printed, the answer has none");
        }
        final JsonNode actual;
        try {
            actual = Json.parse(answered.body());
        } catch (IllegalArgumentException e) {
            return Optional.of("the answer is not JSON: " + e.getMessage());
        }
        return PrintedAnswers.difference(Json.parse(printedJson), actual);
    }

    private static @Nullable String pretty(final String body) {
        if (body.isBlank()) {
            return null;
        }
        try {
            return Json.pretty(Json.parse(body));
        } catch (IllegalArgumentException e) {
            LOG.warn("The answer is not JSON; writing it as it came: {}", body);
            return body;
        }
    }

    /**
     * The restart above must have dropped what earlier tests wrote: no chain and no topology until an example writes
     * them (RESTCONF answers a missing container with 409 data-missing, or 404).
     */
    private static void assertDatastoreEmpty(final Restconf restconf) throws IOException {
        for (var path : List.of("/data/openpath-chains:service-chains", "/data/openpath-topology:openpath-topology")) {
            final var get = restconf.get(path);
            assertTrue(get.status() == 404 || get.status() == 409 && get.errorTags().contains("data-missing"),
                () -> "After the restart with an empty datastore, " + path + " still answers " + get);
        }
    }

    private static void emptyDatastore(final Path karafHome) {
        for (var folder : DATASTORE_FOLDERS) {
            final var path = karafHome.resolve(folder);
            if (!Files.exists(path)) {
                continue;
            }
            try (Stream<Path> tree = Files.walk(path)) {
                for (var entry : tree.sorted((a, b) -> b.getNameCount() - a.getNameCount()).toList()) {
                    Files.delete(entry);
                }
            } catch (IOException e) {
                throw new UncheckedIOException("Cannot empty the datastore folder " + path, e);
            }
        }
    }

    private static Path repositoryRoot() {
        final var configured = System.getProperty(REPO_ROOT_PROPERTY, "");
        if (configured.isBlank()) {
            throw new IllegalStateException("System property " + REPO_ROOT_PROPERTY + " is not set: run the "
                + "integration tests through Maven (./openpath test)");
        }
        return Path.of(configured).toAbsolutePath().normalize();
    }
}
