/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

/**
 * jqwik arbitraries of every valid record of the extension.
 */
final class Arbs {
    /** Section 8: a vertex holds 1 to 8 actions. */
    static final int GRAPH_MAX_ACTIONS = 8;

    private Arbs() {
        // arbitraries only
    }

    static Arbitrary<Long> uint32() {
        return Arbitraries.longs().between(0, 0xFFFF_FFFFL).edgeCases(config -> config.add(0x7FFF_FFFFL));
    }

    static Arbitrary<Long> nonZeroUint32() {
        return Arbitraries.longs().between(1, 0xFFFF_FFFFL);
    }

    static Arbitrary<Long> xid() {
        return uint32();
    }

    /**
     * Code points: mostly ASCII, some control characters, 2-, 3- and 4-byte UTF-8.
     */
    static Arbitrary<Integer> codePoint() {
        return Arbitraries.frequencyOf(
            Tuple.of(8, Arbitraries.integers().between(0x20, 0x7E)),
            Tuple.of(1, Arbitraries.integers().between(0, 0x1F)),
            Tuple.of(2, Arbitraries.integers().between(0x80, 0x7FF)),
            Tuple.of(2, Arbitraries.integers().between(0x800, 0xFFFF).filter(cp -> cp < 0xD800 || cp > 0xDFFF)),
            Tuple.of(2, Arbitraries.integers().between(0x10000, 0x10FFFF)));
    }

    /**
     * Strings of 1 to 64 UTF-8 bytes.
     */
    static Arbitrary<String> name() {
        return codePoint().list().ofMinSize(1).ofMaxSize(64).map(Arbs::truncatedTo64Bytes);
    }

    /**
     * Strings of 0 to 24 code points for JSON keys and values, including quotes, backslashes and slashes.
     */
    static Arbitrary<String> jsonText() {
        return Arbitraries.frequencyOf(
            Tuple.of(6, codePoint()),
            Tuple.of(1, Arbitraries.of((int) '"', (int) '\\', (int) '/', 0x7F, 0x2028)))
            .list().ofMaxSize(24).map(Arbs::string);
    }

    static Arbitrary<Map<String, String>> jsonEntries() {
        return Combinators.combine(jsonText().list().uniqueElements().ofMaxSize(10), jsonText().list().ofSize(10))
            .as((keys, values) -> {
                final Map<String, String> map = new LinkedHashMap<>();
                for (int i = 0; i < keys.size(); i++) {
                    map.put(keys.get(i), values.get(i));
                }
                return map;
            });
    }

    static Arbitrary<IpPrefix> prefix(final int version) {
        final int size = version == 4 ? 4 : 16;
        return Combinators.combine(Arbitraries.bytes().array(byte[].class).ofSize(size),
            Arbitraries.integers().between(0, size * 8)).as((bytes, length) -> IpPrefix.of(mask(bytes, length),
                length));
    }

    static Arbitrary<PortRange> ports() {
        return Arbitraries.integers().between(0, 65535).list().ofSize(2)
            .map(pair -> new PortRange(Math.min(pair.get(0), pair.get(1)), Math.max(pair.get(0), pair.get(1))));
    }

    static Arbitrary<FlowSpec> flowSpec() {
        return Arbitraries.frequencyOf(
            Tuple.of(1, Arbitraries.just(FlowSpec.ANY)),
            Tuple.of(6, Arbitraries.of(4, 6).flatMap(version -> Combinators.combine(
                prefix(version).injectNull(0.4), prefix(version).injectNull(0.4),
                Arbitraries.integers().between(0, 255).injectNull(0.4), ports().injectNull(0.4),
                ports().injectNull(0.4)).as(FlowSpec::new))));
    }

    static Arbitrary<OxmMatch> oxm() {
        final Arbitrary<OxmMatch> exact = Arbitraries.of(OxmField.class).flatMap(field -> Arbitraries.longs()
            .between(0, field.maxValue()).map(value -> OxmMatch.of(field, value)));
        final Arbitrary<OxmMatch> masked = Combinators.combine(uint32(), uint32())
            .as((value, mask) -> OxmMatch.masked(OxmField.TAG, value & mask, mask));
        return Arbitraries.oneOf(exact, masked);
    }

    static Arbitrary<List<Long>> branches() {
        return nonZeroUint32().list().ofMinSize(2).ofMaxSize(32);
    }

    static Arbitrary<List<Integer>> permutation() {
        return Arbitraries.integers().between(2, 32).flatMap(count -> Arbitraries.shuffle(
            IntStream.rangeClosed(1, count).boxed().toList()));
    }

    static Arbitrary<InvokeNf> invokeNf() {
        return Combinators.combine(nonZeroUint32(), uint32()).as(InvokeNf::new);
    }

    static Arbitrary<CopyToBranches> copyToBranches() {
        return Combinators.combine(Arbitraries.of(CopyKind.class), branches()).as(CopyToBranches::new);
    }

    static Arbitrary<Merge> merge() {
        return Combinators.combine(Arbitraries.of(true, false), uint32(), permutation()).as(Merge::new);
    }

    static Arbitrary<OpenPathAction> action() {
        return Arbitraries.oneOf(invokeNf(), copyToBranches(), merge(),
            Combinators.combine(uint32(), uint32()).as(SetPathTag::new),
            nonZeroUint32().map(RunGraph::new));
    }

