/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122._default.redirects.ChainDefaultRedirects;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122._default.redirects.ChainDefaultRedirectsBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122._default.redirects.chain._default.redirects.RedirectTarget;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122._default.redirects.chain._default.redirects.redirect.target.FlowsBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.ChainName;
import org.opendaylight.yangtools.binding.util.BindingMap;
import org.openpath.openflow.FlowSpec;
import org.openpath.openflow.PortRange;
import org.openpath.southbound.render.Redirect;

class RecordedRedirectsTest {
    @Test
    void aRecordedChainReadsAsItsRedirects() {
        final var fwToNat = new Redirect("fw", "nat");
        final var fwToMon = new Redirect("fw", "mon");
        final var webSpec = new FlowSpec(null, null, 6, null, PortRange.single(80));
        final var web = new FlowsBuilder().setProtocol(FlowSpecBindings.protocol(webSpec))
            .setDestinationPorts(FlowSpecBindings.destinationPorts(webSpec)).build();
        final var entry = new ChainDefaultRedirectsBuilder().setChain(new ChainName("c"))
            .setRedirectTarget(BindingMap.of(RecordedRedirects.target(fwToNat, null),
                RecordedRedirects.target(fwToMon, web)))
            .build();
        assertEquals(Map.of(fwToNat, FlowSpec.ANY, fwToMon, webSpec),
            RecordedRedirects.of(entry));
        assertEquals(Map.of(), RecordedRedirects.of(null));
        assertEquals(Map.of(), RecordedRedirects.of(new ChainDefaultRedirectsBuilder().setChain(new ChainName("c"))
            .build()));
    }

    @Test
    void pathsNameTheChainAndTheRedirect() {
        final var path = RecordedRedirects.targetPath("c", new Redirect("fw", "nat"));
        assertEquals("c", path.firstKeyOf(ChainDefaultRedirects.class).getChain().getValue());
        final var key = path.firstKeyOf(RedirectTarget.class);
        assertEquals("fw", key.getNf().getValue());
        assertEquals("nat", key.getNewDefault().getValue());
        assertEquals(path.firstKeyOf(ChainDefaultRedirects.class),
            RecordedRedirects.chainPath("c").firstKeyOf(ChainDefaultRedirects.class));
    }
}
