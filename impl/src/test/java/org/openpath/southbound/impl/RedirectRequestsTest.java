/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.util.concurrent.Futures;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.openpath.southbound.render.Redirect;

class RedirectRequestsTest {
    private static final Redirect FW_TO_NAT = new Redirect("fw", "nat");

    @Test
    void aServedRequestGoesToTheRenderer() throws Exception {
        final var requests = new RedirectRequests();
        final var refusal = new IllegalArgumentException("chain 'c' is not configured");
        requests.serve((chain, redirect, flows) -> Futures.immediateFailedFuture(refusal));
        final var failure = assertThrows(ExecutionException.class,
            () -> requests.ensure("c", FW_TO_NAT, null).get(5, TimeUnit.SECONDS));
        assertEquals(refusal, failure.getCause());
    }

    @Test
    void beforeTheRendererServesHereARequestIsRefusedSayingSo() {
        final var failure = assertThrows(ExecutionException.class,
            () -> new RedirectRequests().ensure("c", FW_TO_NAT, null).get(5, TimeUnit.SECONDS));
        assertEquals("the renderer does not run on this controller member now; chain 'c' cannot be redirected to "
            + FW_TO_NAT.to() + " from here", failure.getCause().getMessage());
    }

    @Test
    void onceTheRendererStoppedOnThisMemberARequestIsRefusedSayingSo() {
        final var requests = new RedirectRequests();
        requests.serve((chain, redirect, flows) -> Futures.immediateVoidFuture());
        requests.stopServing();
        final var failure = assertThrows(ExecutionException.class,
            () -> requests.ensure("c", FW_TO_NAT, null).get(5, TimeUnit.SECONDS));
        assertTrue(failure.getCause() instanceof IllegalStateException);
        assertEquals("the renderer does not run on this controller member now; chain 'c' cannot be redirected to nat "
            + "from here", failure.getCause().getMessage());
    }
}
