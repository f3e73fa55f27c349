/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static java.util.Objects.requireNonNull;

import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.placement.SubSfc;

/**
 * Decides, from an NF's load reports (NF_UPDATE through {@code report-nf-load}), how many instances it should run.
 * Pure: it keeps, per chain and NF, the last packet counter and when it came, what one instance sustained when the
 * NF was last reported overloaded, how many quiet reports came in a row and when the count last changed.
 *
 * <ul>
 *   <li>Overloaded: one more instance, unless the count changed less than the cool-down ago (the switch needs a report
 *       interval or two on the new count before its word means anything) or it is at the most. The rate it was
 *       overloaded at, divided by its instances, is what one instance sustains.</li>
 *   <li>Up, above the count it was placed with: a report is quiet when the rate is below the idle share of what one
 *       instance fewer sustains; after enough quiet reports in a row, and the cool-down, one fewer instance.</li>
 *   <li>Down or unbound: nothing; the quiet reports start again.</li>
 * </ul>
 * Not thread-safe: the orchestrator's thread only.
 */
final class InstanceScaler {
    /**
     * How eagerly instances come and go.
     *
     * @param coolDown the least time between two changes of one NF's count
     * @param quietReports how many quiet reports in a row take one instance away
     * @param idleShare a report is quiet below this share of what one instance fewer sustains
     * @param most the most instances
     */
    record Settings(Duration coolDown, int quietReports, double idleShare, int most) {
        /** The default cool-down: 5 s. */
        static final long DEFAULT_COOL_DOWN_MS = 5_000;
        /** The default number of quiet reports in a row: 3. */
        static final int DEFAULT_QUIET_REPORTS = 3;
        /**
         * The default most instances of one NF: 16. An NF that says it is overloaded whatever it runs on (a defect,
         * or load no instance count helps with) stops there instead of taking its node's capacity.
         */
        static final int DEFAULT_MOST = 16;
        /** 5 s cool-down, 3 quiet reports below half, at most 16 instances. */
        static final Settings DEFAULT = of(Duration.ofMillis(DEFAULT_COOL_DOWN_MS), DEFAULT_QUIET_REPORTS,
            DEFAULT_MOST);

        /**
         * Returns settings with an operator's cool-down, quiet reports (below half) and most instances.
         *
         * @param coolDown the cool-down
         * @param quietReports the quiet reports
         * @param most the most instances of one NF, 1 to {@value SubSfc#MAX_INSTANCES}
         * @return the settings
         * @throws IllegalArgumentException if the cool-down is negative, fewer than 1 quiet report, or the most
         *     instances out of range
         */
        static Settings of(final Duration coolDown, final int quietReports, final int most) {
            return new Settings(coolDown, quietReports, 0.5, most);
        }

        Settings {
            requireNonNull(coolDown);
            if (coolDown.isNegative() || quietReports < 1 || !(idleShare > 0 && idleShare < 1) || most < 1
                    || most > SubSfc.MAX_INSTANCES) {
                throw new IllegalArgumentException("Scaling settings out of range: " + coolDown + ", "
                    + quietReports + ", " + idleShare + ", " + most);
            }
        }
    }

    /** A reported status. */
    enum Status { UP, DOWN, OVERLOADED, UNBOUND }

    /**
     * What to do with an NF's count.
     *
     * @param instances the count it should run, the current one when nothing changes
     * @param change whether that is a change
     * @param why what the decision rests on
     */
    record Decision(int instances, boolean change, String why) {
    }

    private static final class Seen {
        long packets;
        Instant at;
        double perInstance = Double.NaN;
        int quiet;
        @Nullable Instant changed;

        Seen(final long packets, final Instant at) {
            this.packets = packets;
            this.at = at;
        }
    }

    private Settings settings;
    // per chain, per NF: a chain is forgotten in one step, whatever the number of chains
    private final Map<String, Map<String, Seen>> seen = new HashMap<>();

    InstanceScaler(final Settings settings) {
        this.settings = requireNonNull(settings);
    }

    /**
     * Applies other settings from the next report on; what was seen so far stays.
     *
     * @param newSettings the settings
     */
    void settings(final Settings newSettings) {
        settings = requireNonNull(newSettings);
    }

