/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.osgi;

import java.util.HashMap;
import java.util.Map;
import org.opendaylight.controller.cluster.datastore.DistributedDataStoreInterface;
import org.opendaylight.mdsal.binding.api.DataBroker;
import org.opendaylight.mdsal.binding.api.NotificationPublishService;
import org.opendaylight.mdsal.binding.api.NotificationService;
import org.opendaylight.mdsal.binding.api.RpcService;
import org.opendaylight.openflowjava.protocol.spi.connection.SwitchConnectionProvider;
import org.opendaylight.openflowplugin.extension.api.OpenFlowPluginExtensionRegistratorProvider;
import org.opendaylight.yangtools.concepts.Registration;
import org.openpath.southbound.impl.ChainIdIndex;
import org.openpath.southbound.impl.MalformedInput;
import org.openpath.southbound.impl.NfControlRpcs;
import org.openpath.southbound.impl.OpenPathExtension;
import org.openpath.southbound.impl.RedirectRequests;
import org.openpath.southbound.impl.RenderingChannels;
import org.openpath.southbound.impl.SouthboundStatisticsWriter;
import org.openpath.southbound.impl.SwitchMessageHandler;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The southbound in OSGi: installs the OpenPATH OpenFlow extension into OpenFlowPlugin (the converters once, the
 * OpenFlowJava codecs on every switch connection provider as they come and go: OpenFlowPlugin runs one per listening
 * port), registers the NF-control RPCs, handles what OpenPATH switches report and publishes the southbound
 * statistics. It lends the renderer ({@link OSGiRenderer}, a cluster singleton) its NF-control channel.
 */
@Component(service = RenderingChannels.class, immediate = true)
public final class OSGiSouthbound implements RenderingChannels {
    private static final Logger LOG = LoggerFactory.getLogger(OSGiSouthbound.class);

    private final OpenPathExtension extension;
    private final Registration converters;
    private final Registration listener;
    private final Registration index;
    private final SouthboundStatisticsWriter statistics;
    private final NfControlRpcs nfControl;
    private final RedirectRequests redirects;
    private final Map<SwitchConnectionProvider, Registration> codecs = new HashMap<>();

    /**
     * Wires the southbound.
     *
     * @param registratorProvider OpenFlowPlugin's converter registrator
     * @param dataBroker the data broker
     * @param rpcService to invoke OpenFlowPlugin's and the orchestrator's RPCs
     * @param notifications to hear OpenFlowPlugin's experimenter messages
     * @param publish to publish nf-message
     * @param datastore the operational datastore, which knows this controller's cluster member name
     */
    @Activate
    public OSGiSouthbound(@Reference final OpenFlowPluginExtensionRegistratorProvider registratorProvider,
            @Reference final DataBroker dataBroker, @Reference final RpcService rpcService,
            @Reference final NotificationService notifications,
            @Reference final NotificationPublishService publish,
            @Reference(target = "(type=distributed-operational)") final DistributedDataStoreInterface datastore) {
        final var malformed = new MalformedInput();
        extension = new OpenPathExtension(malformed);
        converters = extension.registerConverters(registratorProvider.getExtensionConverterRegistrator());
        redirects = new RedirectRequests();
        nfControl = new NfControlRpcs(dataBroker, rpcService, redirects);
        final var chainIds = new ChainIdIndex();
        index = chainIds.register(dataBroker);
        final var handler = new SwitchMessageHandler(dataBroker, rpcService, publish, chainIds);
        listener = handler.register(notifications);
        // the cluster member name (member-1 on a controller that is no cluster member): each member counts what its
        // switches send, in an entry of its own
        final var memberName = datastore.getActorUtils().getCurrentMemberName().getName();
        statistics = new SouthboundStatisticsWriter(dataBroker, memberName, handler, malformed);
        LOG.info("OpenPATH southbound started");
    }

    @Override
    public NfControlRpcs nfControl() {
        return nfControl;
    }

    @Override
    public RedirectRequests redirectRequests() {
        return redirects;
    }

    /**
     * Registers the codecs on a new provider.
     *
     * @param provider the provider
     */
    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    synchronized void bindProvider(final SwitchConnectionProvider provider) {
        codecs.computeIfAbsent(provider, extension::registerCodecs);
    }

    /**
     * Forgets a provider that went away.
     *
     * @param provider the provider
     */
    synchronized void unbindProvider(final SwitchConnectionProvider provider) {
        final var registration = codecs.remove(provider);
        if (registration != null) {
            registration.close();
        }
    }

    @Deactivate
    synchronized void deactivate() {
        statistics.close();
        listener.close();
        index.close();
        codecs.values().forEach(Registration::close);
        codecs.clear();
        converters.close();
        LOG.info("OpenPATH southbound stopped");
    }
}
