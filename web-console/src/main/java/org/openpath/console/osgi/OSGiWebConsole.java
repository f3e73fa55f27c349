/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.console.osgi;

import javax.servlet.ServletException;
import org.opendaylight.aaa.web.ServletDetails;
import org.opendaylight.aaa.web.WebContext;
import org.opendaylight.aaa.web.WebServer;
import org.opendaylight.yangtools.concepts.Registration;
import org.openpath.console.ConsoleServlet;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Registers the web console under {@value #CONTEXT_PATH} on OpenDaylight's web server (AAA's {@link WebServer}, the
 * OSGi HTTP whiteboard on the Jetty that serves RESTCONF), and removes it when stopped.
 */
@Component(service = { })
public final class OSGiWebConsole {
    /** Where the console is served. */
    public static final String CONTEXT_PATH = "/openpath";

    private static final Logger LOG = LoggerFactory.getLogger(OSGiWebConsole.class);

    private final Registration registration;

    /**
     * Registers the console.
     *
     * @param webServer OpenDaylight's web server
     * @throws ServletException if the web server refuses the registration
     */
    @Activate
    public OSGiWebConsole(@Reference final WebServer webServer) throws ServletException {
        registration = webServer.registerWebContext(WebContext.builder()
            .name("openpath-console")
            .contextPath(CONTEXT_PATH)
            .supportsSessions(false)
            .addServlet(ServletDetails.builder()
                .servlet(new ConsoleServlet())
                .name("openpath-console")
                .addUrlPattern("/*")
                .build())
            .build());
        LOG.info("OpenPATH web console served at {}{}/", webServer.getBaseURL(), CONTEXT_PATH);
    }

    /**
     * Removes the console from the web server.
     */
    @Deactivate
    public void close() {
        registration.close();
        LOG.info("OpenPATH web console removed");
    }
}
