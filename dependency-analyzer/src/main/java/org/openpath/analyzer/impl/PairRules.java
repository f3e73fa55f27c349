/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer.impl;

import java.util.Set;
import org.openpath.analyzer.CoarseClass;
import org.openpath.analyzer.PairVerdict;
import org.openpath.analyzer.Reason;
import org.openpath.analyzer.Reason.Barrier;
import org.openpath.analyzer.Reason.CoarseCell;
import org.openpath.analyzer.Reason.FieldConflict;
import org.openpath.analyzer.Reason.HeaderChange;
import org.openpath.analyzer.Reason.Independent;
import org.openpath.analyzer.Verdict;

/**
 * The pairwise rules, {@code first} preceding {@code second} in the sequential order (OpenPATH paper section 5.2).
 *
 * <p>Coarse mode: the Table 3 cell of the two NFs' action classes; 'Y' is {@link Verdict#PARALLEL_WITH_COPY} when
 * either NF's Table 2 packet access is R/W, else {@link Verdict#PARALLEL}.
 *
 * <p>Field-level mode, first rule that applies wins:
 * <ol>
 *   <li>the first NF may drop packets, terminates or modifies flows, or diverts packets by dynamic rules: sequential
 *       (the second must not see packets the first would have dropped or steered elsewhere);</li>
 *   <li>the first adds or removes a header whose scope covers a field the second touches, or the second adds or
 *       removes a header whose scope covers a field the first changes: sequential (a header change reads and
 *       writes its whole scope);</li>
 *   <li>the first writes a field the second reads (read after write): sequential;</li>
 *   <li>the first reconstructs packets and the second touches the payload: sequential;</li>
 *   <li>the second adds or removes a header whose scope covers fields the first only reads, the first reads a field
 *       the second writes (write after read), or both write a field: parallel with a copy; the merge keeps the
 *       later writer's value;</li>
 *   <li>otherwise (shared reads only, or disjoint fields): parallel without a copy.</li>
 * </ol>
 */
final class PairRules {
    private PairRules() {
        // Utility class
    }

    static PairVerdict compare(final CompiledNf first, final CompiledNf second, final boolean fieldLevel) {
        return fieldLevel ? fieldLevel(first, second) : coarse(first, second);
    }

    static PairVerdict coarse(final CompiledNf first, final CompiledNf second) {
        final CoarseClass firstClass = first.coarseClass();
        final CoarseClass secondClass = second.coarseClass();
        final Verdict verdict;
        if (!CoarseClass.canRunInParallel(firstClass, secondClass)) {
            verdict = Verdict.SEQUENTIAL;
        } else if (first.coarseWrites() || second.coarseWrites()) {
            verdict = Verdict.PARALLEL_WITH_COPY;
        } else {
            verdict = Verdict.PARALLEL;
        }
        return new PairVerdict(first.name(), second.name(), verdict, Set.of(),
            new CoarseCell(firstClass, secondClass));
    }

    static PairVerdict fieldLevel(final CompiledNf first, final CompiledNf second) {
        final var barrier = first.barrier();
        if (barrier != null) {
            return sequential(first, second, 0, new Barrier(barrier));
        }
        final int firstHeader = first.headerScope() & second.touches();
        if (firstHeader != 0) {
            return sequential(first, second, firstHeader,
                headerChange(true, first, second.touches(), (second.contributes() & firstHeader) == 0));
        }
        final int secondHeader = second.headerScope() & first.touches();
        final int secondHeaderChanged = second.headerScope() & first.contributes();
        if (secondHeaderChanged != 0) {
            return sequential(first, second, secondHeaderChanged,
                headerChange(false, second, first.contributes(), false));
        }
        final int readAfterWrite = first.writes() & second.reads();
        if (readAfterWrite != 0) {
            return sequential(first, second, readAfterWrite,
                new FieldConflict(FieldConflict.Kind.READ_AFTER_WRITE, FieldMask.lowest(readAfterWrite)));
        }
        if (first.reconstructs() && (second.touches() & FieldMask.PAYLOAD) != 0) {
            return sequential(first, second, FieldMask.PAYLOAD, new Barrier(Barrier.Kind.RECONSTRUCTS));
        }
        final int writeAfterRead = first.reads() & second.writes();
        final int writeAfterWrite = first.writes() & second.writes();
        final int copyFields = secondHeader | writeAfterRead | writeAfterWrite;
        if (copyFields != 0) {
            final Reason reason;
            if (secondHeader != 0) {
                reason = headerChange(false, second, first.touches(), true);
            } else if (writeAfterRead != 0) {
                reason = new FieldConflict(FieldConflict.Kind.WRITE_AFTER_READ, FieldMask.lowest(writeAfterRead));
            } else {
                reason = new FieldConflict(FieldConflict.Kind.WRITE_AFTER_WRITE, FieldMask.lowest(writeAfterWrite));
            }
            return new PairVerdict(first.name(), second.name(), Verdict.PARALLEL_WITH_COPY,
                FieldMask.fields(copyFields), reason);
        }
        return new PairVerdict(first.name(), second.name(), Verdict.PARALLEL, Set.of(),
            new Independent(FieldMask.fields(first.reads() & second.reads())));
    }

    /**
     * Whether two NFs that may share a stage may also run in either order (the later one may be scheduled in an
     * earlier stage than the first): no field written by one is touched by the other and the later one neither drops,
     * consumes, modifies nor diverts packets.
     */
    static boolean commutes(final PairVerdict verdict, final CompiledNf second) {
        return verdict.verdict() == Verdict.PARALLEL && second.barrier() == null;
    }

    private static PairVerdict sequential(final CompiledNf first, final CompiledNf second, final int fields,
            final Reason reason) {
        return new PairVerdict(first.name(), second.name(), Verdict.SEQUENTIAL, FieldMask.fields(fields), reason);
    }

    private static HeaderChange headerChange(final boolean byFirst, final CompiledNf changer, final int otherTouches,
            final boolean otherOnlyReads) {
        for (var layer : FieldMask.layers()) {
            if ((changer.headerLayers() & 1 << layer.ordinal()) != 0) {
                final int overlap = FieldMask.scope(layer) & otherTouches;
                if (overlap != 0) {
                    return new HeaderChange(byFirst, layer, FieldMask.lowest(overlap), otherOnlyReads);
                }
            }
        }
        throw new IllegalStateException("No header overlap for " + changer.name());
    }
}
