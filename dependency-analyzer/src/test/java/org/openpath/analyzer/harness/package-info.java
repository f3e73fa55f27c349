/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
/**
 * The proof harness of the dependency analyser (OpenPATH paper section 5.2, consistency condition): random chains,
 * templates, dynamic rules and packets ({@code Scenarios}), structural checks of the graphs ({@code GraphChecks}),
 * and jqwik properties and tests that run every chain with the {@link org.openpath.analyzer.exec} executors, the
 * sequential one and the parallel one over the {@link org.openpath.analyzer.ServiceGraph}, and compare their traces.
 */
package org.openpath.analyzer.harness;
