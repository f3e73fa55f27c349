/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement.bench;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openpath.placement.Algorithm;
import org.openpath.placement.Capacities;
import org.openpath.placement.DemandTable;
import org.openpath.placement.PlacementRequest;
import org.openpath.placement.Placer;
import org.openpath.placement.Topology;
import org.openpath.placement.sim.Workload;

/**
 * Time to place {@code requests} requests of the paper's workload (seed 20261122, backups wanted) online into an empty
 * fat-tree of arity {@code k}. The workload is generated and analysed once per trial, outside the measurement.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
public class PlacementBenchmark {
    @Param({"OPENPATH", "STRAWMAN_SIMPLE", "NFP_PACKING", "PARABOX_NAIVE", "FIRST_FIT", "FLEXCHAIN"})
    public Algorithm algorithm;

    @Param({"8"})
    public int arity;

    @Param({"300"})
    public int requests;

    private Topology topology;
    private List<PlacementRequest> workload;

    @Setup
    public void setUp() {
        topology = Topology.fatTree(arity, Capacities.DEFAULT);
        workload = Workload.paper(20_261_122L).requests(requests);
    }

    @Benchmark
    public Placer placeAll() {
        final var placer = Placer.create(algorithm, topology, DemandTable.builtIn());
        workload.forEach(placer::place);
        return placer;
    }
}
