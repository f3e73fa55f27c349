/*
 * Copyright (c) 2026 OpenPATH contributors. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.it;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer.OrderAnnotation;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestInstance.Lifecycle;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openpath.refswitch.ReferenceSwitch;
import org.openpath.refswitch.SwitchConfig;
import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The web console in a real browser (Debian's chromium, headless) on the real distribution with reference OpenPATH
 * switches: an ingress switch and a transit switch in front of three NF hosts. Signs in, creates a chain through the
 * form and sees it rendered, checks its service graph against the chain the README documents, has an invalid template
 * refused with the controller's message, disables a node and loses one, and deletes the chain — every step through the
 * pages, checked against RESTCONF where the data lives. Screenshots go to {@code target/console-screenshots}.
 */
@ExtendWith(KarafExtension.class)
@TestInstance(Lifecycle.PER_CLASS)
@TestMethodOrder(OrderAnnotation.class)
final class ConsoleIT {
    private static final String CONSOLE = "http://127.0.0.1:8181/openpath/";
    private static final String TOPOLOGY = "/data/openpath-topology:openpath-topology";
    private static final String CHAINS = "/data/openpath-chains:service-chains/service-chain=";
    private static final String STATES = "/data/openpath-chains:service-chain-states/service-chain-state=";
    private static final String CHAIN = "console-web";
    private static final String BAD = "console-bad";
    private static final long INGRESS = 0xB1;
    private static final long TRANSIT = 0xB2;
    private static final long HOST_A = 0xB3;
    private static final long HOST_B = 0xB4;
    private static final long HOST_C = 0xB5;
    private static final Duration WAIT = Duration.ofSeconds(120);

    private final Map<Long, ReferenceSwitch> switches = new LinkedHashMap<>();
    private ChromeDriver browser;
    private Path screenshots;

    @BeforeAll
    void start(final Restconf restconf) throws IOException {
        for (long dpid : new long[] {INGRESS, TRANSIT, HOST_A, HOST_B, HOST_C}) {
            switches.put(dpid, ReferenceSwitch.create(SwitchConfig.of(dpid, 4)).connect("127.0.0.1", 6653));
        }
        switches.get(INGRESS).port(3).linkTo(switches.get(TRANSIT).port(1));
        switches.get(TRANSIT).port(2).linkTo(switches.get(HOST_A).port(1));
        switches.get(TRANSIT).port(3).linkTo(switches.get(HOST_B).port(1));
        switches.get(TRANSIT).port(4).linkTo(switches.get(HOST_C).port(1));
        switches.get(HOST_A).port(2).linkTo(switches.get(HOST_B).port(2));
        switches.get(HOST_B).port(3).linkTo(switches.get(HOST_C).port(2));
        switches.get(HOST_A).port(3).linkTo(switches.get(HOST_C).port(3));
        final var put = restconf.put(TOPOLOGY, """
            {"openpath-topology:openpath-topology":{"node":[
              {"node-id":"openflow:177","role":"transit","description":"ingress"},
              {"node-id":"openflow:178","role":"transit","description":"transit"},
              {"node-id":"openflow:179","description":"host A","capacity":{"cpu-cores":32,"memory":65536,
               "nic-bandwidth":"40"}},
              {"node-id":"openflow:180","description":"host B","capacity":{"cpu-cores":32,"memory":65536,
               "nic-bandwidth":"40"}},
              {"node-id":"openflow:181","description":"host C","capacity":{"cpu-cores":32,"memory":65536,
               "nic-bandwidth":"40"}}],
             "link":[
              {"link-id":"i-t","source-node":"openflow:177","source-port":3,"destination-node":"openflow:178",
               "destination-port":1,"bandwidth":"40"},
              {"link-id":"t-a","source-node":"openflow:178","source-port":2,"destination-node":"openflow:179",
               "destination-port":1,"bandwidth":"40"},
              {"link-id":"t-b","source-node":"openflow:178","source-port":3,"destination-node":"openflow:180",
               "destination-port":1,"bandwidth":"40"},
              {"link-id":"t-c","source-node":"openflow:178","source-port":4,"destination-node":"openflow:181",
               "destination-port":1,"bandwidth":"40"},
              {"link-id":"a-b","source-node":"openflow:179","source-port":2,"destination-node":"openflow:180",
               "destination-port":2,"bandwidth":"40"},
              {"link-id":"b-c","source-node":"openflow:180","source-port":3,"destination-node":"openflow:181",
               "destination-port":2,"bandwidth":"40"},
              {"link-id":"a-c","source-node":"openflow:179","source-port":3,"destination-node":"openflow:181",
               "destination-port":3,"bandwidth":"40"}]}}""");
        assertTrue(put.status() == 201 || put.status() == 204, () -> "PUT " + TOPOLOGY + " answered " + put);
        for (var node : List.of("openflow:179", "openflow:180", "openflow:181")) {
            await(node + " connected").atMost(WAIT).pollInterval(Duration.ofMillis(500)).until(() -> restconf.get(
                "/data/openpath-topology:openpath-topology-state/node=" + Restconf.key(node)).body(),
                body -> body.contains("\"connected\""));
        }
        screenshots = ItLogs.directory().resolveSibling("console-screenshots");
        browser = HeadlessChromium.start();
    }

