/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
/**
 * The reference OpenPATH switch (docs/openpath-openflow.md; DESIGN.md section 5): the switch side of OpenFlow 1.3
 * with the OpenPATH experimenter extension, an NF manager that runs installed service graphs with the dependency
 * analyser's executable NF semantics, in-JVM ports and links between instances, UDP wire ports that carry real
 * Ethernet frames ({@link org.openpath.refswitch.WireFormat}) to and from other switches, and a command-line
 * runner. It is test and demo infrastructure: {@link org.openpath.refswitch.ReferenceSwitch} is the entry point,
 * tests inject packets on ports and read what leaves them.
 */
@NonNullByDefault
package org.openpath.refswitch;

import org.eclipse.jdt.annotation.NonNullByDefault;
