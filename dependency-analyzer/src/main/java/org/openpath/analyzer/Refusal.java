/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer;

import static java.util.Objects.requireNonNull;

import java.io.Serializable;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Why the analyser refuses a chain request, with the culprits as evidence (OpenPATH paper section 5.1: contradicting
 * templates are an error the operator must see). A {@link ChainValidationException} carries one; {@link #message()}
 * is the one place its text is written. Every refusal checks that its evidence does refuse the request: a refusal
 * names at least one culprit, a cycle is closed, conflicting templates do conflict.
 */
public sealed interface Refusal extends Serializable {
    /**
     * Returns the refusal in words, naming the culprits.
     *
     * @return the message
     */
    default String message() {
        return switch (this) {
            case DuplicateNf r -> "Duplicate NF name(s) " + r.names();
            case UnknownNfType r -> "Unknown NF type(s): " + r.nfs().stream()
                .map(nf -> nf.name() + " has type '" + nf.type() + "'").collect(Collectors.joining(", "));
            case UnknownNf r -> "Unknown NF(s) " + r.names() + " referenced by " + String.join(", ", r.referencedBy());
            case InvalidTemplate r -> r.template() + ": " + (r.template() instanceof Order
                ? "an NF cannot be ordered against itself" : "an NF cannot have priority over itself");
            case ConflictingTemplates r -> r.position() + " conflicts with " + r.other() + ": "
                + contradiction(r.position(), r.other());
            case CyclicPolicy r -> "Templates form a cycle " + String.join(" -> ", r.cycle()) + " through "
                + r.templates().stream().map(Template::toString).collect(Collectors.joining(", "));
            case PriorityConflict r -> r.priority() + " cannot apply: " + r.verdict().first() + " and "
                + r.verdict().second() + " never run in parallel because " + r.verdict().explanation();
            case InvalidDynamicRule r -> r.rule() + ": " + r.why();
        };
    }

    /**
     * NF names used more than once.
     *
     * @param names the names, in the order they first repeat
     */
    record DuplicateNf(List<String> names) implements Refusal {
        /**
         * Copies the list.
         *
         * @throws IllegalArgumentException if it is empty
         */
        public DuplicateNf {
            names = Culprits.of(names);
        }
    }

    /**
     * NFs whose type is not in the catalog.
     *
     * @param nfs the NFs with unknown types
     */
    record UnknownNfType(List<NfInstance> nfs) implements Refusal {
        /**
         * Copies the list.
         *
         * @throws IllegalArgumentException if it is empty
         */
        public UnknownNfType {
            nfs = Culprits.of(nfs);
        }
    }

    /**
     * Templates or dynamic rules that refer to NFs the chain does not have.
     *
     * @param names the unknown NF names
     * @param referencedBy the templates and rules that refer to them, as text
     */
    record UnknownNf(List<String> names, List<String> referencedBy) implements Refusal {
        /**
         * Copies the lists.
         *
         * @throws IllegalArgumentException if either is empty
         */
        public UnknownNf {
            names = Culprits.of(names);
            referencedBy = Culprits.of(referencedBy);
        }
    }

    /**
     * A template that is wrong on its own: an Order or a Priority between an NF and itself, e.g.
     * {@code Order(a, before, a)}.
     *
     * @param template the template
     */
    record InvalidTemplate(Template template) implements Refusal {
        /**
         * Validates the component.
         *
         * @throws IllegalArgumentException if the template is not an Order or a Priority of an NF with itself
         */
        public InvalidTemplate {
            if (template instanceof Position || template.nfs().stream().distinct().count() != 1) {
                throw new IllegalArgumentException(template + " is not wrong on its own");
            }
        }
    }

    /**
     * A Position and another template that contradicts it: two NFs pinned first (or last), one NF pinned first and
     * last, or an Order or a Priority that puts an NF before the one pinned first (after the one pinned last).
     *
     * @param position the Position
     * @param other the template it conflicts with
     */
    record ConflictingTemplates(Position position, Template other) implements Refusal {
        /**
         * Validates the components.
         *
         * @throws IllegalArgumentException if the two templates do not conflict
         */
        public ConflictingTemplates {
            if (contradiction(position, other).isEmpty()) {
                throw new IllegalArgumentException(position + " does not conflict with " + other);
            }
        }

        /**
         * Returns the conflict between a Position and another template, if they conflict.
         *
         * @param position the Position
         * @param other another template of the same chain
         * @return the refusal, or empty if the two templates can hold together
         */
        public static Optional<ConflictingTemplates> between(final Position position, final Template other) {
            return contradiction(position, other).isEmpty() ? Optional.empty()
                : Optional.of(new ConflictingTemplates(position, other));
        }
    }

    /**
     * Order and Priority templates that require a cycle of NFs each to precede the next.
     *
     * @param cycle the NFs of the cycle, the first repeated at the end, e.g. {@code [a, b, c, a]}
     * @param templates the template that orders each step {@code cycle[i] -> cycle[i + 1]}
     */
    record CyclicPolicy(List<String> cycle, List<Template> templates) implements Refusal {
        /**
         * Validates the components and copies the lists.
         *
         * @throws IllegalArgumentException if the path is not closed or there is not one template a step
         */
        public CyclicPolicy {
            if (cycle.size() != templates.size() + 1) {
                throw new IllegalArgumentException("A cycle of " + cycle.size() + " names needs "
                    + (cycle.size() - 1) + " templates");
            }
            if (!cycle.getFirst().equals(cycle.getLast())) {
                throw new IllegalArgumentException("The path " + cycle + " does not return to its start");
            }
            cycle = List.copyOf(cycle);
            templates = List.copyOf(templates);
        }
    }

    /**
     * A Priority between NFs whose verdict is sequential: they never run in parallel, so the Priority has no merge to
     * decide.
     *
     * @param priority the template
     * @param verdict the pair's sequential verdict, with its reason
     */
    record PriorityConflict(Priority priority, PairVerdict verdict) implements Refusal {
        /**
         * Validates the components.
         *
         * @throws IllegalArgumentException if the verdict is not sequential or is about another pair
         */
        public PriorityConflict {
            if (verdict.verdict() != Verdict.SEQUENTIAL
                || !Set.copyOf(List.of(verdict.first(), verdict.second())).equals(Set.copyOf(priority.nfs()))) {
                throw new IllegalArgumentException(verdict + " does not make " + priority + " inapplicable");
            }
        }
    }

    /**
     * A dynamic rule that cannot apply: a result the NF's type does not report, a send-to target that does not come
     * later in the sequential order, an unknown inserted NF type or an inserted NF's name already taken, or two rules
     * for the same NF and result.
     *
     * @param rule the rule
     * @param why what is wrong with it
     */
    record InvalidDynamicRule(DynamicRule rule, String why) implements Refusal {
        /**
         * Validates the components.
         *
         * @throws IllegalArgumentException if the reason is blank
         */
        public InvalidDynamicRule {
            requireNonNull(rule);
            if (why.isBlank()) {
                throw new IllegalArgumentException("An invalid rule must be explained");
            }
        }
    }

    /**
     * What a Position and another template contradict in, or nothing if they do not.
     */
    private static String contradiction(final Position position, final Template other) {
        final String nf = position.nf();
        final boolean first = position.place() == Position.Place.FIRST;
        return switch (other) {
            case Position pinned when pinned.nf().equals(nf) ->
                pinned.place() == position.place() ? "" : nf + " cannot be both first and last";
            case Position pinned -> pinned.place() == position.place()
                ? "two NFs cannot both be " + (first ? "first" : "last") : "";
            case Order order when first && order.later().equals(nf) ->
                order.earlier() + " would come before " + nf + ", which is pinned first";
            case Order order when !first && order.earlier().equals(nf) ->
                order.later() + " would come after " + nf + ", which is pinned last";
            case Priority priority when first && priority.higher().equals(nf) -> "the Priority puts "
                + priority.lower() + " before " + nf + " (the higher NF has the final word), but " + nf
                + " is pinned first";
            case Priority priority when !first && priority.lower().equals(nf) -> "the Priority puts "
                + priority.higher() + " after " + nf + " (the higher NF has the final word), but " + nf
                + " is pinned last";
            default -> "";
        };
    }
}
