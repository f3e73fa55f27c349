/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.bench;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ChainRequest;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.Nf;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.NfBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.SlaBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainState;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChainBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.OpenpathTopology;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.OpenpathTopologyBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.Link;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.LinkBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.Node;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.NodeBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.node.CapacityBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.ChainName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfInstanceName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfTypeName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NodeRef;
import org.opendaylight.yangtools.binding.util.BindingMap;
import org.opendaylight.yangtools.yang.common.Decimal64;
import org.opendaylight.yangtools.yang.common.Uint16;
import org.opendaylight.yangtools.yang.common.Uint32;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openpath.orchestrator.impl.BenchSupport;
import org.openpath.orchestrator.impl.BuiltInNfCatalog;
import org.openpath.orchestrator.impl.ChainOrchestrator;
import org.openpath.orchestrator.impl.ChainState;
import org.openpath.orchestrator.impl.InvalidRequestException;
import org.openpath.orchestrator.impl.LinkState;
import org.openpath.orchestrator.impl.NodeState;
import org.openpath.orchestrator.impl.Progress;
import org.openpath.orchestrator.impl.StateSink;

/**
 * Time for the orchestrator to process one batch of {@code chains} chain requests (one datastore notification, as in
 * {@code ChainScaleIT}): validate, analyse and place every chain on {@code nodes} connected NF hosts of 4,096 cores,
 * 8,388,608 MiB and 10,000 Gbit/s each, joined in a full mesh. The chains are those {@code ChainScaleIT} PUTs: 3 to 6
 * distinct catalog NFs, 0.5 to 2 Gbit/s, every fourth with backups, from a fixed seed; they are built once per trial.
 * Each shot gets a fresh orchestrator, configured and with every node connected outside the measurement.
 * {@link #processBatch} measures the orchestrator alone; {@link #processBatchWithYangState} also converts every
 * resulting state to its YANG binding, as the real {@code StateWriter} does before writing, so the difference is the
 * conversion's cost. Neither writes to a datastore.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
// slf4j-simple would print the orchestrator's INFO lines (10 per batch of 1,000) into the measurement
@Fork(value = 1, jvmArgsAppend = "-Dorg.slf4j.simpleLogger.defaultLogLevel=warn")
@Warmup(iterations = 30)
@Measurement(iterations = 20)
public class OrchestratorBenchmark {
    private static final List<String> TYPES = List.of("firewall", "traffic-monitor", "ids", "nat", "load-balancer",
        "vpn", "shaper", "probe", "dpi", "proxy", "gateway", "voc");
    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-22T10:00:00Z"), ZoneOffset.UTC);
    private static final long SEED = 20_261_122L;

    @Param({"1000"})
    public int chains;

    @Param({"4"})
    public int nodes;

    private Map<String, @Nullable ChainRequest> batch = Map.of();
    private OpenpathTopology topology = new OpenpathTopologyBuilder().build();
    private CountingSink countingSink = new CountingSink();
    private ChainOrchestrator counting = new ChainOrchestrator(countingSink, CLOCK);
    private BindingSink bindingSink = new BindingSink();
    private ChainOrchestrator converting = new ChainOrchestrator(bindingSink, CLOCK);

    /**
     * Builds the chain requests and the topology, once per trial.
     */
    @Setup(Level.Trial)
    public void buildRequests() {
        batch = chains(chains);
        topology = topology(nodes);
    }

    /**
     * Gives each shot fresh orchestrators with the catalog, the topology and every node connected.
     */
    @Setup(Level.Invocation)
    public void freshOrchestrators() {
        countingSink = new CountingSink();
        counting = configured(countingSink);
        bindingSink = new BindingSink();
        converting = configured(bindingSink);
    }

    /**
     * Converts the batch to records and processes it, as the orchestrator's thread does; the sink only counts the
     * resulting states.
     *
     * @return the sink with its counts
     */
    @Benchmark
    public CountingSink processBatch() {
        counting.chainsChanged(BenchSupport.toRequested(batch));
        return countingSink;
    }

    /**
     * Converts the batch to records and processes it; the sink converts every resulting state to its YANG binding.
     *
     * @return the sink with its counts and the last binding
     */
    @Benchmark
    public BindingSink processBatchWithYangState() {
        converting.chainsChanged(BenchSupport.toRequested(batch));
        return bindingSink;
    }

    private ChainOrchestrator configured(final StateSink sink) {
        final var orchestrator = new ChainOrchestrator(sink, CLOCK);
        try {
            orchestrator.catalogChanged(BenchSupport.toSpec(BuiltInNfCatalog.catalog()));
            orchestrator.topologyChanged(BenchSupport.toSpec(topology));
        } catch (InvalidRequestException e) {
            throw new IllegalStateException("The benchmark's catalog or topology is unusable", e);
        }
        for (int i = 1; i <= nodes; i++) {
            orchestrator.nodeChanged(nodeId(i), true);
        }
        return orchestrator;
    }

    /**
     * The chains {@code ChainScaleIT} PUTs, in order: {@code scale-0000} onwards.
     *
     * @param count how many
     * @return chain name to request
     */
    static Map<String, @Nullable ChainRequest> chains(final int count) {
        final var random = new Random(SEED);
        final var result = new LinkedHashMap<String, @Nullable ChainRequest>();
        for (int i = 0; i < count; i++) {
            final var types = new ArrayList<>(TYPES);
            Collections.shuffle(types, random);
            final int size = 3 + random.nextInt(4);
            final var nfs = new ArrayList<Nf>(size);
            for (int n = 0; n < size; n++) {
                nfs.add(new NfBuilder()
                    .setName(new NfInstanceName("nf" + n))
                    .setType(new NfTypeName(types.get(n)))
                    .build());
            }
            final var name = String.format(Locale.ROOT, "scale-%04d", i);
            final var rate = String.format(Locale.ROOT, "%.3f", 0.5 + random.nextInt(4) * 0.5);
            result.put(name, new ServiceChainBuilder()
                .setName(new ChainName(name))
                .setNf(nfs)
                .setSla(new SlaBuilder().setTrafficRate(Decimal64.valueOf(rate)).build())
                .setBackup(i % 4 == 0)
                .build());
        }
        return result;
    }

    private static OpenpathTopology topology(final int count) {
        final var hosts = new ArrayList<Node>(count);
        final var links = new ArrayList<Link>();
        for (int i = 1; i <= count; i++) {
            hosts.add(new NodeBuilder()
                .setNodeId(new NodeRef(nodeId(i)))
                .setCapacity(new CapacityBuilder()
                    .setCpuCores(Uint16.valueOf(4096))
                    .setMemory(Uint32.valueOf(8_388_608))
                    .setNicBandwidth(Decimal64.valueOf("10000.000"))
                    .build())
                .build());
            for (int j = i + 1; j <= count; j++) {
                links.add(new LinkBuilder()
                    .setLinkId("scale-" + i + "-" + j)
                    .setSourceNode(new NodeRef(nodeId(i)))
                    .setDestinationNode(new NodeRef(nodeId(j)))
                    .setBandwidth(Decimal64.valueOf("10000.000"))
                    .build());
            }
        }
        return new OpenpathTopologyBuilder().setNode(BindingMap.of(hosts)).setLink(BindingMap.of(links)).build();
    }

    private static String nodeId(final int index) {
        return "openflow:" + index;
    }

    /**
     * Counts the chain states it receives, and how many of them are {@code placed}; ignores everything else.
     */
    public static class CountingSink implements StateSink {
        private int states;
        private int placed;

        @Override
        public void chainState(final ChainState state) {
            states++;
            if (state.status() == ChainState.Status.PLACED) {
                placed++;
            }
        }

        @Override
        public void chainRemoved(final String name) {
            // not counted
        }

        @Override
        public void topologyState(final Collection<NodeState> nodeStates, final Collection<LinkState> linkStates) {
            // not counted
        }

        @Override
        public void progress(final Progress progress) {
            // not counted
        }

        @Override
        public void flush() {
            // nothing buffered
        }

        /**
         * How many chain states were received.
         *
         * @return the count
         */
        public int states() {
            return states;
        }

        /**
         * How many of them were {@code placed}.
         *
         * @return the count
         */
        public int placed() {
            return placed;
        }
    }

    /**
     * Counts like {@link CountingSink} and converts every chain state to its YANG binding, keeping the last one.
     */
    public static final class BindingSink extends CountingSink {
        private @Nullable ServiceChainState last;

        @Override
        public void chainState(final ChainState state) {
            super.chainState(state);
            last = BenchSupport.toBinding(state);
        }

        /**
         * The binding of the last state received.
         *
         * @return the binding, {@code null} before any
         */
        public @Nullable ServiceChainState last() {
            return last;
        }
    }
}
