/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.List;

/**
 * A service chain request as the analyser sees it ({@code openpath-chains:chain-request}): the NFs in the operator's
 * sequential order, the Order / Priority / Position templates of the OpenPATH paper's section 5.1, the dynamic rules
 * of section 5.3 and the analysis mode. Duplicate or unknown names are reported by
 * {@link DependencyAnalyzer#analyze(ChainRequest)}, not here, so that the exception can name them.
 *
 * @param nfs the NFs, at least one, in the operator's order
 * @param templates the policy templates
 * @param dynamicRules the NF handler rules
 * @param mode the analysis mode
 */
public record ChainRequest(List<NfInstance> nfs, List<Template> templates, List<DynamicRule> dynamicRules,
        AnalysisMode mode) {
    /**
     * Validates the components and copies the lists.
     */
    public ChainRequest {
        nfs = List.copyOf(nfs);
        if (nfs.isEmpty()) {
            throw new IllegalArgumentException("A chain needs at least one NF");
        }
        templates = List.copyOf(templates);
        dynamicRules = List.copyOf(dynamicRules);
        requireNonNull(mode, "mode");
    }

    /**
     * Returns a builder of a field-level request.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Returns this request with another analysis mode.
     *
     * @param newMode the mode
     * @return a request differing only in its mode
     */
    public ChainRequest withMode(final AnalysisMode newMode) {
        return new ChainRequest(nfs, templates, dynamicRules, newMode);
    }

    /**
     * Builds a {@link ChainRequest}.
     */
    public static final class Builder {
        private final List<NfInstance> nfs = new ArrayList<>();
        private final List<Template> templates = new ArrayList<>();
        private final List<DynamicRule> rules = new ArrayList<>();
        private AnalysisMode mode = AnalysisMode.FIELD_LEVEL;

        private Builder() {
            // Use ChainRequest.builder()
        }

        /**
         * Appends an NF.
         *
         * @param name its name in the chain
         * @param type its NF type
         * @return this builder
         */
        public Builder nf(final String name, final String type) {
            nfs.add(new NfInstance(name, type));
            return this;
        }

        /**
         * Appends an NF named after its type.
         *
         * @param type the NF type, also used as the NF's name
         * @return this builder
         */
        public Builder nf(final String type) {
            return nf(type, type);
        }

        /**
         * Adds templates.
         *
         * @param added the templates
         * @return this builder
         */
        public Builder template(final Template... added) {
            templates.addAll(List.of(added));
            return this;
        }

        /**
         * Adds dynamic rules.
         *
         * @param added the rules
         * @return this builder
         */
        public Builder rule(final DynamicRule... added) {
            rules.addAll(List.of(added));
            return this;
        }

        /**
         * Sets the analysis mode.
         *
         * @param newMode the mode
         * @return this builder
         */
        public Builder mode(final AnalysisMode newMode) {
            mode = requireNonNull(newMode);
            return this;
        }

        /**
         * Returns the request.
         *
         * @return a new request
         */
        public ChainRequest build() {
            return new ChainRequest(nfs, templates, rules, mode);
        }
    }
}
