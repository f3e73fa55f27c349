/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.util.concurrent.FluentFuture;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.eclipse.jdt.annotation.Nullable;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.opendaylight.mdsal.binding.dom.adapter.test.AbstractConcurrentDataBrokerTest;
import org.opendaylight.mdsal.common.api.DataValidationFailedException;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.mdsal.common.api.PostCanCommitStep;
import org.opendaylight.mdsal.dom.api.DOMDataBroker;
import org.opendaylight.mdsal.dom.api.DOMDataTreeCandidate;
import org.opendaylight.mdsal.dom.api.DOMDataTreeCommitCohort;
import org.opendaylight.mdsal.dom.api.DOMDataTreeIdentifier;
import org.opendaylight.mdsal.dom.api.DOMDataTreeReadTransaction;
import org.opendaylight.mdsal.dom.api.DOMDataTreeReadWriteTransaction;
import org.opendaylight.mdsal.dom.api.DOMDataTreeWriteTransaction;
import org.opendaylight.mdsal.dom.api.DOMTransactionChain;
import org.opendaylight.netconf.api.NetconfDocumentedException;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ServiceChains;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ServiceChainsBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChain;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChainBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.NfCatalog;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.NfCatalogBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.OpenpathTopology;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.OpenpathTopologyBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.LinkBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.NodeBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.node.CapacityBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.ChainName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NodeRef;
import org.opendaylight.yangtools.binding.DataObject;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.opendaylight.yangtools.binding.data.codec.api.BindingNormalizedNodeSerializer;
import org.opendaylight.yangtools.binding.util.BindingMap;
import org.opendaylight.yangtools.concepts.Registration;
import org.opendaylight.yangtools.yang.common.Decimal64;
import org.opendaylight.yangtools.yang.common.ErrorTag;
import org.opendaylight.yangtools.yang.common.ErrorType;
import org.opendaylight.yangtools.yang.common.Uint16;
import org.opendaylight.yangtools.yang.common.Uint32;
import org.opendaylight.yangtools.yang.data.api.YangInstanceIdentifier;
import org.opendaylight.yangtools.yang.data.api.schema.DistinctNodeContainer;
import org.opendaylight.yangtools.yang.data.api.schema.NormalizedNode;
import org.opendaylight.yangtools.yang.data.tree.api.DataTreeCandidateNode;
import org.opendaylight.yangtools.yang.data.tree.api.ModificationType;
import org.opendaylight.yangtools.yang.data.tree.spi.DataTreeCandidateNodes;

/**
 * The commit cohorts in front of the config datastore: registered for {@code service-chains}, {@code nf-catalog} and
 * {@code openpath-topology}; a refused transaction fails with {@code invalid-value} and the validator's message (the
 * wording of {@code docs/restconf-cookbook.md}'s refusals), an accepted one is remembered only once it commits.
 */
class ConfigValidationCohortsTest extends AbstractConcurrentDataBrokerTest {
    private static final DataObjectIdentifier<ServiceChains> CHAINS =
        DataObjectIdentifier.builder(ServiceChains.class).build();
    private static final DataObjectIdentifier<NfCatalog> CATALOG = DataObjectIdentifier.builder(NfCatalog.class)
        .build();
    private static final DataObjectIdentifier<OpenpathTopology> TOPOLOGY =
        DataObjectIdentifier.builder(OpenpathTopology.class).build();
    private static final NfCatalog WITHOUT_IDS = new NfCatalogBuilder()
        .setNfType(BindingMap.of(BuiltInNfCatalog.nfTypes().stream()
            .filter(type -> !"ids".equals(type.getName().getValue()))
            .toList()))
        .build();

    private final List<Registered> registered = new ArrayList<>();
    private final ConfigValidator validator = new ConfigValidator();
    private BindingNormalizedNodeSerializer serializer;
    private ConfigValidationCohorts cohorts;

    @BeforeEach
    void registerCohorts() throws Exception {
        setup();
        serializer = getDataBrokerTestCustomizer().getAdapterContext().currentSerializer();
        validator.catalogCommitted(BuiltInNfCatalog.catalog());
        cohorts = new ConfigValidationCohorts(new CohortBroker(registered), serializer, validator);
    }

    @Test
    void aBrokerWithoutCommitCohortsCannotValidateAndIsRefused() {
        // mdsal's in-memory data stores support no commit cohorts
        final var refused = assertThrows(IllegalStateException.class,
            () -> new ConfigValidationCohorts(getDomBroker(), serializer, validator));
        assertTrue(refused.getMessage().contains("commit cohorts"), refused::getMessage);
    }

    @Test
    void oneCohortWatchesEachValidatedContainerOfTheConfigDatastore() {
        assertEquals(List.of("service-chains", "nf-catalog", "openpath-topology"),
            registered.stream().map(entry -> entry.tree().path().getLastPathArgument().getNodeType().getLocalName())
                .toList());
        registered.forEach(entry -> assertEquals(LogicalDatastoreType.CONFIGURATION, entry.tree().datastore()));

        cohorts.close();
        registered.forEach(entry -> assertTrue(entry.closed()[0], "closing the cohorts unregisters each"));
    }

