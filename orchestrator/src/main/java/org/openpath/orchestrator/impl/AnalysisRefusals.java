/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.openpath.analyzer.ChainValidationException;
import org.openpath.analyzer.DynamicRule;
import org.openpath.analyzer.Order;
import org.openpath.analyzer.Position;
import org.openpath.analyzer.Priority;
import org.openpath.analyzer.Refusal;
import org.openpath.analyzer.Template;

/**
 * Names the element of a chain request the dependency analyser refused, as a path through the YANG data: the
 * offending NF, template or dynamic rule, e.g. {@code service-chain[web]/priority[mon,fw1]}; the template list
 * ({@code service-chain[web]/order}) when several templates of one kind contradict each other, the chain when
 * templates of different kinds do.
 */
final class AnalysisRefusals {
    private AnalysisRefusals() {
        // Static only
    }

    /**
     * The path of a chain.
     *
     * @param chainName the chain's name
     * @return {@code service-chain[<name>]}
     */
    static String chainPath(final String chainName) {
        return "service-chain[" + chainName + "]";
    }

    /**
     * The element an analyser refusal points at.
     *
     * @param spec the refused request
     * @param exception the analyser's refusal
     * @return the element's path
     */
    static String elementOf(final ChainSpec spec, final ChainValidationException exception) {
        final var chain = chainPath(spec.name());
        return switch (exception.refusal()) {
            case Refusal.UnknownNfType r -> chain + "/nf[" + r.nfs().getFirst().name() + "]/type";
            case Refusal.DuplicateNf r -> chain + "/nf[" + r.names().getFirst() + "]";
            case Refusal.UnknownNf r -> referencing(spec, Set.copyOf(r.names()));
            case Refusal.InvalidTemplate r -> templatePath(chain, r.template());
            case Refusal.ConflictingTemplates r -> templatesPath(chain, List.of(r.position(), r.other()));
            case Refusal.CyclicPolicy r -> templatesPath(chain, r.templates());
            case Refusal.PriorityConflict r -> templatePath(chain, r.priority());
            case Refusal.InvalidDynamicRule r -> rulePath(chain, r.rule());
        };
    }

    private static String referencing(final ChainSpec spec, final Set<String> unknown) {
        final var chain = chainPath(spec.name());
        for (var template : spec.request().templates()) {
            if (template.nfs().stream().anyMatch(unknown::contains)) {
                return templatePath(chain, template);
            }
        }
        for (var rule : spec.request().dynamicRules()) {
            if (unknown.contains(rule.nf())
                || rule.action() == DynamicRule.Action.SEND_TO_NF && unknown.contains(rule.target())) {
                return rulePath(chain, rule);
            }
        }
        return chain;
    }

    private static String templatesPath(final String chain, final List<Template> templates) {
        final var paths = new LinkedHashSet<String>();
        final var kinds = new LinkedHashSet<String>();
        for (var template : templates) {
            paths.add(templatePath(chain, template));
            kinds.add(templateKind(template));
        }
        if (paths.size() == 1) {
            return paths.getFirst();
        }
        return kinds.size() == 1 ? chain + "/" + kinds.getFirst() : chain;
    }

    private static String templatePath(final String chain, final Template template) {
        return switch (template) {
            case Order order -> chain + "/order[" + order.nf() + "," + order.otherNf() + "]";
            case Priority priority -> chain + "/priority[" + priority.higher() + "," + priority.lower() + "]";
            case Position position -> chain + "/position[" + position.nf() + "]";
        };
    }

    private static String templateKind(final Template template) {
        return switch (template) {
            case Order order -> "order";
            case Priority priority -> "priority";
            case Position position -> "position";
        };
    }

    private static String rulePath(final String chain, final DynamicRule rule) {
        return chain + "/dynamic-rule[" + rule.nf() + "," + rule.result() + "]";
    }
}
