/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.impl;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Arrays;
import java.util.List;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.yang.gen.v1.urn.ietf.params.xml.ns.yang.ietf.inet.types.rev130715.IpPrefix;
import org.opendaylight.yang.gen.v1.urn.ietf.params.xml.ns.yang.ietf.inet.types.rev130715.Ipv4Prefix;
import org.opendaylight.yang.gen.v1.urn.ietf.params.xml.ns.yang.ietf.inet.types.rev130715.Ipv6Prefix;
import org.opendaylight.yangtools.binding.EnumTypeObject;
import org.opendaylight.yangtools.yang.common.Decimal64;
import org.openpath.cli.ConsoleException;

/**
 * Parses the values of command flags into YANG values, naming the flag in every error.
 */
public final class Flags {
    /** Fraction digits of every decimal64 in the OpenPATH models. */
    static final int FRACTION_DIGITS = 3;

    private Flags() {
        // utility class
    }

    /**
     * An enumeration value by its YANG name.
     *
     * @param <E> the enumeration
     * @param flag the flag, for the error
     * @param value the text
     * @param type the enumeration
     * @return the value
     * @throws ConsoleException if it is none of the enumeration's names
     */
    public static <E extends Enum<E> & EnumTypeObject> E choice(final String flag, final String value,
            final Class<E> type) throws ConsoleException {
        for (var constant : type.getEnumConstants()) {
            if (constant.getName().equals(value)) {
                return constant;
            }
        }
        throw new ConsoleException(flag + ": '" + value + "' is none of " + names(type));
    }

    /**
     * The YANG names of an enumeration.
     *
     * @param <E> the enumeration
     * @param type the enumeration
     * @return its names, in YANG order
     */
    public static <E extends Enum<E> & EnumTypeObject> List<String> names(final Class<E> type) {
        return Arrays.stream(type.getEnumConstants()).map(EnumTypeObject::getName).toList();
    }

    /**
     * A decimal64 with 3 fraction digits, the scale RESTCONF's codec gives it.
     *
     * @param flag the flag, for the error
     * @param value the text
     * @return the value
     * @throws ConsoleException if it is not a number with at most 3 fraction digits
     */
    public static Decimal64 decimal(final String flag, final String value) throws ConsoleException {
        try {
            return Decimal64.of(FRACTION_DIGITS, new BigDecimal(value)
                .setScale(FRACTION_DIGITS, RoundingMode.UNNECESSARY).unscaledValue().longValueExact());
        } catch (ArithmeticException | NumberFormatException e) {
            throw new ConsoleException(flag + ": '" + value + "' is not a number with at most " + FRACTION_DIGITS
                + " fraction digits", e);
        }
    }

    /**
     * A whole number.
     *
     * @param flag the flag, for the error
     * @param value the text
     * @param min the smallest value allowed
     * @param max the largest value allowed
     * @return the value
     * @throws ConsoleException if it is not a whole number in the range
     */
    public static long number(final String flag, final String value, final long min, final long max)
            throws ConsoleException {
        final long parsed;
        try {
            parsed = Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw new ConsoleException(flag + ": '" + value + "' is not a whole number", e);
        }
        if (parsed < min || parsed > max) {
            throw new ConsoleException(flag + ": " + parsed + " is out of range " + min + ".." + max);
        }
        return parsed;
    }

    /**
     * An IPv4 or IPv6 prefix.
     *
     * @param flag the flag, for the error
     * @param value the text, e.g. {@code 10.0.0.0/24}
     * @return the prefix
     * @throws ConsoleException if it is no prefix
     */
    public static IpPrefix prefix(final String flag, final String value) throws ConsoleException {
        try {
            return value.indexOf(':') >= 0 ? new IpPrefix(new Ipv6Prefix(value)) : new IpPrefix(new Ipv4Prefix(value));
        } catch (IllegalArgumentException e) {
            throw new ConsoleException(flag + ": '" + value + "' is not an IPv4 or IPv6 prefix such as 10.0.0.0/24",
                e);
        }
    }

    /**
     * Splits a flag value of the form {@code a:b[:c]} into exactly the given number of parts.
     *
     * @param flag the flag, for the error
     * @param value the text
     * @param parts how many parts
     * @param form the form, for the error, e.g. {@code <nf>:<type>}
     * @return the parts
     * @throws ConsoleException if the value has another number of parts, or an empty one
     */
    public static List<String> split(final String flag, final String value, final int parts, final String form)
            throws ConsoleException {
        final var split = List.of(value.split(":", -1));
        if (split.size() != parts || split.stream().anyMatch(String::isEmpty)) {
            throw new ConsoleException(flag + ": '" + value + "' is not of the form " + form);
        }
        return split;
    }

    /**
     * Returns the value unless it is blank.
     *
     * @param value the text
     * @return the text, or {@code null} for {@code null} or blank text
     */
    public static @Nullable String present(final @Nullable String value) {
        return value == null || value.isBlank() ? null : value;
    }
}
