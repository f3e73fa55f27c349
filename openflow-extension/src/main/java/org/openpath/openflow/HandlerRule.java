/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

import static java.util.Objects.requireNonNull;

/**
 * An NF-handler rule, "Match: &lt;NF result&gt;, Action: Discard | Send-to | Default" (docs/openpath-openflow.md
 * section 4.2, paper Fig. 14), keyed by (sfc id, service id, result).
 *
 * @param sfcId the chain's SFC-ID, unsigned 32-bit
 * @param serviceId the NF's service id, unsigned 32-bit
 * @param result the NF result matched, 1 to 64 UTF-8 bytes
 * @param action the action
 * @param targetServiceId the service id steered to: non-zero for {@link HandlerAction#SEND_TO}, 0 otherwise
 */
public record HandlerRule(long sfcId, long serviceId, String result, HandlerAction action, long targetServiceId) {
    /**
     * Validates the components.
     *
     * @throws IllegalArgumentException if an id or the result is out of range, or the target does not fit the action
     */
    public HandlerRule {
        Checks.uint32("Handler rule sfc id", sfcId);
        Checks.uint32("Handler rule service id", serviceId);
        Checks.name("Handler rule result", result);
        requireNonNull(action, "action");
        Checks.uint32("Handler rule target service id", targetServiceId);
        if ((action == HandlerAction.SEND_TO) != (targetServiceId != 0)) {
            throw new IllegalArgumentException("Handler rule action " + action + " needs "
                + (action == HandlerAction.SEND_TO ? "a non-zero" : "a zero") + " target service id, got "
                + targetServiceId);
        }
    }

    /**
     * Returns a Discard rule.
     *
     * @param sfcId the chain's SFC-ID
     * @param serviceId the NF's service id
     * @param result the NF result
     * @return the rule
     */
    public static HandlerRule discard(final long sfcId, final long serviceId, final String result) {
        return new HandlerRule(sfcId, serviceId, result, HandlerAction.DISCARD, 0);
    }

    /**
     * Returns a Send-to rule.
     *
     * @param sfcId the chain's SFC-ID
     * @param serviceId the NF's service id
     * @param result the NF result
     * @param targetServiceId the service id steered to
     * @return the rule
     */
    public static HandlerRule sendTo(final long sfcId, final long serviceId, final String result,
            final long targetServiceId) {
        return new HandlerRule(sfcId, serviceId, result, HandlerAction.SEND_TO, targetServiceId);
    }

    /**
     * Returns a Default rule.
     *
     * @param sfcId the chain's SFC-ID
     * @param serviceId the NF's service id
     * @param result the NF result
     * @return the rule
     */
    public static HandlerRule defaultEdge(final long sfcId, final long serviceId, final String result) {
        return new HandlerRule(sfcId, serviceId, result, HandlerAction.DEFAULT, 0);
    }
}