    @Test
    void aChainWithAnUnknownNfTypeIsRefusedWithInvalidValue() {
        final var bad = new ServiceChainsBuilder().setServiceChain(BindingMap.of(new ServiceChainBuilder()
            .setName(new ChainName("bad")).setNf(List.of(ChainRequestBindingsTest.nf("fw", "firewal"))).build()))
            .build();

        assertRefused(canCommit(CHAINS, null, bad),
            "NF 'fw' of chain 'bad' has type 'firewal', which is not in the NF catalog");
    }

    @Test
    void aValidChainCountsOnlyOnceItCommits() throws Exception {
        final var web = new ServiceChainsBuilder().setServiceChain(BindingMap.of(new ServiceChainBuilder()
            .setName(new ChainName("web")).setNf(List.of(ChainRequestBindingsTest.nf("ids", "ids"))).build()))
            .build();

        final PostCanCommitStep step = canCommit(CHAINS, null, web).get(10, TimeUnit.SECONDS);
        assertDoesNotThrow(() -> validator.checkCatalog(WITHOUT_IDS), "not committed yet: no chain uses ids");

        step.preCommit().get(10, TimeUnit.SECONDS).commit().get(10, TimeUnit.SECONDS);
        final var refused = assertThrows(InvalidRequestException.class, () -> validator.checkCatalog(WITHOUT_IDS));
        assertEquals("This NF catalog change would break chain 'web': NF 'ids' of chain 'web' has type 'ids', which "
            + "is not in the NF catalog", refused.getMessage());
    }

    @Test
    void onlyTheChainsARequestAddsOrChangesAreValidatedAndCounted() throws Exception {
        // stored while ids was in the catalog; the catalog lost it since (as a cohort-less seed could leave it)
        validator.catalogCommitted(WITHOUT_IDS);
        final var stored = IntStream.range(0, ConfigValidator.MAX_CHAINS_PER_REQUEST + 5)
            .mapToObj(i -> chain("c" + i, "fw1", "ids")).toList();
        // every stored chain left as it was: neither counted against the limit nor validated again
        canCommit(CHAINS, chains(stored), chains(Stream.concat(stored.stream(),
            Stream.of(chain("new", "fw1", "firewall"))).toList())).get(10, TimeUnit.SECONDS);
        // the one it changes is
        assertRefused(canCommit(CHAINS, chains(stored), chains(Stream.concat(stored.stream()
            .filter(chain -> !chain.getName().getValue().equals("c3")), Stream.of(chain("c3", "fw2", "ids")))
            .toList())), "NF 'fw2' of chain 'c3' has type 'ids', which is not in the NF catalog");
        // deleting is not limited and validates nothing
        canCommit(CHAINS, chains(stored), chains(List.of())).get(10, TimeUnit.SECONDS);
        canCommit(CHAINS, chains(stored), null).get(10, TimeUnit.SECONDS);
    }

    private static ServiceChain chain(final String name, final String nf, final String type) {
        return new ServiceChainBuilder().setName(new ChainName(name))
            .setNf(List.of(ChainRequestBindingsTest.nf(nf, type))).build();
    }

    private static ServiceChains chains(final List<ServiceChain> chains) {
        return new ServiceChainsBuilder().setServiceChain(BindingMap.of(chains)).build();
    }

    @Test
    void anAbortedChainIsForgotten() throws Exception {
        final var web = new ServiceChainsBuilder().setServiceChain(BindingMap.of(new ServiceChainBuilder()
            .setName(new ChainName("web")).setNf(List.of(ChainRequestBindingsTest.nf("ids", "ids"))).build()))
            .build();

        canCommit(CHAINS, null, web).get(10, TimeUnit.SECONDS).abort().get(10, TimeUnit.SECONDS);
        assertDoesNotThrow(() -> validator.checkCatalog(WITHOUT_IDS));
    }

    @Test
    void aCatalogEditThatBreaksAStoredChainIsRefusedNamingIt() throws Exception {
        validator.chainsCommitted(new ServiceChainsBuilder().setServiceChain(BindingMap.of(new ServiceChainBuilder()
            .setName(new ChainName("web")).setNf(List.of(ChainRequestBindingsTest.nf("ids", "ids"))).build()))
            .build());

        assertRefused(canCommit(CATALOG, BuiltInNfCatalog.catalog(), WITHOUT_IDS),
            "This NF catalog change would break chain 'web': NF 'ids' of chain 'web' has type 'ids', which is not in "
                + "the NF catalog");
    }

