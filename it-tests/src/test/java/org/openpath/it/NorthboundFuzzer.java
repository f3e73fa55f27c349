/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Generates and mutates RESTCONF requests against the suite's own modules and records what the controller
 * answered: valid requests of every kind (chains, NF types, topology nodes and links, RPCs), then mutated ones
 * (a leaf dropped or given a value of the wrong type, boundary and huge values, deep nesting, unknown members, a
 * list entry named twice, a key that is not a name, a body that is not JSON), with PUT, POST, PATCH, DELETE and GET.
 * It keeps the presence every successful write implies for each entry it touched, so that a test can compare the
 * datastore with it afterwards. Everything it writes is named {@code fz-...} (nodes {@code openflow:9100..}).
 */
final class NorthboundFuzzer {
    /**
     * What upstream RESTCONF (netconf 9.0.1) answers badly, and which the fuzzer provokes knowingly; each is written
     * down with a minimal reproduction in docs/upstream-issues.md.
     */
    enum Upstream {
        /** A JSON {@code null} as a value: 500 with an empty body (a NullPointerException in the parser). */
        NULL_VALUE,
        /** An RPC input that breaks the schema (type, range, pattern, unknown member): 500 with an empty body. */
        RPC_INPUT_SCHEMA,
        /** A DELETE the suite's validation refuses: 500 "Transaction to delete failed", the reason lost. */
        DELETE_REFUSED,
        /** A key with non-ASCII characters in the URL: 400 with an empty body. */
        NON_ASCII_KEY,
        /**
         * A body of more than {@value NorthboundFuzzer#LARGE_BODY} characters: when the server refuses the request
         * before reading the body, it answers and closes the connection, and Java's HTTP client, still sending, gets
         * no answer at all. Recorded with status 0; the server must answer the next request.
         */
        LARGE_BODY
    }

    /** One request, its answer, and the known upstream gaps the request was built to touch. */
    record Exchange(String method, String path, String body, Restconf.Response response, Set<Upstream> touches) {
        @Override
        public String toString() {
            final var shown = body.length() <= 300 ? body : body.substring(0, 300) + "... (" + body.length() + ")";
            return method + " " + path + " " + shown + " -> " + response;
        }
    }

    static final String CHAINS = "/data/openpath-chains:service-chains";
    static final int LARGE_BODY = 65_536;
    static final String CATALOG = "/data/openpath-nf-catalog:nf-catalog";
    static final String TOPOLOGY = "/data/openpath-topology:openpath-topology";
    static final List<String> CHAIN_NAMES = List.of("fz-c0", "fz-c1", "fz-c2", "fz-c3");
    static final List<String> TYPE_NAMES = List.of("fz-t0", "fz-t1");
    static final List<String> NODE_IDS = List.of("openflow:9100", "openflow:9101", "openflow:9102");
    static final List<String> LINK_IDS = List.of("fz-l0", "fz-l1");

    private static final List<String> NF_TYPES = List.of("firewall", "ids", "nat", "traffic-monitor",
        "load-balancer", "shaper", "gateway", "probe");
    private static final List<String> FIELDS = List.of("eth-src", "ip-src", "ip-dst", "l4-src", "payload",
        "metadata");
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private Restconf restconf;
    // the client of the last fresh connection, closed with the fuzzer or by the next one
    private @Nullable Restconf own;
    private final SplittableRandom random;
    private final List<Exchange> exchanges = new ArrayList<>();
    // path of an entry this fuzzer touched -> whether the successful writes so far leave it present
    private final Map<String, Boolean> expected = new TreeMap<>();
    // answers of 2xx to a body that named one entry twice
    private final List<Exchange> acceptedTwins = new ArrayList<>();

    NorthboundFuzzer(final Restconf restconf, final long seed) {
        this.restconf = restconf;
        random = new SplittableRandom(seed);
    }

    List<Exchange> exchanges() {
        return exchanges;
    }

    /**
     * Returns the exchanges whose body named one list entry twice and that were answered with a 2xx.
     *
     * @return those exchanges; a defect unless empty
     */
    List<Exchange> acceptedTwins() {
        return acceptedTwins;
    }

    /**
     * Returns the entries the fuzzer wrote or deleted successfully, with whether they should now be present.
     *
     * @return entry path to expected presence
     */
    Map<String, Boolean> expected() {
        return expected;
    }

