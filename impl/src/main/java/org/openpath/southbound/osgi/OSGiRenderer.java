/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.osgi;

import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import java.time.Duration;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.mdsal.binding.api.DataBroker;
import org.opendaylight.mdsal.binding.api.RpcProviderService;
import org.opendaylight.mdsal.binding.api.RpcService;
import org.opendaylight.mdsal.singleton.api.ClusterSingletonService;
import org.opendaylight.mdsal.singleton.api.ClusterSingletonServiceProvider;
import org.opendaylight.mdsal.singleton.api.ServiceGroupIdentifier;
import org.opendaylight.yangtools.concepts.Registration;
import org.openpath.api.cluster.SingletonGroup;
import org.openpath.southbound.impl.RendererTimings;
import org.openpath.southbound.impl.RenderingChannels;
import org.openpath.southbound.impl.RenderingService;
import org.openpath.statesync.StateRelocation;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Modified;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.metatype.annotations.AttributeDefinition;
import org.osgi.service.metatype.annotations.Designate;
import org.osgi.service.metatype.annotations.ObjectClassDefinition;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs the renderer as a cluster singleton: exactly one member of a cluster writes rules and sends NF messages; on a
 * single controller that is the controller. Its timings come from the configuration {@code org.openpath.renderer}
 * ({@code etc/org.openpath.renderer.cfg}); a changed configuration restarts the renderer with it.
 */
@Component(service = { }, configurationPid = "org.openpath.renderer")
@Designate(ocd = OSGiRenderer.Configuration.class)
public final class OSGiRenderer implements ClusterSingletonService {
    /**
     * The renderer's timings, as an operator sets them.
     */
    @ObjectClassDefinition(name = "OpenPATH renderer", description = "How long the renderer waits for what")
    public @interface Configuration {
        /**
         * The pass delay.
         *
         * @return milliseconds
         */
        @AttributeDefinition(description = "How long changes gather before a render pass writes them (ms)")
        long passDelayMs() default 20;

        /**
         * The confirmation period.
         *
         * @return milliseconds
         */
        @AttributeDefinition(description = "How long after a confirmation round the next starts (ms)")
        long confirmPeriodMs() default 100;

        /**
         * Where confirmation reads the switches' flows.
         *
         * @return whether the switches are asked directly
         */
        @AttributeDefinition(description = "Ask the switches for their flows (OpenFlowPlugin's direct statistics); "
            + "false: read the flow statistics OpenFlowPlugin polls into the operational inventory")
        boolean confirmFromSwitches() default true;

        /**
         * Whether switches that hold service graphs get them.
         *
         * @return whether OpenPATH switches are probed for extension revision 3 and steered by their NF handlers
         */
        @AttributeDefinition(description = "Give OpenPATH switches of extension revision 3 the chains' service graphs "
            + "(one flow per chain where it enters a switch; the NF handler steers between its NFs); false: flows "
            + "steer between the NFs on every switch")
        boolean serviceGraphs() default true;

        /**
         * The slow-confirmation time.
         *
         * @return seconds
         */
        @AttributeDefinition(description = "After how long an unconfirmed chain is logged with what is missing (s)")
        long slowConfirmationS() default 10;

        /**
         * The sweep's delay.
         *
         * @return seconds
         */
        @AttributeDefinition(description = "How long after start the stale-rule sweep runs (s)")
        long sweepDelayS() default 20;

        /**
         * The sweep's retry.
         *
         * @return seconds
         */
        @AttributeDefinition(description = "How long the sweep waits again while chains are to be rendered, and how "
            + "long after a switch connects its flows are swept (s)")
        long sweepRetryS() default 5;

        /**
         * The sweep's postponements.
         *
         * @return a count
         */
        @AttributeDefinition(description = "How many times the sweep waits at most")
        int sweepMaxPostpones() default 60;

        /**
         * The carry wait.
         *
         * @return seconds
         */
        @AttributeDefinition(description = "How long a switch-over waits at most for relocated NFs' state (s)")
        long carryWaitS() default 30;

