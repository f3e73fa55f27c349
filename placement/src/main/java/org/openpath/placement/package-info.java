/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
/**
 * Placement of OpenPATH service graphs onto a cluster of nodes (OpenPATH paper, sections 5.4, 6.5 and 7.5): the
 * topology and demand model, placement requests built from the dependency analyser's {@code ServiceGraph}, the
 * placement records (working and backup sub-SFCs, inter-node hops) that map onto the YANG {@code placement-result}
 * grouping, the sealed {@link org.openpath.placement.PlacementOutcome}, the {@link org.openpath.placement.Placer}
 * interface shared by the OpenPATH algorithm and the paper's baselines, and the failure API (activation plans and
 * re-placement that restores protection).
 */
package org.openpath.placement;
