/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
/**
 * Placement algorithms: the shared reservation ledger, bandwidth-aware router and assembler that turns an assignment
 * of service-graph stages to hosts into sub-SFCs and hops, the OpenPATH affinity algorithm with backup sub-SFCs
 * (paper §5.4) and the §7.5 baselines (Strawman-Simple, NFP packing, ParaBox-naive, first-fit).
 */
package org.openpath.placement.impl;
