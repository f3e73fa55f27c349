/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflow.config.rev140630.KeystoreType;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflow.config.rev140630.PathType;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflow.config.rev140630.TransportProtocol;
import org.opendaylight.yang.gen.v1.urn.opendaylight.params.xml.ns.yang.openflow._switch.connection.config.rev160506.SwitchConnectionConfig;
import org.opendaylight.yang.gen.v1.urn.opendaylight.params.xml.ns.yang.openflow._switch.connection.config.rev160506.SwitchConnectionConfigBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.params.xml.ns.yang.openflow._switch.connection.config.rev160506.SwitchConnectionConfigKey;
import org.opendaylight.yang.gen.v1.urn.opendaylight.params.xml.ns.yang.openflow._switch.connection.config.rev160506._switch.connection.config.TlsBuilder;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.opendaylight.yangtools.yang.common.Uint16;

/**
 * The controller's OpenFlow transport kept in OpenFlowPlugin's listener configuration on the in-memory broker: the
 * listeners as OpenFlowPlugin's distribution seeds them (TCP, its sample TLS settings) switch to TLS with ours and
 * back, keeping their ports and queue sizes, also when they are configured only after the writer started (a fresh
 * datastore) or rewritten later; a start with the transport they have writes nothing; a removed listener stays
 * removed.
 */
class OpenFlowListenerWriterTest extends RendererDataBrokerTest {
    private static final String DEFAULT = OpenFlowTransport.LISTENERS.get(0);
    private static final String LEGACY = OpenFlowTransport.LISTENERS.get(1);
    private static final OpenFlowTransport.Tls TLS = new OpenFlowTransport.Tls("/opt/c/etc/openflow-tls/controller.p12",
        "/opt/c/etc/openflow-tls/trust.p12", "s3cret");

    private final List<OpenFlowListenerWriter> writers = new ArrayList<>();

    @BeforeEach
    void start() throws Exception {
        setup();
    }

    @AfterEach
    void stop() {
        writers.forEach(OpenFlowListenerWriter::close);
    }

    private void seed() throws Exception {
        write(LogicalDatastoreType.CONFIGURATION, path(DEFAULT), seeded(DEFAULT, 6653));
        write(LogicalDatastoreType.CONFIGURATION, path(LEGACY), seeded(LEGACY, 6633));
    }

    // a controller start with a transport: the writer of the previous start is gone
    private OpenFlowListenerWriter startWith(final OpenFlowTransport transport) {
        writers.forEach(OpenFlowListenerWriter::close);
        final var writer = new OpenFlowListenerWriter(getDataBroker(), transport);
        writers.add(writer);
        return writer;
    }

    private void awaitTransport(final TransportProtocol protocol) {
        await().atMost(TIMEOUT).until(() -> {
            for (var name : OpenFlowTransport.LISTENERS) {
                if (transportOf(name) != protocol) {
                    return false;
                }
            }
            return true;
        });
    }

    private TransportProtocol transportOf(final String name) throws Exception {
        return read(LogicalDatastoreType.CONFIGURATION, path(name)).map(SwitchConnectionConfig::getTransportProtocol)
            .orElse(null);
    }

    // as openflowjava-blueprint-config's initial XML has them
    private static SwitchConnectionConfig seeded(final String name, final int port) {
        return new SwitchConnectionConfigBuilder().setInstanceName(name).setPort(Uint16.valueOf(port))
            .setTransportProtocol(TransportProtocol.TCP).setGroupAddModEnabled(false)
            .setChannelOutboundQueueSize(Uint16.valueOf(1024))
            .setTls(new TlsBuilder().setKeystore("configuration/ssl/ctl.jks").setKeystoreType(KeystoreType.JKS)
                .setKeystorePathType(PathType.PATH).setKeystorePassword("opendaylight")
                .setTruststore("configuration/ssl/truststore.jks").setTruststoreType(KeystoreType.JKS)
                .setTruststorePathType(PathType.PATH).setTruststorePassword("opendaylight")
                .setCertificatePassword("opendaylight").build())
            .build();
    }

    private static DataObjectIdentifier<SwitchConnectionConfig> path(final String name) {
        return DataObjectIdentifier.builder(SwitchConnectionConfig.class, new SwitchConnectionConfigKey(name)).build();
    }

    private SwitchConnectionConfig listener(final String name) throws Exception {
        return read(LogicalDatastoreType.CONFIGURATION, path(name)).orElseThrow();
    }

