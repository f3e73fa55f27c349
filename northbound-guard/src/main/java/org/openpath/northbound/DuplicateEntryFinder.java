/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.northbound;

import static java.util.Objects.requireNonNull;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.yangtools.yang.common.QName;
import org.opendaylight.yangtools.yang.common.QNameModule;
import org.opendaylight.yangtools.yang.model.api.AnydataSchemaNode;
import org.opendaylight.yangtools.yang.model.api.AnyxmlSchemaNode;
import org.opendaylight.yangtools.yang.model.api.DataNodeContainer;
import org.opendaylight.yangtools.yang.model.api.DataSchemaNode;
import org.opendaylight.yangtools.yang.model.api.LeafListSchemaNode;
import org.opendaylight.yangtools.yang.model.api.ListSchemaNode;
import org.opendaylight.yangtools.yang.model.api.TypeDefinition;
import org.opendaylight.yangtools.yang.model.api.TypedDataSchemaNode;
import org.opendaylight.yangtools.yang.model.api.type.IdentityrefTypeDefinition;
import org.opendaylight.yangtools.yang.model.api.type.RangeRestrictedTypeDefinition;

/**
 * Finds the first thing a request body names twice where YANG allows it once: two entries of a list with the same
 * key, the same value twice in a configuration leaf-list, a leaf or container twice in one parent. RESTCONF's
 * parsers build lists and leaf-lists as maps from key to entry, so of such a pair only the last reaches the
 * datastore and the other is lost without a word; this check finds the pair first.
 *
 * <p>Elements are matched to schema nodes by name, from the body's outermost element down. The content of anydata
 * and anyxml, and of an element that is no data node there (a YANG Patch, which RFC 8040 {@code yang-data} defines
 * outside the data tree, and its edits' values), is matched from the top again, as a body of its own. Key values are
 * compared as the YANG type reads them: {@code 7}, {@code "7"} and {@code 7.0} are one number, {@code "mod:x"} and
 * {@code "x"} one identity of the leaf's own module.
 */
public final class DuplicateEntryFinder {
    private final SchemaIndex index;

    /**
     * Creates a finder on a schema.
     *
     * @param index the indexed schema
     */
    public DuplicateEntryFinder(final SchemaIndex index) {
        this.index = requireNonNull(index);
    }

    /**
     * Returns the first thing the body names twice, in body order.
     *
     * @param body the body's outermost elements
     * @return what was named twice, or empty when nothing was
     */
    public Optional<DuplicateEntry> find(final List<BodyElement> body) {
        return inside(body, index::nodesNamed, null, "");
    }

    private Optional<DuplicateEntry> inside(final List<BodyElement> elements,
            final Function<QName, List<DataSchemaNode>> schemaOf, final @Nullable QNameModule parentModule,
            final String parentPath) {
        final var byName = new LinkedHashMap<QName, List<BodyElement>>();
        for (var element : elements) {
            byName.computeIfAbsent(element.name(), name -> new ArrayList<>(1)).add(element);
        }
        for (var group : byName.entrySet()) {
            final var name = group.getKey();
            final var same = group.getValue();
            final var schema = schemaOf.apply(name);
            if (schema.isEmpty()) {
                // not a data node here (RFC 8040 yang-data such as a YANG Patch, or unknown): what it holds may be
                for (var element : same) {
                    final var found = inside(element.children(), index::nodesNamed, null, "");
                    if (found.isPresent()) {
                        return found;
                    }
                }
                continue;
            }
            final String path = parentPath + (parentPath.isEmpty() ? "" : "/")
                + (name.getModule().equals(parentModule) ? "" : moduleName(name.getModule()) + ":")
                + name.getLocalName();
            final var duplicate = twice(same, schema, path);
            if (duplicate.isPresent()) {
                return duplicate;
            }
            final var childSchema = childSchema(schema);
            for (var element : same) {
                if (!element.children().isEmpty()) {
                    final var found = inside(element.children(), childSchema, name.getModule(),
                        path + entryKey(element, schema));
                    if (found.isPresent()) {
                        return found;
                    }
                }
            }
        }
        return Optional.empty();
    }

    private Function<QName, List<DataSchemaNode>> childSchema(final List<DataSchemaNode> schema) {
        if (schema.stream().anyMatch(node -> node instanceof AnydataSchemaNode || node instanceof AnyxmlSchemaNode)) {
            return index::nodesNamed;
        }
        return child -> schema.stream()
            .filter(DataNodeContainer.class::isInstance)
            .map(node -> ((DataNodeContainer) node).findDataTreeChild(child))
            .flatMap(Optional::stream)
            .distinct()
            .toList();
    }

