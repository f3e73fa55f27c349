/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
/**
 * The proof harness of the dependency analyser (OpenPATH paper section 5.2, consistency condition): a packet model,
 * executable semantics for every catalog NF (and a profile-driven interpreter for arbitrary profiles) that touch
 * exactly what their profiles declare, a sequential executor and a parallel executor that copies, runs branches and
 * merges as a {@link org.openpath.analyzer.ServiceGraph} says, and jqwik properties comparing the two.
 */
package org.openpath.analyzer.harness;
