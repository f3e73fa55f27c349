/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLContext;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs reference switches from the command line:
 * {@code --controller 127.0.0.1:6653 --switches 20 --dpid 0x100 --ports 4 --link-ring}. {@code --controller} takes a
 * comma-separated list (or is given again) to connect every switch to each member of a controller cluster;
 * {@code --echo-interval SECONDS} sets the idle time after which a switch probes a controller (three silent
 * intervals end that session). Logs every ten seconds how many switches are connected and how many flows are
 * installed.
 */
public final class ReferenceSwitchMain {
    private static final Logger LOG = LoggerFactory.getLogger(ReferenceSwitchMain.class);

    private ReferenceSwitchMain() {
        // Main class
    }

    /**
     * Starts the switches and runs until killed.
     *
     * @param args the arguments
     * @throws InterruptedException when interrupted
     */
    public static void main(final String[] args) throws InterruptedException {
        final List<String> controllers = new ArrayList<>();
        Duration echo = null;
        int count = 1;
        long dpid = 1;
        int ports = 4;
        boolean ring = false;
        SSLContext tls = null;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--controller" -> controllers.addAll(List.of(args[++i].split(",")));
                case "--echo-interval" -> echo = Duration.ofSeconds(Long.parseLong(args[++i]));
                case "--switches" -> count = Integer.parseInt(args[++i]);
                case "--dpid" -> dpid = Long.decode(args[++i]);
                case "--ports" -> ports = Integer.parseInt(args[++i]);
                case "--link-ring" -> ring = true;
                case "--tls" -> {
                    try {
                        tls = SwitchTls.fromPem(Path.of(args[++i]), Path.of(args[++i]), Path.of(args[++i]));
                    } catch (IOException e) {
                        LOG.error("OpenFlow over TLS: {}", e.getMessage());
                        return;
                    }
                }
                default -> {
                    LOG.error("Usage: --controller host:port[,host:port...] --switches N --dpid FIRST --ports N "
                        + "[--link-ring] [--echo-interval SECONDS] [--tls KEY.pem CERT.pem CACERT.pem]");
                    return;
                }
            }
        }
        if (controllers.isEmpty()) {
            controllers.add("127.0.0.1:6653");
        }
        final List<ReferenceSwitch> switches = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            final var defaults = SwitchConfig.of(dpid + i, ports);
            switches.add(ReferenceSwitch.create(echo == null ? defaults : defaults.withEchoInterval(echo)));
        }
        if (ring && count > 1 && ports >= 2) {
            for (int i = 0; i < count; i++) {
                switches.get(i).port(2).linkTo(switches.get((i + 1) % count).port(1));
            }
        }
        final var context = tls;
        for (var controller : controllers) {
            final int colon = controller.lastIndexOf(':');
            final String host = controller.substring(0, colon);
            final int port = Integer.parseInt(controller.substring(colon + 1));
            switches.forEach(sw -> {
                if (context == null) {
                    sw.connect(host, port);
                } else {
                    sw.connect(host, port, context);
                }
            });
        }
        final var towards = String.join(", ", controllers) + (tls == null ? " over TCP" : " over TLS");
        LOG.info("Started {} switches (dpid 0x{}..) towards {}", count, Long.toHexString(dpid), towards);
        final var forever = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> switches.forEach(ReferenceSwitch::close)));
        while (!forever.await(10, TimeUnit.SECONDS)) {
            final long connected = switches.stream().filter(ReferenceSwitch::isConnected).count();
            final long flows = switches.stream().mapToLong(sw -> sw.counters().get("flows")).sum();
            LOG.info("{}/{} switches connected, {} flows installed", connected, count, flows);
        }
    }
}
