/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
/**
 * Internals of the reference switch: the OpenFlow 1.3 message codec written from the OpenFlow 1.3.5 specification,
 * the connection (one reader and one writer virtual thread, reconnect with backoff), the flow and group tables, the
 * datapath pipeline, the multipart and experimenter handlers and the NF manager.
 */
package org.openpath.refswitch.impl;
