/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.opendaylight.openflowjava.protocol.api.keys.ActionSerializerKey;
import org.opendaylight.openflowjava.protocol.api.keys.ExperimenterActionDeserializerKey;
import org.opendaylight.openflowjava.protocol.api.keys.ExperimenterDeserializerKey;
import org.opendaylight.openflowjava.protocol.api.keys.ExperimenterIdDeserializerKey;
import org.opendaylight.openflowjava.protocol.api.keys.ExperimenterIdTypeDeserializerKey;
import org.opendaylight.openflowjava.protocol.api.keys.ExperimenterIdTypeSerializerKey;
import org.opendaylight.openflowjava.protocol.api.keys.ExperimenterSerializerKey;
import org.opendaylight.openflowjava.protocol.api.keys.MatchEntryDeserializerKey;
import org.opendaylight.openflowjava.protocol.api.keys.MatchEntrySerializerKey;
import org.opendaylight.openflowjava.protocol.api.keys.MessageTypeKey;
import org.opendaylight.openflowjava.protocol.spi.connection.SwitchConnectionProvider;
import org.opendaylight.openflowplugin.extension.api.ConverterExtensionKey;
import org.opendaylight.openflowplugin.extension.api.ExtensionConverterRegistrator;
import org.opendaylight.openflowplugin.extension.api.TypeVersionKey;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflow.oxm.rev150225.ExperimenterClass;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflow.protocol.rev130731.ErrorMessage;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflow.protocol.rev130731.experimenter.core.ExperimenterDataOfChoice;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflowplugin.experimenter.types.rev151020.experimenter.core.message.ExperimenterMessageOfChoice;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathChangeDefault;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathGraphSet;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathHandlerRuleAdd;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathHandlerRuleDelete;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathHandlerRuleModify;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathNfBind;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathNfScale;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathNfUnbind;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathRequestMe;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathSetStateReportInterval;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathSkipMe;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.experimenter.message.experimenter.data.of.choice.OfjOpenpathMoveFromSwitch;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.experimenter.message.experimenter.data.of.choice.OfjOpenpathNfAlert;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.experimenter.message.experimenter.data.of.choice.OfjOpenpathNfMessage;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.experimenter.message.experimenter.data.of.choice.OfjOpenpathNfUpdate;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.ofj.aug.openpath.action.OfjOpenpathActionCase;
import org.opendaylight.yangtools.concepts.Registration;
import org.opendaylight.yangtools.yang.common.Uint32;
import org.opendaylight.yangtools.yang.common.Uint8;
import org.openpath.openflow.ExpType;
import org.openpath.openflow.MoveExpType;
import org.openpath.openflow.OpenPathConstants;
import org.openpath.openflow.OxmField;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Everything OpenFlowPlugin needs to speak the OpenPATH extension (docs/openpath-openflow.md): the OpenFlowJava
 * codecs, registered on a switch connection provider (there are several: each one needs them, or switches on its
 * port silently lose OpenPATH matches and actions), and the MD-SAL converters, registered once.
 */
public final class OpenPathExtension {
    /** The OpenFlow version the extension is defined for. */
    public static final Uint8 OF13 = Uint8.valueOf(OpenPathConstants.OF_VERSION);

    private static final Logger LOG = LoggerFactory.getLogger(OpenPathExtension.class);
    private static final Uint32 EXPERIMENTER = Uint32.valueOf(OpenPathConstants.EXPERIMENTER_ID);
    private static final Map<ExpType, Class<? extends ExperimenterMessageOfChoice>> CONTROLLER_MESSAGES = Map.ofEntries(
        Map.entry(ExpType.NF_BIND, OpenpathNfBind.class),
        Map.entry(ExpType.NF_UNBIND, OpenpathNfUnbind.class),
        Map.entry(ExpType.HANDLER_RULE_ADD, OpenpathHandlerRuleAdd.class),
        Map.entry(ExpType.HANDLER_RULE_MODIFY, OpenpathHandlerRuleModify.class),
        Map.entry(ExpType.HANDLER_RULE_DELETE, OpenpathHandlerRuleDelete.class),
        Map.entry(ExpType.SKIP_ME, OpenpathSkipMe.class),
        Map.entry(ExpType.REQUEST_ME, OpenpathRequestMe.class),
        Map.entry(ExpType.CHANGE_DEFAULT, OpenpathChangeDefault.class),
        Map.entry(ExpType.SET_STATE_REPORT_INTERVAL, OpenpathSetStateReportInterval.class),
        Map.entry(ExpType.GRAPH_SET, OpenpathGraphSet.class),
        Map.entry(ExpType.NF_SCALE, OpenpathNfScale.class));
    private static final Map<ExpType, Class<? extends ExperimenterDataOfChoice>> SWITCH_MESSAGES = Map.of(
        ExpType.NF_UPDATE, OfjOpenpathNfUpdate.class,
        ExpType.NF_ALERT, OfjOpenpathNfAlert.class,
        ExpType.MESSAGE, OfjOpenpathNfMessage.class);

