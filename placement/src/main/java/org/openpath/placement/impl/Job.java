/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement.impl;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.openpath.analyzer.Branch;
import org.openpath.analyzer.BuiltInCatalog;
import org.openpath.analyzer.Stage;
import org.openpath.analyzer.exec.Semantics;
import org.openpath.placement.DemandTable;
import org.openpath.placement.PlacementRequest;

/**
 * A request with its per-NF demands at the request's rate, and the stages an algorithm places: the graph's parallel
 * stages, or one NF per stage for algorithms that ignore parallelism.
 */
final class Job {
    final PlacementRequest request;
    final List<List<String>> stages;
    final Map<String, double[]> nf = new HashMap<>();
    final Map<String, Integer> instances = new HashMap<>();
    final double totalCpu;
    final long totalMem;

    Job(final PlacementRequest request, final DemandTable table, final boolean sequential) {
        this.request = request;
        final var graphStages = request.graph().stages();
        stages = sequential
            ? graphStages.stream().flatMap(stage -> stage.nfs().stream()).map(List::of).toList()
            : graphStages.stream().map(Stage::nfs).toList();
        double cpuSum = 0;
        long memSum = 0;
        for (var stage : graphStages) {
            for (Branch branch : stage.branches()) {
                final var type = request.graph().vertex(branch.nf()).orElseThrow().nfType();
                final var demand = table.demand(type);
                final double rate = request.rateGbps();
                nf.put(branch.nf(), new double[] {demand.cpu(rate), demand.memory(rate), demand.latencyMicros()});
                if (demand.instances(rate) > 1 && splitsAcrossInstances(type)) {
                    instances.put(branch.nf(), demand.instances(rate));
                }
                cpuSum += demand.cpu(rate);
                memSum += demand.memory(rate);
            }
        }
        totalCpu = cpuSum;
        totalMem = memSum;
    }

    /**
     * Tells whether an NF type's instances can share its traffic: it keeps no state, or keeps it per flow (a built-in
     * type the analyser's semantics give a flow key). An NF whose state belongs to no flow (a VPN's tunnel counter, a
     * WAN optimiser's dictionary) runs as one instance whatever its rate; its reservation still pays for the rate.
     */
    static boolean splitsAcrossInstances(final String typeName) {
        final var type = BuiltInCatalog.catalog().get(typeName);
        return type != null && (!type.profile().stateful() || Semantics.flowKeyFields(type) > 0);
    }

    double cpu(final List<String> nfs) {
        return nfs.stream().mapToDouble(name -> nf.get(name)[0]).sum();
    }

    long mem(final List<String> nfs) {
        return nfs.stream().mapToLong(name -> (long) nf.get(name)[1]).sum();
    }

    double latency(final List<String> nfs) {
        return nfs.stream().mapToDouble(name -> nf.get(name)[2]).max().orElse(0);
    }

    double rate() {
        return request.rateGbps();
    }
}
