/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.northbound.osgi;

import java.io.IOException;
import javax.servlet.Filter;
import javax.servlet.FilterChain;
import javax.servlet.FilterConfig;
import javax.servlet.ServletException;
import javax.servlet.ServletRequest;
import javax.servlet.ServletResponse;
import org.opendaylight.mdsal.dom.api.DOMSchemaService;
import org.openpath.northbound.BodyCheck;
import org.openpath.northbound.DuplicateEntryFilter;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Puts {@link DuplicateEntryFilter} into AAA's filter chain, which RESTCONF's web context ({@code /rests}) runs every
 * request through: AAA's {@code CustomFilterAdapterConfiguration} takes each {@link Filter} service with the
 * property {@code org.opendaylight.aaa.filterchain.filter=true}. The check follows the controller's global schema;
 * a new schema (a feature installed) is indexed at the first request after it.
 */
@Component(service = Filter.class, immediate = true, property = "org.opendaylight.aaa.filterchain.filter=true")
public final class OSGiDuplicateEntryFilter implements Filter {
    private static final Logger LOG = LoggerFactory.getLogger(OSGiDuplicateEntryFilter.class);

    private final DOMSchemaService schemaService;
    private final DuplicateEntryFilter delegate;
    private volatile BodyCheck check;

    /**
     * Creates the filter.
     *
     * @param schemaService the controller's global schema
     */
    @Activate
    public OSGiDuplicateEntryFilter(@Reference final DOMSchemaService schemaService) {
        this.schemaService = schemaService;
        delegate = new DuplicateEntryFilter(this::currentCheck);
        LOG.info("OpenPATH northbound guard started: RESTCONF bodies naming a list entry twice are refused");
    }

    private BodyCheck currentCheck() {
        final var context = schemaService.getGlobalContext();
        final var known = check;
        if (known != null && known.context() == context) {
            return known;
        }
        final long start = System.nanoTime();
        final var fresh = BodyCheck.of(context);
        LOG.info("Northbound guard indexed {} schema nodes of {} modules in {} ms", fresh.schemaNodes(),
            context.getModules().size(), (System.nanoTime() - start) / 1_000_000);
        check = fresh;
        return fresh;
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
