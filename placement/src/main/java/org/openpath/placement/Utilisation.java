/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement;

/**
 * Reserved share of the cluster's resources, working and backup together.
 *
 * @param cpu reserved CPU cores over all hosts' cores
 * @param memory reserved memory over all hosts' memory
 * @param maxLink the most loaded link's reserved share of its bandwidth
 * @param meanLink the mean reserved share over all links
 */
public record Utilisation(double cpu, double memory, double maxLink, double meanLink) {
    /**
     * Validates the components.
     */
    public Utilisation {
        if (!(cpu >= 0) || !(memory >= 0) || !(maxLink >= 0) || !(meanLink >= 0)) {
            throw new IllegalArgumentException("Utilisation shares must be non-negative numbers");
        }
    }
}
