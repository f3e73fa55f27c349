/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli;

import java.util.Optional;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yangtools.binding.DataObject;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.opendaylight.yangtools.binding.Rpc;
import org.opendaylight.yangtools.binding.RpcInput;
import org.opendaylight.yangtools.binding.RpcOutput;

/**
 * The MD-SAL contract RESTCONF serves, for console commands: datastore reads, config edits and RPCs. Config edits
 * are validated by the suite's commit cohorts exactly like a RESTCONF write; a refusal is reported with the message
 * RESTCONF answers with, and nothing of the edit is stored.
 */
public interface Datastore {
    /**
     * An edit of the config datastore.
     */
    @FunctionalInterface
    interface Edit {
        /**
         * Reads and writes through the transaction.
         *
         * @param tx the transaction
         * @throws ConsoleException to abandon the edit: nothing is written
         */
        void apply(ConfigTransaction tx) throws ConsoleException;
    }

    /**
     * Reads data.
     *
     * @param <T> the data type
     * @param store config or operational
     * @param path where
     * @return the data, if any
     * @throws ConsoleException if the read fails or times out
     */
    <T extends DataObject> Optional<T> read(LogicalDatastoreType store, DataObjectIdentifier<T> path)
        throws ConsoleException;

    /**
     * Runs an edit in one config transaction and commits it.
     *
     * @param edit the edit
     * @throws ConsoleException if the edit gives up, or the commit is refused (the message is the refusal as RESTCONF
     *     reports it) or fails
     */
    void edit(Edit edit) throws ConsoleException;

    /**
     * Invokes an RPC and waits for its answer.
     *
     * @param <I> the input type
     * @param <O> the output type
     * @param type the RPC
     * @param input its input
     * @return its output
     * @throws ConsoleException if the RPC fails (the message carries its errors' messages), is not available or
     *     does not answer in time
     */
    <I extends RpcInput, O extends RpcOutput> O invoke(Class<? extends Rpc<I, O>> type, I input)
        throws ConsoleException;
}