    private Optional<DuplicateEntry> twice(final List<BodyElement> same, final List<DataSchemaNode> schema,
            final String path) {
        if (same.size() < 2) {
            return Optional.empty();
        }
        final var lists = schema.stream()
            .filter(ListSchemaNode.class::isInstance).map(ListSchemaNode.class::cast)
            .filter(list -> !list.getKeyDefinition().isEmpty())
            .toList();
        if (!lists.isEmpty()) {
            return twiceInLists(same, lists, path);
        }
        if (schema.stream().anyMatch(node -> node instanceof ListSchemaNode)) {
            // a list without keys holds what it is sent
            return Optional.empty();
        }
        final var leafLists = schema.stream()
            .filter(LeafListSchemaNode.class::isInstance).map(LeafListSchemaNode.class::cast)
            .toList();
        if (!leafLists.isEmpty()) {
            return leafLists.stream().allMatch(index::isConfiguration)
                ? twiceInLeafList(same, leafLists.get(0), path) : Optional.empty();
        }
        return Optional.of(new DuplicateEntry(DuplicateEntry.Kind.SINGLE_NODE, path, List.of(), List.of(), 0, 1));
    }

    /**
     * A pair counts only when it shares its key under every list the name may mean: the check never refuses a body
     * that is right under one reading of it.
     */
    private static Optional<DuplicateEntry> twiceInLists(final List<BodyElement> same,
            final List<ListSchemaNode> lists, final String path) {
        DuplicateEntry found = null;
        for (var list : new LinkedHashSet<>(lists)) {
            final var pair = twiceInList(same, list, path);
            if (pair.isEmpty()) {
                return Optional.empty();
            }
            if (found == null) {
                found = pair.orElseThrow();
            }
        }
        return Optional.ofNullable(found);
    }

    private static Optional<DuplicateEntry> twiceInList(final List<BodyElement> same, final ListSchemaNode list,
            final String path) {
        final var keyNames = list.getKeyDefinition();
        final var seen = new HashMap<List<String>, Integer>();
        for (int i = 0; i < same.size(); i++) {
            final var entry = same.get(i);
            final var key = new ArrayList<String>(keyNames.size());
            for (var keyName : keyNames) {
                final var leaf = entry.child(keyName);
                final String value = leaf == null ? null : canonical(leaf, typeOf(list, keyName));
                if (value == null) {
                    // an entry without its key is RESTCONF's to refuse
                    break;
                }
                key.add(value);
            }
            if (key.size() < keyNames.size()) {
                continue;
            }
            final Integer first = seen.putIfAbsent(key, i);
            if (first != null) {
                final var written = keyNames.stream().map(keyName -> same.get(first).child(keyName).text()).toList();
                return Optional.of(new DuplicateEntry(DuplicateEntry.Kind.LIST_ENTRY, path,
                    keyNames.stream().map(QName::getLocalName).toList(), written, first, i));
            }
        }
        return Optional.empty();
    }

    private static Optional<DuplicateEntry> twiceInLeafList(final List<BodyElement> same,
            final LeafListSchemaNode leafList, final String path) {
        final var seen = new HashMap<String, Integer>();
        for (int i = 0; i < same.size(); i++) {
            final String value = canonical(same.get(i), leafList.getType());
            if (value == null) {
                continue;
            }
            final Integer first = seen.putIfAbsent(value, i);
            if (first != null) {
                return Optional.of(new DuplicateEntry(DuplicateEntry.Kind.LEAF_LIST_VALUE, path, List.of(),
                    List.of(same.get(first).text()), first, i));
            }
        }
        return Optional.empty();
    }

    private static @Nullable TypeDefinition<?> typeOf(final ListSchemaNode list, final QName keyName) {
        return list.findDataTreeChild(keyName)
            .filter(TypedDataSchemaNode.class::isInstance)
            .map(node -> ((TypedDataSchemaNode) node).getType())
            .orElse(null);
    }

    /**
     * Returns a value as its type compares it, or {@code null} for an element without a value.
     */
    private static @Nullable String canonical(final BodyElement leaf, final @Nullable TypeDefinition<?> type) {
        final String text = leaf.text();
        if (text == null || !leaf.children().isEmpty()) {
            return null;
        }
        if (type instanceof IdentityrefTypeDefinition) {
            final int colon = text.indexOf(':');
            final QNameModule module = leaf.textModule() != null ? leaf.textModule()
                : colon < 0 ? leaf.name().getModule() : null;
            return module == null ? text : module + "|" + text.substring(colon + 1).strip();
        }
        if (type instanceof RangeRestrictedTypeDefinition<?, ?>) {
            try {
                return new BigDecimal(text.strip()).stripTrailingZeros().toPlainString();
            } catch (NumberFormatException e) {
                return text;
            }
        }
        return text;
    }

    private String entryKey(final BodyElement element, final List<DataSchemaNode> schema) {
        for (var node : schema) {
            if (node instanceof ListSchemaNode list && !list.getKeyDefinition().isEmpty()) {
                final var values = new ArrayList<String>();
                for (var keyName : list.getKeyDefinition()) {
                    final var leaf = element.child(keyName);
                    values.add(leaf == null || leaf.text() == null ? "?" : leaf.text());
                }
                return "=" + String.join(",", values);
            }
        }
        return "";
    }

    private String moduleName(final QNameModule module) {
        return index.context().findModule(module).map(found -> found.getName()).orElse(module.namespace().toString());
    }
}
