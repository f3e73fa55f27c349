/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement;

import java.util.Locale;

/**
 * Which requests that fit OpenPATH accepts. A placer accepts every request it can place ({@link AllThatFit}) unless
 * it prices admission ({@link Priced}): then a request that would take many cores of a cluster that is nearly full
 * is refused, so that the room left goes to the smaller requests that come after it. Only OpenPATH prices admission;
 * the baselines accept all that fit, as their papers describe them.
 */
public sealed interface Admission permits Admission.AllThatFit, Admission.Priced {
    /** Accept every request that can be placed: first come, first served. */
    Admission ALL_THAT_FIT = new AllThatFit();

    /**
     * Accept every request that can be placed.
     */
    record AllThatFit() implements Admission {
    }

    /**
     * Admission priced by the cluster's CPU: a placed request pays for the cores it reserves (working sub-SFCs and
     * what its backups add to the shared backup reservations) at the price of a core when the hosts that can take new
     * work are {@code u} reserved after it, {@code (base^u - 1) / (base - 1)}: nothing on an empty cluster, a whole
     * core's worth on a full one, rising steeply towards the end (the exponential price of online admission control:
     * Awerbuch, Azar and Plotkin, "Throughput-competitive on-line routing"). It is accepted when the bill is within
     * {@code budgetCores}. With the {@link #MEASURED} setting, a request may take up to 16 cores when the cluster is
     * 70 % reserved after it, 9.2 cores at 80 %, 5.2 cores at 90 %, 4 cores at 95 %.
     *
     * @param base the price's base, above 1: the larger, the later the price rises
     * @param budgetCores the most a request may pay, in cores at full price; positive
     */
    record Priced(double base, double budgetCores) implements Admission {
        /**
         * The setting docs/placement.md measures against the baselines: of the 36 settings its sweep tried, the one
         * whose worst ratio to the best baseline (acceptance and throughput, every topology and request count) is
         * highest.
         */
        public static final Priced MEASURED = new Priced(256, 3);

        /**
         * Validates the components.
         */
        public Priced {
            if (!(base > 1) || Double.isInfinite(base) || !(budgetCores > 0) || Double.isInfinite(budgetCores)) {
                throw new IllegalArgumentException(String.format(Locale.ROOT,
                    "Admission price: the base must be a finite number above 1 (is %s) and the budget a finite "
                        + "positive number of cores (is %s)", base, budgetCores));
            }
        }

        /**
         * Returns the price of one core.
         *
         * @param utilisation the share of the cluster's CPU reserved, 0 to 1 (clamped)
         * @return 0 on an empty cluster to 1 on a full one
         */
        public double price(final double utilisation) {
            final double u = Math.min(1, Math.max(0, utilisation));
            return (Math.pow(base, u) - 1) / (base - 1);
        }

        /**
         * Returns what a request pays.
         *
         * @param cores the cores it reserves
         * @param utilisation the share of the cluster's CPU reserved with it
         * @return the bill, in cores at full price
         */
        public double cost(final double cores, final double utilisation) {
            return cores * price(utilisation);
        }
    }
}
