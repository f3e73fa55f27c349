/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.Proxy;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.opendaylight.openflowjava.protocol.api.connection.ConnectionConfiguration;
import org.opendaylight.openflowjava.protocol.api.keys.ActionSerializerKey;
import org.opendaylight.openflowjava.protocol.api.keys.ExperimenterActionDeserializerKey;
import org.opendaylight.openflowjava.protocol.api.keys.ExperimenterIdDeserializerKey;
import org.opendaylight.openflowjava.protocol.api.keys.ExperimenterIdTypeDeserializerKey;
import org.opendaylight.openflowjava.protocol.api.keys.ExperimenterIdTypeSerializerKey;
import org.opendaylight.openflowjava.protocol.api.keys.MatchEntryDeserializerKey;
import org.opendaylight.openflowjava.protocol.api.keys.MatchEntrySerializerKey;
import org.opendaylight.openflowjava.protocol.api.keys.MessageTypeKey;
import org.opendaylight.openflowjava.protocol.spi.connection.SwitchConnectionProvider;
import org.opendaylight.openflowplugin.extension.api.ConverterExtensionKey;
import org.opendaylight.openflowplugin.extension.api.ExtensionConverterRegistrator;
import org.opendaylight.openflowplugin.extension.api.TypeVersionKey;
import org.opendaylight.yang.gen.v1.urn.opendaylight.action.types.rev131112.action.Action;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflow.oxm.rev150225.ExperimenterClass;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflow.protocol.rev130731.ErrorMessage;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflow.protocol.rev130731.experimenter.core.ExperimenterDataOfChoice;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.OpenpathActionGrouping;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathGraphSet;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathMoveAbort;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathMoveExpect;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathMoveFinish;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathMovePrepare;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathMoveRelay;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathMoveStart;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathNfScale;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.experimenter.message.experimenter.data.of.choice.OfjOpenpathMoveFromSwitch;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.ofj.aug.openpath.action.OfjOpenpathActionCase;
import org.opendaylight.yangtools.concepts.ObjectRegistration;
import org.opendaylight.yangtools.yang.common.Uint32;
import org.openpath.openflow.ExpType;
import org.openpath.openflow.OxmField;

/**
 * The silent-drop trap (ODL-NOTES section 4): OpenFlowPlugin only logs a WARN when a converter or serializer is
 * missing and sends the FLOW_MOD without the match field or action. This test lists what OpenFlowPlugin will look
 * up for every OpenPATH field, action and message, and for every MD-SAL action case the model generates (found by
 * scanning the compiled model, so a new augmentation without a converter fails here), and requires a registration
 * for each. It also proves its own check fails when one registration is left out.
 */
class RegistrationCompletenessTest {
    // docs/openpath-openflow.md section 1: "Experimenter id: 0x00000050" (written here, not taken from the codec's
    // constant, so that registering under another id fails this test)
    private static final long SPEC_EXPERIMENTER_ID = 0x0000_0050L;
    // as OpenFlowJava reads it from the wire: a fresh Uint32, which some of its keys compare by reference
    private static final Uint32 EXPERIMENTER = Uint32.fromIntBits((int) SPEC_EXPERIMENTER_ID);
    // docs/openpath-openflow.md section 7: MOVE_PREPARE, MOVE_START, MOVE_FINISH, MOVE_ABORT, MOVE_RELAY
    private static final long[] MOVES_TO_SWITCH = { 0x21, 0x22, 0x23, 0x24, 0x25 };
    // MOVE_READY, MOVE_DONE, MOVE_COMPLETE, MOVE_FAILED, MOVE_RELAY
    private static final long[] MOVES_FROM_SWITCH = { 0x121, 0x122, 0x123, 0x124, 0x125 };
    // docs/openpath-openflow.md section 8 (revision 3): GRAPH_SET, controller to switch
    private static final long GRAPH_SET = 0x0A;
    // section 9 (revision 4): NF_SCALE, controller to switch
    private static final long NF_SCALE = 0x0B;

    @Test
    void everyCodecOpenFlowJavaLooksUpIsRegisteredOnEveryProvider() {
        final var extension = new OpenPathExtension(new MalformedInput());
        for (int port : new int[] { 6653, 6633 }) {
            final var registered = new ArrayList<Object>();
            try (var registration = extension.registerCodecs(recordingProvider(registered, port))) {
                assertEquals(Set.of(), missing(expectedCodecKeys(), registered));
            }
        }
    }

    @Test
    void everyConverterOpenFlowPluginLooksUpIsRegistered() throws Exception {
        final var registered = new ArrayList<Object>();
        try (var registration = new OpenPathExtension(new MalformedInput())
                .registerConverters(recordingRegistrator(registered))) {
            final var expected = expectedConverterKeys();
            assertEquals(Set.of(), missing(expected, registered));
            // 5 fields x 2 + generated action cases + reverse action + 10 + 3 messages + 5 + 1 state-move messages
            assertTrue(expected.size() >= 5 * 2 + 21 + 1 + 10 + 3 + 5 + 1, () -> "expected keys: " + expected.size());
        }
    }

