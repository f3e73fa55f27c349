/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer;

import java.util.regex.Pattern;

/**
 * Checks of the identifiers a chain request uses, mirroring {@code openpath-types:name}: a letter, then letters,
 * digits, '_', '.' or '-'; at most 64 characters.
 */
final class Names {
    private static final Pattern NAME = Pattern.compile("[A-Za-z][A-Za-z0-9_.\\-]*");
    private static final int MAX_LENGTH = 64;

    private Names() {
        // Utility class
    }

    static String check(final String value, final String what) {
        if (value == null) {
            throw new NullPointerException(what + " must not be null");
        }
        if (value.isEmpty() || value.length() > MAX_LENGTH || !NAME.matcher(value).matches()) {
            throw new IllegalArgumentException(what + " '" + value
                + "' is not a valid name (a letter, then letters, digits, '_', '.' or '-'; at most 64 characters)");
        }
        return value;
    }
}
