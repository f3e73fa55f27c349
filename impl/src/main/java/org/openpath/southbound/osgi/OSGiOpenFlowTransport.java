/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.osgi;

import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.mdsal.binding.api.DataBroker;
import org.openpath.southbound.impl.OpenFlowListenerWriter;
import org.openpath.southbound.impl.OpenFlowTransport;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.ConfigurationPolicy;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Modified;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.metatype.annotations.AttributeDefinition;
import org.osgi.service.metatype.annotations.Designate;
import org.osgi.service.metatype.annotations.ObjectClassDefinition;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps OpenFlowPlugin's switch listeners on the OpenFlow transport of the configuration
 * {@code org.openpath.openflow} ({@link OpenFlowListenerWriter}). The distribution's {@code bin/setenv} writes
 * {@code etc/org.openpath.openflow.cfg} at every start: TLS with the controller's generated certificates when
 * {@code OPENPATH_OPENFLOW_TLS} is set, else TCP. Without that configuration (another distribution) nothing is
 * changed.
 */
@Component(service = { }, configurationPid = "org.openpath.openflow", configurationPolicy = ConfigurationPolicy.REQUIRE)
@Designate(ocd = OSGiOpenFlowTransport.Configuration.class)
public final class OSGiOpenFlowTransport {
    private static final Logger LOG = LoggerFactory.getLogger(OSGiOpenFlowTransport.class);

    /**
     * The transport, as the start script sets it.
     */
    @ObjectClassDefinition(name = "OpenPATH OpenFlow transport",
        description = "How OpenFlow switches reach the controller")
    public @interface Configuration {
        /**
         * Whether OpenFlow runs over TLS.
         *
         * @return true for TLS only, false for TCP
         */
        @AttributeDefinition(description = "OpenFlow over TLS only (true) or over TCP (false)")
        boolean tls() default false;

        /**
         * The controller's key store.
         *
         * @return an absolute path
         */
        @AttributeDefinition(description = "PKCS#12 store of the controller's key and certificate chain "
            + "(absolute path)", required = false)
        String keystore() default "";

        /**
         * The trust store.
         *
         * @return an absolute path
         */
        @AttributeDefinition(description = "PKCS#12 store of the CA that signs switch certificates (absolute path)",
            required = false)
        String truststore() default "";

        /**
         * The stores' password.
         *
         * @return the password
         */
        @AttributeDefinition(description = "Password of both stores and of the key", required = false)
        String password() default "";
    }

    private final DataBroker broker;
    private @Nullable OpenFlowListenerWriter writer;

    /**
     * Starts keeping the listeners on the configured transport.
     *
     * @param broker the data broker
     * @param configuration the transport
     */
    @Activate
    public OSGiOpenFlowTransport(@Reference final DataBroker broker, final Configuration configuration) {
        this.broker = broker;
        apply(configuration);
    }

    @Modified
    synchronized void modified(final Configuration configuration) {
        apply(configuration);
    }

    @Deactivate
    synchronized void deactivate() {
        stop();
    }

    private synchronized void apply(final Configuration configuration) {
        stop();
        final OpenFlowTransport transport;
        try {
            transport = configuration.tls()
                ? new OpenFlowTransport.Tls(configuration.keystore(), configuration.truststore(),
                    configuration.password())
                : new OpenFlowTransport.Tcp();
        } catch (IllegalArgumentException e) {
            LOG.error("OpenFlow transport not applied: {} (etc/org.openpath.openflow.cfg); the listeners stay as they "
                + "are", e.getMessage());
            return;
        }
        writer = new OpenFlowListenerWriter(broker, transport);
    }

    private void stop() {
        final var running = writer;
        if (running != null) {
            running.close();
            writer = null;
        }
    }
}