    @Test
    void theCheckFailsWhenOneRegistrationIsMissing() throws Exception {
        final var registered = new ArrayList<Object>();
        new OpenPathExtension(new MalformedInput()).registerConverters(recordingRegistrator(registered)).close();
        final var expected = expectedConverterKeys();
        for (int i = 0; i < registered.size(); i++) {
            final var withoutOne = new ArrayList<>(registered);
            final var removed = withoutOne.remove(i);
            assertFalse(missing(expected, withoutOne).isEmpty(), () -> "nothing noticed " + removed + " missing");
        }
    }

    @Test
    void inboundKeysBuiltFromWireBytesFindTheRegisteredDeserializers() {
        // ExperimenterIdDeserializerKey.equals compares the Uint32 experimenter id with ==; an id read from the
        // wire only matches the registered one when Uint32 caches it (0..255), which is why the id is 0x00000050
        for (var type : ExpType.values()) {
            final var wire = new ExperimenterIdTypeDeserializerKey(OpenPathExtension.OF13,
                Uint32.fromIntBits((int) SPEC_EXPERIMENTER_ID), type.code(),
                ExperimenterDataOfChoice.class);
            assertEquals(new ExperimenterIdTypeDeserializerKey(OpenPathExtension.OF13,
                Uint32.valueOf(SPEC_EXPERIMENTER_ID), type.code(), ExperimenterDataOfChoice.class), wire,
                type::name);
        }
        final var larger = 0x4F504154L;
        assertFalse(new ExperimenterIdDeserializerKey(OpenPathExtension.OF13, Uint32.valueOf(larger),
            ErrorMessage.class).equals(new ExperimenterIdDeserializerKey(OpenPathExtension.OF13,
                Uint32.fromIntBits((int) larger), ErrorMessage.class)),
            "OpenFlowJava fixed its key equality: a larger experimenter id would work now");
    }

    @Test
    void theModelScanFindsTheActionCases() throws Exception {
        final var cases = generatedActionCases();
        assertEquals(21, cases.size(), cases::toString);
        assertEquals(Set.copyOf(cases), Set.copyOf(ActionConverter.SAL_CASES));
    }

    private static Set<Object> expectedCodecKeys() {
        final var keys = new HashSet<Object>();
        for (var field : OxmField.values()) {
            final var serializer = new MatchEntrySerializerKey<>(OpenPathExtension.OF13, ExperimenterClass.VALUE,
                OxmBindings.ofjField(field));
            serializer.setExperimenterId(EXPERIMENTER);
            keys.add(serializer);
            final var deserializer = new MatchEntryDeserializerKey(OpenPathExtension.OF13, 0xFFFF, field.code());
            deserializer.setExperimenterId(EXPERIMENTER);
            keys.add(deserializer);
        }
        // what TypeKeyMakerFactory makes for an OpenFlowJava action carrying our experimenter id
        keys.add(new ActionSerializerKey<>(OpenPathExtension.OF13, OfjOpenpathActionCase.class, EXPERIMENTER));
        keys.add(new ExperimenterActionDeserializerKey(OpenPathExtension.OF13, SPEC_EXPERIMENTER_ID));
        for (var type : ExpType.values()) {
            if (type.fromController()) {
                keys.add(new ExperimenterIdTypeSerializerKey<>(OpenPathExtension.OF13, EXPERIMENTER, type.code(),
                    ExperimenterDataOfChoice.class));
            } else {
                keys.add(new ExperimenterIdTypeDeserializerKey(OpenPathExtension.OF13, EXPERIMENTER, type.code(),
                    ExperimenterDataOfChoice.class));
            }
        }
        keys.add(new ExperimenterIdTypeSerializerKey<>(OpenPathExtension.OF13, EXPERIMENTER, GRAPH_SET,
            ExperimenterDataOfChoice.class));
        keys.add(new ExperimenterIdTypeSerializerKey<>(OpenPathExtension.OF13, EXPERIMENTER, NF_SCALE,
            ExperimenterDataOfChoice.class));
        for (long expType : MOVES_TO_SWITCH) {
            keys.add(new ExperimenterIdTypeSerializerKey<>(OpenPathExtension.OF13, EXPERIMENTER, expType,
                ExperimenterDataOfChoice.class));
        }
        for (long expType : MOVES_FROM_SWITCH) {
            keys.add(new ExperimenterIdTypeDeserializerKey(OpenPathExtension.OF13, EXPERIMENTER, expType,
                ExperimenterDataOfChoice.class));
        }
        keys.add(new ExperimenterIdDeserializerKey(OpenPathExtension.OF13, EXPERIMENTER, ErrorMessage.class));
        return keys;
    }

