/*
 * Copyright (c) 2026 OpenPATH contributors. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.it;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpRequest.BodyPublishers;
import java.net.http.HttpResponse.BodyHandlers;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.function.Supplier;

/**
 * A tiny RESTCONF (RFC 8040) client for the Karaf under test, on {@link HttpClient}: JSON ({@value #MEDIA_TYPE}, RFC
 * 7951) in and out, basic authentication as the distribution's admin ({@link AdminAccount}). Paths are relative to
 * {@value #ROOT}, for example
 * {@code /data/openpath-nf-catalog:nf-catalog}; list keys go through {@link #key(String)}.
 */
public final class Restconf implements AutoCloseable {
    /**
     * An HTTP answer: status code and body, as received.
     *
     * @param status the HTTP status code
     * @param body the body, possibly empty
     */
    public record Response(int status, String body) {
        private static final int SHOWN_BODY_CHARS = 4000;

        /**
         * Parses the body as a JSON object.
         *
         * @return the parsed body
         * @throws IllegalStateException if the body is not a JSON object; the message carries status and body
         */
        public ObjectNode json() {
            try {
                if (Json.parse(body) instanceof ObjectNode object) {
                    return object;
                }
            } catch (IllegalArgumentException e) {
                throw new IllegalStateException("Expected a JSON object in " + this, e);
            }
            throw new IllegalStateException("Expected a JSON object in " + this);
        }

        /**
         * Returns the {@code error-message} of every error in an RFC 8040 section 7.1 errors document.
         *
         * @return the error messages, empty if the body holds none
         */
        public List<String> errorMessages() {
            return errorField("error-message");
        }

        /**
         * Returns the {@code error-tag} of every error in an RFC 8040 section 7.1 errors document.
         *
         * @return the error tags, empty if the body holds none
         */
        public List<String> errorTags() {
            return errorField("error-tag");
        }

        /**
         * Describes the answer for failure messages; a long body is cut.
         */
        @Override
        public String toString() {
            final var shown = body.length() <= SHOWN_BODY_CHARS ? body
                : body.substring(0, SHOWN_BODY_CHARS) + "... (" + body.length() + " characters)";
            return "HTTP " + status + " " + (shown.isBlank() ? "(empty body)" : shown);
        }

        private List<String> errorField(final String field) {
            final JsonNode root;
            try {
                root = json();
            } catch (IllegalStateException e) {
                return List.of();
            }
            // RFC 8040 names the container "ietf-restconf:errors"; OpenDaylight has also answered with "errors".
            var errors = root.path("ietf-restconf:errors").path("error");
            if (!errors.isArray()) {
                errors = root.path("errors").path("error");
            }
            final var values = new ArrayList<String>();
            if (errors.isArray()) {
                for (JsonNode error : errors) {
                    final var value = error.path(field);
                    if (Json.isScalar(value)) {
                        values.add(value.asText());
                    }
                }
            }
            return values;
        }
    }

    static final String ROOT = "http://127.0.0.1:8181/rests";
    static final String MEDIA_TYPE = "application/yang-data+json";

    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(5);
    private static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(30);
    private static final String UNRESERVED = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~";

    private final HttpClient client = HttpClient.newBuilder().connectTimeout(CONNECT_TIMEOUT).build();
    private final String root;
    private final Duration timeout;
    private final String user;
    private final Supplier<String> password;

    /**
     * A client that authenticates as the given account; the password is asked for at each request (a restart with an
     * empty data folder makes a new one).
     *
     * @param user the account
     * @param password its password
     */
    Restconf(final String user, final Supplier<String> password) {
        this(ROOT, user, password);
    }

    /**
     * A client of another controller's RESTCONF, e.g. one cluster member's.
     *
     * @param root the controller's RESTCONF root, e.g. {@code http://10.254.77.2:8181/rests}
     * @param user the account
     * @param password its password
     */
    Restconf(final String root, final String user, final Supplier<String> password) {
        this(root, REQUEST_TIMEOUT, user, password);
    }

    private Restconf(final String root, final Duration timeout, final String user, final Supplier<String> password) {
        this.root = requireNonNull(root);
        this.timeout = requireNonNull(timeout);
        this.user = requireNonNull(user);
        this.password = requireNonNull(password);
    }

    /**
     * An HTTP basic authentication header value.
     *
     * @param credentials {@code user:password}
     * @return {@code Basic <base64>}
     */
    static String basic(final String credentials) {
        return "Basic " + Base64.getEncoder().encodeToString(credentials.getBytes(StandardCharsets.UTF_8));
    }

