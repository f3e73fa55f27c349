/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer.exec;

import java.util.List;

/**
 * What one NF saw of one packet: the packet's identity and the values of everything its profile lets it read.
 *
 * @param packetId the packet
 * @param values the values, in field order, then header stacks
 */
public record Observation(long packetId, List<Long> values) {
}