    /**
     * Sends requests.
     *
     * @param count how many
     * @throws IOException if one cannot be sent or is not answered in time (a hang)
     */
    void run(final int count) throws IOException {
        for (int i = 0; i < count; i++) {
            final int kind = random.nextInt(100);
            if (kind < 40) {
                entry(CHAINS, "service-chain", "openpath-chains:service-chain", "name", pick(CHAIN_NAMES),
                    this::chain);
            } else if (kind < 52) {
                entry(CATALOG, "nf-type", "openpath-nf-catalog:nf-type", "name", pick(TYPE_NAMES), this::nfType);
            } else if (kind < 62) {
                entry(TOPOLOGY, "node", "openpath-topology:node", "node-id", pick(NODE_IDS), this::node);
            } else if (kind < 70) {
                entry(TOPOLOGY, "link", "openpath-topology:link", "link-id", pick(LINK_IDS), this::link);
            } else if (kind < 92) {
                rpc();
            } else {
                garbage();
            }
        }
    }

    // ---- entries of a keyed list

    @FunctionalInterface
    private interface Entry {
        ObjectNode make(String key);
    }

    private void entry(final String parent, final String list, final String qualified, final String keyLeaf,
            final String name, final Entry make) throws IOException {
        // now and then a key that is no valid name
        final String key = random.nextInt(12) == 0 ? oddKey() : name;
        final var path = parent + "/" + list + "=" + Restconf.key(key);
        final var touches = EnumSet.noneOf(Upstream.class);
        if (!key.chars().allMatch(c -> c < 128)) {
            touches.add(Upstream.NON_ASCII_KEY);
        }
        final int op = random.nextInt(100);
        if (op < 12) {
            send("GET", path, "", touches);
            return;
        }
        if (op < 30) {
            touches.add(Upstream.DELETE_REFUSED);
            final var answer = send("DELETE", path, "", touches);
            if (answer.status() / 100 == 2) {
                expected.put(path, false);
            }
            return;
        }
        final var item = make.make(key);
        final boolean mutated = random.nextInt(3) > 0;
        if (mutated) {
            mutate(item, 1 + random.nextInt(3), touches);
        }
        final var entries = NODES.arrayNode().add(item);
        final boolean twinned = random.nextInt(15) == 0;
        if (twinned) {
            // the same list entry twice, the second one different
            final var twin = item.deepCopy();
            twin.put("description", "twin");
            entries.add(twin);
        }
        final var body = NODES.objectNode().set(qualified, entries);
        final String text = random.nextInt(25) == 0 ? breakJson(body.toString()) : body.toString();
        final String method;
        final String target;
        if (op < 70) {
            method = "PUT";
            target = path;
        } else if (op < 82) {
            method = "POST";
            target = parent;
        } else {
            method = "PATCH";
            target = path;
        }
        final var answer = send(method, target, text, touches);
        if (twinned && answer.status() / 100 == 2) {
            // a body naming one entry twice must be refused, not stored with one of the two (northbound guard)
            acceptedTwins.add(exchanges.get(exchanges.size() - 1));
        }
        if (answer.status() / 100 == 2) {
            // what was written is the entry the body names
            // a number or a boolean in the key leaf is stored as its text ("name":true names the entry "true")
            final var written = item.path(keyLeaf);
            final var writtenKey = written.isValueNode() && !written.isNull() ? written.asText() : key;
            expected.put(parent + "/" + list + "=" + Restconf.key(writtenKey), true);
        }
    }

    private ObjectNode chain(final String name) {
        final var chain = NODES.objectNode().put("name", name);
        final var nfs = chain.putArray("nf");
        final int count = 1 + random.nextInt(4);
        final var used = new ArrayList<String>();
        for (int i = 0; i < count; i++) {
            final var type = pick(NF_TYPES);
            if (!used.contains(type)) {
                used.add(type);
                nfs.addObject().put("name", "n" + i).put("type", type);
            }
        }
        if (used.size() > 1 && random.nextBoolean()) {
            chain.putArray("order").addObject().put("nf", "n0").put("other-nf", "n" + (count - 1))
                .put("relation", random.nextBoolean() ? "before" : "after");
        }
        chain.putObject("sla").put("traffic-rate", "0.01");
        if (random.nextBoolean()) {
            chain.putObject("classifier").put("destination-prefix", "10." + random.nextInt(256) + ".0.0/16")
                .put("protocol", random.nextBoolean() ? "tcp" : "udp");
        }
        return chain;
    }

    private ObjectNode nfType(final String name) {
        final var type = NODES.objectNode().put("name", name).put("description", "fuzzed");
        final var profile = type.putObject("action-profile");
        final var actions = profile.putArray("field-action");
        actions.addObject().put("field", pick(FIELDS)).put("read", true);
        profile.put("stateful", random.nextBoolean());
        type.putObject("resource-demand").put("cpu-cores-base", "0.5").put("max-throughput", "4");
        return type;
    }

    private ObjectNode node(final String id) {
        final var node = NODES.objectNode().put("node-id", id);
        if (random.nextBoolean()) {
            node.put("role", "transit");
        } else {
            node.putObject("capacity").put("cpu-cores", 1 + random.nextInt(64)).put("memory", 4096)
                .put("nic-bandwidth", "10");
        }
        return node;
    }

