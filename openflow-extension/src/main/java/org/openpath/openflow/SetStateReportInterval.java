/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

/**
 * SET_STATE_REPORT_INTERVAL (exp_type 9, body 4 bytes): how often the NF manager sends NF_UPDATE for every bound NF.
 *
 * @param intervalMillis 0 (only on status changes) or 100 to 3,600,000 milliseconds
 */
public record SetStateReportInterval(long intervalMillis) implements ControllerMessage {
    /**
     * Validates the component.
     *
     * @throws IllegalArgumentException if the interval is out of range
     */
    public SetStateReportInterval {
        if (intervalMillis != 0 && (intervalMillis < OpenPathConstants.MIN_REPORT_INTERVAL_MILLIS
                || intervalMillis > OpenPathConstants.MAX_REPORT_INTERVAL_MILLIS)) {
            throw new IllegalArgumentException("State report interval " + intervalMillis
                + " ms is neither 0 nor in 100..3600000");
        }
    }
}