    @AfterAll
    void stop(final Restconf restconf) throws IOException {
        if (browser != null) {
            browser.quit();
        }
        RenderingIT.removeAll(restconf, List.of(CHAIN, BAD), switches);
    }

    /**
     * A wrong password gets RESTCONF's 401, shown as such; the right one opens the overview, which refreshes itself.
     */
    @Test
    @Order(1)
    void signsInWithRestconfCredentials(final KarafDistribution karaf, final Restconf restconf) throws IOException {
        browser.get(CONSOLE);
        waitVisible(By.id("login-user"));
        shot("01-login");
        signIn("admin", "not-the-password");
        final var error = waitText(By.id("login-error"), text -> !text.isEmpty());
        assertEquals("Wrong user or password (RESTCONF answered 401).", error);
        assertFalse(browser.findElement(By.id("nav")).isDisplayed(), "no navigation before signing in");

        // AAA's default admin/admin is refused like any wrong password: the first start made the admin's own
        // (submitting clears the previous error before it asks RESTCONF)
        signIn("admin", "admin");
        assertEquals("Wrong user or password (RESTCONF answered 401).",
            waitText(By.id("login-error"), text -> !text.isEmpty()));
        assertFalse(browser.findElement(By.id("nav")).isDisplayed(), "admin/admin does not sign in");
        signIn("admin", AdminAccount.password(karaf.home()).get());
        waitVisible(By.id("chains"));
        assertTrue(browser.findElement(By.id("nav")).isDisplayed());
        // the page polls RESTCONF and says when it last did
        final var first = waitText(By.id("refresh"), text -> text.startsWith("updated "));
        waitText(By.id("refresh"), text -> text.startsWith("updated ") && !text.equals(first));
        // the node counts are RESTCONF's
        final var nodes = Json.array(restconf.get("/data/openpath-topology:openpath-topology-state").json()
            .path("openpath-topology:openpath-topology-state").get("node"));
        long connected = 0;
        for (JsonNode node : nodes) {
            connected += "connected".equals(Json.text(node.get("status"))) ? 1 : 0;
        }
        assertTrue(connected >= 3, nodes::toString);
        assertEquals(String.valueOf(connected), waitText(By.cssSelector("#node-counts [data-key='connected'] .count"),
            text -> !text.isEmpty()));
    }

    /**
     * The README's chain (firewall before IDS, and a traffic monitor) created through the form reaches rendered.
     */
    @Test
    @Order(2)
    void chainCreatedThroughTheFormIsRendered(final Restconf restconf) throws IOException {
        browser.get(CONSOLE + "#/new");
        waitVisible(By.id("chain-form"));
        type(By.id("chain-name"), CHAIN);
        browser.findElement(By.id("add-nf")).click();
        final var names = browser.findElements(By.name("nf-name"));
        final var types = browser.findElements(By.name("nf-type"));
        assertEquals(3, names.size());
        final String[][] nfs = {{"fw", "firewall"}, {"ids", "ids"}, {"mon", "traffic-monitor"}};
        for (int i = 0; i < nfs.length; i++) {
            names.get(i).sendKeys(nfs[i][0]);
            new Select(types.get(i)).selectByValue(nfs[i][1]);
        }
        browser.findElement(By.id("add-order")).click();
        browser.findElement(By.name("order-nf")).sendKeys("fw");
        new Select(browser.findElement(By.name("order-relation"))).selectByValue("before");
        browser.findElement(By.name("order-other")).sendKeys("ids");
        type(By.name("ingress-node"), "openflow:177");
        type(By.name("ingress-port"), "1");
        type(By.name("destination-prefix"), "10.0.77.0/24");
        new Select(browser.findElement(By.name("protocol"))).selectByValue("tcp");
        type(By.name("egress-node"), "openflow:177");
        type(By.name("egress-port"), "2");
        type(By.name("traffic-rate"), "1");
        browser.findElement(By.name("backup")).click();
        shot("02-new-chain-form");
        browser.findElement(By.id("save-chain")).click();

        waiting().until(ExpectedConditions.urlContains("#/chain/" + CHAIN));
        assertEquals("rendered", waitText(By.cssSelector("#chain-status .badge"), "rendered"::equals));
        assertEquals("working", browser.findElement(By.id("running-on")).getText());
        // what the page shows is what RESTCONF holds
        final var state = RenderingIT.state(restconf, CHAIN);
        assertEquals("rendered", Json.text(state.get("status")));
        final var stored = restconf.get(CHAINS + CHAIN).json().toString();
        assertTrue(stored.contains("\"backup\":true") && stored.contains("\"ingress-node\":\"openflow:177\""),
            stored);
        shot("03-chain-rendered");
    }