    @Test
    void bothListenersSwitchToTlsWithTheControllersStoresAndKeepTheirPorts() throws Exception {
        seed();
        final var writer = startWith(TLS);
        awaitTransport(TransportProtocol.TLS);
        await().atMost(TIMEOUT).until(() -> writer.written().size() == 2);
        assertEquals(Set.of(DEFAULT + " (port 6653)", LEGACY + " (port 6633)"), Set.copyOf(writer.written()));
        for (var name : OpenFlowTransport.LISTENERS) {
            final var listener = listener(name);
            assertEquals(TransportProtocol.TLS, listener.getTransportProtocol());
            assertEquals(Uint16.valueOf(1024), listener.getChannelOutboundQueueSize());
            final var tls = listener.getTls();
            assertEquals("/opt/c/etc/openflow-tls/controller.p12", tls.getKeystore());
            assertEquals(KeystoreType.PKCS12, tls.getKeystoreType());
            assertEquals(PathType.PATH, tls.getKeystorePathType());
            assertEquals("/opt/c/etc/openflow-tls/trust.p12", tls.getTruststore());
            assertEquals(KeystoreType.PKCS12, tls.getTruststoreType());
            assertEquals("s3cret", tls.getKeystorePassword());
            assertEquals("s3cret", tls.getTruststorePassword());
            assertEquals("s3cret", tls.getCertificatePassword());
            // no suite of TLS 1.0/1.1 and none without forward secrecy
            assertTrue(tls.getCipherSuites().stream().allMatch(suite -> suite.startsWith("TLS_AES_")
                || suite.startsWith("TLS_CHACHA20_") || suite.startsWith("TLS_ECDHE_") && suite.contains("_GCM_")
                || suite.startsWith("TLS_ECDHE_") && suite.contains("CHACHA20")), tls.getCipherSuites()::toString);
        }
        assertEquals(Uint16.valueOf(6653), listener(DEFAULT).getPort());
        assertEquals(Uint16.valueOf(6633), listener(LEGACY).getPort());
    }

    @Test
    void listenersConfiguredAfterTheStartGetTheTransportToo() throws Exception {
        // a fresh datastore: OpenFlowPlugin's initial configuration arrives after OpenPATH started
        startWith(TLS);
        seed();
        awaitTransport(TransportProtocol.TLS);
        // and someone putting a listener back on TCP sees it on TLS again
        write(LogicalDatastoreType.CONFIGURATION, path(LEGACY), seeded(LEGACY, 6633));
        awaitTransport(TransportProtocol.TLS);
    }

    @Test
    void aStartWithTheTransportTheListenersHaveWritesNothing() throws Exception {
        seed();
        final var tcp = startWith(new OpenFlowTransport.Tcp());
        await().during(Duration.ofMillis(500)).atMost(TIMEOUT).until(() -> tcp.written().isEmpty());
        startWith(TLS);
        awaitTransport(TransportProtocol.TLS);
        final var again = startWith(new OpenFlowTransport.Tls(TLS.keystore(), TLS.truststore(), TLS.password()));
        await().during(Duration.ofMillis(500)).atMost(TIMEOUT).until(() -> again.written().isEmpty());
    }

    @Test
    void backToTcpTheListenersLoseTheirTlsSettings() throws Exception {
        seed();
        startWith(TLS);
        awaitTransport(TransportProtocol.TLS);
        startWith(new OpenFlowTransport.Tcp());
        awaitTransport(TransportProtocol.TCP);
        for (var name : OpenFlowTransport.LISTENERS) {
            assertEquals(TransportProtocol.TCP, listener(name).getTransportProtocol());
            assertNull(listener(name).getTls(), "no password of ours stays in the datastore");
        }
    }

    @Test
    void aListenerTheOperatorRemovedStaysRemoved() throws Exception {
        seed();
        delete(LogicalDatastoreType.CONFIGURATION, path(LEGACY));
        final var writer = startWith(TLS);
        await().atMost(TIMEOUT).until(() -> TransportProtocol.TLS == transportOf(DEFAULT));
        await().during(Duration.ofMillis(500)).atMost(TIMEOUT)
            .until(() -> read(LogicalDatastoreType.CONFIGURATION, path(LEGACY)).isEmpty());
        assertEquals(List.of(DEFAULT + " (port 6653)"), writer.written());
    }

    @Test
    void tlsWithoutItsStoresOrPasswordIsRefusedNamingWhatIsMissing() {
        final var noStore = assertThrows(IllegalArgumentException.class,
            () -> new OpenFlowTransport.Tls("", "/t.p12", "p"));
        assertTrue(noStore.getMessage().contains("keystore ''"), noStore.getMessage());
        final var noPassword = assertThrows(IllegalArgumentException.class,
            () -> new OpenFlowTransport.Tls("/k.p12", "/t.p12", ""));
        assertTrue(noPassword.getMessage().contains("no password"), noPassword.getMessage());
        assertTrue(!TLS.toString().contains("s3cret"), "the password is never logged");
    }
}
