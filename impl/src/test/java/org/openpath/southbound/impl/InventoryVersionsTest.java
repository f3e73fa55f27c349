/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.FlowCapableNodeBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.FlowId;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.tables.TableBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.tables.table.Flow;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.tables.table.FlowBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.types.rev131026.FlowCookie;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.NodeId;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.NodesBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.nodes.Node;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.nodes.NodeBuilder;
import org.opendaylight.yangtools.binding.util.BindingMap;
import org.opendaylight.yangtools.yang.common.Uint64;
import org.opendaylight.yangtools.yang.common.Uint8;

class InventoryVersionsTest {
    @Test
    void readsTheLastVersionPerSfcIdAndTheIdsEachChainsFlowsAreUnder() {
        // docs/rendering.md: a chain's cookie is 0x4f50 · SFC-ID (32 bits) · version (16 bits)
        final var nodes = new NodesBuilder().setNode(BindingMap.of(
            node("openflow:1", 0, flow("c:classifier", 0x4F50_0000_0007_0001L),
                flow("c:tag-1", 0x4F50_0000_0007_0003L),
                flow("d:classifier~2", 0x4F50_0000_0009_0002L),
                // shared routes', another application's, and one in another table: none is a chain's
                flow("route:40:openflow:3", 0x4F52_0000_0028_0005L),
                flow("route:41:openflow:4~2", 0x4F52_0000_0029_0002L),
                flow("l2switch-1", 0x2B00_0000_0000_0009L)),
            node("openflow:2", 0, flow("c:tag-2", 0x4F50_0000_0007_0003L),
                flow("e:tag-1~2", 0x4F50_0000_000B_0004L), flow("e:tag-2", 0x4F50_0000_000B_0005L)),
            node("openflow:3", 1, flow("f:classifier", 0x4F50_0000_000C_0007L)))).build();

        final var versions = InventoryVersions.of(nodes);

        assertEquals(Map.of(7L, 3, 9L, 2, 11L, 5), versions.lastVersions());
        // the slots each chain's flows are in (FlowSlots): the renderer's ids, or with ~2
        assertEquals(Map.of("c", Set.of(0), "d", Set.of(1), "e", Set.of(0, 1)), versions.slots());
        // shared route flows by switch and the id without a version's suffix
        assertEquals(Map.of("openflow:1 route:40:openflow:3", 5, "openflow:1 route:41:openflow:4", 2),
            versions.routeVersions());
    }

    @Test
    void aChainsFirstRenderingTakesACookieNoFlowHasUnderIdsItsFlowsDoNotHave() {
        final var versions = new InventoryVersions(Map.of(7L, 3, 9L, 2), Map.of("c", Set.of(0), "d", Set.of(1),
            "e", Set.of(0, 1), "f", Set.of(0, 1, 2)), Map.of());
        // c was at version 3 (slot 2); version 4 would be in c's slot 0: version 5, slot 1
        assertEquals(4, versions.goOnFrom("c", 7, 0));
        // c under another SFC-ID than before: not version 1 (slot 0 again) but 2
        assertEquals(1, versions.goOnFrom("c", 12, 0));
        // d was at version 2 (slot 1): 3, slot 2
        assertEquals(2, versions.goOnFrom("d", 9, 0));
        // e's flows are in slots 0 and 1: version 3, slot 2
        assertEquals(2, versions.goOnFrom("e", 13, 0));
        // f's are in every slot: the next version of its SFC-ID, whichever ids
        assertEquals(0, versions.goOnFrom("f", 14, 0));
        // a chain the inventory has nothing of, under an SFC-ID it has nothing of: from 1
        assertEquals(0, versions.goOnFrom("new", 14, 0));
        // renderings since the start count too: the later of the two
        assertEquals(8, versions.goOnFrom("new", 7, 8));
        assertEquals(3, versions.goOnFrom("new", 7, 1));
    }

    @Test
    void anEmptyInventoryHoldsNothing() {
        assertEquals(InventoryVersions.NONE, InventoryVersions.of(null));
        assertEquals(InventoryVersions.NONE, InventoryVersions.of(new NodesBuilder().build()));
        assertEquals(0, InventoryVersions.NONE.goOnFrom("c", 7, 0));
    }

    private static Flow flow(final String id, final long cookie) {
        return new FlowBuilder().setId(new FlowId(id)).setCookie(new FlowCookie(Uint64.fromLongBits(cookie)))
            .build();
    }

    private static Node node(final String id, final int table, final Flow... flows) {
        return new NodeBuilder().setId(new NodeId(id)).addAugmentation(new FlowCapableNodeBuilder()
            .setTable(BindingMap.of(new TableBuilder().setId(Uint8.valueOf(table)).setFlow(BindingMap.of(List.of(
                flows))).build())).build()).build();
    }
}
