/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.openpath.refswitch.Action;

/**
 * A packet's action set (OpenFlow 1.3.5 section 5.10): Write-Actions merges actions into it — at most one action of
 * each type, one set-field per field, a later one replacing an earlier one — Clear-Actions empties it, and at the end
 * of the pipeline it runs in the specification's order.
 */
final class ActionSet {
    /**
     * The order of section 5.10 for the actions the switch supports: pop, push, decrement TTL, set-field, then the
     * OpenPATH experimenter actions (in the order they were written), group, output.
     */
    private static final Comparator<Action> EXECUTION_ORDER = Comparator.comparingInt(ActionSet::rank);

    private final List<Action> actions = new ArrayList<>();

    /**
     * Merges actions (Write-Actions).
     *
     * @param written the actions
     */
    void write(final List<Action> written) {
        for (var action : written) {
            actions.removeIf(existing -> sameSlot(existing, action));
            actions.add(action);
        }
    }

    /**
     * Empties the set (Clear-Actions, and at the start of the pipeline).
     */
    void clear() {
        actions.clear();
    }

    /**
     * Empties the set and returns what it held in execution order.
     *
     * @return the actions to execute
     */
    List<Action> take() {
        final List<Action> ordered = new ArrayList<>(actions);
        actions.clear();
        ordered.sort(EXECUTION_ORDER);
        return ordered;
    }

    private static boolean sameSlot(final Action existing, final Action written) {
        return existing.getClass() == written.getClass()
            && (!(written instanceof Action.SetField set) || ((Action.SetField) existing).field().field()
                == set.field().field());
    }

    private static int rank(final Action action) {
        return switch (action) {
            case Action.PopVlan pop -> 1;
            case Action.PushVlan push -> 2;
            case Action.DecNwTtl dec -> 3;
            case Action.SetField set -> 4;
            case Action.Group group -> 6;
            case Action.Output output -> 7;
            default -> 5;
        };
    }
}
