/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.common.base.Throwables;
import com.google.common.util.concurrent.FluentFuture;
import com.google.common.util.concurrent.Futures;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.opendaylight.mdsal.binding.api.RpcService;
import org.opendaylight.mdsal.binding.dom.adapter.test.AbstractConcurrentDataBrokerTest;
import org.opendaylight.mdsal.common.api.DataValidationFailedException;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.mdsal.common.api.TransactionCommitFailedException;
import org.opendaylight.mdsal.dom.api.DOMDataBroker;
import org.opendaylight.mdsal.dom.api.DOMDataTreeReadWriteTransaction;
import org.opendaylight.netconf.api.NetconfDocumentedException;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.AnalyzeChain;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.AnalyzeChainInputBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.AnalyzeChainOutput;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChain;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.Node;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.NodeBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.node.CapacityBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NodeRef;
import org.opendaylight.yangtools.binding.Rpc;
import org.opendaylight.yangtools.yang.common.Decimal64;
import org.opendaylight.yangtools.yang.common.ErrorSeverity;
import org.opendaylight.yangtools.yang.common.ErrorTag;
import org.opendaylight.yangtools.yang.common.ErrorType;
import org.opendaylight.yangtools.yang.common.RpcResultBuilder;
import org.opendaylight.yangtools.yang.common.Uint16;
import org.opendaylight.yangtools.yang.common.Uint32;
import org.opendaylight.yangtools.yang.data.api.YangInstanceIdentifier;
import org.openpath.cli.ConsoleException;

/**
 * The console's writes on mdsal's in-memory data brokers. They have no commit cohorts, so a DOM transaction storing
 * a chain named {@code bad} fails its commit the way the orchestrator's cohorts make it fail in the controller
 * (TransactionCommitFailedException, caused by a DataValidationFailedException caused by a
 * NetconfDocumentedException): the refusal reaches the operator with its message exactly, and nothing of the
 * command's writes is stored. The real cohorts are exercised by it-tests' CliIT.
 */
class MdsalDatastoreTest extends AbstractConcurrentDataBrokerTest {
    private static final String REFUSAL = "NF 'fw' of chain 'bad' has type 'firewal', which is not in the NF "
        + "catalog";

    private MdsalDatastore datastore;
    private ConfigWrites writes;

    MdsalDatastoreTest() {
        super(true);
    }

    @BeforeEach
    void startBroker() throws Exception {
        setup();
        datastore = new MdsalDatastore(getDataBroker(), refusingChainsNamedBad(getDomBroker()),
            getDataBrokerTestCustomizer().getAdapterContext().currentSerializer(), new NoRpcs());
        writes = new ConfigWrites(datastore);
    }

    @Test
    void aRefusedChainReachesTheOperatorWithTheCohortsMessage() {
        final var error = assertThrows(ConsoleException.class,
            () -> writes.addChains(List.of(chain("bad")), false));
        assertEquals(REFUSAL, error.getMessage());
    }

    @Test
    void nothingOfARefusedCommandIsStored() throws ConsoleException {
        assertThrows(ConsoleException.class, () -> writes.addChains(List.of(chain("good"), chain("bad")), false));
        assertEquals(List.of(), new ChainQueries(datastore).names());
    }

    @Test
    void anExistingChainIsReplacedOnlyWhenAskedTo() throws ConsoleException {
        writes.addChains(List.of(chain("good")), false);
        assertEquals("Chain 'good' exists: delete it first, or add it with --replace",
            assertThrows(ConsoleException.class, () -> writes.addChains(List.of(chain("good")), false))
                .getMessage());
        writes.addChains(List.of(chain("good")), true);
        assertEquals(List.of("good"), new ChainQueries(datastore).names());
    }

    @Test
    void deletingIsAllOrNothing() throws ConsoleException {
        writes.addChains(List.of(chain("good")), false);
        assertEquals("No chain 'ghost': nothing was deleted", assertThrows(ConsoleException.class,
            () -> writes.deleteChains(List.of("good", "ghost"))).getMessage());
        assertEquals(List.of("good"), new ChainQueries(datastore).names());
        writes.deleteChains(List.of("good"));
        assertEquals(List.of(), new ChainQueries(datastore).names());
    }

