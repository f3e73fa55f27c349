/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.statesync;

import static java.util.Objects.requireNonNull;

import java.time.Instant;
import java.time.InstantSource;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.ToLongFunction;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.openflow.MoveOperation;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps backups warm (docs/state-move.md section 9): at each twin's interval, a copy of a stateful NF's state from the
 * node that runs it to the node of the backup sub-SFC that stands in for it, started through the move coordinator so
 * that a copy never overlaps a move of the same NF (a tick that finds the NF moving, or its previous copy still
 * running, skips). A twin's first copy comes after a delay spread over its interval, so that many chains placed at once
 * do not copy at once. A completed move of the NF from the twin's source to its destination holds the twin: the state
 * lives at the destination now, and a copy from the source would erase it. Every copy's end lands in the twin's
 * {@link Status}. Single-threaded, on the coordinator's executor.
 */
public final class Replicator {
    /**
     * An NF instance and its backup twin.
     *
     * @param chain the chain
     * @param nf the NF's name in the chain
     * @param sfcId the chain's SFC-ID
     * @param serviceId the NF's SERVICE-ID
     * @param source the node whose instance carries the traffic
     * @param destination the node of the backup instance
     * @param intervalMillis how often the state is copied, at least {@link #MIN_INTERVAL_MILLIS}
     */
    public record Twin(String chain, String nf, long sfcId, long serviceId, String source, String destination,
            long intervalMillis) {
        /**
         * Validates the components.
         *
         * @throws IllegalArgumentException if source and destination are the same node or the interval is too short
         */
        public Twin {
            requireNonNull(chain, "chain");
            requireNonNull(nf, "nf");
            requireNonNull(source, "source");
            requireNonNull(destination, "destination");
            if (source.equals(destination)) {
                throw new IllegalArgumentException("NF '" + nf + "' of chain '" + chain + "' and its twin are both on "
                    + source);
            }
            if (intervalMillis < MIN_INTERVAL_MILLIS) {
                throw new IllegalArgumentException("Replication interval " + intervalMillis + " ms is below "
                    + MIN_INTERVAL_MILLIS + " ms");
            }
        }

        Key key() {
            return new Key(chain, nf, destination);
        }
    }

    /**
     * Where a twin's replication stands.
     *
     * @param twin the twin
     * @param copies the copies that completed
     * @param failures the copies that failed
     * @param skipped the ticks that started no copy: the NF was moving or its previous copy still ran
     * @param lastCopied when the last completed copy ended, {@code null} before the first
     * @param lastChunks the chunks of the last completed copy
     * @param lastBytes the chunk bytes of the last completed copy
     * @param lastFailure the last failure's reason, {@code null} when none failed
     * @param lastFailed when the last failure happened
     * @param held why copies are held, {@code null} while they run
     */
    public record Status(Twin twin, long copies, long failures, long skipped, @Nullable Instant lastCopied,
            long lastChunks, long lastBytes, @Nullable String lastFailure, @Nullable Instant lastFailed,
            @Nullable String held) {
        /**
         * Validates the components.
         */
        public Status {
            requireNonNull(twin);
        }
    }

    /**
     * Where a replication's end goes.
     */
    public interface Sink {
        /**
         * A twin's status changed.
         *
         * @param status the status now
         */
        void changed(Status status);

        /**
         * A twin is no longer replicated.
         *
         * @param twin the twin
         */
        void removed(Twin twin);
    }

    /** The shortest replication interval. */
    public static final long MIN_INTERVAL_MILLIS = 100;
    /** The shortest timeout of a copy (a copy waits at most its interval, and never less than this). */
    static final long MIN_COPY_TIMEOUT_MILLIS = 1_000;
    /** The longest timeout of a copy. */
    static final long MAX_COPY_TIMEOUT_MILLIS = 60_000;

    private static final Logger LOG = LoggerFactory.getLogger(Replicator.class);

    private record Key(String chain, String nf, String destination) {
    }

    private final class Entry {
        private final Twin twin;
        private Runnable cancel = () -> { };
        private long running;
        private long copies;
        private long failures;
        private long skipped;
        // no nullable fields: the package is non-null by default
        private Optional<Instant> lastCopied = Optional.empty();
        private long lastChunks;
        private long lastBytes;
        private Optional<String> lastFailure = Optional.empty();
        private Optional<Instant> lastFailed = Optional.empty();
        private Optional<String> held = Optional.empty();

        Entry(final Twin twin) {
            this.twin = twin;
        }

        void schedule(final long delayMillis) {
            cancel = timers.schedule(delayMillis, this::tick);
        }

        void tick() {
            if (entries.get(twin.key()) != this) {
                return;
            }
            if (held.isPresent()) {
                LOG.debug("Copy of {}/{} to {} held: {}", twin.chain(), twin.nf(), twin.destination(),
                    held.orElseThrow());
            } else if (running != 0) {
                skipped++;
                LOG.debug("Copy of {}/{} to {}: the previous copy {} still runs", twin.chain(), twin.nf(),
                    twin.destination(), running);
            } else {
                try {
                    running = coordinator.applyAsLong(MoveRequest.copy(twin.chain(), twin.nf(), twin.source(),
                        twin.destination(), twin.sfcId(), twin.serviceId(), Math.clamp(twin.intervalMillis(),
                            MIN_COPY_TIMEOUT_MILLIS, MAX_COPY_TIMEOUT_MILLIS)));
                    byMove.put(running, this);
                } catch (IllegalStateException e) {
                    skipped++;
                    LOG.debug("Copy of {}/{} to {} skipped: {}", twin.chain(), twin.nf(), twin.destination(),
                        e.getMessage());
                }
            }
            schedule(twin.intervalMillis());
        }