        /**
         * The send timeout.
         *
         * @return seconds
         */
        @AttributeDefinition(description = "How long an NF message waits for its answer before it is sent again (s)")
        long sendTimeoutS() default 5;

        /**
         * The send attempts.
         *
         * @return a count
         */
        @AttributeDefinition(description = "How many times an unanswered NF message is sent")
        int sendAttempts() default 3;

        /**
         * The connect attempts.
         *
         * @return a count
         */
        @AttributeDefinition(description = "How many times (a second apart) a message to a connecting switch is tried")
        int connectAttempts() default 30;

        /**
         * The redirect timeout.
         *
         * @return seconds
         */
        @AttributeDefinition(description = "How long a change-default waits at most for its target's flows (s)")
        long redirectTimeoutS() default 30;

        /**
         * The rewrite time.
         *
         * @return milliseconds
         */
        @AttributeDefinition(description = "After how long an unconfirmed chain is written again under a new version "
            + "where connected switches do not show its flows (ms)")
        long rewriteAfterMs() default 3000;

        /**
         * The rewrite's quiet time.
         *
         * @return milliseconds
         */
        @AttributeDefinition(description = "How long such a switch's count of OpenPATH flows must have held before "
            + "(a switch still working through a large batch is left to finish) (ms)")
        long rewriteQuietMs() default 2000;

        /**
         * The rewrite attempts.
         *
         * @return a count
         */
        @AttributeDefinition(description = "How many times in a row a chain is written again at most (0: never)")
        int rewriteAttempts() default 3;

        /**
         * The pending-report delay.
         *
         * @return milliseconds
         */
        @AttributeDefinition(description = "How long a chain rendered for the first time shows 'placed' before its "
            + "pending rendering report is shown, if it is not confirmed by then (ms; 0: at once)")
        long pendingReportDelayMs() default 1000;
    }

    private static final Logger LOG = LoggerFactory.getLogger(OSGiRenderer.class);
    private static final ServiceGroupIdentifier IDENTIFIER = new ServiceGroupIdentifier(SingletonGroup.NAME);

    private final DataBroker broker;
    private final RenderingChannels channels;
    private final StateRelocation relocation;
    private final RpcService rpcs;
    private final RpcProviderService rpcProvider;
    private RendererTimings timings;
    private @Nullable RpcService switchStatistics;
    private boolean serviceGraphs;
    private final Registration singleton;
    private @Nullable RenderingService renderer;
    private @Nullable Registration nfControlRpcs;

    /**
     * Registers the singleton; the renderer starts when this member becomes its owner.
     *
     * @param broker the data broker
     * @param channels the southbound's NF-control channel and change-default bridge
     * @param relocation state-sync, which carries the state of NFs a new placement moves
     * @param rpcs where OpenFlowPlugin's direct statistics and remove-flow are invoked
     * @param rpcProvider where the NF-control RPCs are registered while the renderer runs here
     * @param singletons the cluster singleton service provider
     * @param configuration the timings
     */
    @Activate
    public OSGiRenderer(@Reference final DataBroker broker, @Reference final RenderingChannels channels,
            @Reference final StateRelocation relocation, @Reference final RpcService rpcs,
            @Reference final RpcProviderService rpcProvider,
            @Reference final ClusterSingletonServiceProvider singletons, final Configuration configuration) {
        this.broker = broker;
        this.channels = channels;
        this.relocation = relocation;
        this.rpcs = rpcs;
        this.rpcProvider = rpcProvider;
        timings = checked(configuration);
        switchStatistics = statistics(configuration);
        serviceGraphs = configuration.serviceGraphs();
        logStatisticsSource();
        singleton = singletons.registerClusterSingletonService(this);
    }

