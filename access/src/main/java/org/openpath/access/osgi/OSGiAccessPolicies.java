/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.access.osgi;

import com.google.common.util.concurrent.FutureCallback;
import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.MoreExecutors;
import org.opendaylight.mdsal.binding.api.DataBroker;
import org.openpath.access.AccessPolicyWriter;
import org.openpath.access.AccessRule;
import org.openpath.api.datastore.RetriedWrite;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Writes {@link AccessRule#DEFAULTS} once the data broker is there, unless policies exist; without blocking the
 * activation, and again while the datastore cannot take it (a cluster member starting before its shards have
 * leaders): until the policies are there, every authenticated account may write through RESTCONF.
 */
@Component(service = { })
public final class OSGiAccessPolicies {
    private static final Logger LOG = LoggerFactory.getLogger(OSGiAccessPolicies.class);

    private final RetriedWrite<AccessPolicyWriter.Outcome> write;

    /**
     * Starts writing the default policies.
     *
     * @param dataBroker the binding data broker
     */
    @Activate
    public OSGiAccessPolicies(@Reference final DataBroker dataBroker) {
        final var writer = new AccessPolicyWriter(dataBroker);
        write = RetriedWrite.start("the default northbound access policies",
            () -> writer.writeUnlessPresent(AccessRule.DEFAULTS));
        Futures.addCallback(write.result(), new FutureCallback<AccessPolicyWriter.Outcome>() {
            @Override
            public void onSuccess(final AccessPolicyWriter.Outcome result) {
                LOG.debug("Northbound access policies: {}", result);
            }

            @Override
            public void onFailure(final Throwable cause) {
                LOG.debug("Northbound access policies: stopped before they were written", cause);
            }
        }, MoreExecutors.directExecutor());
    }

    /**
     * Stops writing, if the policies are not written yet.
     */
    @Deactivate
    void deactivate() {
        write.close();
    }
}
