/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.northbound;

import static java.util.Objects.requireNonNull;

import java.util.List;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.yangtools.yang.common.QName;
import org.opendaylight.yangtools.yang.common.QNameModule;

/**
 * One element of a request body, as JSON and XML bodies both name it: a YANG node by its qualified name, with the
 * elements inside it, or with the text of a leaf (a leaf-list value, a list entry and an element named twice are
 * each an element of their own, in body order).
 *
 * @param name the node's qualified name
 * @param children the elements inside it, in body order; empty for a leaf
 * @param text a leaf's value as written; {@code null} for an element with children and a JSON {@code null}
 * @param textModule for a value written {@code prefix:name}, the module its prefix names, else {@code null}; it
 *     tells two spellings of one identity apart from two identities
 */
public record BodyElement(QName name, List<BodyElement> children, @Nullable String text,
        @Nullable QNameModule textModule) {
    /**
     * Checks the fields.
     */
    public BodyElement {
        requireNonNull(name);
        children = List.copyOf(children);
    }

    /**
     * Returns the first element inside this one with the given name.
     *
     * @param child the name
     * @return the element, or {@code null}
     */
    public @Nullable BodyElement child(final QName child) {
        for (var element : children) {
            if (element.name.equals(child)) {
                return element;
            }
        }
        return null;
    }
}
