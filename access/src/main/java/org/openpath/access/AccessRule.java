/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.access;

import static java.util.Objects.requireNonNull;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which roles may use which HTTP methods on the URLs a pattern matches (Ant style, as AAA's dynamic authorization
 * matches them: {@code /rests/**}). A request that a rule's pattern matches is refused (403) unless one of the
 * caller's roles allows its method; AAA's model knows GET, PUT, POST, PATCH and DELETE only.
 *
 * @param resource the URL pattern
 * @param allowed the methods each role may use
 * @param description what the rule is for
 */
public record AccessRule(String resource, Map<String, Set<Method>> allowed, String description) {
    /** The HTTP methods AAA's policies can name. */
    public enum Method { GET, PUT, POST, PATCH, DELETE }

    /** AAA's administrator role. */
    public static final String ADMIN = "admin";
    /** AAA's role of every account; alone, it makes a read-only operator. */
    public static final String USER = "user";

    /**
     * The suite's default: on RESTCONF (data, operations, everything under {@code /rests}), an administrator may use
     * every method and an account with only the {@code user} role may read.
     */
    public static final List<AccessRule> DEFAULTS = List.of(new AccessRule("/rests/**",
        Map.of(ADMIN, Set.of(Method.values()), USER, Set.of(Method.GET)),
        "OpenPATH default: administrators read and write RESTCONF, read-only operators (role user) only read"));

    public AccessRule {
        requireNonNull(resource);
        allowed = Map.copyOf(allowed);
        requireNonNull(description);
    }
}
