/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import java.math.BigDecimal;
import java.math.RoundingMode;
import org.opendaylight.yangtools.yang.common.Decimal64;

/**
 * The one conversion of the cores' doubles to the YANG decimal64 leaves of the OpenPATH models, which all have
 * 3 fraction digits.
 */
final class Decimals {
    /** Fraction digits of every decimal64 in the OpenPATH models. */
    static final int FRACTION_DIGITS = 3;

    private Decimals() {
        // Static only
    }

    /**
     * Returns the value rounded to 3 fraction digits, with exactly that scale ({@link Decimal64#valueOf(BigDecimal)}
     * would drop trailing zeros, and Decimal64's equality is scale-sensitive).
     *
     * @param value the value
     * @return the decimal
     */
    static Decimal64 of(final double value) {
        return Decimal64.of(FRACTION_DIGITS, BigDecimal.valueOf(value).setScale(FRACTION_DIGITS, RoundingMode.HALF_UP)
            .unscaledValue().longValueExact());
    }
}
