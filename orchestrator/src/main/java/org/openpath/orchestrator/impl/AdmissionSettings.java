/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import java.util.Locale;
import org.openpath.placement.Admission;

/**
 * Reads chain admission from the orchestrator's configuration ({@code admission}, {@code admissionPriceBase},
 * {@code admissionBudgetCores} in {@code org.openpath.orchestrator}).
 */
public final class AdmissionSettings {
    /** The configuration's name for accepting every chain that fits. */
    public static final String ALL_THAT_FIT = "all-that-fit";
    /** The configuration's name for priced admission. */
    public static final String PRICED = "priced";
    /** The price's base unless configured: {@link Admission.Priced#MEASURED}'s. */
    public static final double DEFAULT_BASE = 256;
    /** The budget unless configured, cores: {@link Admission.Priced#MEASURED}'s. */
    public static final double DEFAULT_BUDGET_CORES = 3;

    private AdmissionSettings() {
        // Static only
    }

    /**
     * Returns the admission a configuration names.
     *
     * @param admission {@value #ALL_THAT_FIT} or {@value #PRICED} (case and surrounding blanks do not matter)
     * @param base the price's base, for {@value #PRICED}
     * @param budgetCores the budget, for {@value #PRICED}
     * @return the admission
     * @throws IllegalArgumentException naming the setting at fault
     */
    public static Admission of(final String admission, final double base, final double budgetCores) {
        final var name = admission == null ? "" : admission.strip().toLowerCase(Locale.ROOT);
        return switch (name) {
            case ALL_THAT_FIT -> Admission.ALL_THAT_FIT;
            case PRICED -> {
                try {
                    yield new Admission.Priced(base, budgetCores);
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException("admission-price-base and admission-budget-cores: "
                        + e.getMessage(), e);
                }
            }
            default -> throw new IllegalArgumentException("admission must be " + ALL_THAT_FIT + " or " + PRICED
                + ", not '" + admission + "'");
        };
    }
}
