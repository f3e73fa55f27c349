/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli;

import java.util.Optional;
import org.opendaylight.yangtools.binding.DataObject;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;

/**
 * One read-write transaction on the config datastore, committed as a whole after the edit that received it
 * returns: either everything it wrote is stored or nothing is.
 */
public interface ConfigTransaction {
    /**
     * Reads what the transaction sees.
     *
     * @param <T> the data type
     * @param path where
     * @return the data, if any
     * @throws ConsoleException if the read fails or times out
     */
    <T extends DataObject> Optional<T> read(DataObjectIdentifier<T> path) throws ConsoleException;

    /**
     * Stores data, replacing what is there, creating missing parents (RESTCONF's PUT).
     *
     * @param <T> the data type
     * @param path where
     * @param data what
     */
    <T extends DataObject> void put(DataObjectIdentifier<T> path, T data);

    /**
     * Stores a parsed request body's entry exactly as parsed, replacing what is there, creating missing parents
     * (RESTCONF's PUT of that body).
     *
     * @param parsed the entry
     */
    void put(RestconfJson.Parsed<?> parsed);

    /**
     * Merges data into what is there (RESTCONF's plain PATCH).
     *
     * @param <T> the data type
     * @param path where
     * @param data what
     */
    <T extends DataObject> void merge(DataObjectIdentifier<T> path, T data);

    /**
     * Deletes data.
     *
     * @param path where
     */
    void delete(DataObjectIdentifier<?> path);
}