    /**
     * Takes a report and decides.
     *
     * @param chain the chain
     * @param nf the NF
     * @param status its status
     * @param packetsIn its packet counter (all instances, since it was bound)
     * @param at when the report came
     * @param current how many instances it runs
     * @param placed how many its placement gave it (it never goes below)
     * @return the decision
     */
    Decision report(final String chain, final String nf, final Status status, final long packetsIn,
            final Instant at, final int current, final int placed) {
        final var ofChain = seen.computeIfAbsent(chain, unused -> new HashMap<>());
        final var last = ofChain.get(nf);
        if (last == null) {
            final var first = new Seen(packetsIn, at);
            ofChain.put(nf, first);
            return status == Status.OVERLOADED ? overloaded(first, Double.NaN, at, current)
                : keep(current, "first report");
        }
        final long elapsed = Duration.between(last.at, at).toNanos();
        // a counter that went back: the NF was bound afresh; no rate from this pair
        final double rate = elapsed > 0 && packetsIn >= last.packets
            ? (packetsIn - last.packets) * 1e9 / elapsed : Double.NaN;
        last.packets = packetsIn;
        last.at = at;
        return switch (status) {
            case OVERLOADED -> overloaded(last, rate, at, current);
            case UP -> up(last, rate, at, current, placed);
            case DOWN, UNBOUND -> {
                last.quiet = 0;
                yield keep(current, "reported " + status.name().toLowerCase(Locale.ROOT));
            }
        };
    }

    /**
     * Notes a count the NF now runs (after a change was applied, or refused: the cool-down applies either way).
     *
     * @param chain the chain
     * @param nf the NF
     * @param at when
     */
    void changed(final String chain, final String nf, final Instant at) {
        final var ofChain = seen.get(chain);
        final var last = ofChain == null ? null : ofChain.get(nf);
        if (last != null) {
            last.changed = at;
            last.quiet = 0;
        }
    }

    /**
     * Forgets a chain (removed, or placed anew: its NFs run the counts of the new placement).
     *
     * @param chain the chain
     */
    void forget(final String chain) {
        seen.remove(chain);
    }

    private Decision overloaded(final Seen last, final double rate, final Instant at, final int current) {
        last.quiet = 0;
        if (!Double.isNaN(rate)) {
            last.perInstance = rate / current;
        }
        if (coolingDown(last, at)) {
            return keep(current, "overloaded, but its count changed less than " + settings.coolDown() + " ago");
        }
        if (current >= settings.most()) {
            return keep(current, "overloaded at the most instances (" + settings.most() + ")");
        }
        return new Decision(current + 1, true, Double.isNaN(rate) ? "overloaded on " + current + " instance(s)"
            : String.format(Locale.ROOT, "overloaded at %.0f packets/s on %d instance(s)", rate, current));
    }

    private Decision up(final Seen last, final double rate, final Instant at, final int current, final int placed) {
        if (current <= placed || Double.isNaN(last.perInstance) || Double.isNaN(rate)) {
            last.quiet = 0;
            return keep(current, "up");
        }
        final double fewer = settings.idleShare() * (current - 1) * last.perInstance;
        if (rate >= fewer) {
            last.quiet = 0;
            return keep(current, "up");
        }
        last.quiet++;
        if (last.quiet < settings.quietReports() || coolingDown(last, at)) {
            return keep(current, String.format(Locale.ROOT, "quiet (%.0f packets/s) %d time(s) in a row", rate,
                last.quiet));
        }
        return new Decision(current - 1, true, String.format(Locale.ROOT,
            "idle: %.0f packets/s for %d reports, below %.0f%% of what %d instance(s) sustain", rate, last.quiet,
            settings.idleShare() * 100, current - 1));
    }

    private boolean coolingDown(final Seen last, final Instant at) {
        final var changed = last.changed;
        return changed != null && Duration.between(changed, at).compareTo(settings.coolDown()) < 0;
    }

    private static Decision keep(final int current, final String why) {
        return new Decision(current, false, why);
    }
}