    @Test
    void theAdminStateOfAConfiguredNodeChangesAndNothingElse() throws ConsoleException {
        assertEquals("Node 'openflow:7' is not configured in openpath-topology: configure it (its capacity) over "
            + "RESTCONF first", assertThrows(ConsoleException.class,
                () -> writes.setAdminState("openflow:7", Node.AdminState.Draining)).getMessage());
        final var node = new NodeBuilder().setNodeId(new NodeRef("openflow:7")).setCapacity(new CapacityBuilder()
            .setCpuCores(Uint16.valueOf(16)).setMemory(Uint32.valueOf(1024)).setNicBandwidth(Decimal64.of(3, 10_000))
            .build()).build();
        datastore.edit(tx -> tx.put(TopologyQueries.nodePath("openflow:7"), node));
        writes.setAdminState("openflow:7", Node.AdminState.Draining);
        final var stored = datastore.read(LogicalDatastoreType.CONFIGURATION, TopologyQueries.nodePath("openflow:7"))
            .orElseThrow();
        assertEquals(Node.AdminState.Draining, stored.getAdminState());
        assertEquals(node.getCapacity(), stored.getCapacity());
    }

    @Test
    void aFailedRpcReachesTheOperatorWithItsErrorMessage() {
        final var failing = new MdsalDatastore(getDataBroker(), getDomBroker(),
            getDataBrokerTestCustomizer().getAdapterContext().currentSerializer(), new RefusingAnalysis());
        final var error = assertThrows(ConsoleException.class,
            () -> failing.invoke(AnalyzeChain.class, new AnalyzeChainInputBuilder().build()));
        assertEquals("Chain 'x' is invalid: NF 'a' appears twice", error.getMessage());
    }

    private static ServiceChain chain(final String name) throws ConsoleException {
        return ChainRequests.chain(name, ChainRequestsTest.flags(List.of("fw:firewall")));
    }

    /**
     * The DOM data broker, whose read-write transactions fail to commit, without storing anything, once a chain named
     * 'bad' was put into them.
     */
    private static DOMDataBroker refusingChainsNamedBad(final DOMDataBroker broker) {
        return proxy(DOMDataBroker.class, (method, args) -> {
            final var result = method.invoke(broker, args);
            return result instanceof DOMDataTreeReadWriteTransaction tx ? refusing(tx) : result;
        });
    }

    private static DOMDataTreeReadWriteTransaction refusing(final DOMDataTreeReadWriteTransaction tx) {
        final var refused = new AtomicBoolean();
        return proxy(DOMDataTreeReadWriteTransaction.class, (method, args) -> {
            if ("put".equals(method.getName()) && args[2].toString().contains("name=bad}")) {
                refused.set(true);
            }
            if ("commit".equals(method.getName()) && refused.get()) {
                tx.cancel();
                return FluentFuture.from(Futures.immediateFailedFuture(new TransactionCommitFailedException(
                    "canCommit encountered an unexpected failure", new DataValidationFailedException(
                        YangInstanceIdentifier.class, YangInstanceIdentifier.of(), REFUSAL,
                        new NetconfDocumentedException(REFUSAL, ErrorType.APPLICATION, ErrorTag.INVALID_VALUE,
                            ErrorSeverity.ERROR)))));
            }
            return method.invoke(tx, args);
        });
    }

    @FunctionalInterface
    private interface Forward {
        Object call(Method method, Object[] args) throws ReflectiveOperationException;
    }

    private static <T> T proxy(final Class<T> type, final Forward forward) {
        return type.cast(Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] { type },
            (proxy, method, args) -> {
                try {
                    return forward.call(method, args);
                } catch (InvocationTargetException e) {
                    Throwables.throwIfUnchecked(e.getCause());
                    throw new IllegalStateException("the broker threw a checked exception", e);
                }
            }));
    }

    /**
     * Answers analyze-chain with the error the orchestrator gives an invalid request.
     */
    private static final class RefusingAnalysis implements RpcService {
        @Override
        public <R extends Rpc<?, ?>> R getRpc(final Class<R> type) {
            assertEquals(AnalyzeChain.class, type);
            final AnalyzeChain rpc = input -> RpcResultBuilder.<AnalyzeChainOutput>failed()
                .withError(ErrorType.APPLICATION, ErrorTag.INVALID_VALUE, "Chain 'x' is invalid: NF 'a' appears twice")
                .buildFuture();
            return type.cast(rpc);
        }
    }
}
