/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.DataInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLServerSocket;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.TrustManagerFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The switch's side of OpenFlow over TLS against a TLS server playing the controller as OpenFlowPlugin configures
 * it (a client certificate required, trusted by one CA): the switch shows its certificate and sends its HELLO over
 * TLS; a switch whose certificate another CA signed gets no session, and a switch does not talk to a controller whose
 * certificate its CA did not sign. Keys and certificates are made with the JDK's keytool, as the controller's
 * {@code bin/openpath-openflow-tls} makes them.
 */
class SwitchTlsTest {
    private static final String PASSWORD = "changeit";

    @TempDir
    static Path dir;

    @BeforeAll
    static void makeCertificates() throws Exception {
        for (var ca : List.of("ca", "rogue-ca")) {
            keytool("-genkeypair", "-alias", ca, "-keyalg", "EC", "-groupname", "secp256r1", "-dname", "CN=" + ca,
                "-ext", "bc:c", "-keystore", store(ca));
            keytool("-exportcert", "-rfc", "-alias", ca, "-keystore", store(ca), "-file", pem(ca));
        }
        issue("controller", "ca");
        issue("sw1", "ca");
        issue("intruder", "rogue-ca");
        issue("fake-controller", "rogue-ca");
    }

    private static void issue(final String name, final String ca) throws Exception {
        keytool("-genkeypair", "-alias", name, "-keyalg", "EC", "-groupname", "secp256r1", "-dname", "CN=" + name,
            "-keystore", store(name));
        keytool("-certreq", "-alias", name, "-keystore", store(name), "-file", dir.resolve(name + ".csr").toString());
        keytool("-gencert", "-alias", ca, "-keystore", store(ca), "-infile", dir.resolve(name + ".csr").toString(),
            "-outfile", pem(name), "-rfc");
        keytool("-importcert", "-noprompt", "-alias", ca, "-file", pem(ca), "-keystore", store(name));
        keytool("-importcert", "-noprompt", "-alias", name, "-file", pem(name), "-keystore", store(name));
        // the private key as Open vSwitch takes it: unencrypted PKCS#8 in PEM
        final var keys = KeyStore.getInstance("PKCS12");
        try (var in = Files.newInputStream(Path.of(store(name)))) {
            keys.load(in, PASSWORD.toCharArray());
        }
        final var key = (PrivateKey) keys.getKey(name, PASSWORD.toCharArray());
        Files.writeString(dir.resolve(name + "-privkey.pem"), "-----BEGIN PRIVATE KEY-----\n"
            + Base64.getMimeEncoder(64, "\n".getBytes(StandardCharsets.US_ASCII)).encodeToString(key.getEncoded())
            + "\n-----END PRIVATE KEY-----\n");
    }

    private static String store(final String name) {
        return dir.resolve(name + ".p12").toString();
    }

    private static String pem(final String name) {
        return dir.resolve(name + ".pem").toString();
    }

