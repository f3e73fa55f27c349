/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
import java.security.spec.InvalidKeySpecException;
import java.security.spec.PKCS8EncodedKeySpec;
import java.util.Base64;
import java.util.List;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

/**
 * The TLS side of a switch's controller connection, from the files Open vSwitch takes too ({@code ovs-vsctl set-ssl
 * KEY CERT CACERT}): the switch's private key (PEM, PKCS#8 unencrypted, EC or RSA), its certificate (PEM, as the
 * controller's CA signed it, optionally followed by the chain) and the CA certificate it trusts the controller's
 * certificate by (PEM). Like Open vSwitch, the switch checks that the controller's certificate chains to that CA,
 * not the name in it.
 */
public final class SwitchTls {
    private static final char[] IN_MEMORY = "switch".toCharArray();

    private SwitchTls() {
        // utility class
    }

    /**
     * Makes the TLS context of a switch from PEM files.
     *
     * @param privateKey the switch's private key
     * @param certificate the switch's certificate (and chain)
     * @param caCertificate the CA certificate the controller's certificate must chain to
     * @return the context; its key manager shows the switch's certificate, its trust manager trusts only the CA
     * @throws IOException if a file cannot be read or holds no usable key or certificate (the message names it)
     */
    public static SSLContext fromPem(final Path privateKey, final Path certificate, final Path caCertificate)
            throws IOException {
        for (var file : List.of(privateKey, certificate, caCertificate)) {
            if (!Files.isReadable(file)) {
                throw new IOException("Cannot read " + file.toAbsolutePath()
                    + (Files.exists(file) ? " (no permission)" : " (no such file)"));
            }
        }
        final var key = readKey(privateKey);
        final var chain = readCertificates(certificate);
        final var ca = readCertificates(caCertificate);
        try {
            final var keys = KeyStore.getInstance("PKCS12");
            keys.load(null, null);
            keys.setKeyEntry("switch", key, IN_MEMORY, chain.toArray(Certificate[]::new));
            final var keyManagers = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
            keyManagers.init(keys, IN_MEMORY);
            final var trusted = KeyStore.getInstance("PKCS12");
            trusted.load(null, null);
            for (int i = 0; i < ca.size(); i++) {
                trusted.setCertificateEntry("ca" + i, ca.get(i));
            }
            final var trustManagers = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            trustManagers.init(trusted);
            final var context = SSLContext.getInstance("TLS");
            context.init(keyManagers.getKeyManagers(), trustManagers.getTrustManagers(), null);
            return context;
        } catch (GeneralSecurityException e) {
            throw new IOException("Cannot make a TLS context of key " + privateKey + " and certificate " + certificate
                + ": " + e.getMessage(), e);
        }
    }

    private static PrivateKey readKey(final Path file) throws IOException {
        final var pem = Files.readString(file, StandardCharsets.US_ASCII);
        if (pem.contains("-----BEGIN EC PRIVATE KEY-----") || pem.contains("-----BEGIN RSA PRIVATE KEY-----")
            || pem.contains("-----BEGIN ENCRYPTED PRIVATE KEY-----")) {
            throw new IOException(file + " holds a key in a form this switch does not read; convert it to an "
                + "unencrypted PKCS#8 key: openssl pkcs8 -topk8 -nocrypt -in " + file + " -out key.pem");
        }
        final var der = block(pem, "PRIVATE KEY", file);
        final var spec = new PKCS8EncodedKeySpec(der);
        for (var algorithm : List.of("EC", "RSA")) {
            try {
                return KeyFactory.getInstance(algorithm).generatePrivate(spec);
            } catch (InvalidKeySpecException e) {
                // try the next algorithm
            } catch (GeneralSecurityException e) {
                throw new IOException("Cannot read the key in " + file + ": " + e.getMessage(), e);
            }
        }
        throw new IOException(file + " holds neither an EC nor an RSA private key");
    }

    private static List<Certificate> readCertificates(final Path file) throws IOException {
        final var bytes = Files.readAllBytes(file);
        try {
            final List<Certificate> certificates = List.copyOf(CertificateFactory.getInstance("X.509")
                .generateCertificates(new ByteArrayInputStream(bytes)));
            if (certificates.isEmpty()) {
                throw new IOException(file + " holds no certificate (PEM, -----BEGIN CERTIFICATE-----)");
            }
            return certificates;
        } catch (GeneralSecurityException e) {
            throw new IOException(file + " holds no readable certificate (PEM, -----BEGIN CERTIFICATE-----): "
                + e.getMessage(), e);
        }
    }

    private static byte[] block(final String pem, final String type, final Path file) throws IOException {
        final var begin = "-----BEGIN " + type + "-----";
        final var end = "-----END " + type + "-----";
        final int from = pem.indexOf(begin);
        final int to = pem.indexOf(end, from + 1);
        if (from < 0 || to < 0) {
            throw new IOException(file + " holds no " + begin + " block");
        }
        try {
            return Base64.getMimeDecoder().decode(pem.substring(from + begin.length(), to));
        } catch (IllegalArgumentException e) {
            throw new IOException(file + ": the " + type + " block is not base64", e);
        }
    }
}
