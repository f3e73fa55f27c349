/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static java.util.Objects.requireNonNull;

import java.util.List;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.analyzer.AnalysisMode;
import org.openpath.analyzer.Order;
import org.openpath.analyzer.Position;
import org.openpath.placement.Affinity;

/**
 * An {@code openpath-chains:chain-request} as the operator wrote it (a configured {@code service-chain}, or the input
 * of {@code analyze-chain} / {@code compute-placement}), in plain Java and not checked yet: names may be missing, NFs
 * may have types the NF catalog lacks, templates may name NFs the chain does not have. Lists keep the request's order
 * and YANG defaults are applied (rate 1 Gbit/s, no latency bound, affinity high, no backup, field-level analysis).
 * {@link ChainRequestChecker} checks it against the catalog and turns it into a {@link ChainSpec}; it is kept as it is
 * so that a catalog change can check it again.
 *
 * @param nfs the {@code nf} list
 * @param orders the {@code order} templates
 * @param priorities the {@code priority} templates
 * @param positions the {@code position} templates
 * @param dynamicRules the {@code dynamic-rule} list
 * @param classifier the {@code classifier}, {@code null} when absent
 * @param rateGbps the SLA's traffic rate, Gbit/s
 * @param maxLatencyMicros the SLA's latency bound, microseconds; {@link Double#POSITIVE_INFINITY} when none is set
 * @param affinity the placement affinity
 * @param backup whether backup sub-SFCs are wanted
 * @param mode the analysis mode
 */
public record RequestedChain(List<Nf> nfs, List<OrderTemplate> orders, List<PriorityTemplate> priorities,
        List<PositionTemplate> positions, List<Rule> dynamicRules, @Nullable Classifier classifier, double rateGbps,
        double maxLatencyMicros, Affinity affinity, boolean backup, AnalysisMode mode) {
    /**
     * Copies the lists.
     */
    public RequestedChain {
        nfs = List.copyOf(nfs);
        orders = List.copyOf(orders);
        priorities = List.copyOf(priorities);
        positions = List.copyOf(positions);
        dynamicRules = List.copyOf(dynamicRules);
        requireNonNull(affinity);
        requireNonNull(mode);
    }

    /**
     * An entry of the {@code nf} list.
     *
     * @param name the NF's name, {@code null} when missing
     * @param type its NF type, {@code null} when missing
     */
    public record Nf(@Nullable String name, @Nullable String type) {
        // Plain data
    }

    /**
     * An {@code order} template.
     *
     * @param nf the NF it orders
     * @param otherNf the NF it orders {@code nf} against
     * @param relation before or after, {@code null} when missing
     */
    public record OrderTemplate(@Nullable String nf, @Nullable String otherNf, Order.@Nullable Relation relation) {
        // Plain data
    }

    /**
     * A {@code priority} template.
     *
     * @param higher the NF whose result wins the merge
     * @param lower the other NF
     */
    public record PriorityTemplate(@Nullable String higher, @Nullable String lower) {
        // Plain data
    }

    /**
     * A {@code position} template.
     *
     * @param nf the NF it places
     * @param place first or last, {@code null} when missing
     */
    public record PositionTemplate(@Nullable String nf, Position.@Nullable Place place) {
        // Plain data
    }

    /**
     * A {@code dynamic-rule}.
     *
     * @param nf the NF whose result it matches
     * @param result the result it matches
     * @param action what it does, {@code null} when the request gives no action
     */
    public record Rule(@Nullable String nf, @Nullable String result, @Nullable RuleAction action) {
        // Plain data
    }

    /**
     * The {@code action} choice of a dynamic rule.
     */
    public sealed interface RuleAction permits Discard, SendTo, InsertNf, UseDefault {
        // Marker
    }

    /**
     * The {@code discard} case.
     */
    public record Discard() implements RuleAction {
        // Plain data
    }

    /**
     * The {@code send-to-nf} case.
     *
     * @param nf the NF to send the flow to, {@code null} when missing
     */
    public record SendTo(@Nullable String nf) implements RuleAction {
        // Plain data
    }

    /**
     * The {@code insert-nf} case.
     *
     * @param nfType the NF type to insert, {@code null} when missing
     */
    public record InsertNf(@Nullable String nfType) implements RuleAction {
        // Plain data
    }

    /**
     * The {@code use-default} case.
     */
    public record UseDefault() implements RuleAction {
        // Plain data
    }

    /**
     * The parts of the {@code classifier} that can make it match no packet, and where its traffic enters.
     *
     * @param sourcePorts the {@code source-ports} range, {@code null} when absent
     * @param destinationPorts the {@code destination-ports} range, {@code null} when absent
     * @param protocol the {@code protocol}, {@code null} when absent
     * @param sourcePrefix the {@code source-prefix}, {@code null} when absent
     * @param destinationPrefix the {@code destination-prefix}, {@code null} when absent
     * @param ingressNode the {@code ingress-node}, {@code null} when absent
     */
    public record Classifier(@Nullable PortRange sourcePorts, @Nullable PortRange destinationPorts,
            @Nullable Protocol protocol, @Nullable Prefix sourcePrefix, @Nullable Prefix destinationPrefix,
            @Nullable String ingressNode) {
        /**
         * Creates the match part of a classifier that names no ingress node.
         *
         * @param sourcePorts the {@code source-ports} range, {@code null} when absent
         * @param destinationPorts the {@code destination-ports} range, {@code null} when absent
         * @param protocol the {@code protocol}, {@code null} when absent
         * @param sourcePrefix the {@code source-prefix}, {@code null} when absent
         * @param destinationPrefix the {@code destination-prefix}, {@code null} when absent
         */
        public Classifier(final @Nullable PortRange sourcePorts, final @Nullable PortRange destinationPorts,
                final @Nullable Protocol protocol, final @Nullable Prefix sourcePrefix,
                final @Nullable Prefix destinationPrefix) {
            this(sourcePorts, destinationPorts, protocol, sourcePrefix, destinationPrefix, null);
        }
    }

    /**
     * A port range.
     *
     * @param lower the lower port, {@code null} when missing
     * @param upper the upper port, {@code null} when absent (the range is the lower port alone)
     */
    public record PortRange(@Nullable Integer lower, @Nullable Integer upper) {
        // Plain data
    }

    /**
     * An IP protocol, given by name or number.
     *
     * @param number its number, e.g. 6
     * @param name its name, e.g. {@code tcp}, or the number when it was given as a number
     */
    public record Protocol(int number, String name) {
        /**
         * Checks.
         */
        public Protocol {
            requireNonNull(name);
        }
    }

    /**
     * An IP prefix.
     *
     * @param text as written, e.g. {@code 10.0.0.0/24}
     * @param ipv4 whether it is an IPv4 prefix (else IPv6)
     */
    public record Prefix(String text, boolean ipv4) {
        /**
         * Checks.
         */
        public Prefix {
            requireNonNull(text);
        }
    }
}