    /**
     * The chain's graph has one box per NF and the stages the README documents for it (fw; then ids and mon); the
     * matrix has a verdict and a reason for every pair; the rendering shows its counts per node.
     */
    @Test
    @Order(3)
    void graphAndMatrixShowTheAnalysis() throws IOException {
        browser.get(CONSOLE + "#/chain/" + CHAIN);
        waitVisible(By.id("service-graph"));
        assertEquals(Set.of("fw", "ids", "mon"), nfsIn("#service-graph g.nf"));
        assertEquals(3, browser.findElements(By.cssSelector("#service-graph g.nf")).size(), "one box per NF");
        assertEquals(2, browser.findElements(By.cssSelector("#service-graph g.stage")).size(), "stages");
        assertEquals(Set.of("fw"), nfsIn("#service-graph g.stage[data-index='0'] g.nf"));
        assertEquals(Set.of("ids", "mon"), nfsIn("#service-graph g.stage[data-index='1'] g.nf"));
        assertEquals(1, browser.findElements(By.cssSelector("#service-graph g.merge")).size(),
            "the two-branch stage merges");
        final var cells = browser.findElements(By.cssSelector("#matrix td[data-verdict]"));
        assertEquals(6, cells.size(), "3 pairs, each in both halves of the grid");
        final var fwIds = browser.findElement(By.cssSelector("#matrix td[data-first='fw'][data-second='ids']"));
        assertEquals("sequential", fwIds.getDomAttribute("data-verdict"), "fw is ordered before ids");
        new Actions(browser).moveToElement(fwIds).perform();
        final var reason = waitText(By.id("matrix-reason"), text -> text.startsWith("fw before ids"));
        assertEquals(fwIds.getDomAttribute("title"), reason, "hovering shows the pair's reason");
        final var rows = browser.findElements(By.cssSelector("#rendering-nodes tbody tr"));
        assertFalse(rows.isEmpty());
        for (var row : rows) {
            final var cellsOfRow = row.findElements(By.tagName("td"));
            assertTrue(cellsOfRow.get(0).getText().startsWith("openflow:"), row.getText());
            assertTrue(cellsOfRow.get(1).getText().matches("\\d+"), row.getText());
        }
        shot("04-chain-graph");
    }

    /**
     * Cyclic Order templates: the controller's refusal is shown in the templates part of the form, and nothing is
     * stored.
     */
    @Test
    @Order(4)
    void invalidTemplateShowsTheServersMessage(final Restconf restconf) throws IOException {
        browser.get(CONSOLE + "#/new");
        waitVisible(By.id("chain-form"));
        type(By.id("chain-name"), BAD);
        final var names = browser.findElements(By.name("nf-name"));
        final var types = browser.findElements(By.name("nf-type"));
        names.get(0).sendKeys("a");
        new Select(types.get(0)).selectByValue("firewall");
        names.get(1).sendKeys("b");
        new Select(types.get(1)).selectByValue("nat");
        browser.findElement(By.id("add-order")).click();
        browser.findElement(By.id("add-order")).click();
        final var orderNf = browser.findElements(By.name("order-nf"));
        final var other = browser.findElements(By.name("order-other"));
        orderNf.get(0).sendKeys("a");
        other.get(0).sendKeys("b");
        orderNf.get(1).sendKeys("b");
        other.get(1).sendKeys("a");
        browser.findElement(By.id("save-chain")).click();

        // the message docs/restconf-cookbook.md documents for this request, with this chain's name
        assertEquals("Chain '" + BAD + "' is invalid: Templates form a cycle a -> b -> a through Order(a, before, b), "
            + "Order(b, before, a)", waitText(By.id("error-templates"), text -> !text.isEmpty()));
        assertTrue(browser.findElement(By.id("sec-templates")).getDomAttribute("class").contains("invalid"));
        assertEquals("", browser.findElement(By.id("error-nfs")).getText(), "only the templates are marked");
        assertTrue(browser.getCurrentUrl().endsWith("#/new"), "the form stays open");
        assertMissing(restconf.get(CHAINS + BAD));
        shot("05-invalid-template");
    }

