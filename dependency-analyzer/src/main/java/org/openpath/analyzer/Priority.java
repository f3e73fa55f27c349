/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer;

import java.util.List;

/**
 * {@code Priority(higher > lower)} (OpenPATH paper section 5.1): when the two NFs run in parallel and their results
 * conflict (both write a field, or one drops), {@code higher}'s result wins the merge.
 *
 * <p>To keep "the graph processes every packet as the sequential chain does" well defined, the analyser reads the
 * template as "{@code higher} has the final word": the sequential reference order puts {@code lower} before
 * {@code higher} (the later writer's value is the one a sequential chain ends with), and the graph's merge lists
 * {@code higher} before {@code lower}. A Priority between two NFs whose verdict is sequential can never matter and is
 * rejected with a {@link Refusal.PriorityConflict}.
 *
 * @param higher the NF whose result wins
 * @param lower the NF whose result yields
 */
public record Priority(String higher, String lower) implements Template {
    /**
     * Validates the components.
     */
    public Priority {
        Names.check(higher, "NF name");
        Names.check(lower, "NF name");
    }

    @Override
    public List<String> nfs() {
        return List.of(higher, lower);
    }

    @Override
    public String toString() {
        return "Priority(" + higher + " > " + lower + ")";
    }
}
