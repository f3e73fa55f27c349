/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static java.util.Objects.requireNonNull;

import java.util.List;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflow.config.rev140630.KeystoreType;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflow.config.rev140630.PathType;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflow.config.rev140630.TransportProtocol;
import org.opendaylight.yang.gen.v1.urn.opendaylight.params.xml.ns.yang.openflow._switch.connection.config.rev160506.SwitchConnectionConfig;
import org.opendaylight.yang.gen.v1.urn.opendaylight.params.xml.ns.yang.openflow._switch.connection.config.rev160506.SwitchConnectionConfigBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.params.xml.ns.yang.openflow._switch.connection.config.rev160506._switch.connection.config.TlsBuilder;

/**
 * The transport OpenFlow switches reach the controller over, as the controller was started with it (the distribution's
 * {@code bin/setenv}: TCP, or with {@code OPENPATH_OPENFLOW_TLS} TLS only): what each of OpenFlowPlugin's switch
 * listeners ({@code switch-connection-config}, 6653 and the legacy 6633) should say. Pure: only the transport and
 * the TLS settings of a listener change; its port, address, queue sizes and threads stay as the operator has them.
 */
public sealed interface OpenFlowTransport {
    /** The listeners the transport applies to: OpenFlowPlugin's two, on 6653 and 6633. */
    List<String> LISTENERS = List.of("openflow-switch-connection-provider-default-impl",
        "openflow-switch-connection-provider-legacy-impl");

    /**
     * The cipher suites a TLS listener accepts: TLS 1.3's, and TLS 1.2's with forward secrecy and authenticated
     * encryption. None is a suite of TLS 1.0 or 1.1, which the platform's Java security settings would otherwise
     * allow, so a switch that offers only those is refused.
     */
    List<String> TLS_CIPHER_SUITES = List.of("TLS_AES_256_GCM_SHA384", "TLS_AES_128_GCM_SHA256",
        "TLS_CHACHA20_POLY1305_SHA256", "TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384",
        "TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256", "TLS_ECDHE_ECDSA_WITH_CHACHA20_POLY1305_SHA256",
        "TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384", "TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256",
        "TLS_ECDHE_RSA_WITH_CHACHA20_POLY1305_SHA256");

    /**
     * What a listener should be configured as, given how it is configured now.
     *
     * @param current the listener's configuration now
     * @return its configuration with this transport (equal to {@code current} if it has it already)
     */
    SwitchConnectionConfig applyTo(SwitchConnectionConfig current);

    /**
     * Says, for the log, what switches need to connect.
     *
     * @return e.g. {@code TCP}
     */
    String describe();

    /**
     * OpenFlow over plain TCP: a listener that speaks TLS loses its TLS settings (and the passwords in them).
     */
    record Tcp() implements OpenFlowTransport {
        @Override
        public SwitchConnectionConfig applyTo(final SwitchConnectionConfig current) {
            if (current.getTransportProtocol() == TransportProtocol.TCP) {
                return current;
            }
            return new SwitchConnectionConfigBuilder(current).setTransportProtocol(TransportProtocol.TCP).setTls(null)
                .build();
        }

        @Override
        public String describe() {
            return "TCP";
        }
    }

    /**
     * OpenFlow over TLS only: the listener shows the controller's key and asks every switch for a certificate the
     * trust store's CA signed (OpenFlowPlugin requires a client certificate).
     *
     * @param keystore the PKCS#12 store of the controller's key and certificate chain (an absolute path)
     * @param truststore the PKCS#12 store of the CA switch certificates are signed by (an absolute path)
     * @param password the password of both stores and of the key
     */
    record Tls(String keystore, String truststore, String password) implements OpenFlowTransport {
        /**
         * Checks the settings.
         *
         * @throws IllegalArgumentException naming a missing setting
         */
        public Tls {
            requireNonNull(keystore);
            requireNonNull(truststore);
            requireNonNull(password);
            if (keystore.isBlank() || truststore.isBlank() || password.isEmpty()) {
                throw new IllegalArgumentException("OpenFlow over TLS needs a keystore, a truststore and their "
                    + "password; given keystore '" + keystore + "', truststore '" + truststore + "', "
                    + (password.isEmpty() ? "no password" : "a password"));
            }
        }

        @Override
        public SwitchConnectionConfig applyTo(final SwitchConnectionConfig current) {
            final var tls = new TlsBuilder()
                .setKeystore(keystore).setKeystoreType(KeystoreType.PKCS12).setKeystorePathType(PathType.PATH)
                .setKeystorePassword(password).setCertificatePassword(password)
                .setTruststore(truststore).setTruststoreType(KeystoreType.PKCS12)
                .setTruststorePathType(PathType.PATH).setTruststorePassword(password)
                .setCipherSuites(TLS_CIPHER_SUITES)
                .build();
            if (current.getTransportProtocol() == TransportProtocol.TLS && tls.equals(current.getTls())) {
                return current;
            }
            return new SwitchConnectionConfigBuilder(current).setTransportProtocol(TransportProtocol.TLS).setTls(tls)
                .build();
        }

        @Override
        public String describe() {
            return "TLS (controller key " + keystore + "; switches need a certificate of the CA in " + truststore
                + ")";
        }

        @Override
        public String toString() {
            // never the password
            return "Tls[keystore=" + keystore + ", truststore=" + truststore + "]";
        }
    }
}