        Status status() {
            return new Status(twin, copies, failures, skipped, lastCopied.orElse(null), lastChunks, lastBytes,
                lastFailure.orElse(null), lastFailed.orElse(null), held.orElse(null));
        }
    }

    private final ToLongFunction<MoveRequest> coordinator;
    private final MoveCoordinator.Timers timers;
    private final InstantSource clock;
    private final Sink sink;
    private final Map<Key, Entry> entries = new HashMap<>();
    private final Map<Long, Entry> byMove = new HashMap<>();

    /**
     * Creates the replicator.
     *
     * @param coordinator starts a copy and gives its move id ({@link MoveCoordinator#start(MoveRequest)}); throws
     *        {@link IllegalStateException} when the NF is moving
     * @param timers the timers, running tasks on the coordinator's executor
     * @param clock the clock
     * @param sink where the twins' statuses go
     */
    public Replicator(final ToLongFunction<MoveRequest> coordinator, final MoveCoordinator.Timers timers,
            final InstantSource clock, final Sink sink) {
        this.coordinator = requireNonNull(coordinator);
        this.timers = requireNonNull(timers);
        this.clock = requireNonNull(clock);
        this.sink = requireNonNull(sink);
    }

    /**
     * Sets the twins to replicate: new ones start (their first copy within one interval), changed ones restart,
     * and those no longer given stop (a copy of theirs that runs ends on its own).
     *
     * @param twins every twin to replicate now
     */
    public void twins(final Collection<Twin> twins) {
        final var wanted = new HashMap<Key, Twin>();
        for (var twin : twins) {
            wanted.put(twin.key(), twin);
        }
        int started = 0;
        for (var entry : new HashSet<>(entries.values())) {
            if (!entry.twin.equals(wanted.get(entry.twin.key()))) {
                entry.cancel.run();
                entries.remove(entry.twin.key());
                if (!wanted.containsKey(entry.twin.key())) {
                    sink.removed(entry.twin);
                }
            }
        }
        for (var twin : wanted.values()) {
            if (!entries.containsKey(twin.key())) {
                final var entry = new Entry(twin);
                entries.put(twin.key(), entry);
                entry.schedule(Math.floorMod(Objects.hash(twin.chain(), twin.nf()), twin.intervalMillis()));
                sink.changed(entry.status());
                started++;
            }
        }
        if (started > 0) {
            LOG.info("Replicating the state of {} NF instances to their backups ({} new)", entries.size(), started);
        }
    }

    /**
     * Takes the progress of a copy this replicator started.
     *
     * @param progress a move's progress
     * @return whether it was a copy of this replicator's (then it is not a move for the state-moves list)
     */
    public boolean onProgress(final MoveProgress progress) {
        if (progress.request().operation() != MoveOperation.COPY) {
            if (progress.phase() == MovePhase.COMPLETED) {
                moved(progress);
            }
            return false;
        }
        if (!progress.phase().isFinal()) {
            return true;
        }
        final var entry = byMove.remove(progress.moveId());
        if (entry == null || entry.running != progress.moveId()) {
            return true;
        }
        entry.running = 0;
        final var finished = progress.finished() != null ? progress.finished() : clock.instant();
        if (progress.phase() == MovePhase.COMPLETED) {
            entry.copies++;
            entry.lastCopied = Optional.of(finished);
            entry.lastChunks = progress.chunks();
            entry.lastBytes = progress.bytes();
        } else {
            entry.failures++;
            entry.lastFailure = Optional.ofNullable(progress.reason());
            entry.lastFailed = Optional.of(finished);
            LOG.debug("Copy of {}/{} to {} failed: {}", entry.twin.chain(), entry.twin.nf(),
                entry.twin.destination(), progress.reason());
        }
        if (entries.get(entry.twin.key()) == entry) {
            sink.changed(entry.status());
        }
        return true;
    }

    /**
     * A completed move of an NF took its state from one node to another: copies into that node from there would
     * erase it, so the twin from there to there holds until the chain is placed anew (its twins change) or a move
     * takes the state back; the opposite twin resumes.
     */
    private void moved(final MoveProgress progress) {
        final var request = progress.request();
        for (var entry : entries.values()) {
            final var twin = entry.twin;
            if (!twin.chain().equals(request.chain()) || !twin.nf().equals(request.nf())) {
                continue;
            }
            if (twin.source().equals(request.sourceNode()) && twin.destination().equals(request.destinationNode())) {
                entry.held = Optional.of("move " + progress.moveId() + " took the state to "
                    + request.destinationNode());
                sink.changed(entry.status());
            } else if (twin.source().equals(request.destinationNode())
                    && twin.destination().equals(request.sourceNode()) && entry.held.isPresent()) {
                entry.held = Optional.empty();
                sink.changed(entry.status());
            }
        }
    }

    /**
     * Returns the statuses of the twins replicated now.
     *
     * @return the statuses
     */
    public Collection<Status> statuses() {
        return entries.values().stream().map(Entry::status).toList();
    }
}
