/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.command;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.karaf.shell.api.action.Argument;
import org.apache.karaf.shell.api.action.Command;
import org.apache.karaf.shell.api.action.Completion;
import org.apache.karaf.shell.api.action.Option;
import org.apache.karaf.shell.api.action.lifecycle.Reference;
import org.apache.karaf.shell.api.action.lifecycle.Service;
import org.apache.karaf.shell.support.completers.FileCompleter;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.nf.catalog.NfType;
import org.openpath.cli.ConsoleException;
import org.openpath.cli.RestconfJson;
import org.openpath.cli.completer.PacketAccessCompleter;
import org.openpath.cli.completer.PacketFieldCompleter;
import org.openpath.cli.impl.CatalogQueries;
import org.openpath.cli.impl.ConfigWrites;
import org.openpath.cli.impl.NfTypeFlags;
import org.openpath.cli.impl.NfTypes;

/**
 * {@code openpath:nf-type-add}: adds an NF type (origin {@code operator}) to the catalog, from flags or a JSON file in
 * the RESTCONF body format; validated when committed.
 */
@Service
@Command(scope = "openpath", name = "nf-type-add", description = "Adds an NF type to the catalog from flags, or"
    + " the NF types of a JSON file in the RESTCONF body format")
public final class NfTypeAddCommand extends ConsoleAction {
    @Argument(index = 0, name = "type", description = "The NF type's name (not with --file)")
    String type;

    @Option(name = "--file", description = "A JSON file holding the body of a RESTCONF PUT of nf-type: "
        + "{\"openpath-nf-catalog:nf-type\":[{...}]}; no other flag then")
    @Completion(FileCompleter.class)
    String file;

    @Option(name = "--replace", description = "Replace an NF type of the same name instead of refusing")
    boolean replace;

    @Option(name = "--description", description = "What the NF does")
    String description;

    @Option(name = "--result", multiValued = true, description = "A result it reports, e.g. suspicious (repeat)")
    List<String> results;

    @Option(name = "--read", multiValued = true, description = "Packet fields it reads, comma-separated")
    @Completion(PacketFieldCompleter.class)
    List<String> reads;

    @Option(name = "--write", multiValued = true, description = "Packet fields it writes, comma-separated")
    @Completion(PacketFieldCompleter.class)
    List<String> writes;

    @Option(name = "--header", multiValued = true, description = "Packet fields whose header it adds or removes")
    @Completion(PacketFieldCompleter.class)
    List<String> headers;

    @Option(name = "--may-drop", description = "It may drop packets")
    boolean mayDrop;

    @Option(name = "--modifies-flows", description = "It may change a packet's flow")
    boolean modifiesFlows;

    @Option(name = "--terminates-flows", description = "It terminates flows and originates new ones")
    boolean terminatesFlows;

    @Option(name = "--reconstructs-packets", description = "It builds new packets from several")
    boolean reconstructsPackets;

    @Option(name = "--stateful", description = "It keeps per-flow state")
    boolean stateful;

    @Option(name = "--packet-access", description = "Coarse profile: none, read or read-write")
    @Completion(PacketAccessCompleter.class)
    String packetAccess;

    @Option(name = "--can-modify-flow", description = "Coarse profile: it can modify the flow")
    boolean canModifyFlow;

    @Option(name = "--cpu-base", description = "CPU cores with no traffic (default 0.25)")
    String cpuBase;

    @Option(name = "--cpu-per-gbps", description = "CPU cores per Gbit/s (default 0.5)")
    String cpuPerGbps;

    @Option(name = "--memory-base", description = "Memory in MiB with no traffic (default 128)")
    String memoryBase;

    @Option(name = "--memory-per-gbps", description = "Memory in MiB per Gbit/s (default 64)")
    String memoryPerGbps;

    @Option(name = "--latency", description = "Processing latency in microseconds (default 10)")
    String latency;

    @Option(name = "--max-throughput", description = "The most one instance processes, Gbit/s (default 10)")
    String maxThroughput;

    @Reference
    RestconfJson restconfJson;

    @Override
    void run() throws ConsoleException {
        final var configWrites = new ConfigWrites(datastore);
        final List<String> stored;
        if (file != null) {
            if (type != null) {
                throw new ConsoleException("--file names its NF types: give no name with it");
            }
            final String json;
            try {
                json = Files.readString(Path.of(file));
            } catch (IOException e) {
                throw new ConsoleException("Cannot read " + file + ": " + e.getMessage(), e);
            }
            final var types = restconfJson.entries(json, CatalogQueries.CATALOG, NfType.class);
            configWrites.addParsedNfTypes(types, replace);
            stored = types.stream().map(entry -> entry.binding().getName().getValue()).toList();
        } else {
            if (type == null) {
                throw new ConsoleException("Name the NF type, or give --file");
            }
            configWrites.addNfTypes(List.of(NfTypes.nfType(type, new NfTypeFlags(description, list(results),
                list(reads), list(writes), list(headers), mayDrop, modifiesFlows, terminatesFlows,
                reconstructsPackets, stateful, packetAccess, canModifyFlow, cpuBase, cpuPerGbps, memoryBase,
                memoryPerGbps, latency, maxThroughput))), replace);
            stored = List.of(type);
        }
        stored.forEach(added -> print("NF type " + added + " stored"));
    }

    private static List<String> list(final @Nullable List<String> values) {
        return values == null ? List.of() : values;
    }
}
