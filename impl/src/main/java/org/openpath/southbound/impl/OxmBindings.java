/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import java.util.Map;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflow.augments.rev150225.experimenter.id.match.entry.ExperimenterIdCase;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflow.augments.rev150225.experimenter.id.match.entry.ExperimenterIdCaseBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflow.augments.rev150225.experimenter.id.match.entry.experimenter.id._case.ExperimenterBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflow.common.types.rev130731.ExperimenterId;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflow.oxm.rev150225.ExperimenterClass;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflow.oxm.rev150225.MatchField;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflow.oxm.rev150225.match.entries.grouping.MatchEntry;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflow.oxm.rev150225.match.entries.grouping.MatchEntryBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflowplugin.extension.general.rev140714.ExtensionKey;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.CopyKey;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.PathIdKey;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.ServiceIdKey;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.SfcIdKey;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.TagKey;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.oxm.value.OpenpathOxm;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.oxm.value.OpenpathOxmBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.Copy;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.OfjAugOpenpathOxm;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.OfjAugOpenpathOxmBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.PathId;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.ServiceId;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.SfcId;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.Tag;
import org.opendaylight.yangtools.yang.common.Uint32;
import org.openpath.openflow.OpenPathConstants;
import org.openpath.openflow.OxmField;
import org.openpath.openflow.OxmMatch;

/**
 * OpenPATH experimenter match fields (docs/openpath-openflow.md section 2) between their records, the
 * OpenFlowJava {@link MatchEntry} and the MD-SAL {@code openpath-oxm} value of an extension-list entry.
 */
public final class OxmBindings {
    /** The experimenter id as OpenFlowJava carries it. */
    public static final ExperimenterId EXPERIMENTER =
        new ExperimenterId(Uint32.valueOf(OpenPathConstants.EXPERIMENTER_ID));

    /** Each field's two identities, one row a field. */
    private static final Map<OxmField, Identities> IDENTITIES = Map.of(
        OxmField.SFC_ID, new Identities(SfcId.VALUE, SfcIdKey.VALUE),
        OxmField.PATH_ID, new Identities(PathId.VALUE, PathIdKey.VALUE),
        OxmField.TAG, new Identities(Tag.VALUE, TagKey.VALUE),
        OxmField.SERVICE_ID, new Identities(ServiceId.VALUE, ServiceIdKey.VALUE),
        OxmField.COPY, new Identities(Copy.VALUE, CopyKey.VALUE));

    /**
     * The identities of one field.
     *
     * @param ofjField its OpenFlowJava match field identity
     * @param extensionKey its MD-SAL extension key identity
     */
    private record Identities(MatchField ofjField, ExtensionKey extensionKey) {
        // Plain data
    }

    private OxmBindings() {
        // utility class
    }

    /**
     * Returns the OpenFlowJava match field identity of a field.
     *
     * @param field the field
     * @return its identity
     */
    public static MatchField ofjField(final OxmField field) {
        return IDENTITIES.get(field).ofjField();
    }

    /**
     * Returns the MD-SAL extension key identity of a field.
     *
     * @param field the field
     * @return its identity
     */
    public static ExtensionKey extensionKey(final OxmField field) {
        return IDENTITIES.get(field).extensionKey();
    }

    /**
     * Returns the field an OpenFlowJava match field identity stands for.
     *
     * @param field the identity
     * @return the field
     * @throws IllegalArgumentException if it is not an OpenPATH field
     */
    public static OxmField field(final MatchField field) {
        return IDENTITIES.entrySet().stream().filter(entry -> entry.getValue().ofjField().equals(field)).findFirst()
            .orElseThrow(() -> new IllegalArgumentException("Not an OpenPATH match field: " + field)).getKey();
    }

    /**
     * Returns the record of an MD-SAL value.
     *
     * @param field the field (from the entry's extension key)
     * @param value the value
     * @return the record
     * @throws IllegalArgumentException naming the problem
     */
    public static OxmMatch match(final OxmField field, final @Nullable OpenpathOxm value) {
        if (value == null || value.getValue() == null) {
            throw new IllegalArgumentException("OpenPATH match field " + field + " has no value");
        }
        final var mask = value.getMask();
        return mask == null ? OxmMatch.of(field, value.getValue().toJava())
            : OxmMatch.masked(field, value.getValue().toJava(), mask.toJava());
    }

    /**
     * Returns the MD-SAL value of a record.
     *
     * @param match the record
     * @return the value container
     */
    public static OpenpathOxm value(final OxmMatch match) {
        final var mask = match.mask();
        return new OpenpathOxmBuilder().setValue(Uint32.valueOf(match.value()))
            .setMask(mask == null ? null : Uint32.valueOf(mask)).build();
    }

    /**
     * Returns the OpenFlowJava match entry of a record.
     *
     * @param match the record
     * @return the entry
     */
    public static MatchEntry entry(final OxmMatch match) {
        return new MatchEntryBuilder()
            .setOxmClass(ExperimenterClass.VALUE)
            .setOxmMatchField(ofjField(match.field()))
            .setHasMask(match.hasMask())
            .setMatchEntryValue(new ExperimenterIdCaseBuilder()
                .setExperimenter(new ExperimenterBuilder().setExperimenter(EXPERIMENTER).build())
                .addAugmentation(new OfjAugOpenpathOxmBuilder().setOpenpathOxm(value(match)).build())
                .build())
            .build();
    }

    /**
     * Returns the record of an OpenFlowJava match entry.
     *
     * @param entry the entry
     * @return the record
     * @throws IllegalArgumentException naming the problem if the entry is not an OpenPATH field with a value
     */
    public static OxmMatch fromEntry(final MatchEntry entry) {
        if (!(entry.getMatchEntryValue() instanceof ExperimenterIdCase experimenter)) {
            throw new IllegalArgumentException("Not an experimenter match entry: " + entry);
        }
        final var aug = experimenter.augmentation(OfjAugOpenpathOxm.class);
        return match(field(entry.getOxmMatchField()), aug == null ? null : aug.getOpenpathOxm());
    }
}
