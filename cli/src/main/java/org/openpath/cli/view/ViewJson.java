/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.view;

import com.google.gson.FieldNamingPolicy;
import com.google.gson.Gson;
import com.google.gson.GsonBuilder;

/**
 * Prints view records as JSON for scripts ({@code --json} of the list commands and {@code stats}): member names are
 * the record components in lower case with dashes ({@code runningOn} becomes {@code running-on}), absent values are
 * {@code null}, so every object of a kind has the same members.
 */
public final class ViewJson {
    private static final Gson GSON = new GsonBuilder()
        .setFieldNamingPolicy(FieldNamingPolicy.LOWER_CASE_WITH_DASHES)
        .serializeNulls()
        .disableHtmlEscaping()
        .setPrettyPrinting()
        .create();

    private ViewJson() {
        // utility class
    }

    /**
     * Prints a record, or a list of records.
     *
     * @param value what to print
     * @return the JSON
     */
    public static String of(final Object value) {
        return GSON.toJson(value);
    }
}
