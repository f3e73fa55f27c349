/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.northbound;

import org.opendaylight.yangtools.binding.runtime.spi.BindingRuntimeHelpers;

/**
 * The suite's YANG models (and whatever else is on the test class path), parsed once for all tests.
 */
final class TestSchema {
    static final BodyCheck CHECK = BodyCheck.of(
        BindingRuntimeHelpers.createEffectiveModel(BindingRuntimeHelpers.loadModuleInfos()));

    private TestSchema() {
        // constants only
    }
}
