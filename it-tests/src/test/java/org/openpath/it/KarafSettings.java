/*
 * Copyright (c) 2026 OpenPATH contributors. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.it;

import static java.util.Objects.requireNonNull;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Where the Karaf under test is unpacked, which JDK it runs on and where its logs go, read from the system properties
 * the failsafe configuration of this module passes, and checked so that a misconfigured run fails with a message
 * saying what to do rather than with a Karaf that never answers.
 *
 * @param home the Karaf home, the folder holding {@code bin/karaf}
 * @param javaHome a JDK 21 runtime
 * @param logDirectory where logs are collected
 */
record KarafSettings(Path home, Path javaHome, Path logDirectory) {
    static final String KARAF_DIR_PROPERTY = "openpath.karaf.dir";
    static final String JAVA_HOME_PROPERTY = "openpath.run.java.home";
    static final int REQUIRED_JAVA_FEATURE = 21;

    private static final String HOW_TO_RUN = "Run the integration tests with ./openpath test, which provides a JDK "
        + REQUIRED_JAVA_FEATURE + " runtime, or pass -D" + JAVA_HOME_PROPERTY + "=<JDK " + REQUIRED_JAVA_FEATURE
        + " home> to Maven.";
    private static final Pattern JAVA_VERSION = Pattern.compile("version \"(\\d+)");

    KarafSettings {
        requireNonNull(home);
        requireNonNull(javaHome);
        requireNonNull(logDirectory);
    }

    /**
     * Reads and checks {@value #KARAF_DIR_PROPERTY}, {@value #JAVA_HOME_PROPERTY} and the log folder.
     *
     * @return checked settings
     * @throws IOException if a folder cannot be read or the JDK cannot be asked for its version
     * @throws IllegalStateException if the distribution or the JDK 21 runtime is missing or wrong
     */
    static KarafSettings fromSystemProperties() throws IOException {
        return fromSystemProperties(KARAF_DIR_PROPERTY, ItLogs.directory());
    }

    /**
     * Reads and checks the settings of another distribution than the suite's: its folder from the given system
     * property, {@value #JAVA_HOME_PROPERTY}, and a log folder of its own.
     *
     * @param karafDirProperty the system property naming the folder its zip is unpacked into
     * @param logDirectory where its logs are collected
     * @return checked settings
     * @throws IOException if a folder cannot be read or the JDK cannot be asked for its version
     * @throws IllegalStateException if the distribution or the JDK 21 runtime is missing or wrong
     */
    static KarafSettings fromSystemProperties(final String karafDirProperty, final Path logDirectory)
            throws IOException {
        return new KarafSettings(karafHome(karafDirProperty), requireJdk21(System.getProperty(JAVA_HOME_PROPERTY, "")),
            Files.createDirectories(logDirectory));
    }

    /**
     * Finds the Karaf home (the folder holding {@code bin/karaf}) in the folder a system property names: that folder
     * itself, or its one child folder a zip unpacked.
     *
     * @param karafDirProperty the system property
     * @return the Karaf home
     * @throws IOException if the folder cannot be read
     * @throws IllegalStateException if the property is not set or the folder holds no single Karaf
     */
    static Path karafHome(final String karafDirProperty) throws IOException {
        final var configured = System.getProperty(karafDirProperty, "");
        if (configured.isBlank()) {
            throw new IllegalStateException("System property " + karafDirProperty + " is not set: it names the "
                + "folder a Karaf distribution zip is unpacked into. Run the tests through Maven (./openpath test).");
        }
        final var root = Path.of(configured).toAbsolutePath();
        if (isKarafHome(root)) {
            return root;
        }
        if (!Files.isDirectory(root)) {
            throw new IllegalStateException("No Karaf distribution at " + root + " (" + karafDirProperty
                + "): the pre-integration-test unpack did not run. Run ./openpath test.");
        }
        final List<Path> homes;
        try (Stream<Path> children = Files.list(root)) {
            homes = children.filter(KarafSettings::isKarafHome).toList();
        }
        if (homes.size() != 1) {
            throw new IllegalStateException("Expected exactly one unpacked Karaf (a folder with bin/karaf) under "
                + root + ", found " + homes + ". Rebuild the distributions: ./mvnw install -pl karaf,karaf-platform "
                + "-am");
        }
        return homes.get(0);
    }

    private static boolean isKarafHome(final Path folder) {
        return Files.isRegularFile(folder.resolve("bin").resolve("karaf"));
    }

    private static Path requireJdk21(final String configured) throws IOException {
        if (configured.isBlank()) {
            throw new IllegalStateException("System property " + JAVA_HOME_PROPERTY + " is empty: Karaf 4.4.8 must "
                + "run on a JDK " + REQUIRED_JAVA_FEATURE + " runtime (it breaks on JDK 24 and later). " + HOW_TO_RUN);
        }
        final var javaHome = Path.of(configured).toAbsolutePath();
        final var java = javaHome.resolve("bin").resolve("java");
        if (!Files.isExecutable(java)) {
            throw new IllegalStateException(JAVA_HOME_PROPERTY + "=" + javaHome + " has no executable bin/java. "
                + HOW_TO_RUN);
        }
        final var version = Commands.run(List.of(java.toString(), "-version"), Map.of(), Duration.ofSeconds(30));
        final var matcher = JAVA_VERSION.matcher(version.output());
        if (!version.succeeded() || !matcher.find()
                || Integer.parseInt(matcher.group(1)) != REQUIRED_JAVA_FEATURE) {
            throw new IllegalStateException(JAVA_HOME_PROPERTY + "=" + javaHome + " is not a JDK "
                + REQUIRED_JAVA_FEATURE + " runtime (" + version.describe() + "). " + HOW_TO_RUN);
        }
        return javaHome;
    }
}
