/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.impl;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.MoveStateInput;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.MoveStateInput.Guarantee;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.MoveStateInput.Optimisation;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.MoveStateInputBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.move.state.input.FilterBuilder;
import org.opendaylight.yangtools.yang.common.Uint32;
import org.openpath.cli.ConsoleException;

/**
 * The arguments and flags of {@code move-state}, as the operator typed them, and the {@code move-state} input they
 * state. A flag left out leaves its leaf out, so the RPC applies the YANG default, as for a RESTCONF body without it.
 *
 * @param chain the chain
 * @param nf the NF of the chain
 * @param sourceNode where the state is
 * @param destinationNode where it goes
 * @param filter the flows whose state moves ({@code --src} ...); none: every flow
 * @param scope the {@code --scope} values: bit names, comma-separated or repeated
 * @param guarantee {@code --guarantee}: a YANG name or NG, LF, OP
 * @param optimisations the {@code --optimisation} values: YANG names or PZ, LL, ER, comma-separated or repeated
 * @param mode {@code --mode}: peer-to-peer or relay
 * @param timeout {@code --timeout} in milliseconds
 * @param finish {@code --finish}: on-request or after-transfer
 */
public record MoveFlags(String chain, String nf, String sourceNode, String destinationNode, FlowFlags filter,
        List<String> scope, @Nullable String guarantee, List<String> optimisations, @Nullable String mode,
        @Nullable String timeout, @Nullable String finish) {
    /** The YANG's bits of the scope leaf, in their positions' order. */
    public static final List<String> SCOPES = List.of("per-flow", "multi-flow", "all-flows");
    /** The smallest timeout the YANG allows, in milliseconds. */
    public static final long MIN_TIMEOUT = 100;
    /** The largest timeout the YANG allows, in milliseconds. */
    public static final long MAX_TIMEOUT = 3_600_000;

    private static final Map<String, Guarantee> GUARANTEE_ABBREVIATIONS = Map.of("ng", Guarantee.NoGuarantee,
        "lf", Guarantee.LossFree, "op", Guarantee.OrderPreserving);
    private static final Map<String, Optimisation> OPTIMISATION_ABBREVIATIONS = Map.of(
        "pz", Optimisation.Parallelize, "ll", Optimisation.LateLocking, "er", Optimisation.EarlyRelease);

    /**
     * Creates the flags.
     */
    public MoveFlags {
        requireNonNull(chain);
        requireNonNull(nf);
        requireNonNull(sourceNode);
        requireNonNull(destinationNode);
        requireNonNull(filter);
        scope = List.copyOf(scope);
        optimisations = List.copyOf(optimisations);
    }

    /**
     * The RPC's input.
     *
     * @return the input
     * @throws ConsoleException naming the flag whose value is malformed
     */
    public MoveStateInput toInput() throws ConsoleException {
        final var builder = new MoveStateInputBuilder()
            .setChain(Names.chain(chain))
            .setNf(Names.nf(nf))
            .setSourceNode(Names.node(sourceNode))
            .setDestinationNode(Names.node(destinationNode));
        if (!filter.isEmpty()) {
            builder.setFilter(new FilterBuilder(filter.toFlows()).build());
        }
        if (!scope.isEmpty()) {
            builder.setScope(scopeBits());
        }
        final var guaranteeValue = Flags.present(guarantee);
        if (guaranteeValue != null) {
            final var abbreviated = GUARANTEE_ABBREVIATIONS.get(guaranteeValue.toLowerCase(Locale.ROOT));
            builder.setGuarantee(abbreviated != null ? abbreviated
                : Flags.choice("--guarantee", guaranteeValue, Guarantee.class));
        }
        if (!optimisations.isEmpty()) {
            builder.setOptimisation(optimisationSet());
        }
        final var modeValue = Flags.present(mode);
        if (modeValue != null) {
            builder.setMode(Flags.choice("--mode", modeValue, MoveStateInput.Mode.class));
        }
        final var timeoutValue = Flags.present(timeout);
        if (timeoutValue != null) {
            builder.setTimeout(Uint32.valueOf(Flags.number("--timeout", timeoutValue, MIN_TIMEOUT, MAX_TIMEOUT)));
        }
        final var finishValue = Flags.present(finish);
        if (finishValue != null) {
            builder.setFinish(Flags.choice("--finish", finishValue, MoveStateInput.Finish.class));
        }
        return builder.build();
    }

    private MoveStateInput.Scope scopeBits() throws ConsoleException {
        final var bits = new LinkedHashSet<String>();
        for (var value : values(scope)) {
            if (!SCOPES.contains(value)) {
                throw new ConsoleException("--scope: '" + value + "' is none of " + SCOPES);
            }
            bits.add(value);
        }
        return new MoveStateInput.Scope(bits.contains("all-flows"), bits.contains("multi-flow"),
            bits.contains("per-flow"));
    }

    private LinkedHashSet<Optimisation> optimisationSet() throws ConsoleException {
        final var set = new LinkedHashSet<Optimisation>();
        for (var value : values(optimisations)) {
            final var abbreviated = OPTIMISATION_ABBREVIATIONS.get(value.toLowerCase(Locale.ROOT));
            set.add(abbreviated != null ? abbreviated : Flags.choice("--optimisation", value, Optimisation.class));
        }
        return set;
    }

    private static List<String> values(final List<String> given) {
        final var values = new ArrayList<String>();
        for (var option : given) {
            for (var part : option.split(",", -1)) {
                final var value = part.strip();
                if (!value.isEmpty()) {
                    values.add(value);
                }
            }
        }
        return values;
    }
}
