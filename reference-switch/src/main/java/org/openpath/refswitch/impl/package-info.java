/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
/**
 * Internals of the reference switch. {@link org.openpath.refswitch.impl.SwitchCore} puts the parts together and runs
 * them on one datapath thread ({@code DatapathThread}): the ports and what they are attached to ({@code Ports},
 * {@code PortState}, {@code PortLinks}, {@code WireEndpoint}), the flow tables ({@code FlowTables},
 * {@code InstalledFlow}), the group table ({@code GroupTable}, {@code GroupRecord}), the pipeline ({@code Pipeline},
 * {@code ActionSet}, {@code ActionApplier}, {@code MergeGroup}, {@code Resubmissions}, {@code Egress}), the NF manager
 * ({@code NfManager}, {@code NfBinding}, {@code NfSteeringEntries}, {@code ChainFlowSpecs}), and the controller
 * side: the connection ({@code ControllerChannel}, {@code Connection}, one reader and one writer virtual thread,
 * reconnect with backoff), the protocol ({@code MessageHandler}, {@code ModifyStateMessages},
 * {@code MultipartReplies}) and the OpenFlow 1.3 codec written from the OpenFlow 1.3.5 specification
 * ({@code FlowCodec}, {@code OpenPathWire}, {@code OfConstants}, {@code OfError}).
 */
package org.openpath.refswitch.impl;
