/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer.bench;

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
import org.openpath.analyzer.AnalysisMode;
import org.openpath.analyzer.AnalysisResult;
import org.openpath.analyzer.ChainRequest;
import org.openpath.analyzer.ChainValidationException;
import org.openpath.analyzer.DependencyAnalyzer;

/**
 * Template validation, dependency matrix and service graph construction for one chain request, end to end.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 8, time = 1)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class AnalyzerBenchmark {
    @Param({ "4", "8", "16", "32", "64" })
    public int length;

    @Param({ "FIELD_LEVEL", "COARSE" })
    public AnalysisMode mode;

    private final DependencyAnalyzer analyzer = DependencyAnalyzer.builtIn();
    private ChainRequest request;

    @Setup
    public void setup() throws ChainValidationException {
        request = BenchmarkChains.chain(length, mode);
    }

    @Benchmark
    public AnalysisResult analyze() throws ChainValidationException {
        return analyzer.analyze(request);
    }
}