    private ObjectNode link(final String id) {
        final var link = NODES.objectNode().put("link-id", id);
        final var ends = new ArrayList<>(NODE_IDS);
        link.put("source-node", ends.remove(random.nextInt(ends.size())));
        link.put("destination-node", pick(ends));
        link.put("bandwidth", "10");
        return link;
    }

    // ---- RPCs

    private void rpc() throws IOException {
        final var input = NODES.objectNode();
        final String operation;
        switch (random.nextInt(6)) {
            case 0 -> {
                operation = "openpath-chains:analyze-chain";
                input.setAll(chain("fz-probe"));
            }
            case 1 -> {
                operation = "openpath-chains:compute-placement";
                input.setAll(chain("fz-probe"));
                input.put("algorithm", random.nextBoolean() ? "openpath" : "strawman-simple");
            }
            case 2 -> {
                operation = "openpath-nf-control:set-state-report-interval";
                input.put("node", pick(NODE_IDS)).put("interval", 100 + random.nextInt(10_000));
            }
            case 3 -> {
                operation = "openpath-nf-control:skip-me";
                input.put("chain", pick(CHAIN_NAMES)).put("nf", "n0");
            }
            case 4 -> {
                operation = "openpath-state-move:move-state";
                input.put("chain", pick(CHAIN_NAMES)).put("nf", "n0").put("source-node", pick(NODE_IDS))
                    .put("destination-node", pick(NODE_IDS));
            }
            default -> {
                operation = "openpath-state-move:finish-state-move";
                input.put("move-id", String.valueOf(1 + random.nextInt(1000)));
            }
        }
        final var touches = EnumSet.noneOf(Upstream.class);
        if (random.nextInt(3) > 0 && mutate(input, 1 + random.nextInt(3), touches)) {
            touches.add(Upstream.RPC_INPUT_SCHEMA);
        }
        final var body = NODES.objectNode().set("input", input).toString();
        send("POST", "/operations/" + operation, random.nextInt(25) == 0 ? breakJson(body) : body, touches);
    }

    // ---- paths that do not exist, methods a resource does not take

    private void garbage() throws IOException {
        switch (random.nextInt(4)) {
            case 0 -> send("GET", CHAINS + "/no-such-node", "", Set.of());
            case 1 -> send("PUT", "/data/openpath-chains:no-such-container", "{\"openpath-chains:x\":{}}", Set.of());
            case 2 -> send("POST", "/operations/openpath-chains:no-such-rpc", "{\"input\":{}}", Set.of());
            default -> send("PATCH", CHAINS, "{\"openpath-chains:service-chains\":" + deep(200) + "}", Set.of());
        }
    }

    // ---- mutations

    /**
     * Mutates a body in place.
     *
     * @return whether a mutation other than dropping a member was made (one that may break the schema)
     */
    private boolean mutate(final ObjectNode root, final int times, final Set<Upstream> touches) {
        boolean breaking = false;
        for (int i = 0; i < times; i++) {
            final var holders = new ArrayList<ObjectNode>();
            collect(root, holders);
            final var holder = holders.get(random.nextInt(holders.size()));
            final var names = new ArrayList<String>();
            holder.fieldNames().forEachRemaining(names::add);
            final String field = names.isEmpty() || random.nextInt(6) == 0 ? "fz-unknown" : pick(names);
            final int kind = random.nextInt(9);
            breaking |= kind != 0;
            switch (kind) {
                case 0 -> holder.remove(field);
                case 1 -> holder.put(field, random.nextInt());
                case 2 -> holder.put(field, random.nextBoolean());
                case 3 -> {
                    holder.putNull(field);
                    touches.add(Upstream.NULL_VALUE);
                }
                case 4 -> holder.put(field, boundary());
                case 5 -> holder.put(field, "x".repeat(random.nextBoolean() ? 65 : 100_000));
                case 6 -> holder.set(field, deepNode(50 + random.nextInt(500)));
                case 7 -> holder.put(field, "é中😀" + random.nextInt(10));
                default -> holder.putArray(field).add("a").add(1);
            }
        }
        return breaking;
    }

    private static void collect(final JsonNode node, final List<ObjectNode> holders) {
        if (node instanceof ObjectNode object) {
            holders.add(object);
            object.elements().forEachRemaining(child -> collect(child, holders));
        } else if (node instanceof ArrayNode array) {
            array.elements().forEachRemaining(child -> collect(child, holders));
        }
    }

    private String boundary() {
        return List.of("0", "-1", "4294967295", "4294967296", "18446744073709551616", "0.0001", "400.001", "1e309",
            "-0", "NaN", "", " ").get(random.nextInt(12));
    }

    private JsonNode deepNode(final int depth) {
        JsonNode node = NODES.objectNode().put("x", 1);
        for (int i = 0; i < depth; i++) {
            node = random.nextBoolean() ? NODES.arrayNode().add(node) : NODES.objectNode().set("x", node);
        }
        return node;
    }

