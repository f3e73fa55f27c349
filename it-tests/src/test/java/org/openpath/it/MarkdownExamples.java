/*
 * Copyright (c) 2026 OpenPATH contributors. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.it;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.eclipse.jdt.annotation.Nullable;

/**
 * The shell examples of a Markdown document and the answers it prints for them, as a reader sees them.
 *
 * <p>An example is a fenced block whose info string starts with {@code sh}. A block fenced as {@code sh norun} is
 * shown, not executed (the commands that start the controller or the test suite themselves). The answer printed
 * for an example is a line {@code HTTP nnn} after the block, optionally followed by a fenced {@code json} block:
 * the status and body of the last {@code curl} the example runs. An example without such a line must just succeed.
 */
final class MarkdownExamples {
    private static final Pattern FENCE = Pattern.compile("^```\\s*(\\S*)(.*)$");
    private static final Pattern STATUS = Pattern.compile("^HTTP (\\d{3})\\s*$");

    /**
     * The answer a document prints for an example.
     *
     * @param status the HTTP status
     * @param json the body, {@code null} where the document shows none (the answer must have none)
     * @param firstLine the first line of the answer in the document (0-based)
     * @param endLine the line after the answer (0-based, exclusive)
     */
    record Answer(int status, @Nullable String json, int firstLine, int endLine) {
    }

    /**
     * One example.
     *
     * @param line the line of its opening fence (1-based, for messages)
     * @param script the commands
     * @param run whether the example is executed ({@code sh norun} blocks are not)
     * @param answer what the document prints for it, {@code null} for none
     */
    record Example(int line, String script, boolean run, @Nullable Answer answer) {
        Example {
            requireNonNull(script);
        }

        /**
         * Tells whether running the example again changes nothing: it only reads (no request body, no method other
         * than GET), so it may be retried until the controller's state has converged to what the document shows.
         *
         * @return whether it is a read
         */
        boolean isRead() {
            return !script.contains(" -d ") && !script.contains("--data") && !script.matches(
                "(?s).*-X\\s*(PUT|POST|PATCH|DELETE).*");
        }
    }

    private MarkdownExamples() {
        // Utility class
    }

    /**
     * Reads the examples of a document.
     *
     * @param markdown the document
     * @return its examples in document order
     * @throws IllegalArgumentException if a fence is not closed
     */
    static List<Example> parse(final String markdown) {
        final var lines = markdown.lines().toList();
        final var examples = new ArrayList<Example>();
        int index = 0;
        while (index < lines.size()) {
            final var fence = FENCE.matcher(lines.get(index));
            if (!fence.matches()) {
                index++;
                continue;
            }
            final int open = index;
            final int close = closingFence(lines, open);
            if (!"sh".equals(fence.group(1))) {
                index = close + 1;
                continue;
            }
            final boolean run = !fence.group(2).contains("norun");
            final var script = String.join("\n", lines.subList(open + 1, close));
            final var answer = answerAfter(lines, close + 1);
            examples.add(new Example(open + 1, script, run, answer));
            index = answer == null ? close + 1 : answer.endLine();
        }
        return examples;
    }

    /**
     * Writes a document again with other answers: each example's printed answer replaced by the one given for it.
     *
     * @param markdown the document
     * @param answers for each example of {@link #parse(String)} in order, its new answer text (the {@code HTTP}
     *     line and the {@code json} block), or {@code null} to keep what the document has
     * @return the new document
     */
    static String rewrite(final String markdown, final List<@Nullable String> answers) {
        final var lines = markdown.lines().toList();
        final var examples = parse(markdown);
        if (answers.size() != examples.size()) {
            throw new IllegalArgumentException(examples.size() + " examples, " + answers.size() + " answers");
        }
        final var out = new StringBuilder();
        int next = 0;
        for (int i = 0; i < examples.size(); i++) {
            final var answer = examples.get(i).answer();
            final var replacement = answers.get(i);
            if (answer == null || replacement == null) {
                continue;
            }
            lines.subList(next, answer.firstLine()).forEach(line -> out.append(line).append('\n'));
            out.append(replacement.strip()).append('\n');
            next = answer.endLine();
        }
        lines.subList(next, lines.size()).forEach(line -> out.append(line).append('\n'));
        return out.toString();
    }

    /**
     * The answer text as a document prints it.
     *
     * @param status the status
     * @param prettyJson the body, pretty-printed, or {@code null}
     * @return the {@code HTTP} line and the {@code json} block
     */
    static String answerText(final int status, final @Nullable String prettyJson) {
        return "HTTP " + status + (prettyJson == null ? "" : "\n```json\n" + prettyJson.strip() + "\n```");
    }

    private static int closingFence(final List<String> lines, final int open) {
        for (int i = open + 1; i < lines.size(); i++) {
            if (lines.get(i).startsWith("```")) {
                return i;
            }
        }
        throw new IllegalArgumentException("The code block opened on line " + (open + 1) + " is never closed");
    }

    private static @Nullable Answer answerAfter(final List<String> lines, final int from) {
        int index = skipBlank(lines, from);
        if (index >= lines.size()) {
            return null;
        }
        final var status = STATUS.matcher(lines.get(index));
        if (!status.matches()) {
            return null;
        }
        final int first = index;
        final int code = Integer.parseInt(status.group(1));
        index++;
        final int bodyAt = skipBlank(lines, index);
        if (bodyAt < lines.size()) {
            final var fence = FENCE.matcher(lines.get(bodyAt));
            if (fence.matches() && "json".equals(fence.group(1))) {
                final int close = closingFence(lines, bodyAt);
                return new Answer(code, String.join("\n", lines.subList(bodyAt + 1, close)), first, close + 1);
            }
        }
        return new Answer(code, null, first, index);
    }

    private static int skipBlank(final List<String> lines, final int from) {
        int index = from;
        while (index < lines.size() && lines.get(index).isBlank()) {
            index++;
        }
        return index;
    }
}
