/*
 * Copyright (c) 2026 OpenPATH contributors. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.it;

import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.List;
import org.awaitility.core.ConditionTimeoutException;

/**
 * The TCP ports the Karaf under test listens on, and a check, made before it starts, that nothing else holds them: a
 * leftover controller would otherwise answer our requests, or make ours fail in ways that are hard to read.
 */
final class KarafPorts {
    /**
     * A port the distribution binds and what it is for.
     *
     * @param number the TCP port
     * @param purpose what listens there
     */
    record Port(int number, String purpose) {
        // Nothing else
    }

    static final List<Port> REQUIRED = List.of(
        new Port(8181, "RESTCONF (Jetty)"),
        new Port(8443, "RESTCONF over HTTPS (Jetty)"),
        new Port(8182, "RESTCONF (netconf Netty endpoint)"),
        new Port(6653, "OpenFlow"),
        new Port(6633, "OpenFlow, legacy port"),
        new Port(8101, "Karaf SSH console"),
        new Port(2550, "cluster remoting"),
        new Port(1099, "JMX RMI registry"),
        new Port(44444, "JMX RMI server"));

    private static final List<String> ADDRESSES = List.of("127.0.0.1", "0.0.0.0");

    private KarafPorts() {
        // Utility class
    }

    /**
     * Checks every required port can be bound on the loopback and the wildcard address.
     *
     * @throws IllegalStateException naming the first port that is taken and what Karaf needs it for
     */
    static void requireFree() {
        for (var port : REQUIRED) {
            requirePortFree(port);
        }
    }

    /**
     * Waits until every required port can be bound. After a controller stopped, a port in Linux's ephemeral range
     * (44444) may for a moment be the local end of some client's outgoing connection (e.g. a switch retrying the
     * controller): that goes away by itself, a leftover controller does not.
     *
     * @param timeout how long to wait
     * @throws IllegalStateException naming the port still taken after the timeout
     */
    static void awaitFree(final Duration timeout) {
        try {
            await("the controller's ports free").atMost(timeout).pollInterval(Duration.ofMillis(200))
                .ignoreExceptionsInstanceOf(IllegalStateException.class).until(() -> {
                    requireFree();
                    return true;
                });
        } catch (ConditionTimeoutException e) {
            // still taken: fail with the port and what holds it
            requireFree();
            throw e;
        }
    }

    private static void requirePortFree(final Port port) {
        for (var address : ADDRESSES) {
            try (var socket = new ServerSocket()) {
                socket.setReuseAddress(true);
                socket.bind(new InetSocketAddress(address, port.number()));
            } catch (IOException e) {
                throw new IllegalStateException("Port " + port.number() + " (" + port.purpose() + ") on "
                    + address + " is already in use, so the Karaf under test cannot start. Another controller "
                    + "may still be running: find it with  ss -tanp 'sport = :" + port.number()
                    + "'  and stop it.", e);
            }
        }
    }
}
