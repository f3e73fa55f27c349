/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
/**
 * Executable NF semantics and the executors that run chains and service graphs on packets (OpenPATH paper sections
 * 5.2 and 5.3): a {@link org.openpath.analyzer.exec.Packet} model, executable
 * {@link org.openpath.analyzer.exec.Semantics} for every built-in catalog NF (and a profile-driven interpreter for
 * any other profile) that touch exactly what their catalog action profiles declare, enforced by
 * {@link org.openpath.analyzer.exec.FieldAccess}, a {@link org.openpath.analyzer.exec.SequentialExecutor} that runs
 * an {@link org.openpath.analyzer.exec.ExecutableChain} in its sequential order with its dynamic rules, and a
 * {@link org.openpath.analyzer.exec.ParallelExecutor} that copies, runs branches, merges and applies handler rules as
 * a {@link org.openpath.analyzer.ServiceGraph} says. Both run a batch of packets with fresh NF states, or start an
 * {@link org.openpath.analyzer.exec.ExecutableChain.Run} that keeps the NF states and processes one packet at a time.
 * The analyser's proof harness compares the two executors' traces; the reference OpenPATH switch's NF manager runs
 * installed service graphs with the parallel executor.
 */
@NonNullByDefault
package org.openpath.analyzer.exec;

import org.eclipse.jdt.annotation.NonNullByDefault;
