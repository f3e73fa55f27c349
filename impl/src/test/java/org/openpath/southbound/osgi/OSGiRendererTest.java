/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.osgi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.lang.reflect.Proxy;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openpath.southbound.impl.RendererTimings;

class OSGiRendererTest {
    @Test
    void withoutAConfigurationTheRendererRunsWithTheTestedDefaults() {
        // the annotation's defaults are what an empty etc/org.openpath.renderer.cfg gives
        assertEquals(RendererTimings.DEFAULT, OSGiRenderer.timings(configuration(Map.of())));
    }

    @Test
    void eachConfiguredValueReachesItsTiming() {
        final var timings = OSGiRenderer.timings(configuration(Map.ofEntries(Map.entry("passDelayMs", 5L),
            Map.entry("confirmPeriodMs", 100L), Map.entry("slowConfirmationS", 3L), Map.entry("sweepDelayS", 4L),
            Map.entry("sweepRetryS", 6L), Map.entry("sweepMaxPostpones", 7), Map.entry("carryWaitS", 8L),
            Map.entry("sendTimeoutS", 9L), Map.entry("sendAttempts", 2), Map.entry("connectAttempts", 11),
            Map.entry("redirectTimeoutS", 12L), Map.entry("rewriteAfterMs", 1300L), Map.entry("rewriteQuietMs", 14L),
            Map.entry("rewriteAttempts", 15), Map.entry("pendingReportDelayMs", 1600L))));
        assertEquals(new RendererTimings(Duration.ofMillis(5), Duration.ofMillis(100), Duration.ofSeconds(3),
            Duration.ofSeconds(4), Duration.ofSeconds(6), 7, Duration.ofSeconds(8), Duration.ofSeconds(9), 2, 11,
            Duration.ofSeconds(12), Duration.ofMillis(1300), Duration.ofMillis(14), 15, Duration.ofMillis(1600)),
            timings);
    }

    @Test
    void anOutOfRangeValueIsRefusedNamingIt() {
        final var refused = assertThrows(IllegalArgumentException.class,
            () -> OSGiRenderer.timings(configuration(Map.of("sendTimeoutS", 0L))));
        assertEquals("renderer setting send-timeout must be more than 0, not 0 ms", refused.getMessage());
    }

    @Test
    void aConfigurationWithAValueOutOfRangeLeavesTheRendererRunningWithTheDefaults() {
        assertEquals(RendererTimings.DEFAULT, OSGiRenderer.checked(configuration(Map.of("sendTimeoutS", 0L,
            "confirmPeriodMs", 100L))));
        assertEquals(Duration.ofMillis(100), OSGiRenderer.checked(configuration(Map.of("confirmPeriodMs", 100L)))
            .confirmPeriod());
    }

    /**
     * A configuration as Declarative Services makes one: the given values, the annotation's defaults otherwise.
     */
    private static OSGiRenderer.Configuration configuration(final Map<String, Object> values) {
        return (OSGiRenderer.Configuration) Proxy.newProxyInstance(OSGiRendererTest.class.getClassLoader(),
            new Class<?>[] { OSGiRenderer.Configuration.class }, (proxy, method, args) -> {
                if (method.getName().equals("annotationType")) {
                    return OSGiRenderer.Configuration.class;
                }
                final var value = values.get(method.getName());
                return value != null ? value : method.getDefaultValue();
            });
    }
}