    /**
     * A graph vertex's actions (section 8): 1 to 8, INVOKE_NF and MERGE anywhere, COPY_TO_BRANCHES only last.
     */
    static Arbitrary<List<OpenPathAction>> graphActions() {
        final Arbitrary<OpenPathAction> steering = Arbitraries.oneOf(invokeNf(), merge());
        final Arbitrary<OpenPathAction> last = Arbitraries.oneOf(invokeNf(), merge(), copyToBranches());
        return Arbitraries.integers().between(1, GRAPH_MAX_ACTIONS).flatMap(size -> Combinators.combine(
            steering.list().ofSize(size - 1), last).as((first, end) -> {
                final List<OpenPathAction> actions = new ArrayList<>(first);
                actions.add(end);
                return actions;
            }));
    }

    static Arbitrary<GraphVertex> graphVertex() {
        return Combinators.combine(nonZeroUint32(), graphActions()).as(GraphVertex::new);
    }

    /**
     * GRAPH_SETs of up to 6 vertices with distinct service ids; one in eight has none (removes the chain's graph).
     */
    static Arbitrary<GraphSet> graphSet() {
        final Arbitrary<List<GraphVertex>> vertices = Arbitraries.frequencyOf(
            Tuple.of(1, Arbitraries.just(List.<GraphVertex>of())),
            Tuple.of(7, graphVertex().list().ofMinSize(1).ofMaxSize(6).uniqueElements(GraphVertex::serviceId)));
        return Combinators.combine(nonZeroUint32(), vertices).as(GraphSet::new);
    }

    static Arbitrary<HandlerRule> handlerRule() {
        return Combinators.combine(uint32(), uint32(), name(), Arbitraries.of(HandlerAction.class), nonZeroUint32())
            .as((sfc, service, result, action, target) -> new HandlerRule(sfc, service, result, action,
                action == HandlerAction.SEND_TO ? target : 0));
    }

    static Arbitrary<OpenPathMessage> message() {
        return Arbitraries.oneOf(List.of(
            Combinators.combine(uint32(), uint32(), name(), name()).as(NfBind::new),
            Combinators.combine(uint32(), uint32()).as(NfUnbind::new),
            handlerRule().map(HandlerRuleAdd::new),
            handlerRule().map(HandlerRuleModify::new),
            Combinators.combine(uint32(), uint32(), name()).as(HandlerRuleDelete::new),
            Combinators.combine(uint32(), uint32(), flowSpec()).as(SkipMe::new),
            Combinators.combine(uint32(), uint32(), flowSpec()).as(RequestMe::new),
            Combinators.combine(uint32(), uint32(), uint32(), flowSpec()).as(ChangeDefault::new),
            Arbitraries.oneOf(Arbitraries.just(0L), Arbitraries.longs().between(100, 3_600_000))
                .map(SetStateReportInterval::new),
            graphSet(),
            Combinators.combine(uint32(), uint32(), Arbitraries.integers().between(1, 64)).as(NfScale::new),
            Combinators.combine(uint32(), uint32(), Arbitraries.of(NfStatus.class), Arbitraries.longs(),
                Arbitraries.longs(), Arbitraries.longs()).as(NfUpdate::new),
            Combinators.combine(uint32(), uint32(), name(), flowSpec()).as(NfAlert::new),
            Combinators.combine(uint32(), uint32(), jsonEntries()).as(NfMessage::new)));
    }

    /**
     * The body length section 4 gives for a message, computed from the table, not from the encoder.
     */
    static int specBodyLength(final OpenPathMessage message) {
        return switch (message) {
            case NfBind bind -> 12 + utf8Length(bind.nfType()) + utf8Length(bind.nfName());
            case NfUnbind unbind -> 8;
            case HandlerRuleAdd add -> 16 + utf8Length(add.rule().result());
            case HandlerRuleModify modify -> 16 + utf8Length(modify.rule().result());
            case HandlerRuleDelete delete -> 16 + utf8Length(delete.result());
            case SkipMe skip -> 56;
            case RequestMe request -> 56;
            case ChangeDefault change -> 64;
            case SetStateReportInterval interval -> 4;
            case GraphSet graph -> 8 + graph.vertices().stream()
                .mapToInt(vertex -> 8 + vertex.actions().stream().mapToInt(Arbs::specActionLength).sum()).sum();
            case NfScale scale -> 12;
            case NfUpdate update -> 36;
            case NfAlert alert -> 60 + utf8Length(alert.result());
            case NfMessage nfMessage -> 8 + Json.write(nfMessage.entries()).length;
        };
    }

    /**
     * The {@code len} section 3's table gives for an action: its used bytes rounded up to a multiple of 8, computed
     * from the table, not from the encoder.
     */
    static int specActionLength(final OpenPathAction action) {
        final int used = switch (action) {
            case InvokeNf invoke -> 20;
            case CopyToBranches copy -> 12 + 4 * copy.serviceIds().size();
            case Merge merge -> 16 + merge.priority().size();
            case SetPathTag tag -> 20;
            case RunGraph run -> 20;
        };
        return (used + 7) / 8 * 8;
    }

    static int utf8Length(final String text) {
        return text.getBytes(StandardCharsets.UTF_8).length;
    }

    private static byte[] mask(final byte[] bytes, final int length) {
        final byte[] masked = bytes.clone();
        for (int bit = length; bit < masked.length * 8; bit++) {
            masked[bit / 8] &= (byte) ~(0x80 >>> bit % 8);
        }
        return masked;
    }

    private static String string(final List<Integer> codePoints) {
        final StringBuilder text = new StringBuilder();
        codePoints.forEach(text::appendCodePoint);
        return text.toString();
    }

    private static String truncatedTo64Bytes(final List<Integer> codePoints) {
        final List<Integer> kept = new ArrayList<>();
        int bytes = 0;
        for (int codePoint : codePoints) {
            final int size = codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
            if (bytes + size > 64) {
                break;
            }
            kept.add(codePoint);
            bytes += size;
        }
        return string(Collections.unmodifiableList(kept));
    }
}
