/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import java.util.Collections;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.analyzer.NfType;

/**
 * A template or dynamic rule of a chain request while {@link ChainRequestChecker} checks it: where its refusals point
 * (its path through the YANG data, e.g. {@code service-chain[web]/order[fw1,ids]}), how their messages name it (e.g.
 * {@code Order template (fw1, ids) of chain 'web'}), and the chain's NFs, which the NFs it names must be.
 *
 * @param chainName the chain's name
 * @param nfs the chain's NFs by name, in the request's order, with their types
 * @param path the element's path
 * @param what the element as messages name it
 */
record RequestElement(String chainName, Map<String, NfType> nfs, String path, String what) {
    /**
     * Two distinct NFs a template relates.
     *
     * @param first the first NF, as the template names it
     * @param second the second NF
     */
    record NfPair(String first, String second) {
        // Plain data
    }

    /**
     * Keeps a read-only view of the NFs.
     */
    RequestElement {
        nfs = Collections.unmodifiableMap(nfs);
    }

    /**
     * An {@code order} template.
     *
     * @param chainName the chain's name
     * @param nfs the chain's NFs
     * @param order the template as requested
     * @return {@code service-chain[<chain>]/order[<nf>,<other-nf>]}, {@code Order template (<nf>, <other-nf>)}
     */
    static RequestElement of(final String chainName, final Map<String, NfType> nfs,
            final RequestedChain.OrderTemplate order) {
        return of(chainName, nfs, "order[" + order.nf() + "," + order.otherNf() + "]",
            "Order template (" + order.nf() + ", " + order.otherNf() + ")");
    }

    /**
     * A {@code priority} template.
     *
     * @param chainName the chain's name
     * @param nfs the chain's NFs
     * @param priority the template as requested
     * @return {@code service-chain[<chain>]/priority[<higher>,<lower>]}, {@code Priority template (<higher> > <lower>)}
     */
    static RequestElement of(final String chainName, final Map<String, NfType> nfs,
            final RequestedChain.PriorityTemplate priority) {
        return of(chainName, nfs, "priority[" + priority.higher() + "," + priority.lower() + "]",
            "Priority template (" + priority.higher() + " > " + priority.lower() + ")");
    }

    /**
     * A {@code position} template.
     *
     * @param chainName the chain's name
     * @param nfs the chain's NFs
     * @param position the template as requested
     * @return {@code service-chain[<chain>]/position[<nf>]}, {@code Position template (<nf>)}
     */
    static RequestElement of(final String chainName, final Map<String, NfType> nfs,
            final RequestedChain.PositionTemplate position) {
        return of(chainName, nfs, "position[" + position.nf() + "]", "Position template (" + position.nf() + ")");
    }

    /**
     * A {@code dynamic-rule}.
     *
     * @param chainName the chain's name
     * @param nfs the chain's NFs
     * @param rule the rule as requested
     * @return {@code service-chain[<chain>]/dynamic-rule[<nf>,<result>]}, {@code Dynamic rule (<nf>, <result>)}
     */
    static RequestElement of(final String chainName, final Map<String, NfType> nfs,
            final RequestedChain.Rule rule) {
        return of(chainName, nfs, "dynamic-rule[" + rule.nf() + "," + rule.result() + "]",
            "Dynamic rule (" + rule.nf() + ", " + rule.result() + ")");
    }

    private static RequestElement of(final String chainName, final Map<String, NfType> nfs, final String key,
            final String name) {
        return new RequestElement(chainName, nfs, AnalysisRefusals.chainPath(chainName) + "/" + key,
            name + " of chain '" + chainName + "'");
    }

    /**
     * Checks an NF the element names.
     *
     * @param leaf the leaf that names it, e.g. {@code other-nf}
     * @param nf the name, {@code null} when missing
     * @return the name
     * @throws InvalidRequestException at the leaf when the name is missing or not an NF of the chain
     */
    String nf(final String leaf, final @Nullable String nf) throws InvalidRequestException {
        if (nf == null) {
            throw refusal(leaf, "names no NF");
        }
        if (!nfs.containsKey(nf)) {
            throw refusal(leaf, "names NF '" + nf + "', which is not in chain '" + chainName + "' (its NFs are "
                + nfs.keySet() + ")");
        }
        return nf;
    }

    /**
     * Checks the two NFs a template relates: each is an NF of the chain, and they are not the same one.
     *
     * @param firstLeaf the leaf that names the first
     * @param first the first, {@code null} when missing
     * @param secondLeaf the leaf that names the second
     * @param second the second, {@code null} when missing
     * @param againstItself what relating an NF to itself does, for the message, e.g.
     *     {@code nf -> "orders NF '" + nf + "' against itself"}
     * @return the two NFs
     * @throws InvalidRequestException at a leaf when an NF is missing or not in the chain, at the element when both
     *     are the same
     */
    NfPair distinctNfs(final String firstLeaf, final @Nullable String first, final String secondLeaf,
            final @Nullable String second, final Function<String, String> againstItself)
            throws InvalidRequestException {
        final var pair = new NfPair(nf(firstLeaf, first), nf(secondLeaf, second));
        if (pair.first().equals(pair.second())) {
            throw refusal(againstItself.apply(pair.first()));
        }
        return pair;
    }

    /**
     * A refusal of the element.
     *
     * @param why what is wrong, e.g. {@code has no action}
     * @return {@code <what> <why>}, pointing at the element
     */
    InvalidRequestException refusal(final String why) {
        return new InvalidRequestException(path, what + " " + why);
    }

    /**
     * A refusal of one of the element's leaves.
     *
     * @param leaf the leaf, e.g. {@code relation}
     * @param why what is wrong, e.g. {@code has no relation (before or after)}
     * @return {@code <what> <why>}, pointing at {@code <path>/<leaf>}
     */
    InvalidRequestException refusal(final String leaf, final String why) {
        return new InvalidRequestException(path + "/" + leaf, what + " " + why);
    }

    /**
     * Runs the analyser record's constructor, turning its {@link IllegalArgumentException} into a refusal of the
     * element.
     *
     * @param <T> the record type
     * @param constructor builds the record
     * @return the record
     * @throws InvalidRequestException {@code <what> is invalid: <its message>}, pointing at the element
     */
    <T> T guard(final Supplier<T> constructor) throws InvalidRequestException {
        return InvalidRequestException.guard(path, what, constructor);
    }
}
