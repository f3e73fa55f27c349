/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.view;

import static java.util.Objects.requireNonNull;

import java.util.List;
import org.eclipse.jdt.annotation.Nullable;

/**
 * An NF type of the catalog: its action profile (OpenPATH paper section 5.2, Tables 2 and 3; NFP's per-field
 * actions) and resource demand. {@code nf-type-list --json} prints these records.
 *
 * @param name the type
 * @param origin {@code built-in} or {@code operator}
 * @param description what it does
 * @param results results it reports besides the default
 * @param fields per-field actions
 * @param behaviour the flags that are set: {@code may-drop}, {@code modifies-flows}, {@code terminates-flows},
 *     {@code reconstructs-packets}, {@code stateful}
 * @param packetAccess the coarse profile's packet access ({@code none}, {@code read}, {@code read-write})
 * @param canModifyFlow the coarse profile's flow column
 * @param demand resource demand of one instance
 */
public record NfTypeView(String name, @Nullable String origin, @Nullable String description, List<String> results,
        List<FieldAction> fields, List<String> behaviour, @Nullable String packetAccess,
        @Nullable Boolean canModifyFlow, @Nullable Demand demand) {
    /**
     * What the NF does with one packet field.
     *
     * @param field the field
     * @param read reads it
     * @param write writes it
     * @param addRemoveHeader adds or removes the header carrying it
     */
    public record FieldAction(String field, boolean read, boolean write, boolean addRemoveHeader) {
        /**
         * Creates a field action.
         */
        public FieldAction {
            requireNonNull(field);
        }
    }

    /**
     * What one instance needs at a traffic rate r: base + per-Gbit/s * r.
     *
     * @param cpuBase CPU cores with no traffic
     * @param cpuPerGbps CPU cores per Gbit/s
     * @param memoryBase memory with no traffic, MiB
     * @param memoryPerGbps memory per Gbit/s, MiB
     * @param latency processing latency, microseconds
     * @param maxThroughput the most one instance processes, Gbit/s
     */
    public record Demand(@Nullable String cpuBase, @Nullable String cpuPerGbps, @Nullable Long memoryBase,
            @Nullable Long memoryPerGbps, @Nullable String latency, @Nullable String maxThroughput) {
    }

    /**
     * Creates an NF type view.
     */
    public NfTypeView {
        requireNonNull(name);
        results = List.copyOf(results);
        fields = List.copyOf(fields);
        behaviour = List.copyOf(behaviour);
    }
}
