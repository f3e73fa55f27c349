#!/usr/bin/env python3
# Copyright (c) 2026 OpenPATH project and others. All rights reserved.
#
# This program and the accompanying materials are made available under the
# terms of the Eclipse Public License v1.0 which accompanies this distribution,
# and is available at http://www.eclipse.org/legal/epl-v10.html
"""Types partial command lines into an interactive Karaf console and presses TAB, as an operator would.

bin/client only completes when it talks to a terminal, so it runs here on a pseudo-terminal (pty.fork). Once the
console's prompt shows, each partial line is typed, TAB is pressed twice (the first completes or lists, the second
lists what is still ambiguous), each time reading until the console has been quiet for a moment, and the line is
erased (Ctrl-U); then the session is left with "logout". For each
line, prints "=== " and the line, then what the console showed, ANSI escape sequences removed.

    console-completion.py CLIENT JAVA_HOME LINE [LINE ...]

Exits 0 once the session ended, 2 if no prompt showed within 120 s. Standard library only.
"""

import fcntl
import os
import pty
import re
import select
import signal
import struct
import sys
import termios
import time

PROMPT = re.compile(r"@root\(?\)?>\s*$")
ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b[()][0-9A-Za-z]|\x1b[=>]|\r")


def read_for(fd, seconds, quiet=None):
    """Everything the terminal shows within the given time; with `quiet`, only until nothing came for that long."""
    out = b""
    end = time.monotonic() + seconds
    while True:
        left = end - time.monotonic()
        if left <= 0:
            return out
        ready, _, _ = select.select([fd], [], [], left if quiet is None else min(quiet, left))
        if not ready:
            return out
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            return out
        if not chunk:
            return out
        out += chunk


def await_prompt(fd, seconds):
    """Reads until the console's prompt ends the output; returns what came, or None on timeout."""
    out = b""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        out += read_for(fd, 0.5)
        if PROMPT.search(ANSI.sub("", out.decode("utf-8", "replace"))):
            return out
    return None


def main():
    client, java_home, lines = sys.argv[1], sys.argv[2], sys.argv[3:]
    pid, fd = pty.fork()
    if pid == 0:
        env = dict(os.environ, JAVA_HOME=java_home, TERM="xterm")
        os.execve(client, [client], env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 50, 200, 0, 0))
    try:
        if await_prompt(fd, 120) is None:
            print("no console prompt within 120 s", file=sys.stderr)
            return 2
        for line in lines:
            # the console answers a TAB within milliseconds; it is done once it has been quiet for a second
            os.write(fd, line.encode() + b"\t")
            shown = read_for(fd, 3, 1.2)
            os.write(fd, b"\t")
            shown += read_for(fd, 3, 1.2)
            os.write(fd, b"\x15")
            read_for(fd, 1, 0.4)
            sys.stdout.write("=== " + line + "\n" + ANSI.sub("", shown.decode("utf-8", "replace")) + "\n")
        os.write(fd, b"logout\r")
        read_for(fd, 10)
        return 0
    finally:
        try:
            os.kill(pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
        os.waitpid(pid, 0)


if __name__ == "__main__":
    sys.exit(main())
