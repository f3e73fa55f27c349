#!/usr/bin/env python3
# Copyright (c) 2026 OpenPATH project and others. All rights reserved.
#
# This program and the accompanying materials are made available under the
# terms of the Eclipse Public License v1.0 which accompanies this distribution,
# and is available at http://www.eclipse.org/legal/epl-v10.html
"""Relays Ethernet frames between Linux interfaces and reference switch wire ports (UDP on 127.0.0.1).

Per link: frames received on the interface (not our own sends) become one UDP datagram each to 127.0.0.1:PEER;
datagrams arriving on 127.0.0.1:LISTEN are sent on the interface. The kernel moves a received frame's 802.1Q tag
into the packet's auxiliary data; it is put back into the frame (PACKET_AUXDATA), so the far end sees the tag.
The interface's operational state is watched: a change is sent to the peer as the 7-byte datagram "OPLINK" + 0|1
(also once at start). Exits when stdin closes (the JVM that started it died) or on SIGTERM/SIGINT.

    wire-relay.py --interface IF --listen PORT --peer PORT
    wire-relay.py --link IF:LISTEN:PEER [--link IF:LISTEN:PEER ...]

Prints "ready" on stdout once every socket is bound. Standard library only; needs CAP_NET_RAW.
"""

import argparse
import errno
import os
import selectors
import signal
import socket
import struct
import sys

ETH_P_ALL = 0x0003
SOL_PACKET = 263
PACKET_AUXDATA = 8
PACKET_OUTGOING = 4
TP_STATUS_VLAN_VALID = 0x10
TP_STATUS_VLAN_TPID_VALID = 0x40
AUXDATA = struct.Struct("IIIHHHH")
LINK_PREFIX = b"OPLINK"
POLL_SECONDS = 0.05
MAX_FRAME = 65535
DOWN_ERRORS = (errno.ENETDOWN, errno.ENXIO, errno.ENODEV, errno.ENOBUFS)
BATCH = 64  # frames per socket per wake-up, so that stop requests are seen under load


class Link:
    def __init__(self, interface, listen, peer):
        self.interface = interface
        self.peer = ("127.0.0.1", peer)
        self.raw = socket.socket(socket.AF_PACKET, socket.SOCK_RAW, socket.htons(ETH_P_ALL))
        self.raw.setsockopt(SOL_PACKET, PACKET_AUXDATA, 1)
        self.raw.bind((interface, ETH_P_ALL))
        self.raw.setblocking(False)
        self.udp = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self.udp.bind(("127.0.0.1", listen))
        self.udp.setblocking(False)
        self.state = None
        self.frames_in = 0
        self.frames_out = 0

    def from_interface(self):
        for _ in range(BATCH):
            try:
                data, ancdata, _flags, address = self.raw.recvmsg(MAX_FRAME, socket.CMSG_SPACE(AUXDATA.size))
            except BlockingIOError:
                return
            except OSError as error:
                # the interface went down (ENETDOWN is reported once): check_state tells the peer
                if error.errno not in DOWN_ERRORS:
                    raise
                return
            if address[2] == PACKET_OUTGOING:
                continue
            for level, kind, payload in ancdata:
                if level == SOL_PACKET and kind == PACKET_AUXDATA and len(payload) >= AUXDATA.size:
                    status, _len, _snap, _mac, _net, tci, tpid = AUXDATA.unpack_from(payload)
                    if status & TP_STATUS_VLAN_VALID or tci:
                        if not status & TP_STATUS_VLAN_TPID_VALID or not tpid:
                            tpid = 0x8100
                        data = data[:12] + struct.pack("!HH", tpid, tci) + data[12:]
            self.frames_in += 1
            self.send_udp(data)

    def from_wire(self):
        for _ in range(BATCH):
            try:
                data = self.udp.recv(MAX_FRAME)
            except BlockingIOError:
                return
            try:
                self.raw.send(data)
                self.frames_out += 1
            except OSError as error:
                # interface down: the frame is lost, as on a cable
                if error.errno not in DOWN_ERRORS:
                    raise

    def send_udp(self, data):
        try:
            self.udp.sendto(data, self.peer)
        except OSError:
            pass  # nobody listening (ECONNREFUSED from an earlier send): lost

    def check_state(self):
        try:
            with open("/sys/class/net/%s/operstate" % self.interface) as file:
                up = file.read().strip() in ("up", "unknown")
        except OSError:
            up = False
        if up != self.state:
            self.state = up
            self.send_udp(LINK_PREFIX + (b"\x01" if up else b"\x00"))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--interface")
    parser.add_argument("--listen", type=int)
    parser.add_argument("--peer", type=int)
    parser.add_argument("--link", action="append", default=[], help="IF:LISTEN:PEER")
    args = parser.parse_args()
    specs = [spec.rsplit(":", 2) for spec in args.link]
    if args.interface:
        specs.append([args.interface, args.listen, args.peer])
    if not specs:
        parser.error("no link given")
    links = [Link(interface, int(listen), int(peer)) for interface, listen, peer in specs]

    stop = []
    signal.signal(signal.SIGTERM, lambda *_: stop.append(True))
    signal.signal(signal.SIGINT, lambda *_: stop.append(True))
    selector = selectors.DefaultSelector()
    for link in links:
        selector.register(link.raw, selectors.EVENT_READ, link.from_interface)
        selector.register(link.udp, selectors.EVENT_READ, link.from_wire)
    selector.register(sys.stdin.fileno(), selectors.EVENT_READ, None)
    for link in links:
        link.check_state()
    print("ready", flush=True)
    while not stop:
        try:
            events = selector.select(POLL_SECONDS)
        except InterruptedError:
            continue
        for key, _mask in events:
            if key.data is None:
                if not os.read(key.fd, 4096):
                    stop.append(True)
            else:
                key.data()
        for link in links:
            link.check_state()
    for link in links:
        print("%s: %d frames in, %d out" % (link.interface, link.frames_in, link.frames_out), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