    @Test
    void aLinkToANodeThatIsNotConfiguredIsRefusedNamingTheNode() throws Exception {
        final var topology = new OpenpathTopologyBuilder()
            .setNode(BindingMap.of(new NodeBuilder().setNodeId(new NodeRef("openflow:33"))
                .setCapacity(new CapacityBuilder().setCpuCores(Uint16.valueOf(16)).setMemory(Uint32.valueOf(32768))
                    .setNicBandwidth(Decimal64.valueOf("40.000")).build())
                .build()))
            .setLink(BindingMap.of(new LinkBuilder().setLinkId("bad").setSourceNode(new NodeRef("openflow:33"))
                .setDestinationNode(new NodeRef("openflow:99")).setBandwidth(Decimal64.valueOf("10.000")).build()))
            .build();

        assertRefused(canCommit(TOPOLOGY, null, topology),
            "Link 'bad' joins openflow:33 and openflow:99, but openflow:99 is not a configured node");
    }

    private <T extends DataObject> FluentFuture<PostCanCommitStep> canCommit(final DataObjectIdentifier<T> id,
            final @Nullable T before, final @Nullable T after) {
        final var path = serializer.toYangInstanceIdentifier(id);
        final var cohort = registered.stream().filter(entry -> entry.tree().path().equals(path)).findFirst()
            .orElseThrow().cohort();
        final var candidate = new Candidate(DOMDataTreeIdentifier.of(LogicalDatastoreType.CONFIGURATION, path),
            new WrittenNode(path.getLastPathArgument(), normalized(id, before), normalized(id, after)));
        return cohort.canCommit("tx-1", getDataBrokerTestCustomizer().getSchemaService().getGlobalContext(),
            List.of(candidate));
    }

    private <T extends DataObject> @Nullable NormalizedNode normalized(final DataObjectIdentifier<T> id,
            final @Nullable T data) {
        return data == null ? null : serializer.toNormalizedDataObject(id, data).node();
    }

    private static void assertRefused(final FluentFuture<PostCanCommitStep> answer,
            final String message) {
        final var failure = assertThrows(ExecutionException.class, () -> answer.get(10, TimeUnit.SECONDS));
        final var refused = assertInstanceOf(DataValidationFailedException.class, failure.getCause());
        assertEquals(message, refused.getMessage());
        final var error = assertInstanceOf(NetconfDocumentedException.class, refused.getCause());
        assertEquals(ErrorType.APPLICATION, error.getErrorType());
        assertEquals(ErrorTag.INVALID_VALUE, error.getErrorTag());
        assertEquals(message, error.getMessage());
    }

    /**
     * A registered cohort, and whether its registration was closed.
     */
    private record Registered(DOMDataTreeIdentifier tree, DOMDataTreeCommitCohort cohort, boolean[] closed) {
    }

    /**
     * A data broker that only registers commit cohorts, as the clustered data store does.
     */
    private record CohortBroker(List<Registered> registered) implements DOMDataBroker {
        @Override
        public Collection<? extends Extension> supportedExtensions() {
            return List.of((CommitCohortExtension) (tree, cohort) -> {
                final var closed = new boolean[1];
                registered.add(new Registered(tree, cohort, closed));
                return (Registration) () -> closed[0] = true;
            });
        }

        @Override
        public DOMDataTreeReadTransaction newReadOnlyTransaction() {
            throw new UnsupportedOperationException();
        }

        @Override
        public DOMDataTreeWriteTransaction newWriteOnlyTransaction() {
            throw new UnsupportedOperationException();
        }

        @Override
        public DOMDataTreeReadWriteTransaction newReadWriteTransaction() {
            throw new UnsupportedOperationException();
        }

        @Override
        public DOMTransactionChain createTransactionChain() {
            throw new UnsupportedOperationException();
        }

        @Override
        public DOMTransactionChain createMergingTransactionChain() {
            throw new UnsupportedOperationException();
        }
    }

    /**
     * A transaction's change of one container.
     */
    private record Candidate(DOMDataTreeIdentifier rootPath, DataTreeCandidateNode rootNode)
            implements DOMDataTreeCandidate {
        @Override
        public DOMDataTreeIdentifier getRootPath() {
            return rootPath;
        }

        @Override
        public DataTreeCandidateNode getRootNode() {
            return rootNode;
        }
    }

    /**
     * The container as it was and as the transaction writes it.
     */
    private record WrittenNode(YangInstanceIdentifier.PathArgument name, @Nullable NormalizedNode dataBefore,
            @Nullable NormalizedNode dataAfter) implements DataTreeCandidateNode {
        // as the datastore tells a container written whole: its children are the delta of before and after, the
        // unchanged ones included as replaced by themselves
        @Override
        public Collection<DataTreeCandidateNode> childNodes() {
            return DataTreeCandidateNodes.containerDelta((DistinctNodeContainer<?, ?>) dataBefore,
                (DistinctNodeContainer<?, ?>) dataAfter);
        }

        @Override
        public @Nullable DataTreeCandidateNode modifiedChild(final YangInstanceIdentifier.PathArgument childName) {
            return DataTreeCandidateNodes.containerDelta((DistinctNodeContainer<?, ?>) dataBefore,
                (DistinctNodeContainer<?, ?>) dataAfter, childName);
        }

        @Override
        public ModificationType modificationType() {
            return dataAfter == null ? ModificationType.DELETE : ModificationType.WRITE;
        }
    }
}
