/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.osgi;

import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import java.time.Duration;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.mdsal.binding.api.DataBroker;
import org.opendaylight.mdsal.binding.api.NotificationPublishService;
import org.opendaylight.mdsal.binding.api.RpcProviderService;
import org.opendaylight.mdsal.singleton.api.ClusterSingletonService;
import org.opendaylight.mdsal.singleton.api.ClusterSingletonServiceProvider;
import org.opendaylight.mdsal.singleton.api.ServiceGroupIdentifier;
import org.opendaylight.yangtools.concepts.Registration;
import org.openpath.api.cluster.SingletonGroup;
import org.openpath.orchestrator.impl.AdmissionSettings;
import org.openpath.orchestrator.impl.ChainRpcs;
import org.openpath.orchestrator.impl.OrchestratorService;
import org.openpath.placement.Admission;
import org.openpath.statesync.StateHandover;
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
 * Runs the orchestrator (listeners, single writer, RPCs) as a cluster singleton: exactly one member of a cluster
 * processes chain requests and writes their operational state; on a single controller that is the controller. How
 * long it holds a lost node or link before it counts as lost comes from the configuration
 * {@code org.openpath.orchestrator} ({@code etc/org.openpath.orchestrator.cfg}); a change applies in place.
 */
@Component(service = { }, configurationPid = "org.openpath.orchestrator")
@Designate(ocd = OSGiOrchestrator.Configuration.class)
public final class OSGiOrchestrator implements ClusterSingletonService {
    /**
     * The orchestrator's settings, as an operator sets them.
     */
    @ObjectClassDefinition(name = "OpenPATH orchestrator",
        description = "How long losses are held; how NF instances follow the load")
    public @interface Configuration {
        /**
         * The node-loss grace.
         *
         * @return milliseconds
         */
        @AttributeDefinition(description = "How long a node whose control channel dropped may be away before its "
            + "chains are moved as for a failed node (ms; 0: at once)")
        long nodeLossGraceMs() default OrchestratorService.DEFAULT_NODE_LOSS_GRACE_MS;

        /**
         * The link rediscovery time.
         *
         * @return milliseconds
         */
        @AttributeDefinition(description = "How long, once both ends of a link that went with an unreachable node "
            + "are back, LLDP may take to discover it again before it counts as lost (ms)")
        long linkRediscoveryMs() default OrchestratorService.DEFAULT_LINK_REDISCOVERY_MS;

        /**
         * The NF scaling cool-down.
         *
         * @return milliseconds
         */
        @AttributeDefinition(description = "The least time between two changes of the number of instances of one NF "
            + "(report-nf-load; ms)")
        long nfScaleCoolDownMs() default OrchestratorService.DEFAULT_NF_SCALE_COOL_DOWN_MS;

        /**
         * The quiet reports that take an added NF instance away.
         *
         * @return a count
         */
        @AttributeDefinition(description = "How many load reports in a row below half of what one instance fewer "
            + "sustains take an added NF instance away (at least 1)")
        int nfScaleQuietReports() default OrchestratorService.DEFAULT_NF_SCALE_QUIET_REPORTS;

        /**
         * The most instances of one NF.
         *
         * @return a count
         */
        @AttributeDefinition(description = "The most instances one NF runs when its load reports ask for more "
            + "(1 to 64)")
        int nfScaleMaxInstances() default OrchestratorService.DEFAULT_NF_SCALE_MAX_INSTANCES;

        /**
         * Which chains that fit start running.
         *
         * @return all-that-fit or priced
         */
        @AttributeDefinition(description = "Which chains that fit start running: all-that-fit (first come, first "
            + "served) or priced (a chain that would take many cores of a nearly full cluster is refused, keeping the "
            + "room for smaller ones; a chain that runs is never refused for its price)")
        String admission() default AdmissionSettings.ALL_THAT_FIT;

        /**
         * The base of priced admission's price.
         *
         * @return a number above 1
         */
        @AttributeDefinition(description = "Priced admission: the price of a core at a share u of the cluster's CPU "
            + "reserved is (base^u - 1) / (base - 1); the larger the base, the later the price rises (above 1)")
        double admissionPriceBase() default AdmissionSettings.DEFAULT_BASE;

        /**
         * What a chain may pay under priced admission.
         *
         * @return cores at full price
         */
        @AttributeDefinition(description = "Priced admission: the most a chain may pay, in cores at full price "
            + "(above 0)")
        double admissionBudgetCores() default AdmissionSettings.DEFAULT_BUDGET_CORES;
    }

    private static final Logger LOG = LoggerFactory.getLogger(OSGiOrchestrator.class);
    private static final ServiceGroupIdentifier IDENTIFIER = new ServiceGroupIdentifier(SingletonGroup.NAME);

    private final DataBroker broker;
    private final RpcProviderService rpcProvider;
    private final NotificationPublishService notifications;
    private final StateHandover handover;
    private final Registration singleton;
    private @Nullable OrchestratorService service;
    private @Nullable Registration rpcs;
    private Duration nodeLossGrace;
    private Duration linkRediscovery;
    private Duration scaleCoolDown;
    private int scaleQuietReports;
    private int scaleMaxInstances;
    private Admission admission = Admission.ALL_THAT_FIT;

