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

import com.google.gson.stream.JsonReader;
import java.io.StringReader;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.opendaylight.mdsal.binding.dom.adapter.test.AbstractConcurrentDataBrokerTest;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.AnalyzeChain;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.AnalyzeChainOutputBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ServiceChains;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChain;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.nf.catalog.NfType;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.nf.catalog.NfTypeBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.AnalysisMode;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfTypeName;
import org.opendaylight.yangtools.yang.data.api.YangInstanceIdentifier;
import org.opendaylight.yangtools.yang.data.api.schema.MapNode;
import org.opendaylight.yangtools.yang.data.api.schema.NormalizedNode;
import org.opendaylight.yangtools.yang.data.codec.gson.JSONCodecFactorySupplier;
import org.opendaylight.yangtools.yang.data.codec.gson.JsonParserStream;
import org.opendaylight.yangtools.yang.data.impl.schema.ImmutableNormalizedNodeStreamWriter;
import org.opendaylight.yangtools.yang.data.impl.schema.NormalizationResultHolder;
import org.opendaylight.yangtools.yang.model.util.SchemaInferenceStack;
import org.openpath.cli.ConsoleException;
import org.openpath.cli.RestconfJson;

/**
 * RFC 7951 JSON in and out with yangtools' codec, on the suite's real models: a RESTCONF request body parses into the
 * request the flags build, a malformed one is refused with RESTCONF's wording, and data prints as RESTCONF prints it.
 */
class YangJsonTest extends AbstractConcurrentDataBrokerTest {
    /** The body of the README's "Submit a chain" PUT. */
    static final String WEB_1 = """
        {"openpath-chains:service-chain":[{"name":"web-1",
          "nf":[{"name":"fw","type":"firewall"},{"name":"ids","type":"ids"},{"name":"mon","type":"traffic-monitor"}],
          "order":[{"nf":"fw","other-nf":"ids","relation":"before"}],
          "classifier":{"ingress-node":"openflow:1","ingress-port":1,"destination-prefix":"10.0.0.0/24",
                        "protocol":"tcp"},
          "egress":{"node":"openflow:1","port":2},
          "sla":{"traffic-rate":"1.5","max-latency":500}}]}""";

    private YangJson json;

    YangJsonTest() {
        super(true);
    }

    @BeforeEach
    void startBroker() throws Exception {
        setup();
        json = new YangJson(getDataBrokerTestCustomizer().getSchemaService(),
            getDataBrokerTestCustomizer().getAdapterContext().currentSerializer(), getDomBroker());
    }

    @Test
    void aRestconfBodyParsesIntoTheRequestTheFlagsBuild() throws Exception {
        final var parsed = json.entries(WEB_1, ChainQueries.CHAINS, ServiceChain.class);
        final var flags = new ChainRequestFlags(null, List.of("fw:firewall", "ids:ids", "mon:traffic-monitor"),
            List.of("fw:before:ids"), List.of(), List.of(), "openflow:1", "1",
            new FlowFlags(null, "10.0.0.0/24", "tcp", null, null), "openflow:1", "2", "1.5", "500", null, false, null,
            List.of());
        // the normalized data is what RESTCONF's parser gives; its binding reads as the flags' request (a binding
        // read from normalized data answers YANG defaults for absent leaves: compare field by field)
        assertEquals(1, parsed.size());
        final var fromFile = parsed.getFirst();
        final var fromFlags = ChainRequests.chain("web-1", flags);
        assertEquals(ChainQueries.requestPath("web-1"), fromFile.path());
        assertEquals(fromFlags.getNf(), fromFile.binding().getNf());
        assertEquals(fromFlags.getOrder(), fromFile.binding().getOrder());
        assertEquals(fromFlags.getClassifier(), fromFile.binding().getClassifier());
        assertEquals(fromFlags.getEgress(), fromFile.binding().getEgress());
        assertEquals(fromFlags.getSla(), fromFile.binding().getSla());
        assertEquals(normalized(WEB_1), fromFile.data());
    }

    @Test
    void bothAreStoredAsRestconfStoresTheBody() throws Exception {
        final var datastore = new MdsalDatastore(getDataBroker(), getDomBroker(),
            getDataBrokerTestCustomizer().getAdapterContext().currentSerializer(), new NoRpcs());
        final var path = getDataBrokerTestCustomizer().getAdapterContext().currentSerializer()
            .toYangInstanceIdentifier(ChainQueries.requestPath("web-1"));
        final var restconf = stored(path, () -> {
            // what RESTCONF's PUT writes: the parsed normalized data, through the DOM broker
            final var tx = getDomBroker().newWriteOnlyTransaction();
            tx.put(LogicalDatastoreType.CONFIGURATION, path, normalized(WEB_1));
            tx.commit().get(10, TimeUnit.SECONDS);
        });
        final var fromFile = stored(path, () -> new ConfigWrites(datastore).addParsedChains(
            json.entries(WEB_1, ChainQueries.CHAINS, ServiceChain.class), false));
        final var fromFlags = stored(path, () -> new ConfigWrites(datastore).addChains(List.of(ChainRequests.chain(
            "web-1", new ChainRequestFlags(null, List.of("fw:firewall", "ids:ids", "mon:traffic-monitor"),
                List.of("fw:before:ids"), List.of(), List.of(), "openflow:1", "1",
                new FlowFlags(null, "10.0.0.0/24", "tcp", null, null), "openflow:1", "2", "1.5", "500", null,
                false, null, List.of()))), false));
        assertEquals(restconf, fromFile);
        assertEquals(restconf, fromFlags);
    }

