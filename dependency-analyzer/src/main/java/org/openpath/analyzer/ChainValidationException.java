/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer;

import java.io.Serial;

/**
 * A chain request the analyser refuses. Each subclass names its culprits (OpenPATH paper section 5.1: contradicting
 * templates are an error the operator must see): unknown or duplicate NFs, a template cycle with its path, two
 * conflicting templates, a Priority between NFs that can never share a stage, an invalid template or dynamic rule.
 */
public abstract sealed class ChainValidationException extends Exception
        permits UnknownNfException, UnknownNfTypeException, DuplicateNfException, InvalidTemplateException,
            CyclicPolicyException, ConflictingTemplatesException, PriorityConflictException,
            InvalidDynamicRuleException {
    @Serial
    private static final long serialVersionUID = 1L;

    ChainValidationException(final String message) {
        super(message);
    }
}
