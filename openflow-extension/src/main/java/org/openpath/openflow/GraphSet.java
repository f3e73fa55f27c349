/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

import static java.util.Objects.requireNonNull;

import java.util.HashSet;
import java.util.List;

/**
 * GRAPH_SET (exp_type 0x0A, controller to switch; revision 3, docs/openpath-openflow.md section 8): the service graph
 * chain {@code sfcId} runs on the node the message is sent to, replacing whatever graph the chain had there in one
 * step; no vertex removes it.
 *
 * @param sfcId the chain, 1 to 2^32 - 1
 * @param vertices the vertices, distinct service ids, at most {@value #MAX_VERTICES}
 */
public record GraphSet(long sfcId, List<GraphVertex> vertices) implements ControllerMessage {
    /** The most vertices a graph may have. */
    public static final int MAX_VERTICES = 512;
    /** The fixed part of the body: sfc-id, count, zero. */
    public static final int FIXED_BYTES = 8;
    /** The fixed part of a vertex: service-id, actions-len, zero. */
    public static final int VERTEX_FIXED_BYTES = 8;
    /** The most body bytes that fit an OpenFlow message with the experimenter header. */
    public static final int MAX_BODY_BYTES = 0xFFFF - OpenPathConstants.EXPERIMENTER_HEADER_BYTES;

    /**
     * Validates and copies the components.
     *
     * @throws IllegalArgumentException if the chain is 0 or out of range, a service id repeats, there are too many
     *         vertices or the message would not fit an OpenFlow message
     */
    public GraphSet {
        Checks.nonZeroUint32("GRAPH_SET sfc id", sfcId);
        vertices = List.copyOf(requireNonNull(vertices, "vertices"));
        if (vertices.size() > MAX_VERTICES) {
            throw new IllegalArgumentException("GRAPH_SET: " + vertices.size() + " vertices, at most " + MAX_VERTICES);
        }
        final var seen = new HashSet<Long>();
        long length = FIXED_BYTES;
        for (var vertex : vertices) {
            if (!seen.add(vertex.serviceId())) {
                throw new IllegalArgumentException("GRAPH_SET: service id " + vertex.serviceId() + " twice");
            }
            length += VERTEX_FIXED_BYTES + vertex.actionsLength();
        }
        if (length > MAX_BODY_BYTES) {
            throw new IllegalArgumentException("GRAPH_SET: a body of " + length + " bytes does not fit an OpenFlow "
                + "message (at most " + MAX_BODY_BYTES + ")");
        }
    }

    /**
     * Returns the length of the body on the wire.
     *
     * @return 8 + the vertices' 8 bytes and actions each
     */
    public int bodyLength() {
        return FIXED_BYTES + vertices.stream().mapToInt(v -> VERTEX_FIXED_BYTES + v.actionsLength()).sum();
    }
}
