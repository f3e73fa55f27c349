/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpRequest.BodyPublishers;
import java.net.http.HttpResponse.BodyHandlers;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.KeyStore;
import java.security.cert.CertificateFactory;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Who gets in (issue 20, point 3), on the distribution as its first start left it: AAA's admin/admin is refused, the
 * generated admin password works and is kept owner-only; an account with only AAA's {@code user} role, created the
 * way docs/security.md says, reads RESTCONF but every write is refused and leaves nothing; AAA's account API is
 * admin-only; a password changed through it takes effect at once; RESTCONF answers over HTTPS with the certificate
 * the distribution made ({@code OPENPATH_HTTPS_PORT}, which the harness sets); netconf's second RESTCONF endpoint
 * (which applies no role policy) listens on the loopback interface only.
 */
@ExtendWith(KarafExtension.class)
final class SecurityIT {
    private static final String AUTH = "http://127.0.0.1:8181/auth/v1";
    private static final String CATALOG = "/data/openpath-nf-catalog:nf-catalog";
    private static final String CHAINS = "/data/openpath-chains:service-chains";
    private static final String TOPOLOGY = "/data/openpath-topology:openpath-topology";
    private static final String VIEWER = "it-viewer";
    private static final String VIEWER_PASSWORD = "viewer-password-1";
    private static final String CHAIN_BODY = """
        {"openpath-chains:service-chain":[{"name":"it-viewer-chain","nf":[{"name":"fw","type":"firewall"}]}]}""";
    private static final String NODE = "openflow:4711";
    private static final String NODE_BODY = """
        {"openpath-topology:node":[{"node-id":"openflow:4711",
          "capacity":{"cpu-cores":8,"memory":1024,"nic-bandwidth":"10"}}]}""";

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @Test
    void aaasDefaultPasswordIsRefusedAndTheGeneratedOneWorks(final KarafDistribution karaf) throws Exception {
        final var file = karaf.home().resolve(AdminAccount.PASSWORD_FILE);
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)),
            "the generated admin password is readable by its owner only");
        final var password = Files.readString(file).strip();
        assertEquals(20, password.length(), "a generated password of 20 letters and digits");

        try (var defaults = new Restconf("admin", () -> "admin")) {
            assertEquals(401, defaults.get(CATALOG).status(), "AAA's default admin/admin must not get in");
        }
        try (var admin = new Restconf("admin", () -> password)) {
            assertEquals(200, admin.get(CATALOG).status());
        }
        assertTrue(Files.readString(karaf.home().resolve("data/log/karaf.log")).lines()
            .noneMatch(line -> line.contains(password)), "the password must not appear in karaf.log");
    }

    @Test
    void readOnlyOperatorReadsButCannotWrite(final Restconf admin, final KarafDistribution karaf) throws Exception {
        createViewer(karaf);
        final var catalog = admin.get(CATALOG);
        assertEquals(200, catalog.status());
        try (var viewer = new Restconf(VIEWER, () -> VIEWER_PASSWORD)) {
            final var read = viewer.get(CATALOG);
            assertEquals(200, read.status(), () -> "a read-only operator reads: " + read);
            assertEquals(catalog.body(), read.body());

            final var chain = CHAINS + "/service-chain=" + Restconf.key("it-viewer-chain");
            final var refused = List.of(
                new Attempt("PUT " + chain, () -> viewer.put(chain, CHAIN_BODY)),
                new Attempt("POST " + CHAINS, () -> viewer.post(CHAINS, CHAIN_BODY)),
                new Attempt("PUT node", () -> viewer.put(TOPOLOGY + "/node=" + Restconf.key(NODE), NODE_BODY)),
                new Attempt("PATCH " + TOPOLOGY, () -> viewer.patch(TOPOLOGY, """
                    {"openpath-topology:openpath-topology":{"node":[{"node-id":"openflow:4711",
                      "capacity":{"cpu-cores":8,"memory":1024,"nic-bandwidth":"10"}}]}}""")),
                new Attempt("DELETE " + CATALOG, () -> viewer.delete(CATALOG)),
                new Attempt("GET aaa:http-authorization", () -> viewer.get("/data/aaa:http-authorization")));
            for (var attempt : refused) {
                final var answer = attempt.request().send();
                // AAA answers a request its policies refuse with 401 (Shiro's default, docs/security.md)
                assertTrue(answer.status() == 401 || answer.status() == 403,
                    () -> attempt.what() + " by a read-only operator must be refused, got " + answer);
            }
        }
        assertEquals(catalog.body(), admin.get(CATALOG).body(), "the catalog is unchanged");
        assertFalse(admin.get(CHAINS + "/service-chain=" + Restconf.key("it-viewer-chain")).status() == 200);
        assertFalse(admin.get(TOPOLOGY + "/node=" + Restconf.key(NODE)).status() == 200);
        assertFalse(accounts("GET", "/users", null, VIEWER + ":" + VIEWER_PASSWORD).status() == 200,
            "the account API is the administrator's");

        // the administrator still writes
        final var put = admin.put(TOPOLOGY + "/node=" + Restconf.key(NODE), NODE_BODY);
        assertTrue(put.status() == 201 || put.status() == 204, () -> "admin PUT: " + put);
        assertEquals(204, admin.delete(TOPOLOGY + "/node=" + Restconf.key(NODE)).status());
    }

    @Test
    void aPasswordChangedThroughAaaTakesEffectAtOnce(final KarafDistribution karaf) throws Exception {
        createViewer(karaf);
        final var changed = accounts("PUT", "/users/" + VIEWER + "@sdn", """
            {"password":"another-password-2"}""", adminCredentials(karaf));
        assertEquals(200, changed.status(), () -> "PUT /auth/v1/users/" + VIEWER + "@sdn: " + changed);
        try (var old = new Restconf(VIEWER, () -> VIEWER_PASSWORD);
             var renewed = new Restconf(VIEWER, () -> "another-password-2")) {
            assertEquals(401, old.get(CATALOG).status(), "the old password no longer works");
            assertEquals(200, renewed.get(CATALOG).status(), "the new one does");
        }
    }

    @Test
    void restconfAnswersOverHttpsWithTheCertificateTheFirstHttpsStartMade(final KarafDistribution karaf)
            throws Exception {
        final var etc = karaf.home().resolve("etc");
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(
            etc.resolve("openpath-https.password"))), "the key store password is readable by its owner only");
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(
            etc.resolve("org.ops4j.pax.web.cfg"))), "the web server settings hold that password");

        // trust exactly the certificate the distribution made, as a client given etc/openpath-https.crt does
        final var trusted = KeyStore.getInstance("PKCS12");
        trusted.load(null, null);
        try (var pem = Files.newInputStream(etc.resolve("openpath-https.crt"))) {
            trusted.setCertificateEntry("openpath", CertificateFactory.getInstance("X.509").generateCertificate(pem));
        }
        final var trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        trust.init(trusted);
        final var tls = SSLContext.getInstance("TLS");
        tls.init(null, trust.getTrustManagers(), null);
        final var https = HttpClient.newBuilder().sslContext(tls).connectTimeout(Duration.ofSeconds(5)).build();

        final var url = URI.create("https://127.0.0.1:" + KarafDistribution.HTTPS_PORT + "/rests" + CATALOG);
        final var overHttps = https.send(restconfGet(url, adminCredentials(karaf)),
            BodyHandlers.ofString(StandardCharsets.UTF_8));
        assertEquals(200, overHttps.statusCode(), overHttps::body);
        assertEquals("TLSv1.3", overHttps.sslSession().orElseThrow().getProtocol());
        try (var admin = new Restconf(AdminAccount.USER, AdminAccount.password(karaf.home()))) {
            assertEquals(admin.get(CATALOG).body(), overHttps.body(), "the same RESTCONF over HTTPS");
        }
        assertEquals(401, https.send(restconfGet(url, "admin:admin"), BodyHandlers.discarding()).statusCode(),
            "AAA's default password is refused over HTTPS too");
    }

    @Test
    void karafsConsoleRefusesItsDefaultPasswordAndBinClientStillSignsIn(final KarafDistribution karaf)
            throws Exception {
        final var users = karaf.home().resolve("etc/users.properties");
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(users)));
        assertTrue(Files.readString(users).lines().noneMatch(line -> line.matches("karaf *= *karaf *,.*")),
            "the console account no longer has Karaf's default password");

        final var javaHome = Map.of("JAVA_HOME", KarafSettings.fromSystemProperties().javaHome().toString());
        final var client = karaf.home().resolve("bin/client").toString();
        final var withDefault = Commands.run(List.of(client, "-u", "karaf", "-p", "karaf", "-r", "1", "-b"),
            javaHome, Duration.ofMinutes(2), "bundle:id 0\n");
        assertTrue(withDefault.exitCode() != 0 && !withDefault.output().contains("\n0\n"),
            () -> "karaf/karaf must not open the console: " + withDefault);
        // bin/client (./openpath console) reads the account from etc/users.properties and gets in
        assertEquals("0", new KarafShell(KarafSettings.fromSystemProperties()).run("bundle:id 0").strip());
    }

    @Test
    void theUnguardedSecondEndpointListensOnLoopbackOnly() throws Exception {
        final var ss = new ProcessBuilder("ss", "-Hltn", "sport = :8182").redirectErrorStream(true).start();
        final var listing = new String(ss.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(ss.waitFor(10, TimeUnit.SECONDS));
        final var addresses = listing.lines().map(line -> line.trim().split("\\s+"))
            .filter(fields -> fields.length >= 4).map(fields -> fields[3]).toList();
        assertFalse(addresses.isEmpty(), () -> "nothing listens on 8182:\n" + listing);
        for (var address : addresses) {
            // 127.0.0.1:8182, or [::ffff:127.0.0.1]:8182 for an IPv4 address on an IPv6 socket
            final var host = address.substring(0, address.lastIndexOf(':')).replace("[", "").replace("]", "");
            assertTrue(InetAddress.getByName(host).isLoopbackAddress(),
                () -> "8182 must listen on the loopback interface only:\n" + listing);
        }
    }

    @AfterEach
    void removeViewer(final KarafDistribution karaf) throws IOException, InterruptedException {
        // the grant first: AAA keeps a deleted user's grants, and a new user of that name would inherit them
        // (docs/upstream-issues.md)
        accounts("DELETE", "/domains/sdn/users/" + VIEWER + "@sdn/roles/user@sdn", null, adminCredentials(karaf));
        accounts("DELETE", "/users/" + VIEWER + "@sdn", null, adminCredentials(karaf));
    }

    private void createViewer(final KarafDistribution karaf) throws IOException, InterruptedException {
        final var credentials = adminCredentials(karaf);
        final var user = accounts("POST", "/users", """
            {"name":"%s","password":"%s","domainid":"sdn","description":"read-only operator (SecurityIT)"}"""
            .formatted(VIEWER, VIEWER_PASSWORD), credentials);
        assertEquals(201, user.status(), () -> "POST /auth/v1/users: " + user);
        final var grant = accounts("POST", "/domains/sdn/users/" + VIEWER + "@sdn/roles", """
            {"roleid":"user@sdn"}""", credentials);
        assertEquals(201, grant.status(), () -> "POST the user role: " + grant);
    }

    private static HttpRequest restconfGet(final URI url, final String credentials) {
        return HttpRequest.newBuilder(url).timeout(Duration.ofSeconds(30))
            .header("Authorization", Restconf.basic(credentials))
            .header("Accept", Restconf.MEDIA_TYPE)
            .GET().build();
    }

    private static String adminCredentials(final KarafDistribution karaf) {
        return AdminAccount.USER + ":" + AdminAccount.password(karaf.home()).get();
    }

    /**
     * A request to AAA's account API ({@value #AUTH}), JSON in and out.
     */
    private Restconf.Response accounts(final String method, final String path, final String body,
            final String credentials) throws IOException, InterruptedException {
        final var request = HttpRequest.newBuilder(URI.create(AUTH + path))
            .timeout(Duration.ofSeconds(30))
            .header("Authorization", Restconf.basic(credentials))
            .header("Content-Type", "application/json")
            .method(method, body == null ? BodyPublishers.noBody() : BodyPublishers.ofString(body));
        final var response = http.send(request.build(), BodyHandlers.ofString(StandardCharsets.UTF_8));
        return new Restconf.Response(response.statusCode(), response.body());
    }

    private record Attempt(String what, Request request) {
    }

    @FunctionalInterface
    private interface Request {
        Restconf.Response send() throws IOException;
    }
}