    private static Set<Object> expectedConverterKeys() throws IOException, URISyntaxException {
        final var keys = new HashSet<Object>();
        for (var field : OxmField.values()) {
            keys.add(new ConverterExtensionKey<>(OxmBindings.extensionKey(field), OpenPathExtension.OF13));
            final var key = new MatchEntrySerializerKey<>(OpenPathExtension.OF13, ExperimenterClass.VALUE,
                OxmBindings.ofjField(field));
            key.setExperimenterId(EXPERIMENTER);
            keys.add(key);
        }
        for (var salCase : generatedActionCases()) {
            keys.add(new TypeVersionKey<>(salCase, OpenPathExtension.OF13));
        }
        // ActionExtensionHelper looks the reverse converter up without the experimenter id
        keys.add(new ActionSerializerKey<>(OpenPathExtension.OF13, OfjOpenpathActionCase.class, (Uint32) null));
        OpenPathExtension.controllerMessages().values().forEach(salCase ->
            keys.add(new TypeVersionKey<>(salCase, OpenPathExtension.OF13)));
        for (var type : ExpType.values()) {
            if (!type.fromController()) {
                keys.add(new MessageTypeKey<>(OpenPathExtension.OF13,
                    MessageBindings.switchData(new RandomRecords(type.ordinal()).switchMessageOf(type))
                        .implementedInterface()));
            }
        }
        // docs/openpath-openflow.md sections 4.2, 8 and 9: exp_type 1 to 9, GRAPH_SET (0x0A) and NF_SCALE (0x0B), one
        // send-experimenter case each
        assertEquals(11, OpenPathExtension.controllerMessages().size());
        assertEquals(OpenpathNfScale.class, OpenPathExtension.controllerMessages().get(ExpType.NF_SCALE));
        assertEquals(OpenpathGraphSet.class, OpenPathExtension.controllerMessages().get(ExpType.GRAPH_SET));
        // the state-move messages: one send-experimenter case per controller-to-switch type, one
        // experimenter-message-from-dev case for all that switches send
        for (var salCase : List.of(OpenpathMovePrepare.class, OpenpathMoveStart.class, OpenpathMoveExpect.class,
                OpenpathMoveFinish.class, OpenpathMoveAbort.class, OpenpathMoveRelay.class)) {
            keys.add(new TypeVersionKey<>(salCase, OpenPathExtension.OF13));
        }
        keys.add(new MessageTypeKey<>(OpenPathExtension.OF13, OfjOpenpathMoveFromSwitch.class));
        return keys;
    }

    /**
     * Every MD-SAL action case of the openpath-openflow model, found in the compiled classes.
     */
    @SuppressWarnings("unchecked")
    static List<Class<? extends Action>> generatedActionCases() throws IOException, URISyntaxException {
        final var root = Path.of(OpenpathActionGrouping.class.getProtectionDomain().getCodeSource().getLocation()
            .toURI());
        final var packageDir = root.resolve(OpenpathActionGrouping.class.getPackageName().replace('.', '/'));
        final var names = new TreeSet<String>();
        try (Stream<Path> files = Files.walk(packageDir)) {
            files.map(file -> root.relativize(file).toString())
                .filter(name -> name.endsWith("Case.class") && !name.contains("$"))
                .forEach(name -> names.add(name.substring(0, name.length() - ".class".length()).replace('/', '.')));
        }
        final var cases = new ArrayList<Class<? extends Action>>();
        for (var name : names) {
            final Class<?> type;
            try {
                type = Class.forName(name);
            } catch (ClassNotFoundException e) {
                throw new IOException(e);
            }
            if (type.isInterface() && Action.class.isAssignableFrom(type)
                && OpenpathActionGrouping.class.isAssignableFrom(type)) {
                cases.add((Class<? extends Action>) type);
            }
        }
        return cases;
    }

    private static Set<Object> missing(final Set<Object> expected, final List<Object> registered) {
        final var result = new HashSet<>(expected);
        registered.forEach(result::remove);
        return result;
    }

    private static SwitchConnectionProvider recordingProvider(final List<Object> registered, final int port) {
        final var configuration = (ConnectionConfiguration) Proxy.newProxyInstance(
            ConnectionConfiguration.class.getClassLoader(), new Class<?>[] { ConnectionConfiguration.class },
            (proxy, method, args) -> "getPort".equals(method.getName()) ? port : null);
        return (SwitchConnectionProvider) Proxy.newProxyInstance(SwitchConnectionProvider.class.getClassLoader(),
            new Class<?>[] { SwitchConnectionProvider.class }, (proxy, method, args) -> {
                if (method.getName().startsWith("register")) {
                    registered.add(args[0]);
                    return null;
                }
                return switch (method.getName()) {
                    case "getConfiguration" -> configuration;
                    case "unregisterSerializer", "unregisterDeserializer" -> registered.remove(args[0]);
                    case "toString" -> "provider:" + port;
                    case "hashCode" -> port;
                    case "equals" -> proxy == args[0];
                    default -> null;
                };
            });
    }

    private static ExtensionConverterRegistrator recordingRegistrator(final List<Object> registered) {
        return (ExtensionConverterRegistrator) Proxy.newProxyInstance(
            ExtensionConverterRegistrator.class.getClassLoader(),
            new Class<?>[] { ExtensionConverterRegistrator.class },
            (proxy, method, args) -> {
                registered.add(args[0]);
                final Object converter = args[1];
                return new ObjectRegistration<>() {
                    @Override
                    public Object getInstance() {
                        return converter;
                    }

                    @Override
                    public void close() {
                        // nothing to undo
                    }
                };
            });
    }
}
