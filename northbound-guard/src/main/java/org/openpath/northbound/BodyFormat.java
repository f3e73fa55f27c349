/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.northbound;

import java.util.Locale;
import java.util.Optional;
import org.eclipse.jdt.annotation.Nullable;

/**
 * The body formats RESTCONF reads: RFC 7951 JSON and RFC 7950 XML, plain or as YANG Patch.
 */
public enum BodyFormat {
    /** {@code application/yang-data+json}, {@code application/yang-patch+json}, {@code application/json}. */
    JSON,
    /** {@code application/yang-data+xml}, {@code application/yang-patch+xml}, {@code application/xml}. */
    XML;

    /**
     * Returns the format a Content-Type names.
     *
     * @param contentType the header's value, or {@code null} when there is none
     * @return the format, or empty for a type RESTCONF does not read as data
     */
    public static Optional<BodyFormat> ofContentType(final @Nullable String contentType) {
        if (contentType == null) {
            return Optional.empty();
        }
        final String type = contentType.toLowerCase(Locale.ROOT);
        return type.contains("json") ? Optional.of(JSON) : type.contains("xml") ? Optional.of(XML) : Optional.empty();
    }
}
