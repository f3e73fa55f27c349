/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
/**
 * Plain-Java text layout for the console, independent of OSGi, MD-SAL and YANG bindings: word wrapping, tables whose
 * columns shrink to a width (truncating or wrapping cells), label/value sheets and the drawing of a service graph's
 * stages. Every line they produce fits the width they are given (100 columns in the console).
 */
package org.openpath.cli.text;
