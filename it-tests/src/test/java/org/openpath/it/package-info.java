/*
 * Copyright (c) 2026 OpenPATH contributors. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
/**
 * Integration tests of the OpenPATH Karaf distribution, and the small harness they run on: {@link KarafDistribution}
 * boots the unpacked distribution once on a JDK 21 runtime, {@link KarafExtension} shares it across test classes and
 * hands out a {@link Restconf} client (RFC 8040 over {@code java.net.http}), and {@link OvsSandbox} runs a private
 * userspace Open vSwitch whose bridges connect to the controller over OpenFlow 1.3. Run them with
 * {@code ./openpath test}, which provides the JDK 21 runtime and Open vSwitch.
 */
package org.openpath.it;
