/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
/**
 * The implementation of the dependency analyser (OpenPATH paper sections 5.1 to 5.3): template validation and the
 * stable topological sort that fixes the sequential reference order ({@code PolicyResolver}), the pairwise rules of
 * the coarse Table 3 and field-level modes over bitmask-compiled profiles ({@code PairRules}), and the construction
 * of stages, copy plans, merges and vertices ({@code GraphBuilder}). Only {@link DefaultDependencyAnalyzer} is public;
 * callers use {@link org.openpath.analyzer.DependencyAnalyzer#of(org.openpath.analyzer.NfCatalog)}.
 */
@NonNullByDefault
package org.openpath.analyzer.impl;

import org.eclipse.jdt.annotation.NonNullByDefault;