    /**
     * A node disabled on the topology page is marked there, and the chain leaves it as it leaves a lost node: its
     * backup takes over, and the page shows it running on its backup.
     */
    @Test
    @Order(5)
    void disabledNodeIsMarkedAndTheChainLeavesIt(final Restconf restconf) throws IOException {
        final var placed = RenderingIT.state(restconf, CHAIN);
        final var working = node(placed, "working");
        final var backup = node(placed, "backup");
        assertEquals("working", Json.text(placed.get("running-on")));
        browser.get(CONSOLE + "#/topology/" + CHAIN);
        waitVisible(By.id("node-admin"));
        setAdminState(working, "disabled");
        waiting().until(driver -> driver.findElement(By.cssSelector(
            "#topology-graph g.node[data-node='" + working + "']")).getDomAttribute("class").contains("disabled"));
        final var moved = await(CHAIN + " off " + working).atMost(WAIT).pollInterval(Duration.ofMillis(500))
            .until(() -> RenderingIT.state(restconf, CHAIN), st -> st != null
                && "rendered".equals(Json.text(st.get("status")))
                && !st.path("placement").toString().contains("\"" + working + "\""));
        // a planned loss: the backup took over and became the working sub-SFC, as when the node is lost
        assertEquals("backup", Json.text(moved.get("running-on")), moved::toString);
        assertEquals(backup, node(moved, "working"), moved::toString);
        // the page follows without a reload: no ring of the chain on the disabled node, rings elsewhere
        waiting().until(driver -> driver.findElements(By.cssSelector(
            "#topology-graph g.node[data-node='" + working + "'] .ring")).isEmpty()
            && driver.findElements(By.cssSelector("#topology-graph g.node[data-node='" + backup
                + "'] .ring.working")).size() == 1);
        final var onBackup = "Chain " + CHAIN + ": rendered running on backup";
        assertEquals(onBackup, waitText(By.id("topology-chain"), onBackup::equals));
        browser.executeScript("window.scrollTo(0, 0)");
        shot("06-topology-node-disabled");
        browser.get(CONSOLE + "#/chain/" + CHAIN);
        assertEquals("backup", waitText(By.id("running-on"), "backup"::equals));
        browser.get(CONSOLE + "#/topology/" + CHAIN);
        setAdminState(working, "enabled");
        waiting().until(driver -> !driver.findElement(By.cssSelector(
            "#topology-graph g.node[data-node='" + working + "']")).getDomAttribute("class").contains("disabled"));
    }

    /**
     * The switch of the chain's working node goes away: the chain page shows it running on its backup, which became
     * its working sub-SFC, and the topology page marks the node failed.
     */
    @Test
    @Order(6)
    void lostNodeShowsTheChainOnItsBackup(final Restconf restconf) throws IOException {
        // after the disabled node the chain still runs on its former backup: a rewritten request is placed afresh
        final var rewrite = restconf.patch(CHAINS + CHAIN, """
            {"openpath-chains:service-chain":[{"name":"%s","description":"placed afresh"}]}""".formatted(CHAIN));
        assertTrue(rewrite.status() == 200 || rewrite.status() == 204, rewrite::toString);
        final var placed = await(CHAIN + " rendered on its working sub-SFCs, with a backup").atMost(WAIT)
            .pollInterval(Duration.ofMillis(500)).until(() -> RenderingIT.state(restconf, CHAIN), st -> st != null
                && "rendered".equals(Json.text(st.get("status"))) && "working".equals(Json.text(st.get("running-on")))
                && st.path("placement").toString().contains("\"backup\""));
        final var working = node(placed, "working");
        final var backup = node(placed, "backup");
        assertNotEquals(working, backup);
        browser.get(CONSOLE + "#/chain/" + CHAIN);
        assertEquals("working", waitText(By.id("running-on"), text -> !text.isEmpty()));
        switches.get(Long.parseLong(working.substring("openflow:".length()))).close();

        assertEquals("backup", waitText(By.id("running-on"), "backup"::equals));
        // docs/restconf-cookbook.md: the former backup becomes the working sub-SFC
        waiting().until(driver -> driver.findElements(By.cssSelector("#sub-sfcs tbody tr"))
            .stream().anyMatch(row -> row.getText().contains("working") && row.getText().contains(backup)));
        shot("07-chain-on-backup");
        browser.get(CONSOLE + "#/topology/" + CHAIN);
        waiting().until(driver -> driver.findElement(By.cssSelector(
            "#topology-graph g.node[data-node='" + working + "']")).getDomAttribute("class").contains("status-failed"));
        shot("08-topology-node-failed");
    }

