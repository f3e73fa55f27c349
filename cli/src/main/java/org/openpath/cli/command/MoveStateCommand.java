/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.command;

import java.time.Duration;
import java.util.List;
import org.apache.karaf.shell.api.action.Argument;
import org.apache.karaf.shell.api.action.Command;
import org.apache.karaf.shell.api.action.Completion;
import org.apache.karaf.shell.api.action.Option;
import org.apache.karaf.shell.api.action.lifecycle.Reference;
import org.apache.karaf.shell.api.action.lifecycle.Service;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.MoveState;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.MoveStateInput;
import org.openpath.cli.ConsoleException;
import org.openpath.cli.RestconfJson;
import org.openpath.cli.completer.ChainNameCompleter;
import org.openpath.cli.completer.ChainNfCompleter;
import org.openpath.cli.completer.MoveFinishCompleter;
import org.openpath.cli.completer.MoveGuaranteeCompleter;
import org.openpath.cli.completer.MoveModeCompleter;
import org.openpath.cli.completer.MoveOptimisationCompleter;
import org.openpath.cli.completer.MoveScopeCompleter;
import org.openpath.cli.completer.NodeIdCompleter;
import org.openpath.cli.completer.ProtocolCompleter;
import org.openpath.cli.impl.FlowFlags;
import org.openpath.cli.impl.MoveFlags;
import org.openpath.cli.impl.MoveQueries;
import org.openpath.cli.view.MoveText;
import org.openpath.cli.view.MoveView;
import org.openpath.cli.view.ViewJson;

/**
 * {@code openpath:move-state}: the {@code move-state} RPC (docs/state-move.md), Move(src, dst, filter, scope,
 * guarantee, optimisations); prints the move id and, with {@code --wait}, follows the move in the operational
 * {@code state-moves} list until it ends.
 */
@Service
@Command(scope = "openpath", name = "move-state", description = "Moves the state of a chain's NF from its instance"
    + " on one node to the one on another (RPC move-state); --wait follows the move's phases until it ends")
public final class MoveStateCommand extends ConsoleAction {
    private static final Duration POLL = Duration.ofMillis(200);
    private static final Duration GRACE = Duration.ofSeconds(10);
    // the controller waits up to the timeout for each of MOVE_READY, MOVE_DONE and MOVE_COMPLETE
    private static final int ANSWERS = 3;

    @Argument(index = 0, name = "chain", required = true, description = "The chain")
    @Completion(ChainNameCompleter.class)
    String chain;

    @Argument(index = 1, name = "nf", required = true, description = "The NF of the chain whose state moves")
    @Completion(ChainNfCompleter.class)
    String nf;

    @Option(name = "--from", required = true, description = "The node whose NF instance has the state, e.g."
        + " openflow:1")
    @Completion(NodeIdCompleter.class)
    String sourceNode;

    @Option(name = "--to", required = true, description = "The node whose NF instance receives it")
    @Completion(NodeIdCompleter.class)
    String destinationNode;

    @Option(name = "--src", description = "Filter: flows from this prefix")
    String source;

    @Option(name = "--dst", description = "Filter: flows to this prefix")
    String destination;

    @Option(name = "--protocol", description = "Filter: tcp, udp, icmp, sctp or a protocol number")
    @Completion(ProtocolCompleter.class)
    String protocol;

    @Option(name = "--src-ports", description = "Filter: source port or range")
    String sourcePorts;

    @Option(name = "--dst-ports", description = "Filter: destination port or range")
    String destinationPorts;

    @Option(name = "--scope", multiValued = true, description = "Kinds of state: per-flow (default), multi-flow,"
        + " all-flows; comma-separated or repeated")
    @Completion(MoveScopeCompleter.class)
    List<String> scope;

    @Option(name = "--guarantee", description = "no-guarantee (NG), loss-free (LF, default) or order-preserving"
        + " (OP)")
    @Completion(MoveGuaranteeCompleter.class)
    String guarantee;

    @Option(name = "--optimisation", multiValued = true, description = "parallelize (PZ), late-locking (LL),"
        + " early-release (ER); comma-separated or repeated (default: none)")
    @Completion(MoveOptimisationCompleter.class)
    List<String> optimisations;

    @Option(name = "--mode", description = "peer-to-peer (default) or relay")
    @Completion(MoveModeCompleter.class)
    String mode;

    @Option(name = "--timeout", description = "Milliseconds to wait for each frame and answer, 100..3600000"
        + " (default 10000)")
    String timeout;

    @Option(name = "--finish", description = "on-request (default: finish-state-move ends the redirection) or"
        + " after-transfer")
    @Completion(MoveFinishCompleter.class)
    String finish;

    @Option(name = "--wait", description = "Follow the move: its phases as it enters them, then its counters")
    boolean await;

    @Option(name = "--json", description = "Print the RPC's output as RESTCONF does; with --wait, the ended move as"
        + " move-list --json prints it")
    boolean json;

    @Reference
    RestconfJson restconfJson;

    @Override
    void run() throws ConsoleException {
        final var input = flags().toInput();
        final var output = datastore.invoke(MoveState.class, input);
        final var moveId = output.getMoveId();
        if (moveId == null) {
            throw new ConsoleException("RPC move-state answered without a move id");
        }
        final var id = moveId.getValue();
        if (!await) {
            print(json ? restconfJson.writeOutput(MoveState.QNAME, output) : MoveText.started(id));
            return;
        }
        if (!json) {
            print(MoveText.started(id));
        }
        follow(id, input.getFinish() != MoveStateInput.Finish.AfterTransfer, input.getTimeout() == null
            ? Duration.ofSeconds(10) : Duration.ofMillis(input.getTimeout().toJava()));
    }

    MoveFlags flags() {
        return new MoveFlags(chain, nf, sourceNode, destinationNode,
            new FlowFlags(source, destination, protocol, sourcePorts, destinationPorts),
            scope == null ? List.of() : scope, guarantee, optimisations == null ? List.of() : optimisations, mode,
            timeout, finish);
    }

    private void follow(final String id, final boolean onRequest, final Duration perAnswer) throws ConsoleException {
        final var queries = new MoveQueries(datastore);
        final long deadline = System.nanoTime() + perAnswer.multipliedBy(ANSWERS).plus(GRACE).toNanos();
        var printed = 0;
        MoveView last = null;
        while (true) {
            final var move = queries.move(id);
            if (move.isPresent()) {
                last = move.orElseThrow();
                if (!json) {
                    print(MoveText.newPhases(last, printed));
                }
                printed = last.phases().size();
                if (last.ended()) {
                    break;
                }
                if (onRequest && "redirecting".equals(last.phase())) {
                    if (json) {
                        print(ViewJson.of(last));
                    } else {
                        print("State move " + id + " redirects until openpath:finish-state-move " + id);
                    }
                    return;
                }
            }
            if (System.nanoTime() > deadline) {
                throw new ConsoleException("State move " + id + " is still " + (last == null || last.phase() == null
                    ? "not in state-moves" : last.phase()) + ": openpath:move-show " + id);
            }
            try {
                Thread.sleep(POLL);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new ConsoleException("Stopped following state move " + id + ": openpath:move-show " + id, e);
            }
        }
        print(json ? List.of(ViewJson.of(last)) : MoveText.ended(last, WIDTH));
        if ("failed".equals(last.phase())) {
            throw new ConsoleException("State move " + id + " failed");
        }
    }
}
