/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.northbound;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import javax.servlet.ServletOutputStream;
import javax.servlet.WriteListener;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.junit.jupiter.api.Test;

class MajorityFilterTest {
    private static final String WHY = "This controller member reaches 1 of the 3 cluster members, not a majority";

    /** What a fake response was given. */
    private static final class Answer {
        final Map<String, String> headers = new HashMap<>();
        final ByteArrayOutputStream body = new ByteArrayOutputStream();
        int status = 200;
        String contentType;
    }

    @Test
    void onAMemberThatCanServeTheRequestGoesOnUnchanged() throws Exception {
        final var passed = new AtomicInteger();
        final var answer = new Answer();
        new MajorityFilter(Optional::empty).doFilter(request("PUT", null, "application/json"), response(answer),
            (request, response) -> passed.incrementAndGet());
        assertEquals(1, passed.get());
        assertEquals(200, answer.status);
        assertEquals(0, answer.body.size());
    }

    @Test
    void onAMemberOutsideAMajorityEveryRequestIsAnswered503SayingWhyAndRestconfNeverSeesIt() throws Exception {
        for (var method : new String[] { "GET", "PUT", "POST", "PATCH", "DELETE" }) {
            final var passed = new AtomicInteger();
            final var answer = new Answer();
            new MajorityFilter(() -> Optional.of(WHY)).doFilter(request(method, null, null), response(answer),
                (request, response) -> passed.incrementAndGet());
            assertEquals(0, passed.get(), method);
            assertEquals(503, answer.status, method);
            assertEquals(String.valueOf(MajorityFilter.RETRY_AFTER_S), answer.headers.get("Retry-After"));
            assertEquals("application/yang-data+json", answer.contentType);
            assertEquals("{\"errors\":{\"error\":[{\"error-type\":\"application\",\"error-tag\":\"operation-failed\","
                + "\"error-message\":\"" + WHY + "\"}]}}", answer.body.toString(StandardCharsets.UTF_8));
        }
    }

    @Test
    void anXmlClientGetsTheRefusalInXml() throws Exception {
        final var answer = new Answer();
        new MajorityFilter(() -> Optional.of(WHY)).doFilter(request("PUT", "application/yang-data+xml", null),
            response(answer), (request, response) -> { });
        assertEquals("application/yang-data+xml", answer.contentType);
        final var body = answer.body.toString(StandardCharsets.UTF_8);
        assertTrue(body.contains("<error-tag>operation-failed</error-tag>") && body.contains(WHY), body);
    }

    private static HttpServletRequest request(final String method, final String accept, final String contentType) {
        return (HttpServletRequest) Proxy.newProxyInstance(MajorityFilterTest.class.getClassLoader(),
            new Class<?>[] { HttpServletRequest.class }, (proxy, called, args) -> switch (called.getName()) {
                case "getMethod" -> method;
                case "getHeader" -> "Accept".equals(args[0]) ? accept : null;
                case "getContentType" -> contentType;
                default -> throw new UnsupportedOperationException(called.getName());
            });
    }

    private static HttpServletResponse response(final Answer answer) {
        final var stream = new ServletOutputStream() {
            @Override
            public void write(final int octet) {
                answer.body.write(octet);
            }

            @Override
            public boolean isReady() {
                return true;
            }

            @Override
            public void setWriteListener(final WriteListener listener) {
                // blocking only
            }
        };
        return (HttpServletResponse) Proxy.newProxyInstance(MajorityFilterTest.class.getClassLoader(),
            new Class<?>[] { HttpServletResponse.class }, (proxy, called, args) -> {
                switch (called.getName()) {
                    case "setStatus" -> answer.status = (Integer) args[0];
                    case "setHeader" -> answer.headers.put((String) args[0], (String) args[1]);
                    case "setContentType" -> answer.contentType = (String) args[0];
                    case "setContentLength" -> {
                        // checked through the body
                    }
                    case "getOutputStream" -> {
                        return stream;
                    }
                    default -> throw new UnsupportedOperationException(called.getName());
                }
                return null;
            });
    }
}
