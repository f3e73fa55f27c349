/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
/**
 * The OpenPATH OpenFlow experimenter extension inside OpenFlowPlugin (docs/openpath-openflow.md; OpenPATH paper
 * sections 5.6-5.7 and 6.1-6.4): OpenFlowJava codecs of the match fields, actions and experimenter messages (thin
 * adapters over the pure codec in {@code org.openpath.openflow}), MD-SAL converters between the openpath-openflow
 * model and OpenFlowJava, the NF-control RPCs that send experimenter messages, and the handling of what switches
 * report.
 */
@org.eclipse.jdt.annotation.NonNullByDefault
package org.openpath.southbound.impl;
