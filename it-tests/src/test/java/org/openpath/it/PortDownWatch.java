/*
 * Copyright (c) 2026 OpenPATH contributors. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.it;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.OptionalLong;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Pattern;

/**
 * When Open vSwitch itself saw a port go down: a {@code ovs-ofctl monitor} on the bridge, whose PORT_STATUS messages
 * carry the wall-clock time they arrived. The first one that reports the watched port without its {@code LIVE} state
 * (Open vSwitch first clears {@code LIVE}, then reports {@code LINK_DOWN}, in the same millisecond) is the moment the
 * bridge's fast-failover groups stop using the port; a failover's outage splits into the time until then (the carrier
 * loss reaching {@code ovs-vswitchd}) and the time after (the switch-over in the datapath).
 */
final class PortDownWatch implements AutoCloseable {
    // ovs-ofctl --timestamp: "2026-11-28 09:12:35.135: OFPT_PORT_STATUS (OF1.3) (xid=0x0): MOD: 3(name): ..."
    private static final Pattern STATUS = Pattern.compile(
        "^(\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}\\.\\d{3}): OFPT_PORT_STATUS.*?: MOD: (\\d+)\\(");
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSS");

    private final Process monitor;
    private final Thread reader;
    private final AtomicLong downAtEpochMillis = new AtomicLong(-1);

    private PortDownWatch(final Process monitor, final int ofport) {
        this.monitor = monitor;
        reader = Thread.ofVirtual().start(() -> read(ofport));
    }

    /**
     * Starts watching a bridge's port.
     *
     * @param ovs the Open vSwitch sandbox
     * @param bridge the bridge
     * @param ofport the port
     * @return the watch (the monitor connects within milliseconds: start it a while before the port goes down)
     * @throws IOException if the monitor cannot be started
     */
    static PortDownWatch start(final OvsSandbox ovs, final String bridge, final int ofport) throws IOException {
        return new PortDownWatch(ovs.monitor(bridge), ofport);
    }

    private void read(final int ofport) {
        try (var lines = new BufferedReader(new InputStreamReader(monitor.getInputStream(), StandardCharsets.UTF_8))) {
            long statusAt = -1;
            for (var line = lines.readLine(); line != null; line = lines.readLine()) {
                final var status = STATUS.matcher(line);
                if (status.find()) {
                    statusAt = Integer.parseInt(status.group(2)) == ofport
                        ? LocalDateTime.parse(status.group(1), TIME).toInstant(ZoneOffset.UTC).toEpochMilli() : -1;
                } else if (statusAt >= 0 && line.strip().startsWith("state:") && !line.contains("LIVE")) {
                    downAtEpochMillis.compareAndSet(-1, statusAt);
                    statusAt = -1;
                }
            }
        } catch (IOException e) {
            // the monitor was destroyed
        }
    }

    /**
     * Returns when the bridge reported the port down.
     *
     * @return the wall-clock time in milliseconds, empty if it did not (yet)
     */
    OptionalLong downAtEpochMillis() {
        final long at = downAtEpochMillis.get();
        return at < 0 ? OptionalLong.empty() : OptionalLong.of(at);
    }

    @Override
    public void close() throws InterruptedException {
        monitor.destroy();
        if (!monitor.waitFor(5, TimeUnit.SECONDS)) {
            monitor.destroyForcibly();
        }
        reader.join(5_000);
    }
}
