/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openpath.placement.Admission;

class AdmissionSettingsTest {
    @Test
    void namesAreReadWhateverTheirCase() {
        assertEquals(Admission.ALL_THAT_FIT, AdmissionSettings.of("all-that-fit", 0, 0));
        assertEquals(Admission.ALL_THAT_FIT, AdmissionSettings.of(" All-That-Fit ", 256, 3));
        assertEquals(new Admission.Priced(256, 3), AdmissionSettings.of("priced", 256, 3));
        assertEquals(new Admission.Priced(1024, 2.5), AdmissionSettings.of("PRICED", 1024, 2.5));
    }

    @Test
    void theDefaultsAreTheMeasuredSetting() {
        assertEquals(Admission.Priced.MEASURED, AdmissionSettings.of(AdmissionSettings.PRICED,
            AdmissionSettings.DEFAULT_BASE, AdmissionSettings.DEFAULT_BUDGET_CORES));
    }

    @Test
    void badSettingsAreNamed() {
        final var unknown = assertThrows(IllegalArgumentException.class, () -> AdmissionSettings.of("cheap", 256, 3));
        assertEquals("admission must be all-that-fit or priced, not 'cheap'", unknown.getMessage());
        assertThrows(IllegalArgumentException.class, () -> AdmissionSettings.of(null, 256, 3));
        final var base = assertThrows(IllegalArgumentException.class, () -> AdmissionSettings.of("priced", 1, 3));
        assertTrue(base.getMessage().startsWith("admission-price-base and admission-budget-cores: "),
            base::getMessage);
        assertTrue(base.getMessage().contains("is 1.0"), base::getMessage);
        final var budget = assertThrows(IllegalArgumentException.class, () -> AdmissionSettings.of("priced", 256, 0));
        assertTrue(budget.getMessage().contains("is 0.0"), budget::getMessage);
    }
}
