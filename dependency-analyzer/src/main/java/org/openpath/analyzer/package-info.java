/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
/**
 * The pure-Java API of OpenPATH's dependency analyser (OpenPATH paper sections 5.1 to 5.3): NF action profiles and
 * the built-in NF catalog, chain requests with Order / Priority / Position templates and dynamic rules, the pairwise
 * dependency matrix in the paper's coarse Table 3 mode or the NFP-style field-level mode, and the parallel service
 * graph (stages, copy plan, merge rules, vertices with default and dynamic edges). Everything here is an immutable
 * record, enum or sealed type; {@link org.openpath.analyzer.DependencyAnalyzer#of(NfCatalog)} is the entry point and
 * {@link org.openpath.analyzer.ChainValidationException} refuses invalid requests; its sealed
 * {@link org.openpath.analyzer.Refusal} says why and names the culprits.
 *
 * <p>The refusal records and the records they carry are {@link java.io.Serializable} and declare no
 * {@code serialVersionUID}: a record is serialized as its components, and the serialization specification waives the
 * serialVersionUID check for records. The exception, being a class, does declare one.
 */
@NonNullByDefault
package org.openpath.analyzer;

import org.eclipse.jdt.annotation.NonNullByDefault;