    /**
     * Another client (its own connections) for the same account.
     *
     * @return the new client; close it when done
     */
    public Restconf another() {
        return new Restconf(root, timeout, user, password);
    }

    /**
     * Another client (its own connections) for the same account whose requests give up after the given time.
     *
     * @param requestTimeout how long a request may take
     * @return the new client; close it when done
     */
    public Restconf withTimeout(final Duration requestTimeout) {
        return new Restconf(root, requestTimeout, user, password);
    }

    /**
     * Percent-encodes a list key value for use in a path, as RFC 8040 section 3.5.3 requires: {@code openflow:1}
     * becomes {@code openflow%3A1}.
     *
     * @param value the key value
     * @return the encoded value
     */
    public static String key(final String value) {
        final var encoded = new StringBuilder();
        for (byte octet : value.getBytes(StandardCharsets.UTF_8)) {
            final var unsigned = octet & 0xFF;
            if (UNRESERVED.indexOf(unsigned) >= 0) {
                encoded.append((char) unsigned);
            } else {
                encoded.append('%').append(String.format("%02X", unsigned));
            }
        }
        return encoded.toString();
    }

    /**
     * Sends GET.
     *
     * @param path the resource, relative to {@value #ROOT}
     * @return the answer
     * @throws IOException if the request cannot be sent or answered
     */
    public Response get(final String path) throws IOException {
        return send(request(path).GET());
    }

    /**
     * Sends PUT with a JSON body.
     *
     * @param path the resource, relative to {@value #ROOT}
     * @param json the body
     * @return the answer
     * @throws IOException if the request cannot be sent or answered
     */
    public Response put(final String path, final String json) throws IOException {
        return send(request(path).header("Content-Type", MEDIA_TYPE).PUT(BodyPublishers.ofString(json)));
    }

    /**
     * Sends PUT with a JSON body read from a stream as the request goes out (a test can see when it is all sent).
     *
     * @param path the resource, relative to {@value #ROOT}
     * @param json opens the body
     * @return the answer
     * @throws IOException if the request cannot be sent or answered
     */
    public Response put(final String path, final Supplier<InputStream> json) throws IOException {
        return send(request(path).header("Content-Type", MEDIA_TYPE).PUT(BodyPublishers.ofInputStream(json)));
    }

    /**
     * Sends POST with a JSON body.
     *
     * @param path the parent resource or operation, relative to {@value #ROOT}
     * @param json the body
     * @return the answer
     * @throws IOException if the request cannot be sent or answered
     */
    public Response post(final String path, final String json) throws IOException {
        return send(request(path).header("Content-Type", MEDIA_TYPE).POST(BodyPublishers.ofString(json)));
    }

    /**
     * Sends a plain PATCH (RFC 8040 section 4.6.1: merge the body into the resource).
     *
     * @param path the resource, relative to {@value #ROOT}
     * @param json the body
     * @return the answer
     * @throws IOException if the request cannot be sent or answered
     */
    public Response patch(final String path, final String json) throws IOException {
        return send(request(path).header("Content-Type", MEDIA_TYPE)
            .method("PATCH", BodyPublishers.ofString(json)));
    }

    /**
     * Sends a write with a body of any media type (XML, YANG Patch).
     *
     * @param method PUT, POST or PATCH
     * @param path the resource, relative to {@value #ROOT}
     * @param contentType the body's media type
     * @param body the body
     * @return the answer
     * @throws IOException if the request cannot be sent or answered
     */
    public Response write(final String method, final String path, final String contentType, final String body)
            throws IOException {
        return send(request(path).header("Content-Type", contentType)
            .method(method, BodyPublishers.ofString(body)));
    }

    /**
     * Sends DELETE.
     *
     * @param path the resource, relative to {@value #ROOT}
     * @return the answer
     * @throws IOException if the request cannot be sent or answered
     */
    public Response delete(final String path) throws IOException {
        return send(request(path).DELETE());
    }

    @Override
    public void close() {
        client.close();
    }

    private HttpRequest.Builder request(final String path) {
        final var relative = path.startsWith("/") ? path : "/" + path;
        return HttpRequest.newBuilder(URI.create(root + relative))
            .timeout(timeout)
            .header("Authorization", basic(user + ":" + password.get()))
            .header("Accept", MEDIA_TYPE);
    }

    private Response send(final HttpRequest.Builder request) throws IOException {
        try {
            final var response = client.send(request.build(), BodyHandlers.ofString(StandardCharsets.UTF_8));
            return new Response(response.statusCode(), response.body());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("Interrupted during a RESTCONF request", e);
        }
    }
}