    private final MalformedInput malformed;
    private final OxmCodec oxmCodec;
    private final ActionCodec actionCodec;
    private final ControllerMessageSerializer messageSerializer = new ControllerMessageSerializer();
    private final ExperimenterErrorDeserializer errorDeserializer = new ExperimenterErrorDeserializer();
    private final MoveBindings.Serializer moveSerializer = new MoveBindings.Serializer();

    /**
     * Creates the extension with one record of malformed input for all providers.
     *
     * @param malformed where malformed input is reported
     */
    public OpenPathExtension(final MalformedInput malformed) {
        this.malformed = malformed;
        oxmCodec = new OxmCodec(malformed);
        actionCodec = new ActionCodec(malformed);
    }

    /**
     * Returns the record of malformed input.
     *
     * @return the record
     */
    public MalformedInput malformed() {
        return malformed;
    }

    /**
     * Registers the OpenFlowJava codecs on one switch connection provider.
     *
     * @param provider the provider
     * @return the registration; closing it unregisters what the provider allows to unregister
     */
    public Registration registerCodecs(final SwitchConnectionProvider provider) {
        final var serializerKeys = new ArrayList<ExperimenterSerializerKey>();
        final var deserializerKeys = new ArrayList<ExperimenterDeserializerKey>();
        for (var field : OxmField.values()) {
            final var serializerKey = new MatchEntrySerializerKey<>(OF13, ExperimenterClass.VALUE,
                OxmBindings.ofjField(field));
            serializerKey.setExperimenterId(EXPERIMENTER);
            provider.registerMatchEntrySerializer(serializerKey, oxmCodec);
            serializerKeys.add(serializerKey);
            final var deserializerKey = new MatchEntryDeserializerKey(OF13, OpenPathConstants.OXM_CLASS_EXPERIMENTER,
                field.code());
            deserializerKey.setExperimenterId(EXPERIMENTER);
            provider.registerMatchEntryDeserializer(deserializerKey, oxmCodec);
            deserializerKeys.add(deserializerKey);
        }
        final var actionKey = new ActionSerializerKey<>(OF13, OfjOpenpathActionCase.class, EXPERIMENTER);
        provider.registerActionSerializer(actionKey, actionCodec);
        serializerKeys.add(actionKey);
        final var actionDeserializerKey = new ExperimenterActionDeserializerKey(OF13,
            OpenPathConstants.EXPERIMENTER_ID);
        provider.registerActionDeserializer(actionDeserializerKey, actionCodec);
        deserializerKeys.add(actionDeserializerKey);
        for (var type : CONTROLLER_MESSAGES.keySet()) {
            final var key = new ExperimenterIdTypeSerializerKey<>(OF13, EXPERIMENTER, type.code(),
                ExperimenterDataOfChoice.class);
            provider.registerExperimenterMessageSerializer(key, messageSerializer);
            serializerKeys.add(key);
        }
        for (var type : SWITCH_MESSAGES.keySet()) {
            final var key = new ExperimenterIdTypeDeserializerKey(OF13, EXPERIMENTER, type.code(),
                ExperimenterDataOfChoice.class);
            provider.registerExperimenterMessageDeserializer(key, new SwitchMessageDeserializer(type, malformed));
            deserializerKeys.add(key);
        }
        // the state-move messages (revision 2)
        for (var type : MoveExpType.values()) {
            if (type.fromController()) {
                final var key = new ExperimenterIdTypeSerializerKey<>(OF13, EXPERIMENTER, type.code(),
                    ExperimenterDataOfChoice.class);
                provider.registerExperimenterMessageSerializer(key, moveSerializer);
                serializerKeys.add(key);
            } else {
                final var key = new ExperimenterIdTypeDeserializerKey(OF13, EXPERIMENTER, type.code(),
                    ExperimenterDataOfChoice.class);
                provider.registerExperimenterMessageDeserializer(key, new MoveBindings.Deserializer(type,
                    malformed));
                deserializerKeys.add(key);
            }
        }
        final var errorKey = new ExperimenterIdDeserializerKey(OF13, EXPERIMENTER, ErrorMessage.class);
        provider.registerErrorDeserializer(errorKey, errorDeserializer);
        deserializerKeys.add(errorKey);
        LOG.info("OpenPATH codecs registered on switch connection provider {} ({} serializers, {} deserializers)",
            describe(provider), serializerKeys.size(), deserializerKeys.size());
        return () -> {
            serializerKeys.forEach(provider::unregisterSerializer);
            deserializerKeys.forEach(provider::unregisterDeserializer);
            LOG.info("OpenPATH codecs unregistered from switch connection provider {}", describe(provider));
        };
    }