    @Test
    void aMalformedBodyIsRefusedAsRestconfWordsIt() {
        // the README's malformed request, and the message RESTCONF answers it with
        final var error = assertThrows(ConsoleException.class, () -> json.entries("""
            {"openpath-chains:service-chain":[{"name":"web-2","nf":[{"name":"fw","type":"firewall"}],
            "affinity":"medium"}]}""", ChainQueries.CHAINS, ServiceChain.class));
        assertEquals("Error parsing input: Invalid value 'medium' for enum type. Allowed values are: [high, low]",
            error.getMessage());
    }

    @Test
    void aBodyOfAnotherListIsRefused() {
        final var error = assertThrows(ConsoleException.class, () -> json.entries("""
            {"openpath-nf-catalog:nf-type":[{"name":"x"}]}""", ChainQueries.CHAINS, ServiceChain.class));
        assertEquals(true, error.getMessage().startsWith("Error parsing input: "), error.getMessage());
    }

    @Test
    void aListEntryPrintsAsRestconfGetPrintsIt() throws Exception {
        final var type = new NfTypeBuilder().setName(new NfTypeName("fw2")).setOrigin(NfType.Origin.Operator)
            .build();
        final var datastore = new MdsalDatastore(getDataBroker(), getDomBroker(),
            getDataBrokerTestCustomizer().getAdapterContext().currentSerializer(), new NoRpcs());
        new ConfigWrites(datastore).addNfTypes(List.of(type), false);
        assertEquals(Optional.of("""
            {
              "openpath-nf-catalog:nf-type": [
                {
                  "name": "fw2",
                  "origin": "operator"
                }
              ]
            }"""), json.get(List.of(
                new RestconfJson.Resource(LogicalDatastoreType.CONFIGURATION, CatalogQueries.nfTypePath("fw2")),
                new RestconfJson.Resource(LogicalDatastoreType.CONFIGURATION, CatalogQueries.nfTypePath("none")))));
        assertEquals(Optional.empty(), json.get(List.of(
            new RestconfJson.Resource(LogicalDatastoreType.CONFIGURATION, CatalogQueries.nfTypePath("none")))));
    }

    @Test
    void whatIsPrintedParsesBackToWhatIsStored() throws Exception {
        final var datastore = new MdsalDatastore(getDataBroker(), getDomBroker(),
            getDataBrokerTestCustomizer().getAdapterContext().currentSerializer(), new NoRpcs());
        new ConfigWrites(datastore).addParsedChains(json.entries(WEB_1, ChainQueries.CHAINS, ServiceChain.class),
            false);
        final var printed = json.get(List.of(new RestconfJson.Resource(LogicalDatastoreType.CONFIGURATION,
            ChainQueries.requestPath("web-1")))).orElseThrow();
        assertEquals(normalized(WEB_1), json.entries(printed, ChainQueries.CHAINS, ServiceChain.class).getFirst()
            .data());
    }

    @Test
    void anRpcOutputPrintsAsRestconfAnswersTheRpc() {
        assertEquals("""
            {
              "openpath-chains:output": {
                "analysis-mode": "coarse"
              }
            }""", json.writeOutput(AnalyzeChain.QNAME, new AnalyzeChainOutputBuilder()
            .setAnalysisMode(AnalysisMode.Coarse).build()));
    }

    @FunctionalInterface
    private interface Write {
        void run() throws Exception;
    }

    /**
     * Writes, reads back what the DOM datastore holds, and deletes it again.
     */
    private NormalizedNode stored(final YangInstanceIdentifier path, final Write write) throws Exception {
        write.run();
        final NormalizedNode stored;
        try (var tx = getDomBroker().newReadOnlyTransaction()) {
            stored = tx.read(LogicalDatastoreType.CONFIGURATION, path).get(10, TimeUnit.SECONDS).orElseThrow();
        }
        final var delete = getDomBroker().newWriteOnlyTransaction();
        delete.delete(LogicalDatastoreType.CONFIGURATION, path);
        delete.commit().get(10, TimeUnit.SECONDS);
        return stored;
    }

    /**
     * Parses a body as RESTCONF's PUT does (netconf 9.0.1 {@code JsonResourceBody}: the parent's inference), giving
     * the list entry it writes.
     */
    private NormalizedNode normalized(final String body) throws Exception {
        final var context = getDataBrokerTestCustomizer().getSchemaService().getGlobalContext();
        final var holder = new NormalizationResultHolder();
        try (var parser = JsonParserStream.create(ImmutableNormalizedNodeStreamWriter.from(holder),
                JSONCodecFactorySupplier.RFC7951.getShared(context),
                SchemaInferenceStack.ofDataTreePath(context, ServiceChains.QNAME).toInference())) {
            parser.parse(new JsonReader(new StringReader(body)));
        }
        return ((MapNode) holder.getResult().data()).body().iterator().next();
    }
}
