/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer.exec;

/**
 * The state an NF keeps for one {@link FlowKey}: a value (a NAT's public port, a load balancer's backend, a
 * firewall's connection state, an IDS's running digest) and a packet count.
 *
 * @param value the NF's value for the flow
 * @param count packets of the flow the NF processed
 * @param exclusive whether the value is a resource held by one key at a time in an NF instance (a NAT's public
 *                  port): no two keys of one {@link NfState}, or of the states sharing its registry of exclusive
 *                  values ({@link NfState#sharingClaims()}), hold the same exclusive value
 */
public record FlowRecord(long value, long count, boolean exclusive) {
}
