/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.impl;

import static java.util.Objects.requireNonNull;

import com.google.gson.JsonParseException;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.opendaylight.mdsal.dom.api.DOMDataBroker;
import org.opendaylight.mdsal.dom.api.DOMSchemaService;
import org.opendaylight.yangtools.binding.DataContainer;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.opendaylight.yangtools.binding.EntryObject;
import org.opendaylight.yangtools.binding.data.codec.api.BindingNormalizedNodeSerializer;
import org.opendaylight.yangtools.yang.common.QName;
import org.opendaylight.yangtools.yang.data.api.YangInstanceIdentifier;
import org.opendaylight.yangtools.yang.data.api.YangInstanceIdentifier.NodeIdentifier;
import org.opendaylight.yangtools.yang.data.api.YangInstanceIdentifier.NodeIdentifierWithPredicates;
import org.opendaylight.yangtools.yang.data.api.YangInstanceIdentifier.PathArgument;
import org.opendaylight.yangtools.yang.data.api.schema.MapEntryNode;
import org.opendaylight.yangtools.yang.data.api.schema.MapNode;
import org.opendaylight.yangtools.yang.data.api.schema.NormalizedNode;
import org.opendaylight.yangtools.yang.data.api.schema.stream.NormalizedNodeWriter;
import org.opendaylight.yangtools.yang.data.codec.gson.JSONCodecFactory;
import org.opendaylight.yangtools.yang.data.codec.gson.JSONCodecFactorySupplier;
import org.opendaylight.yangtools.yang.data.codec.gson.JSONNormalizedNodeStreamWriter;
import org.opendaylight.yangtools.yang.data.codec.gson.JsonParserStream;
import org.opendaylight.yangtools.yang.data.impl.schema.ImmutableNormalizedNodeStreamWriter;
import org.opendaylight.yangtools.yang.data.impl.schema.NormalizationResultHolder;
import org.opendaylight.yangtools.yang.data.spi.node.ImmutableNodes;
import org.opendaylight.yangtools.yang.model.api.EffectiveModelContext;
import org.opendaylight.yangtools.yang.model.util.SchemaInferenceStack;
import org.openpath.cli.ConsoleException;
import org.openpath.cli.RestconfJson;

/**
 * {@link RestconfJson} on yangtools' RFC 7951 codec, the one RESTCONF uses: a body is parsed against the schema of
 * its parent, as RESTCONF parses the body of a PUT (netconf 9.0.1 {@code JsonResourceBody}), and a parse error is
 * worded as RESTCONF words it ({@code Error parsing input: ...}); data is read from the DOM data broker and printed
 * as stored, as RESTCONF's GET does.
 */
public final class YangJson implements RestconfJson {
    private static final String INDENT = "  ";
    private static final Duration READ_TIMEOUT = MdsalDatastore.READ_TIMEOUT;

    private final DOMSchemaService schemaService;
    private final BindingNormalizedNodeSerializer serializer;
    private final DOMDataBroker broker;

    /**
     * Creates the codec.
     *
     * @param schemaService the global schema
     * @param serializer converts between bindings and normalized nodes
     * @param broker where {@link #get} reads, as RESTCONF does
     */
    public YangJson(final DOMSchemaService schemaService, final BindingNormalizedNodeSerializer serializer,
            final DOMDataBroker broker) {
        this.schemaService = requireNonNull(schemaService);
        this.serializer = requireNonNull(serializer);
        this.broker = requireNonNull(broker);
    }

    @Override
    public <T extends EntryObject<T, ?>> List<Parsed<T>> entries(final String json,
            final DataObjectIdentifier<?> parent, final Class<T> entryType) throws ConsoleException {
        final var context = schemaService.getGlobalContext();
        final var parentPath = serializer.toYangInstanceIdentifier(parent);
        final var holder = new NormalizationResultHolder();
        try (var parser = JsonParserStream.create(ImmutableNormalizedNodeStreamWriter.from(holder), codecs(context),
                inference(context, parentPath.getPathArguments()));
             var reader = new JsonReader(new StringReader(json))) {
            parser.parse(reader);
        } catch (IllegalArgumentException | IllegalStateException | IOException | JsonParseException e) {
            throw new ConsoleException("Error parsing input: " + e.getMessage(), e);
        }
        final NormalizedNode data;
        try {
            data = holder.getResult().data();
        } catch (IllegalStateException e) {
            throw new ConsoleException("The input holds no data", e);
        }
        if (!(data instanceof MapNode list)) {
            throw new ConsoleException("The input holds " + data.name().getNodeType().getLocalName()
                + ", not a list of " + entryType.getSimpleName() + " entries");
        }
        final var entries = new ArrayList<Parsed<T>>(list.size());
        for (var entry : list.body()) {
            final var decoded = serializer.fromNormalizedNode(parentPath.node(list.name()).node(entry.name()), entry);
            if (!entryType.isInstance(decoded.getValue())
                    || !(decoded.getKey() instanceof DataObjectIdentifier<?> path)) {
                throw new ConsoleException("The input holds " + list.name().getNodeType().getLocalName()
                    + " entries, not " + entryType.getSimpleName() + " entries");
            }
            entries.add(parsed(path, entryType, entryType.cast(decoded.getValue()), entry));
        }
        return List.copyOf(entries);
    }

