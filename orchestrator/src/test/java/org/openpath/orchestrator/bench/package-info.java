/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
/**
 * JMH benchmarks of the orchestrator's per-chain cost: validating, analysing and placing a batch of chain requests,
 * with and without the conversion of every result to its YANG state. Run by {@code ./openpath bench orchestrator},
 * never by surefire.
 */
package org.openpath.orchestrator.bench;