    /**
     * Registers the singleton; the orchestrator starts when this member becomes its owner.
     *
     * @param broker the data broker
     * @param rpcProvider where the RPCs are registered
     * @param notifications where nf-alert notifications go
     * @param singletons the cluster singleton service provider
     * @param handover state-sync, to carry NF state off a node the operator disables
     * @param configuration the hold-down settings
     */
    @Activate
    public OSGiOrchestrator(@Reference final DataBroker broker, @Reference final RpcProviderService rpcProvider,
            @Reference final NotificationPublishService notifications,
            @Reference final ClusterSingletonServiceProvider singletons, @Reference final StateHandover handover,
            final Configuration configuration) {
        this.broker = broker;
        nodeLossGrace = checked("node-loss-grace-ms", configuration.nodeLossGraceMs(),
            OrchestratorService.DEFAULT_NODE_LOSS_GRACE_MS);
        linkRediscovery = checked("link-rediscovery-ms", configuration.linkRediscoveryMs(),
            OrchestratorService.DEFAULT_LINK_REDISCOVERY_MS);
        scaling(configuration);
        admission(configuration);
        this.handover = handover;
        this.rpcProvider = rpcProvider;
        this.notifications = notifications;
        singleton = singletons.registerClusterSingletonService(this);
    }

    @Override
    public ServiceGroupIdentifier getIdentifier() {
        return IDENTIFIER;
    }

    @Override
    public synchronized void instantiateServiceInstance() {
        final var started = new OrchestratorService(broker, handover::carryOff, nodeLossGrace, linkRediscovery);
        service = started;
        started.scaling(scaleCoolDown, scaleQuietReports, scaleMaxInstances);
        started.admission(admission);
        rpcs = new ChainRpcs(started, notifications).register(rpcProvider);
    }

    @Override
    public synchronized ListenableFuture<?> closeServiceInstance() {
        final var registered = rpcs;
        if (registered != null) {
            registered.close();
            rpcs = null;
        }
        final var running = service;
        if (running != null) {
            running.close();
            service = null;
        }
        return Futures.immediateFuture(null);
    }

    /**
     * Applies a changed configuration in place: an orchestrator running here holds the next losses as it says.
     *
     * @param configuration the new configuration, or the defaults once it is deleted
     */
    @Modified
    synchronized void modified(final Configuration configuration) {
        nodeLossGrace = checked("node-loss-grace-ms", configuration.nodeLossGraceMs(),
            OrchestratorService.DEFAULT_NODE_LOSS_GRACE_MS);
        linkRediscovery = checked("link-rediscovery-ms", configuration.linkRediscoveryMs(),
            OrchestratorService.DEFAULT_LINK_REDISCOVERY_MS);
        scaling(configuration);
        admission(configuration);
        final var running = service;
        if (running != null) {
            running.holdDown(nodeLossGrace, linkRediscovery);
            running.scaling(scaleCoolDown, scaleQuietReports, scaleMaxInstances);
            running.admission(admission);
        }
    }

    // a bad setting is refused with a log naming it; chains are then admitted as all that fit
    private void admission(final Configuration configuration) {
        try {
            admission = AdmissionSettings.of(configuration.admission(), configuration.admissionPriceBase(),
                configuration.admissionBudgetCores());
        } catch (IllegalArgumentException e) {
            LOG.warn("OpenPATH orchestrator: {}; admitting all chains that fit", e.getMessage());
            admission = Admission.ALL_THAT_FIT;
        }
    }

    private void scaling(final Configuration configuration) {
        scaleCoolDown = checked("nf-scale-cool-down-ms", configuration.nfScaleCoolDownMs(),
            OrchestratorService.DEFAULT_NF_SCALE_COOL_DOWN_MS);
        scaleQuietReports = configuration.nfScaleQuietReports();
        if (scaleQuietReports < 1) {
            LOG.warn("OpenPATH orchestrator: nf-scale-quiet-reports must be at least 1, got {}; using {}",
                scaleQuietReports, OrchestratorService.DEFAULT_NF_SCALE_QUIET_REPORTS);
            scaleQuietReports = OrchestratorService.DEFAULT_NF_SCALE_QUIET_REPORTS;
        }
        scaleMaxInstances = configuration.nfScaleMaxInstances();
        if (scaleMaxInstances < 1 || scaleMaxInstances > OrchestratorService.MAX_NF_INSTANCES) {
            LOG.warn("OpenPATH orchestrator: nf-scale-max-instances must be between 1 and {}, got {}; using {}",
                OrchestratorService.MAX_NF_INSTANCES, scaleMaxInstances,
                OrchestratorService.DEFAULT_NF_SCALE_MAX_INSTANCES);
            scaleMaxInstances = OrchestratorService.DEFAULT_NF_SCALE_MAX_INSTANCES;
        }
    }

    // a negative setting is refused with a log naming it; the orchestrator goes on with the default
    private static Duration checked(final String name, final long millis, final long defaultMillis) {
        if (millis < 0) {
            LOG.warn("OpenPATH orchestrator: {} must not be negative, got {}; using {}", name, millis, defaultMillis);
            return Duration.ofMillis(defaultMillis);
        }
        return Duration.ofMillis(millis);
    }

    /**
     * Leaves the singleton group (stopping the orchestrator if it runs here). Safe to call more than once.
     */
    @Deactivate
    public void close() {
        singleton.close();
        closeServiceInstance();
    }
}
