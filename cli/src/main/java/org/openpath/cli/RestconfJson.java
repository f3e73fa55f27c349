/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli;

import static java.util.Objects.requireNonNull;

import java.util.List;
import java.util.Optional;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yangtools.binding.DataContainer;
import org.opendaylight.yangtools.binding.DataObject;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.opendaylight.yangtools.binding.EntryObject;
import org.opendaylight.yangtools.yang.common.QName;
import org.opendaylight.yangtools.yang.data.api.schema.NormalizedNode;

/**
 * JSON as RESTCONF reads and writes it (RFC 7951, yangtools' codec): request bodies in, data and RPC output out.
 */
public interface RestconfJson {
    /**
     * A resource to read, as RESTCONF's GET of it would.
     *
     * @param store config or operational
     * @param path the resource
     */
    record Resource(LogicalDatastoreType store, DataObjectIdentifier<?> path) {
        /**
         * Creates a resource.
         */
        public Resource {
            requireNonNull(store);
            requireNonNull(path);
        }
    }

    /**
     * A list entry parsed from a request body: the normalized data RESTCONF would write, and its binding to look at.
     * A binding read from normalized data answers the YANG default of a leaf the body leaves out, so writing the
     * binding back would store those defaults; {@link ConfigTransaction#put(Parsed)} stores the data as parsed.
     *
     * @param <T> the entry type
     * @param path where the entry goes
     * @param binding the entry, as a binding
     * @param data the entry, as parsed
     */
    record Parsed<T extends DataObject>(DataObjectIdentifier<T> path, T binding, NormalizedNode data) {
        /**
         * Creates a parsed entry.
         */
        public Parsed {
            requireNonNull(path);
            requireNonNull(binding);
            requireNonNull(data);
        }
    }

    /**
     * Parses the body of a RESTCONF PUT on a list entry, e.g. {@code {"openpath-chains:service-chain":[...]}}, as
     * RESTCONF parses it; more than one entry is accepted.
     *
     * @param <T> the entry type
     * @param json the body
     * @param parent the path of the list's parent container
     * @param entryType the list entry type
     * @return the entries, in the body's order
     * @throws ConsoleException if the body does not parse (the message is RESTCONF's "Error parsing input: ...") or
     *     holds something else
     */
    <T extends EntryObject<T, ?>> List<Parsed<T>> entries(String json, DataObjectIdentifier<?> parent,
        Class<T> entryType) throws ConsoleException;

    /**
     * Reads resources and prints those that exist as one JSON object, each as RESTCONF's GET of it prints it (a list
     * entry as a list of one): what is stored, nothing added.
     *
     * @param resources the resources
     * @return the JSON, pretty-printed; empty if none of them exists
     * @throws ConsoleException if the datastore cannot be read
     */
    Optional<String> get(List<Resource> resources) throws ConsoleException;

    /**
     * Prints an RPC's output as RESTCONF answers the RPC.
     *
     * @param rpc the RPC's name, e.g. {@code AnalyzeChain.QNAME}
     * @param output its output
     * @return the JSON, pretty-printed
     */
    String writeOutput(QName rpc, DataContainer output);
}
