/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

import static java.util.Objects.requireNonNull;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;

/**
 * An IPv4 or IPv6 prefix of a flow spec (docs/openpath-openflow.md section 4.1): an address whose bits beyond the
 * prefix length are zero. The address is kept without host name and scope, and an IPv6 address stays an
 * {@link Inet6Address} even when it is IPv4-mapped.
 *
 * @param address the network address
 * @param length the prefix length, at most 32 for IPv4 and 128 for IPv6
 */
public record IpPrefix(InetAddress address, int length) {
    /**
     * Validates and normalises the components.
     *
     * @throws IllegalArgumentException if the length is out of range or host bits are set
     */
    public IpPrefix {
        requireNonNull(address, "address");
        final byte[] bytes = address.getAddress();
        check(bytes, length);
        address = toAddress(bytes);
    }

    /**
     * Returns the prefix of address bytes.
     *
     * @param bytes 4 or 16 address bytes
     * @param length the prefix length
     * @return the prefix
     * @throws IllegalArgumentException if the bytes are not 4 or 16, the length is out of range or host bits are set
     */
    public static IpPrefix of(final byte[] bytes, final int length) {
        check(bytes, length);
        return new IpPrefix(toAddress(bytes), length);
    }

    /**
     * Parses {@code address/length}, e.g. {@code 10.0.0.0/24} or {@code 2001:db8::/32}; only literal addresses, no
     * name is ever looked up.
     *
     * @param text the text
     * @return the prefix
     * @throws IllegalArgumentException if the text is not a prefix
     */
    public static IpPrefix parse(final String text) {
        requireNonNull(text, "text");
        final int slash = text.indexOf('/');
        if (slash < 0 || slash != text.lastIndexOf('/')) {
            throw new IllegalArgumentException("Not an address/length prefix: \"" + text + "\"");
        }
        final String addressText = text.substring(0, slash);
        final byte[] bytes = addressText.indexOf(':') >= 0 ? IpText.parseIpv6(addressText)
            : IpText.parseIpv4(addressText);
        if (bytes.length == 0) {
            throw new IllegalArgumentException("Not a literal IPv4 or IPv6 address: \"" + addressText + "\" in \""
                + text + "\"");
        }
        final int length = IpText.decimal(text.substring(slash + 1));
        if (length < 0) {
            throw new IllegalArgumentException("Not a prefix length: \"" + text.substring(slash + 1) + "\" in \""
                + text + "\"");
        }
        return of(bytes, length);
    }

    /**
     * Returns the IP version.
     *
     * @return 4 or 6
     */
    public int version() {
        return address.getAddress().length == 4 ? 4 : 6;
    }

    /**
     * Returns a copy of the address bytes.
     *
     * @return 4 or 16 bytes
     */
    public byte[] addressBytes() {
        return address.getAddress();
    }

    /**
     * Tells whether an address lies in this prefix; an address of the other IP version never does.
     *
     * @param other 4 or 16 address bytes
     * @return whether the first {@link #length()} bits are those of this prefix
     */
    public boolean contains(final byte[] other) {
        final byte[] mine = address.getAddress();
        if (other.length != mine.length) {
            return false;
        }
        final int full = length / 8;
        for (int i = 0; i < full; i++) {
            if (mine[i] != other[i]) {
                return false;
            }
        }
        final int rest = length % 8;
        if (rest == 0) {
            return true;
        }
        final int mask = 0xFF << (8 - rest) & 0xFF;
        return (mine[full] & mask) == (other[full] & mask);
    }

    /**
     * Returns {@code address/length} with the address in dotted-quad or RFC 5952 form; {@link #parse(String)} reads
     * it back.
     *
     * @return the text
     */
    @Override
    public String toString() {
        return IpText.format(address.getAddress()) + "/" + length;
    }

    private static void check(final byte[] bytes, final int length) {
        if (bytes.length != 4 && bytes.length != 16) {
            throw new IllegalArgumentException("An address has 4 or 16 bytes, not " + bytes.length);
        }
        final int bits = bytes.length * 8;
        if (length < 0 || length > bits) {
            throw new IllegalArgumentException("Prefix length " + length + " is outside 0.." + bits + " for "
                + IpText.format(bytes));
        }
        for (int bit = length; bit < bits; bit++) {
            if ((bytes[bit / 8] & 0x80 >>> bit % 8) != 0) {
                throw new IllegalArgumentException("Address " + IpText.format(bytes)
                    + " has bits set beyond its prefix length " + length);
            }
        }
    }

    private static InetAddress toAddress(final byte[] bytes) {
        try {
            return bytes.length == 4 ? InetAddress.getByAddress(bytes) : Inet6Address.getByAddress(null, bytes, -1);
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException("An address has 4 or 16 bytes, not " + bytes.length, e);
        }
    }
}