    /**
     * Registers the MD-SAL converters.
     *
     * @param registrator OpenFlowPlugin's converter registrator
     * @return the registration of all of them
     */
    public Registration registerConverters(final ExtensionConverterRegistrator registrator) {
        final var registrations = new ArrayList<Registration>();
        for (var field : OxmField.values()) {
            final var converter = new OxmConverter(field);
            registrations.add(registrator.registerMatchConvertor(
                new ConverterExtensionKey<>(OxmBindings.extensionKey(field), OF13), converter));
            final var key = new MatchEntrySerializerKey<>(OF13, ExperimenterClass.VALUE, OxmBindings.ofjField(field));
            key.setExperimenterId(EXPERIMENTER);
            registrations.add(registrator.registerMatchConvertor(key, converter));
        }
        final var actionConverter = new ActionConverter();
        for (var salCase : ActionConverter.SAL_CASES) {
            registrations.add(registrator.registerActionConvertor(new TypeVersionKey<>(salCase, OF13),
                actionConverter));
        }
        // OpenFlowPlugin looks up the reverse direction without the experimenter id
        registrations.add(registrator.registerActionConvertor(
            new ActionSerializerKey<>(OF13, OfjOpenpathActionCase.class, (Uint32) null), actionConverter));
        CONTROLLER_MESSAGES.forEach((type, salCase) -> registrations.add(registrator.registerMessageConvertor(
            new TypeVersionKey<>(salCase, OF13), new ControllerMessageConverter(type))));
        final var switchConverter = new SwitchMessageConverter();
        SWITCH_MESSAGES.values().forEach(ofjCase -> registrations.add(registrator.registerMessageConvertor(
            new MessageTypeKey<>(OF13, ofjCase), switchConverter)));
        MoveBindings.CONTROLLER_MESSAGES.forEach((type, salCase) -> registrations.add(
            registrator.registerMessageConvertor(new TypeVersionKey<>(salCase, OF13),
                new MoveBindings.ToSwitch(type))));
        registrations.add(registrator.registerMessageConvertor(new MessageTypeKey<>(OF13,
            OfjOpenpathMoveFromSwitch.class), new MoveBindings.FromSwitch()));
        LOG.info("OpenPATH converters registered ({})", registrations.size());
        return () -> {
            registrations.forEach(Registration::close);
            LOG.info("OpenPATH converters unregistered");
        };
    }

    /**
     * Returns the message types this extension sends, with their MD-SAL cases.
     *
     * @return exp_type to send-experimenter case
     */
    public static Map<ExpType, Class<? extends ExperimenterMessageOfChoice>> controllerMessages() {
        return CONTROLLER_MESSAGES;
    }

    private static String describe(final SwitchConnectionProvider provider) {
        final var config = provider.getConfiguration();
        return config == null ? provider.toString() : "port " + config.getPort();
    }

    static List<ExpType> switchMessageTypes() {
        return List.copyOf(SWITCH_MESSAGES.keySet());
    }
}