    @SuppressWarnings("unchecked")
    private static <T extends EntryObject<T, ?>> Parsed<T> parsed(final DataObjectIdentifier<?> path,
            final Class<T> entryType, final T binding, final NormalizedNode data) {
        // the codec decoded an entry of entryType at this path
        return new Parsed<>((DataObjectIdentifier<T>) path, binding, data);
    }

    @Override
    public Optional<String> get(final List<Resource> resources) throws ConsoleException {
        final var found = new ArrayList<Map.Entry<YangInstanceIdentifier, NormalizedNode>>();
        for (var resource : resources) {
            final var path = serializer.toYangInstanceIdentifier(resource.path());
            // one transaction per resource: the controller's transactions are bound to one datastore
            try (var tx = broker.newReadOnlyTransaction()) {
                tx.read(resource.store(), path).get(READ_TIMEOUT.toSeconds(), TimeUnit.SECONDS)
                    .ifPresent(data -> found.add(Map.entry(path, data)));
            } catch (ExecutionException | TimeoutException e) {
                throw new ConsoleException("Reading " + path + " failed: " + e.getMessage(), e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new ConsoleException("Interrupted while reading " + path, e);
            }
        }
        if (found.isEmpty()) {
            return Optional.empty();
        }
        final var context = schemaService.getGlobalContext();
        return Optional.of(print(json -> {
            for (var entry : found) {
                writeData(entry.getKey(), entry.getValue(), context, json);
            }
        }));
    }

    @Override
    public String writeOutput(final QName rpc, final DataContainer output) {
        final var context = schemaService.getGlobalContext();
        final var node = serializer.toNormalizedNodeRpcData(output);
        final var stack = SchemaInferenceStack.of(context);
        stack.enterSchemaTree(rpc);
        return print(json -> writeNode(node, context, stack.toInference(), json));
    }

    private static void writeData(final YangInstanceIdentifier path, final NormalizedNode data,
            final EffectiveModelContext context, final JsonWriter json) throws IOException {
        final var arguments = path.getPathArguments();
        var node = data;
        var parentArguments = arguments.subList(0, arguments.size() - 1);
        if (node instanceof MapEntryNode entry) {
            // RESTCONF prints a list entry as a list of one
            final var listName = new NodeIdentifier(entry.name().getNodeType());
            node = ImmutableNodes.newSystemMapBuilder().withNodeIdentifier(listName).withChild(entry).build();
            parentArguments = arguments.subList(0, arguments.size() - 2);
        }
        writeNode(node, context, inference(context, parentArguments), json);
    }

    private static void writeNode(final NormalizedNode node, final EffectiveModelContext context,
            final SchemaInferenceStack.Inference inference, final JsonWriter json) throws IOException {
        final var writer = JSONNormalizedNodeStreamWriter.createNestedWriter(codecs(context), inference, null, json);
        NormalizedNodeWriter.forStreamWriter(writer).write(node).flush();
    }

    private static SchemaInferenceStack.Inference inference(final EffectiveModelContext context,
            final List<PathArgument> path) {
        final var stack = SchemaInferenceStack.of(context);
        for (var argument : path) {
            if (!(argument instanceof NodeIdentifierWithPredicates)) {
                stack.enterDataTree(argument.getNodeType());
            }
        }
        return stack.toInference();
    }

    private static JSONCodecFactory codecs(final EffectiveModelContext context) {
        return JSONCodecFactorySupplier.RFC7951.getShared(context);
    }

    @FunctionalInterface
    private interface Body {
        void write(JsonWriter json) throws IOException;
    }

    private static String print(final Body body) {
        final var out = new StringWriter();
        try (var json = new JsonWriter(out)) {
            json.setIndent(INDENT);
            json.beginObject();
            body.write(json);
            json.endObject();
        } catch (IOException e) {
            throw new UncheckedIOException("Writing JSON to a string failed", e);
        }
        return out.toString();
    }
}