    /**
     * The NF catalog page lists the built-in types and opens one in the editor.
     */
    @Test
    @Order(7)
    void catalogEditorOpensATypeAsJson() throws IOException {
        browser.get(CONSOLE + "#/catalog");
        waitVisible(By.cssSelector("#nf-types button[data-type='firewall']")).click();
        final var json = waitText(By.id("type-json"), "value", text -> text.contains("\"name\": \"firewall\""));
        assertTrue(json.contains("openpath-nf-catalog:nf-type"), json);
        assertTrue(browser.findElement(By.id("delete-type")).isDisplayed());
        shot("09-nf-catalog");
    }

    /**
     * Deleting on the chain page removes the chain: it leaves the overview and RESTCONF.
     */
    @Test
    @Order(8)
    void chainDeletedFromItsPage(final Restconf restconf) throws IOException {
        browser.get(CONSOLE + "#/chain/" + CHAIN);
        waitVisible(By.id("delete-chain")).click();
        waiting().until(ExpectedConditions.alertIsPresent()).accept();
        waiting().until(ExpectedConditions.urlContains("#/overview"));
        waitVisible(By.id("chains"));
        waiting().until(driver -> driver.findElements(By.cssSelector("#chains a.chain-link"))
            .stream().noneMatch(link -> link.getText().equals(CHAIN)));
        assertMissing(restconf.get(CHAINS + CHAIN));
        await(CHAIN + " state removed").atMost(WAIT).until(() -> isMissing(restconf.get(STATES + CHAIN)));
    }

    private void signIn(final String user, final String password) {
        type(By.id("login-user"), user);
        type(By.id("login-password"), password);
        browser.findElement(By.id("login-submit")).click();
    }

    private void setAdminState(final String node, final String value) {
        new Select(waitVisible(By.cssSelector("#node-admin select[data-node='" + node + "']"))).selectByValue(value);
        browser.findElement(By.cssSelector("#node-admin button[data-apply='" + node + "']")).click();
        final var expected = node + " set to " + value + ".";
        assertEquals(expected, waitText(By.id("topology-message"), expected::equals));
    }

    /** Waits up to {@link #WAIT}; the pages redraw what changed, so an element found a moment ago may be gone. */
    private WebDriverWait waiting() {
        final var wait = new WebDriverWait(browser, WAIT);
        wait.ignoring(StaleElementReferenceException.class);
        return wait;
    }

    private void type(final By by, final String text) {
        final var element = waitVisible(by);
        element.clear();
        element.sendKeys(text);
    }

    private WebElement waitVisible(final By by) {
        return waiting().until(ExpectedConditions.visibilityOfElementLocated(by));
    }

    private String waitText(final By by, final Predicate<String> accept) {
        return waiting().until(driver -> {
            final var found = driver.findElements(by);
            final var text = found.isEmpty() ? null : found.get(0).getText();
            return text != null && accept.test(text) ? text : null;
        });
    }

    private String waitText(final By by, final String property, final Predicate<String> accept) {
        return waiting().until(driver -> {
            final var found = driver.findElements(by);
            final var text = found.isEmpty() ? null : found.get(0).getDomProperty(property);
            return text != null && accept.test(text) ? text : null;
        });
    }

    private Set<String> nfsIn(final String css) {
        return browser.findElements(By.cssSelector(css)).stream().map(e -> e.getDomAttribute("data-nf"))
            .collect(Collectors.toSet());
    }

    private void shot(final String name) throws IOException {
        HeadlessChromium.screenshot(browser, screenshots.resolve(name + ".png"));
    }

    /** RFC 8040 asks for 404; netconf 9.0.1 answers 409 data-missing (as ServiceChainIT notes). */
    private static boolean isMissing(final Restconf.Response response) {
        return response.status() == 404 || response.status() == 409 && response.errorTags().contains("data-missing");
    }

    private static void assertMissing(final Restconf.Response response) {
        assertTrue(isMissing(response), () -> "expected no such data, got " + response);
    }

    private static String node(final ObjectNode state, final String role) {
        for (JsonNode sub : Json.array(state.path("placement").get("sub-sfc"))) {
            if (role.equals(Json.text(sub.get("role")))) {
                return Json.text(sub.get("node"));
            }
        }
        throw new AssertionError("no " + role + " sub-SFC in " + state);
    }
}
