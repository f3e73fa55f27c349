/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.northbound.osgi;

import java.io.IOException;
import java.util.Optional;
import java.util.stream.StreamSupport;
import javax.servlet.Filter;
import javax.servlet.FilterChain;
import javax.servlet.FilterConfig;
import javax.servlet.ServletException;
import javax.servlet.ServletRequest;
import javax.servlet.ServletResponse;
import org.apache.pekko.cluster.Cluster;
import org.opendaylight.controller.cluster.ActorSystemProvider;
import org.openpath.northbound.ClusterView;
import org.openpath.northbound.MajorityFilter;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The {@link MajorityFilter} in AAA's filter chain in front of RESTCONF, judging from the member's Pekko cluster
 * state (OpenDaylight's actor system): a controller that is no cluster member is a cluster of one, always served.
 */
@Component(service = Filter.class, immediate = true, property = "org.opendaylight.aaa.filterchain.filter=true")
public final class OSGiMajorityFilter implements Filter {
    private static final Logger LOG = LoggerFactory.getLogger(OSGiMajorityFilter.class);

    private final ActorSystemProvider actorSystem;
    private final MajorityFilter delegate;

    /**
     * Creates the filter.
     *
     * @param actorSystem OpenDaylight's actor system, whose cluster state says whether this member is in a majority
     */
    @Activate
    public OSGiMajorityFilter(@Reference final ActorSystemProvider actorSystem) {
        this.actorSystem = actorSystem;
        delegate = new MajorityFilter(this::refusal);
        LOG.info("OpenPATH northbound guard started: a cluster member outside a majority answers 503 saying so");
    }

    private Optional<String> refusal() {
        final var cluster = Cluster.get(actorSystem.getActorSystem());
        final var state = cluster.state();
        final int members = (int) StreamSupport.stream(state.getMembers().spliterator(), false).count();
        return new ClusterView(cluster.selfMember().status().toString(), members, state.getUnreachable().size())
            .refusal();
    }

    @Override
    public void init(final FilterConfig filterConfig) throws ServletException {
        delegate.init(filterConfig);
    }

    @Override
    public void doFilter(final ServletRequest request, final ServletResponse response, final FilterChain chain)
            throws IOException, ServletException {
        delegate.doFilter(request, response, chain);
    }

    @Override
    public void destroy() {
        delegate.destroy();
    }
}
