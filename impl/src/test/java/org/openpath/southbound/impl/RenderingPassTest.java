/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.opendaylight.mdsal.binding.api.WriteTransaction;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.FlowId;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.tables.table.FlowBuilder;
import org.opendaylight.yangtools.yang.common.Uint8;

/**
 * The renderer's passes on mdsal's in-memory data broker, with chains whose steps write given numbers of flows: how
 * the dirty chains are cut into transactions, that a chain's writes are never split, that no pass runs before the
 * renderer is ready, and what happens to a pass whose commit fails.
 */
class RenderingPassTest extends RendererDataBrokerTest {
    private static final String NODE = "openflow:9";
    private static final int PASS_WRITES = 10;

    private final RendererExecutor executor = new RendererExecutor("pass-test-%d");
    // the chains of every committed pass, in order
    private final List<List<String>> committed = new CopyOnWriteArrayList<>();
    private final List<List<String>> notCommitted = new CopyOnWriteArrayList<>();
    // what each pass summed itself up as
    private final List<String> summaries = new CopyOnWriteArrayList<>();
    private final List<RecordingTransaction> transactions = new CopyOnWriteArrayList<>();
    private final AtomicBoolean ready = new AtomicBoolean(true);
    private final AtomicInteger readyAsked = new AtomicInteger();
    private final AtomicInteger failingCommits = new AtomicInteger();
    private int writesPerChain = 1;
    private RenderingPass passes;

    @BeforeEach
    void start() throws Exception {
        setup();
        passes = new RenderingPass(this::transaction, executor, Duration.ofMillis(20), PASS_WRITES,
            new RenderingPass.Chains() {
                @Override
                public boolean ready() {
                    readyAsked.incrementAndGet();
                    return ready.get();
                }

                @Override
                public ChainStep.Result step(final String chain) {
                    final var writes = new ChainWrites();
                    for (int i = 0; i < writesPerChain; i++) {
                        final var id = chain + ":" + i;
                        writes.put(InventoryRules.flowPath(NODE, id), new FlowBuilder().setId(new FlowId(id))
                            .setTableId(Uint8.ZERO).build());
                    }
                    return new ChainStep.Result(writes, List.of(new ChainStep.Installation(chain, null, Map.of())));
                }

                @Override
                public int finish(final WriteTransaction tx) {
                    return 0;
                }

                @Override
                public void stepped(final Supplier<String> summary) {
                    summaries.add(summary.get());
                }

                @Override
                public void committed(final List<ChainStep.Installation> installed) {
                    committed.add(chains(installed));
                }

                @Override
                public void notCommitted(final List<ChainStep.Installation> installed) {
                    notCommitted.add(chains(installed));
                }
            });
    }

    @AfterEach
    void stop() {
        executor.close();
    }

    @Test
    void aPassTakesAboutItsShareOfWritesAndTheNextPassTheRestInOrder() throws Exception {
        final var chains = names(25);
        executor.submit(() -> chains.forEach(passes::markDirty));

        await().atMost(TIMEOUT).until(() -> committed.size() == 3);
        assertEquals(List.of(chains.subList(0, 10), chains.subList(10, 20), chains.subList(20, 25)), committed);
        for (var chain : chains) {
            assertTrue(readFlow(NODE, chain + ":0").isPresent(), chain);
        }
    }

    @Test
    void aChainsWritesAreNeverSplitAcrossPasses() throws Exception {
        writesPerChain = 4;
        final var chains = names(10);
        executor.submit(() -> chains.forEach(passes::markDirty));

        await().atMost(TIMEOUT).until(() -> committed.stream().mapToInt(List::size).sum() == 10);
        // 0, 4 and 8 writes are below the share when a chain is taken: 3 chains (12 writes) a pass
        assertEquals(List.of(3, 3, 3, 1), committed.stream().map(List::size).toList());
        assertEquals(List.of("Rendered a batch of 3 chain changes (12 inventory writes)",
            "Rendered a batch of 3 chain changes (12 inventory writes)",
            "Rendered a batch of 3 chain changes (12 inventory writes)",
            "Rendered a batch of 1 chain changes (4 inventory writes)"), summaries);
        for (var chain : chains) {
            for (int i = 0; i < 4; i++) {
                assertTrue(readFlow(NODE, chain + ":" + i).isPresent(), chain + ":" + i);
            }
        }
    }

    @Test
    void noPassRunsBeforeTheRendererIsReadyAndTheChainsWaitForIt() throws Exception {
        ready.set(false);
        executor.submit(() -> passes.markDirty("a"));
        await().atMost(TIMEOUT).until(() -> readyAsked.get() == 1);
        assertEquals(List.of(), transactions, "no transaction");
        assertTrue(onRendererThread(() -> passes.pending("a")), "still waiting");

        ready.set(true);
        executor.submit(passes::resume);
        await().atMost(TIMEOUT).until(() -> committed.size() == 1);
        assertEquals(List.of(List.of("a")), committed);
        assertFalse(onRendererThread(() -> passes.pending("a")));
    }

    @Test
    void aPassWhoseCommitFailsHasItsChainsForgottenAndWrittenAgainAfterAPause() throws Exception {
        failingCommits.set(1);
        executor.submit(() -> List.of("a", "b").forEach(passes::markDirty));

        await().atMost(TIMEOUT).until(() -> committed.size() == 1);
        assertEquals(List.of(List.of("a", "b")), notCommitted);
        assertEquals(List.of(List.of("a", "b")), committed);
        assertEquals(2, transactions.size());
        assertTrue(readFlow(NODE, "a:0").isPresent());
        assertTrue(readFlow(NODE, "b:0").isPresent());
    }

    @Test
    void aPassWithoutWritesGoesOnWithoutCommitting() {
        writesPerChain = 0;
        executor.submit(() -> passes.markDirty("a"));

        await().atMost(TIMEOUT).until(() -> committed.size() == 1);
        assertEquals(List.of("cancel"), transactions.get(0).operations);
    }

    @Test
    void aPassTakesAtLeastOneWrite() {
        assertThrows(IllegalArgumentException.class, () -> new RenderingPass(this::transaction, executor,
            Duration.ZERO, 0, new RenderingPass.Chains() {
                @Override
                public boolean ready() {
                    return true;
                }

                @Override
                public ChainStep.Result step(final String chain) {
                    return new ChainStep.Result(new ChainWrites(), List.of());
                }

                @Override
                public int finish(final WriteTransaction tx) {
                    return 0;
                }

                @Override
                public void stepped(final Supplier<String> summary) {
                    // none
                }

                @Override
                public void committed(final List<ChainStep.Installation> installed) {
                    // none
                }

                @Override
                public void notCommitted(final List<ChainStep.Installation> installed) {
                    // none
                }
            }));
    }

    private WriteTransaction transaction() {
        final var tx = new RecordingTransaction(getDataBroker().newWriteOnlyTransaction(),
            failingCommits.getAndUpdate(n -> Math.max(0, n - 1)) > 0);
        transactions.add(tx);
        return tx;
    }

    private boolean onRendererThread(final BooleanSupplier question) throws Exception {
        final var answer = new CompletableFuture<Boolean>();
        executor.submit(() -> answer.complete(question.getAsBoolean()));
        return answer.get(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
    }

    private static List<String> names(final int count) {
        return IntStream.range(0, count).mapToObj(i -> "chain-" + (char) ('a' + i / 10) + i % 10).toList();
    }

    private static List<String> chains(final List<ChainStep.Installation> installed) {
        final var names = new ArrayList<String>();
        installed.forEach(installation -> names.add(installation.chain()));
        return names;
    }
}
