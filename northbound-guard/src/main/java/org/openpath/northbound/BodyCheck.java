/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.northbound;

import java.util.Optional;
import org.opendaylight.yangtools.yang.model.api.EffectiveModelContext;

/**
 * The check of one schema: reads a body in either format and finds what it names twice.
 */
public final class BodyCheck {
    private final SchemaIndex index;
    private final JsonBody json;
    private final XmlBody xml;
    private final DuplicateEntryFinder finder;

    private BodyCheck(final SchemaIndex index) {
        this.index = index;
        json = new JsonBody(index);
        xml = new XmlBody(index);
        finder = new DuplicateEntryFinder(index);
    }

    /**
     * Prepares the check of a schema (indexing it takes a moment: do it once per schema).
     *
     * @param context the schema
     * @return the check
     */
    public static BodyCheck of(final EffectiveModelContext context) {
        return new BodyCheck(SchemaIndex.of(context));
    }

    /**
     * Returns the schema this check was made for.
     *
     * @return the schema
     */
    public EffectiveModelContext context() {
        return index.context();
    }

    /**
     * Returns how many schema nodes the check knows.
     *
     * @return the count
     */
    public int schemaNodes() {
        return index.size();
    }

    /**
     * Finds the first thing a body names twice.
     *
     * @param format the body's format
     * @param body its bytes
     * @return what it names twice, or empty
     * @throws UnreadableBodyException if the body is not well-formed
     */
    public Optional<DuplicateEntry> duplicateIn(final BodyFormat format, final byte[] body)
            throws UnreadableBodyException {
        return finder.find(format == BodyFormat.XML ? xml.read(body) : json.read(body));
    }
}