    private static void keytool(final String... args) throws Exception {
        final var command = new ArrayList<>(List.of(
            Path.of(System.getProperty("java.home"), "bin", "keytool").toString()));
        command.addAll(List.of(args));
        command.addAll(List.of("-storetype", "PKCS12", "-storepass", PASSWORD));
        if (args[0].equals("-genkeypair")) {
            command.addAll(List.of("-keypass", PASSWORD));
        }
        final var process = new ProcessBuilder(command).redirectErrorStream(true).start();
        final var output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(60, TimeUnit.SECONDS) && process.exitValue() == 0, () -> command + ": " + output);
    }

    private static SSLContext switchTls(final String name) throws IOException {
        return SwitchTls.fromPem(dir.resolve(name + "-privkey.pem"), Path.of(pem(name)), Path.of(pem("ca")));
    }

    /**
     * A TLS server as OpenFlowPlugin runs it: its key, a client certificate required, trusted if the CA signed it.
     * Completes with the client's certificate subject once the client's first 8 bytes (an OpenFlow header) came.
     */
    private static final class Controller implements AutoCloseable {
        final SSLServerSocket server;
        final CompletableFuture<String> hello = new CompletableFuture<>();

        Controller(final String key) throws Exception {
            final var keys = KeyStore.getInstance("PKCS12");
            try (var in = Files.newInputStream(Path.of(store(key)))) {
                keys.load(in, PASSWORD.toCharArray());
            }
            final var keyManagers = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
            keyManagers.init(keys, PASSWORD.toCharArray());
            final var trusted = KeyStore.getInstance("PKCS12");
            trusted.load(null, null);
            trusted.setCertificateEntry("ca", keys.getCertificate("ca"));
            final var trustManagers = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            trustManagers.init(trusted);
            final var context = SSLContext.getInstance("TLS");
            context.init(keyManagers.getKeyManagers(), trustManagers.getTrustManagers(), null);
            server = (SSLServerSocket) context.getServerSocketFactory().createServerSocket(0);
            server.setNeedClientAuth(true);
            Thread.ofVirtual().start(this::serve);
        }

        private void serve() {
            while (!server.isClosed()) {
                try (var client = (SSLSocket) server.accept()) {
                    client.setSoTimeout(5000);
                    final byte[] header = new byte[8];
                    new DataInputStream(client.getInputStream()).readFully(header);
                    final var peer = (X509Certificate) client.getSession().getPeerCertificates()[0];
                    hello.complete(peer.getSubjectX500Principal().getName() + " sent type " + header[1]);
                } catch (IOException e) {
                    // a refused handshake: the next connection may be better
                }
            }
        }

        int port() {
            return server.getLocalPort();
        }

        @Override
        public void close() throws IOException {
            server.close();
        }
    }

    private static String helloWithin(final Controller controller, final int seconds) throws Exception {
        try {
            return controller.hello.get(seconds, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            return null;
        }
    }

    @Test
    void aSwitchWithACertificateOfTheCaSendsItsHelloOverTls() throws Exception {
        try (var controller = new Controller("controller");
             var sw = ReferenceSwitch.create(SwitchConfig.of(0x71, 2))) {
            sw.connect("127.0.0.1", controller.port(), switchTls("sw1"));
            assertEquals("CN=sw1 sent type 0", helloWithin(controller, 20), "OFPT_HELLO is type 0");
        }
    }

    @Test
    void aSwitchWhoseCertificateAnotherCaSignedGetsNoSession() throws Exception {
        try (var controller = new Controller("controller");
             var sw = ReferenceSwitch.create(SwitchConfig.of(0x72, 2))) {
            sw.connect("127.0.0.1", controller.port(), SwitchTls.fromPem(dir.resolve("intruder-privkey.pem"),
                Path.of(pem("intruder")), Path.of(pem("ca"))));
            assertNull(helloWithin(controller, 3));
            assertTrue(!sw.isConnected());
        }
    }

    @Test
    void aSwitchDoesNotTalkToAControllerItsCaDidNotCertify() throws Exception {
        try (var controller = new Controller("fake-controller");
             var sw = ReferenceSwitch.create(SwitchConfig.of(0x73, 2))) {
            sw.connect("127.0.0.1", controller.port(), switchTls("sw1"));
            assertNull(helloWithin(controller, 3));
        }
    }

    @Test
    void keysAndCertificatesItCannotUseAreRefusedNamingTheFileAndTheFix() throws Exception {
        final var sec1 = dir.resolve("sec1.pem");
        Files.writeString(sec1, "-----BEGIN EC PRIVATE KEY-----\nAAAA\n-----END EC PRIVATE KEY-----\n");
        final var wrongForm = assertThrows(IOException.class,
            () -> SwitchTls.fromPem(sec1, Path.of(pem("sw1")), Path.of(pem("ca"))));
        assertTrue(wrongForm.getMessage().contains("openssl pkcs8 -topk8 -nocrypt"), wrongForm.getMessage());
        final var noCertificate = assertThrows(IOException.class,
            () -> SwitchTls.fromPem(dir.resolve("sw1-privkey.pem"), dir.resolve("sw1-privkey.pem"),
                Path.of(pem("ca"))));
        assertTrue(noCertificate.getMessage().contains("sw1-privkey.pem holds no"), noCertificate.getMessage());
        final var missing = assertThrows(IOException.class,
            () -> SwitchTls.fromPem(Path.of("no-such-key.pem"), Path.of(pem("sw1")), Path.of(pem("ca"))));
        assertEquals("Cannot read " + Path.of("no-such-key.pem").toAbsolutePath() + " (no such file)",
            missing.getMessage());
    }
}
