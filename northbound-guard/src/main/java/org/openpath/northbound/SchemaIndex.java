/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.northbound;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.opendaylight.yangtools.yang.common.QName;
import org.opendaylight.yangtools.yang.common.QNameModule;
import org.opendaylight.yangtools.yang.common.XMLNamespace;
import org.opendaylight.yangtools.yang.model.api.ActionNodeContainer;
import org.opendaylight.yangtools.yang.model.api.ChoiceSchemaNode;
import org.opendaylight.yangtools.yang.model.api.DataNodeContainer;
import org.opendaylight.yangtools.yang.model.api.DataSchemaNode;
import org.opendaylight.yangtools.yang.model.api.EffectiveModelContext;
import org.opendaylight.yangtools.yang.model.api.Module;
import org.opendaylight.yangtools.yang.model.api.OperationDefinition;

/**
 * The schema nodes of a model context by their qualified name, wherever they are in the tree (data, RPC and action
 * input and output), and the modules by JSON module name and XML namespace.
 *
 * <p>A body's outermost element is the request's target or a child of it; which one depends on the method, and a
 * YANG Patch edit's value is a child of the edit's own target. Looking the element up by name among all nodes
 * avoids resolving the URL: in practice a qualified name names one node, and where it names several the check
 * holds for all of them ({@link DuplicateEntryFinder}).
 */
public final class SchemaIndex {
    private final EffectiveModelContext context;
    private final Map<QName, List<DataSchemaNode>> nodes = new HashMap<>();
    private final Set<DataSchemaNode> configuration = Collections.newSetFromMap(new IdentityHashMap<>());

    private SchemaIndex(final EffectiveModelContext context) {
        this.context = context;
        for (Module module : context.getModules()) {
            module.getChildNodes().forEach(child -> add(child, true));
            module.getRpcs().forEach(this::addOperation);
        }
    }

    /**
     * Indexes a model context.
     *
     * @param context the context
     * @return its index
     */
    public static SchemaIndex of(final EffectiveModelContext context) {
        return new SchemaIndex(context);
    }

    /**
     * Returns the context this index was made of.
     *
     * @return the context
     */
    public EffectiveModelContext context() {
        return context;
    }

    /**
     * Returns how many schema nodes the index holds.
     *
     * @return the count
     */
    public int size() {
        return nodes.values().stream().mapToInt(List::size).sum();
    }

    /**
     * Returns every node with the given name.
     *
     * @param name the qualified name
     * @return the nodes, empty when there is none
     */
    public List<DataSchemaNode> nodesNamed(final QName name) {
        return nodes.getOrDefault(name, List.of());
    }

    /**
     * Returns the newest revision of the module with the given name, as RFC 7951 JSON names modules.
     *
     * @param moduleName the module name
     * @return the module, or empty when the context has none of that name
     */
    public Optional<QNameModule> moduleNamed(final String moduleName) {
        return context.findModules(moduleName).stream().findFirst().map(Module::getQNameModule);
    }

    /**
     * Returns the newest revision of the module with the given XML namespace.
     *
     * @param namespace the namespace URI
     * @return the module, or empty when the context has none with that namespace
     */
    public Optional<QNameModule> moduleOfNamespace(final String namespace) {
        final XMLNamespace xmlNamespace;
        try {
            xmlNamespace = XMLNamespace.of(namespace);
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
        return context.findModules(xmlNamespace).stream().findFirst().map(Module::getQNameModule);
    }

    /**
     * Tells whether a node is configuration: in the data tree and not under {@code config false}. (A node's own
     * {@code effectiveConfig()} is empty where the model does not say, so the index works it out from the top.)
     *
     * @param node a node of this index
     * @return whether it is configuration
     */
    public boolean isConfiguration(final DataSchemaNode node) {
        return configuration.contains(node);
    }

    private void add(final DataSchemaNode node, final boolean parentConfig) {
        final boolean config = parentConfig && node.effectiveConfig().orElse(Boolean.TRUE);
        if (node instanceof ChoiceSchemaNode choice) {
            // a choice and its cases are not named in a body; their children are
            choice.getCases().forEach(caseNode -> caseNode.getChildNodes().forEach(child -> add(child, config)));
            return;
        }
        nodes.computeIfAbsent(node.getQName(), name -> new ArrayList<>(1)).add(node);
        if (config) {
            configuration.add(node);
        }
        if (node instanceof DataNodeContainer container) {
            container.getChildNodes().forEach(child -> add(child, config));
        }
        if (node instanceof ActionNodeContainer actions) {
            actions.getActions().forEach(this::addOperation);
        }
    }

    private void addOperation(final OperationDefinition operation) {
        // operation input and output are not configuration
        add(operation.getInput(), false);
        add(operation.getOutput(), false);
    }
}
