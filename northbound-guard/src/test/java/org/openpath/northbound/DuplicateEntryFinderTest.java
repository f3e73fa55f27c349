/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.northbound;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * What the finder refuses and lets through, on the suite's own models, in JSON and XML.
 */
class DuplicateEntryFinderTest {
    private static final String CHAINS = "urn:openpath:yang:chains";

    private static Optional<DuplicateEntry> json(final String body) throws UnreadableBodyException {
        return TestSchema.CHECK.duplicateIn(BodyFormat.JSON, body.getBytes(StandardCharsets.UTF_8));
    }

    private static Optional<DuplicateEntry> xml(final String body) throws UnreadableBodyException {
        return TestSchema.CHECK.duplicateIn(BodyFormat.XML, body.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void anNfNamedTwiceInAChainIsFoundWithItsPlace() throws Exception {
        final var found = json("""
            {"openpath-chains:service-chain":[{"name":"u3",
              "nf":[{"name":"fw","type":"firewall"},{"name":"lb","type":"load-balancer"},{"name":"fw","type":"ids"}]}]}
            """).orElseThrow();
        assertEquals(new DuplicateEntry(DuplicateEntry.Kind.LIST_ENTRY, "openpath-chains:service-chain=u3/nf",
            List.of("name"), List.of("fw"), 0, 2), found);
        assertEquals("The request names the entry with name 'fw' of list 'openpath-chains:service-chain=u3/nf' twice "
            + "(entries 1 and 3). A list holds one entry per key, and RESTCONF would keep only the last one; nothing "
            + "was written. Send each entry once.", found.message());
    }

    @Test
    void twoChainsOfOneNameInOneBodyAreFound() throws Exception {
        final var found = json("""
            {"openpath-chains:service-chain":[{"name":"a","nf":[{"name":"fw","type":"firewall"}]},
                                              {"name":"b","nf":[{"name":"fw","type":"firewall"}]},
                                              {"name":"a","nf":[{"name":"ids","type":"ids"}]}]}
            """).orElseThrow();
        assertEquals(DuplicateEntry.Kind.LIST_ENTRY, found.kind());
        assertEquals("openpath-chains:service-chain", found.path());
        assertEquals(List.of("a"), found.values());
        assertEquals(0, found.first());
        assertEquals(2, found.second());
    }

    @Test
    void theSameNfNameInTwoChainsIsNotADuplicate() throws Exception {
        assertEquals(Optional.empty(), json("""
            {"openpath-chains:service-chains":{"service-chain":[
              {"name":"a","nf":[{"name":"fw","type":"firewall"},{"name":"ids","type":"ids"}]},
              {"name":"b","nf":[{"name":"fw","type":"firewall"},{"name":"ids","type":"ids"}]}]}}
            """));
    }

    @Test
    void aListWithTwoKeysIsADuplicateOnlyWhenBothMatch() throws Exception {
        final String chain = """
            {"openpath-chains:service-chain":[{"name":"c","nf":[{"name":"a","type":"firewall"},
              {"name":"b","type":"ids"},{"name":"x","type":"nat"}],
              "order":[{"nf":"a","other-nf":"b","relation":"before"},{"nf":"a","other-nf":"%s","relation":"after"}]}]}
            """;
        assertEquals(Optional.empty(), json(chain.formatted("x")));
        final var found = json(chain.formatted("b")).orElseThrow();
        assertEquals(List.of("nf", "other-nf"), found.keyNames());
        assertEquals(List.of("a", "b"), found.values());
        assertTrue(found.message().contains("nf 'a', other-nf 'b'"), found.message());
    }

    @Test
    void numbersAreComparedAsNumbers() throws Exception {
        final String analysis = """
            {"openpath-chains:stage":[{"index":7},{"index":%s}]}
            """;
        assertEquals(Optional.empty(), json(analysis.formatted("8")));
        assertEquals(List.of("7"), json(analysis.formatted("7.0")).orElseThrow().values());
        assertEquals(List.of("7"), json(analysis.formatted("\"7\"")).orElseThrow().values());
    }

    @Test
    void aConfigurationLeafListValueNamedTwiceIsFound() throws Exception {
        final var found = json("""
            {"openpath-nf-catalog:nf-type":[{"name":"scanner","result":["suspicious","clean","suspicious"]}]}
            """).orElseThrow();
        assertEquals(new DuplicateEntry(DuplicateEntry.Kind.LEAF_LIST_VALUE,
            "openpath-nf-catalog:nf-type=scanner/result", List.of(), List.of("suspicious"), 0, 2), found);
        assertTrue(found.message().startsWith("The request names the value 'suspicious' of leaf-list"),
            found.message());
    }

    @Test
    void aLeafListOfAnRpcInputMayRepeatAValue() throws Exception {
        // not configuration: YANG requires unique values only in configuration leaf-lists
        assertEquals(Optional.empty(), json("""
            {"openpath-state-move:input":{"chain":"c","nf":"fw","optimisation":["parallelize","parallelize"]}}
            """));
    }

    @Test
    void aLeafNamedTwiceInOneObjectIsFound() throws Exception {
        final var found = json("""
            {"openpath-chains:service-chain":[{"name":"d","nf":[{"name":"fw","type":"firewall","type":"ids"}]}]}
            """).orElseThrow();
        assertEquals(DuplicateEntry.Kind.SINGLE_NODE, found.kind());
        assertEquals("openpath-chains:service-chain=d/nf=fw/type", found.path());
    }

    @Test
    void aYangPatchEditValueIsChecked() throws Exception {
        // ietf-yang-patch is not on the test class path; an element of a known module that is no data node stands in
        // for its yang-patch, which RFC 8040 yang-data defines outside the data tree
        final var found = json("""
            {"openpath-chains:yang-patch":{"patch-id":"p","edit":[{"edit-id":"e1","operation":"create",
              "target":"/service-chain=u4","value":{"openpath-chains:service-chain":[{"name":"u4",
              "nf":[{"name":"fw","type":"firewall"},{"name":"fw","type":"ids"}]}]}}]}}
            """).orElseThrow();
        assertEquals("openpath-chains:service-chain=u4/nf", found.path());
    }

    @Test
    void unknownModulesAndMetadataAreLeftToRestconf() throws Exception {
        assertEquals(Optional.empty(), json("""
            {"no-such-module:x":[{"name":"a"},{"name":"a"}],
             "openpath-chains:service-chain":[{"name":"e","@":{"m:x":1},"nf":[{"name":"fw","type":"firewall"}]}]}
            """));
    }

    @Test
    void anXmlBodyIsCheckedTheSameWay() throws Exception {
        final var found = xml("""
            <service-chain xmlns="%s"><name>u3</name>
              <nf><name>fw</name><type>firewall</type></nf>
              <nf><name>lb</name><type>load-balancer</type></nf>
              <nf><name>fw</name><type>ids</type></nf>
            </service-chain>
            """.formatted(CHAINS)).orElseThrow();
        assertEquals(new DuplicateEntry(DuplicateEntry.Kind.LIST_ENTRY, "openpath-chains:service-chain=u3/nf",
            List.of("name"), List.of("fw"), 0, 2), found);
        assertEquals(Optional.empty(), xml("""
            <service-chain xmlns="%s"><name>u3</name>
              <nf><name>fw</name><type>firewall</type></nf><nf><name>lb</name><type>load-balancer</type></nf>
            </service-chain>
            """.formatted(CHAINS)));
    }

    @Test
    void anXmlBodyWithADtdIsNotRead() {
        assertThrows(UnreadableBodyException.class, () -> xml("""
            <?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>
            <service-chain xmlns="%s"><name>&e;</name></service-chain>
            """.formatted(CHAINS)));
    }

    @Test
    void aBodyThatIsNotWellFormedIsLeftToRestconf() {
        assertThrows(UnreadableBodyException.class, () -> json("{\"openpath-chains:service-chain\":[{\"name\":"));
        assertThrows(UnreadableBodyException.class, () -> json("[1,2]"));

        assertThrows(UnreadableBodyException.class, () -> xml("<a xmlns=\"" + CHAINS + "\">"));
    }

    @Test
    void theFirstObjectOfABodyWithMoreAfterItIsChecked() throws Exception {
        // RESTCONF stores the first object and ignores the rest: the first object is what must not name an entry twice
        assertEquals(List.of("fw"), json("""
            {"openpath-chains:service-chain":[{"name":"t","nf":[{"name":"fw"},{"name":"fw"}]}]} trailing
            """).orElseThrow().values());
    }

    @Test
    void aBodyNestedDeeperThanAnyModelIsLeftToRestconfWithoutOverflowingTheStack() {
        final int depth = 20_000;
        final var json = new StringBuilder();
        json.append("{\"openpath-chains:service-chain\":".repeat(depth)).append("1").append("}".repeat(depth));
        assertThrows(UnreadableBodyException.class, () -> json(json.toString()));
        final var xml = new StringBuilder();
        xml.append(("<service-chain xmlns=\"" + CHAINS + "\">").repeat(depth)).append("</service-chain>".repeat(depth));
        assertThrows(UnreadableBodyException.class, () -> xml(xml.toString()));
    }
}
