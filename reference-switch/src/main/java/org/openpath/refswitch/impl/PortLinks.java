/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.io.IOException;
import java.net.InetSocketAddress;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.refswitch.Delivered;
import org.openpath.refswitch.Wire;

/**
 * What a port is attached to: an in-JVM link to another switch's port, or a UDP wire; and the link state of both
 * ends. Each step runs on the datapath thread of the switch whose ports it changes, so linking two switches takes
 * turns on both threads; this class is called from other threads (the public API, a wire's receiver).
 */
final class PortLinks {
    private final SwitchCore core;

    PortLinks(final SwitchCore core) {
        this.core = core;
    }

    /**
     * Links a port of this switch to a port of another (both directions); both ports come up.
     *
     * @param port this switch's port
     * @param other the other switch
     * @param otherPort its port
     */
    void link(final long port, final SwitchCore other, final long otherPort) {
        unlink(port);
        other.unlink(otherPort);
        detachWire(port);
        other.detachWire(otherPort);
        attachPeer(port, other, otherPort);
        other.links().attachPeer(otherPort, core, port);
    }

    private void attachPeer(final long port, final SwitchCore peer, final long peerPort) {
        core.call(() -> {
            final var state = core.ports().require(port);
            state.linkTo(peer, peerPort);
            core.ports().setLink(state, true);
            return null;
        });
    }

    /**
     * Removes a port's link, on both ends; link states stay as they are.
     *
     * @param port the port
     */
    void unlink(final long port) {
        final var state = core.call(() -> core.ports().get(port));
        if (state == null) {
            return;
        }
        final var peer = state.peer();
        if (peer != null) {
            final long peerPort = state.peerPort();
            state.unlink();
            peer.call(() -> {
                final var remote = peer.ports().get(peerPort);
                if (remote != null) {
                    remote.unlinkFrom(core);
                }
                return null;
            });
        }
    }

    /**
     * Sets a port's link state, and its peer's when linked; PORT_STATUS goes to the controller of both.
     *
     * @param port the port
     * @param up the new state
     */
    void setLinkState(final long port, final boolean up) {
        final var state = core.call(() -> {
            final var local = core.ports().require(port);
            core.ports().setLink(local, up);
            return local;
        });
        final var peer = state.peer();
        if (peer != null) {
            final long peerPort = state.peerPort();
            peer.call(() -> {
                final var remote = peer.ports().get(peerPort);
                if (remote != null) {
                    peer.ports().setLink(remote, up);
                }
                return null;
            });
        }
    }

    /**
     * Attaches a UDP wire to a port (after unlinking it and detaching any previous wire); the port comes up.
     *
     * @param port the port
     * @param local the address to receive frames on
     * @param peer the address to send frames to
     * @return the wire; closing it detaches it
     * @throws IOException if the socket cannot be bound
     */
    Wire attachWire(final long port, final InetSocketAddress local, final InetSocketAddress peer)
            throws IOException {
        if (core.call(() -> core.ports().get(port)) == null) {
            throw new IllegalArgumentException("No port " + port);
        }
        unlink(port);
        detachWire(port);
        final var wire = WireEndpoint.open(core, port, local, peer);
        final boolean attached = core.call(() -> {
            final var state = core.ports().get(port);
            if (state == null) {
                return false;
            }
            state.attach(wire);
            core.ports().setLink(state, true);
            return true;
        });
        if (!attached) {
            wire.close();
            throw new IllegalArgumentException("No port " + port);
        }
        wire.start();
        return wire;
    }

    /**
     * Detaches the wire of a port, if any.
     *
     * @param port the port
     */
    void detachWire(final long port) {
        final var wire = core.call(() -> {
            final var state = core.ports().get(port);
            return state == null ? null : state.wire();
        });
        if (wire != null) {
            wire.close();
        }
    }

    /**
     * Returns the wire attached to a port.
     *
     * @param port the port
     * @return the wire, or {@code null}
     */
    @Nullable Wire wire(final long port) {
        return core.requirePort(port).wire();
    }

    /**
     * A wire closed: the port forgets it, if it is still the one attached.
     *
     * @param port the port
     * @param wire the wire
     */
    void wireDetached(final long port, final WireEndpoint wire) {
        core.execute(() -> {
            final var state = core.ports().get(port);
            if (state != null) {
                state.detach(wire);
            }
        });
    }

    /**
     * The far end of a wire reported its link state.
     *
     * @param port the port
     * @param wire the wire
     * @param up the state
     */
    void wireLinkState(final long port, final WireEndpoint wire, final boolean up) {
        core.execute(() -> {
            final var state = core.ports().get(port);
            if (state != null && state.hasWire(wire)) {
                core.ports().setLink(state, up);
            }
        });
    }

    /**
     * A frame arrived on a wire.
     *
     * @param port the port
     * @param wire the wire
     * @param packet the frame, decoded
     */
    void wireReceive(final long port, final WireEndpoint wire, final Delivered packet) {
        core.execute(() -> {
            final var state = core.ports().get(port);
            if (state != null && state.hasWire(wire)) {
                core.pipeline().receive(port, packet);
            }
        });
    }
}