    /**
     * Applies a changed configuration without leaving the singleton group (leaving and joining it again in quick
     * succession has left the renderer without an owner once): a renderer running here restarts with the new
     * settings; a configuration that changes nothing the renderer uses restarts nothing.
     *
     * @param configuration the new configuration, or the defaults once it is deleted
     */
    @Modified
    synchronized void modified(final Configuration configuration) {
        final var newTimings = checked(configuration);
        final var newStatistics = statistics(configuration);
        if (newTimings.equals(timings) && newStatistics == switchStatistics
                && configuration.serviceGraphs() == serviceGraphs) {
            LOG.info("OpenPATH renderer configuration changed, with the same effect: the renderer goes on as it is");
            return;
        }
        timings = newTimings;
        switchStatistics = newStatistics;
        serviceGraphs = configuration.serviceGraphs();
        logStatisticsSource();
        final var running = renderer;
        if (running != null) {
            renderer = null;
            running.close();
            LOG.info("OpenPATH renderer restarts with its new configuration");
            instantiateServiceInstance();
        }
    }

    private @Nullable RpcService statistics(final Configuration configuration) {
        return configuration.confirmFromSwitches() ? rpcs : null;
    }

    private void logStatisticsSource() {
        if (switchStatistics == null) {
            LOG.info("OpenPATH renderer confirms from the flow statistics in the operational inventory");
        }
    }

    /**
     * The timings a configuration names, the defaults when it names a value out of range: the renderer keeps
     * running, and the log names the setting.
     *
     * @param configuration the configuration
     * @return its timings, or the defaults
     */
    static RendererTimings checked(final Configuration configuration) {
        final RendererTimings configured;
        try {
            configured = timings(configuration);
        } catch (IllegalArgumentException e) {
            LOG.error("OpenPATH renderer configuration org.openpath.renderer refused: {}; running with the defaults",
                e.getMessage());
            return RendererTimings.DEFAULT;
        }
        if (!configured.equals(RendererTimings.DEFAULT)) {
            LOG.info("OpenPATH renderer configured: {}", configured);
        }
        return configured;
    }

    /**
     * The timings a configuration names.
     *
     * @param configuration the configuration
     * @return its timings
     * @throws IllegalArgumentException naming a timing that is out of range
     */
    static RendererTimings timings(final Configuration configuration) {
        return new RendererTimings(Duration.ofMillis(configuration.passDelayMs()),
            Duration.ofMillis(configuration.confirmPeriodMs()), Duration.ofSeconds(configuration.slowConfirmationS()),
            Duration.ofSeconds(configuration.sweepDelayS()), Duration.ofSeconds(configuration.sweepRetryS()),
            configuration.sweepMaxPostpones(), Duration.ofSeconds(configuration.carryWaitS()),
            Duration.ofSeconds(configuration.sendTimeoutS()), configuration.sendAttempts(),
            configuration.connectAttempts(), Duration.ofSeconds(configuration.redirectTimeoutS()),
            Duration.ofMillis(configuration.rewriteAfterMs()), Duration.ofMillis(configuration.rewriteQuietMs()),
            configuration.rewriteAttempts(), Duration.ofMillis(configuration.pendingReportDelayMs()));
    }

    @Override
    public ServiceGroupIdentifier getIdentifier() {
        return IDENTIFIER;
    }

    @Override
    public synchronized void instantiateServiceInstance() {
        LOG.info("This member runs the OpenPATH renderer");
        renderer = new RenderingService(broker, channels.nfControl(), channels.redirectRequests(), relocation,
            timings, rpcs, switchStatistics != null, serviceGraphs);
        if (nfControlRpcs == null) {
            // skip-me, request-me, change-default, set-state-report-interval: served where the renderer runs, so that
            // in a cluster RESTCONF on any member reaches this one
            nfControlRpcs = channels.nfControl().register(rpcProvider);
        }
    }

    @Override
    public synchronized ListenableFuture<?> closeServiceInstance() {
        final var registered = nfControlRpcs;
        if (registered != null) {
            nfControlRpcs = null;
            registered.close();
        }
        final var running = renderer;
        if (running != null) {
            renderer = null;
            running.close();
            LOG.info("This member no longer runs the OpenPATH renderer");
        }
        return Futures.immediateFuture(null);
    }

    /**
     * Leaves the singleton group (stopping the renderer if it runs here).
     */
    @Deactivate
    public void close() {
        singleton.close();
        closeServiceInstance();
    }
}
