/*
 * Copyright (c) 2026 OpenPATH contributors. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class MarkdownExamplesTest {
    private static final String DOC = """
        # Title

        ```sh norun
        ./openpath run
        ```

        ```sh
        R=x
        ```

        ```sh
        $R -X PUT "$B/data/a" -d '{"a":1}'
        ```

        HTTP 201

        Text between.

        ```sh
        $R "$B/data/a"
        ```

        HTTP 200
        ```json
        {
          "a": 1
        }
        ```

        ```json
        {"not": "an example"}
        ```
        """;

    @Test
    void readsExamplesAndTheirPrintedAnswers() {
        final var examples = MarkdownExamples.parse(DOC);
        assertEquals(4, examples.size());
        assertFalse(examples.get(0).run());
        assertEquals("./openpath run", examples.get(0).script());
        assertTrue(examples.get(1).run());
        assertNull(examples.get(1).answer());
        assertEquals(201, examples.get(2).answer().status());
        assertNull(examples.get(2).answer().json());
        assertFalse(examples.get(2).isRead());
        assertEquals(200, examples.get(3).answer().status());
        assertEquals("{\n  \"a\": 1\n}", examples.get(3).answer().json());
        assertTrue(examples.get(3).isRead());
        assertEquals(19, examples.get(3).line());
    }

    @Test
    void rewritesOnlyTheAnswersGiven() {
        final var rewritten = MarkdownExamples.rewrite(DOC, Arrays.asList(null, null,
            MarkdownExamples.answerText(204, null), MarkdownExamples.answerText(200, "{\n  \"a\": 2\n}")));
        final var examples = MarkdownExamples.parse(rewritten);
        assertEquals(204, examples.get(2).answer().status());
        assertEquals("{\n  \"a\": 2\n}", examples.get(3).answer().json());
        assertTrue(rewritten.contains("Text between."));
        assertTrue(rewritten.endsWith("{\"not\": \"an example\"}\n```\n"));
        assertEquals(DOC, MarkdownExamples.rewrite(DOC, Arrays.asList(null, null, null, null)));
    }

    @Test
    void refusesAnUnclosedBlock() {
        final var error = assertThrows(IllegalArgumentException.class,
            () -> MarkdownExamples.parse("text\n```sh\ncurl x\n"));
        assertEquals("The code block opened on line 2 is never closed", error.getMessage());
    }
}
