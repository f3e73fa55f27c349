/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
/**
 * JMH benchmarks of the dependency analyser: analysis plus graph construction for chains of 4 to 64 NFs with
 * Order, Priority and Position templates (OpenPATH paper section 5.2; the bar is a 64-NF chain well under 1 ms).
 * Surefire does not run them; {@code ./openpath bench dependency-analyzer} does.
 */
package org.openpath.analyzer.bench;
