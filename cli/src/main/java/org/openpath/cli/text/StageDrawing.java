/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.text;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.List;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Draws a parallel service graph (OpenPATH paper section 5.2) as text, one stage after the other from ingress to
 * egress: the NFs of a stage run in parallel on the packet (or a copy), then their results merge.
 * <pre>
 * ingress
 *    |
 * stage 0 --+-- fw   [shared]
 *           +-- mon  [shared]
 *               merge: fw &gt; mon, dropped if any branch drops
 *    |
 * stage 1 ----- ids  [shared]  suspicious: send-to ids.suspicious
 *    |
 * egress
 * off the default path:
 *    ids.suspicious (sandbox) -&gt; egress
 * </pre>
 */
public final class StageDrawing {
    /**
     * One stage.
     *
     * @param index its index, 0 first
     * @param branches its NFs, in the order to draw them
     * @param merge how the branches merge, when they need to
     */
    public record Stage(int index, List<Branch> branches, @Nullable Merge merge) {
        /**
         * Creates a stage.
         */
        public Stage {
            branches = List.copyOf(branches);
        }
    }

    /**
     * How a stage's branches merge.
     *
     * @param priorityOrder the branches from the highest priority down
     * @param dropRule {@code none} or {@code drop-if-any-drops}
     */
    public record Merge(List<String> priorityOrder, @Nullable String dropRule) {
        /**
         * Creates a merge.
         */
        public Merge {
            priorityOrder = List.copyOf(priorityOrder);
        }
    }

    /**
     * One NF of a stage.
     *
     * @param nf the NF
     * @param packet which packet it processes ({@code shared}, {@code original}, {@code header-copy},
     *     {@code full-copy})
     * @param rules its NF handler rules as text, e.g. {@code suspicious: send-to ids.suspicious}
     */
    public record Branch(String nf, @Nullable String packet, List<String> rules) {
        /**
         * Creates a branch.
         */
        public Branch {
            requireNonNull(nf);
            rules = List.copyOf(rules);
        }
    }

    /**
     * An NF off the default path (inserted by a dynamic rule): only flows a handler rule diverts visit it.
     *
     * @param nf the NF
     * @param nfType its type
     * @param next where its packets go next
     */
    public record Detour(String nf, @Nullable String nfType, List<String> next) {
        /**
         * Creates a detour.
         */
        public Detour {
            requireNonNull(nf);
            next = List.copyOf(next);
        }
    }

    private static final String CONNECTOR = "   |";
    private static final String SINGLE = " ----- ";
    private static final String FIRST = " --+-- ";
    private static final String OTHER = "   +-- ";

    private StageDrawing() {
        // utility class
    }

    /**
     * Draws the stages.
     *
     * @param stages the stages, in index order
     * @param detours the NFs off the default path
     * @param width the width every line fits
     * @return the lines
     */
    public static List<String> draw(final List<Stage> stages, final List<Detour> detours, final int width) {
        final var lines = new ArrayList<String>();
        lines.add("ingress");
        final var labelWidth = stages.stream().mapToInt(stage -> label(stage).length()).max().orElse(0);
        for (var stage : stages) {
            lines.add(CONNECTOR);
            drawStage(stage, labelWidth, width, lines);
        }
        lines.add(CONNECTOR);
        lines.add("egress");
        if (!detours.isEmpty()) {
            lines.add("off the default path:");
            for (var detour : detours) {
                final var type = detour.nfType() == null ? "" : " (" + detour.nfType() + ")";
                lines.addAll(Wrap.hanging("   ", "      ", detour.nf() + type + " -> "
                    + (detour.next().isEmpty() ? "-" : String.join(", ", detour.next())), width));
            }
        }
        return List.copyOf(lines);
    }

    private static void drawStage(final Stage stage, final int labelWidth, final int width,
            final List<String> lines) {
        final var label = label(stage);
        final var labelPad = label + " ".repeat(labelWidth - label.length());
        final var blank = " ".repeat(labelWidth);
        final var textColumn = " ".repeat(labelWidth + SINGLE.length());
        final var nfWidth = stage.branches().stream().mapToInt(branch -> branch.nf().length()).max().orElse(0);
        if (stage.branches().isEmpty()) {
            lines.add(labelPad + SINGLE + "(no NF)");
        }
        for (int i = 0; i < stage.branches().size(); i++) {
            final String prefix;
            if (stage.branches().size() == 1) {
                prefix = labelPad + SINGLE;
            } else {
                prefix = i == 0 ? labelPad + FIRST : blank + OTHER;
            }
            final var branch = stage.branches().get(i);
            final var text = new StringBuilder(branch.nf()).append(" ".repeat(nfWidth - branch.nf().length()));
            if (branch.packet() != null) {
                text.append("  [").append(branch.packet()).append(']');
            }
            if (!branch.rules().isEmpty()) {
                text.append("  ").append(String.join("; ", branch.rules()));
            }
            lines.addAll(Wrap.hanging(prefix, textColumn + "  ", text.toString(), width));
        }
        final var merge = stage.merge();
        if (merge != null) {
            lines.addAll(Wrap.hanging(textColumn, textColumn + "  ", mergeText(merge), width));
        }
    }

    private static String mergeText(final Merge merge) {
        final var text = new StringBuilder("merge: ");
        text.append(merge.priorityOrder().isEmpty() ? "-" : String.join(" > ", merge.priorityOrder()));
        final var drop = merge.dropRule();
        if ("drop-if-any-drops".equals(drop)) {
            text.append(", dropped if any branch drops");
        } else if ("none".equals(drop)) {
            text.append(", no branch drops");
        } else if (drop != null) {
            text.append(", drop rule ").append(drop);
        }
        return text.toString();
    }

    private static String label(final Stage stage) {
        return "stage " + stage.index();
    }
}
