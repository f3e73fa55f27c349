/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
/**
 * The §7.5 evaluation simulator: seeded request workloads built with the dependency analyser, runs of every
 * placement algorithm over fat-tree and leaf-spine topologies, the metrics the paper reports plus availability under
 * single node failures, and a command-line entry point that writes CSV files.
 */
package org.openpath.placement.sim;
