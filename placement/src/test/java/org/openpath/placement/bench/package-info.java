/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
/**
 * JMH benchmarks of the placement algorithms (issue point 7): placing a seeded workload online into an empty cluster,
 * against the number of requests and the fat-tree size. Run by {@code ./openpath bench placement}, never by surefire.
 */
package org.openpath.placement.bench;