    private static String deep(final int depth) {
        return "[".repeat(depth) + "]".repeat(depth);
    }

    private String breakJson(final String json) {
        return switch (random.nextInt(4)) {
            case 0 -> json.substring(0, json.length() / 2);
            case 1 -> json + "}";
            case 2 -> json.replaceFirst(":", "");
            default -> json + " trailing";
        };
    }

    private String oddKey() {
        return List.of("", "9starts-with-digit", "x".repeat(65), "sp ace", "sl/ash", "été",
            "openflow:", "a,b").get(random.nextInt(8));
    }

    private <T> T pick(final List<T> values) {
        return values.get(random.nextInt(values.size()));
    }

    private Restconf.Response send(final String method, final String path, final String body,
            final Set<Upstream> touches) throws IOException {
        final Restconf.Response answer;
        try {
            answer = switch (method) {
                case "GET" -> restconf.get(path);
                case "DELETE" -> restconf.delete(path);
                case "PUT" -> restconf.put(path, body);
                case "POST" -> restconf.post(path, body);
                case "PATCH" -> restconf.patch(path, body);
                default -> throw new IllegalArgumentException(method);
            };
        } catch (IOException e) {
            final var shown = body.length() <= 300 ? body : body.substring(0, 300) + "... (" + body.length() + ")";
            final var lost = new IOException("No answer to request " + (exchanges.size() + 1) + ", " + method + " "
                + path + " " + shown, e);
            if (body.length() <= LARGE_BODY) {
                throw lost;
            }
            // the server must still be there: the next request gets its answer
            final var alive = restconf.get(CHAINS + "?depth=1");
            if (alive.status() >= 500) {
                lost.addSuppressed(new IOException("and then GET " + CHAINS + " answered " + alive));
                throw lost;
            }
            final var touched = EnumSet.of(Upstream.LARGE_BODY);
            touched.addAll(touches);
            final var none = new Restconf.Response(0, "");
            exchanges.add(new Exchange(method, path, body, none, Set.copyOf(touched)));
            return none;
        }
        exchanges.add(new Exchange(method, path, body, answer, Set.copyOf(touches)));
        if (answer.status() >= 500) {
            // Jetty closes the connection after an unhandled exception (the upstream gaps' 5xx) without saying so in
            // its answer; a request sent on it before the client notices the close gets no answer at all (seen once:
            // "HTTP/1.1 header parser received no bytes"). The next request goes on a new connection.
            freshConnection();
        }
        return answer;
    }

    private void freshConnection() {
        final var previous = own;
        own = restconf.another();
        restconf = own;
        if (previous != null) {
            previous.close();
        }
    }

    /**
     * Closes the connections the fuzzer opened itself (the client it was given stays its caller's).
     */
    void close() {
        final var previous = own;
        if (previous != null) {
            previous.close();
        }
    }

    /**
     * Returns the known upstream gap that explains an answer which is a 5xx, or a 4xx without an
     * {@code error-message}: only when the request was built to touch that gap and the answer looks exactly as the gap
     * makes it look.
     *
     * @param exchange a request and its answer
     * @return the gap, or {@code null} when none explains the answer
     */
    static @Nullable Upstream upstreamGap(final Exchange exchange) {
        final var answer = exchange.response();
        final boolean empty = answer.body().isBlank();
        if (answer.status() == 500 && empty && exchange.touches().contains(Upstream.NULL_VALUE)) {
            return Upstream.NULL_VALUE;
        }
        if (answer.status() == 500 && empty && exchange.path().startsWith("/operations/")
                && exchange.touches().contains(Upstream.RPC_INPUT_SCHEMA)) {
            return Upstream.RPC_INPUT_SCHEMA;
        }
        if (answer.status() == 500 && "DELETE".equals(exchange.method())
                && exchange.touches().contains(Upstream.DELETE_REFUSED)
                && answer.errorMessages().equals(List.of("Transaction to delete failed"))) {
            return Upstream.DELETE_REFUSED;
        }
        if (answer.status() == 400 && empty && exchange.touches().contains(Upstream.NON_ASCII_KEY)) {
            return Upstream.NON_ASCII_KEY;
        }
        if (answer.status() == 0 && exchange.touches().contains(Upstream.LARGE_BODY)) {
            return Upstream.LARGE_BODY;
        }
        return null;
    }

    /**
     * Counts answers by method and status, for the log.
     *
     * @return "PUT 400" to count, in order
     */
    Map<String, Integer> statusCounts() {
        final var counts = new TreeMap<String, Integer>();
        exchanges.forEach(exchange -> counts.merge(exchange.method() + " " + exchange.response().status(), 1,
            Integer::sum));
        return counts;
    }
}
