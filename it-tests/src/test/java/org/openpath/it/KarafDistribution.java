/*
 * Copyright (c) 2026 OpenPATH contributors. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.it;

import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermission;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;
import org.awaitility.core.ConditionTimeoutException;
import org.awaitility.core.TerminalFailureException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A Karaf distribution under test — the OpenPATH one, or the ODL platform one without the suite: started as
 * {@code bin/karaf server} on a JDK 21 runtime, considered up once RESTCONF answers 200 on a readiness resource (for
 * the OpenPATH distribution the NF catalogue), and stopped through the process ids it started — never by name.
 */
public final class KarafDistribution implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(KarafDistribution.class);

    /** A resource that answers 200 only once the OpenPATH suite is up and has seeded its built-in catalogue. */
    static final String READINESS_PATH = "/data/openpath-nf-catalog:nf-catalog";

    private static final Duration BOOT_TIMEOUT = Duration.ofSeconds(240);
    // a restart answers within ~30 s; RESTCONF not up after this long with no AAA encryption service: upstream defect
    private static final Duration AAA_WAIT = Duration.ofSeconds(90);
    private static final Duration BOOT_POLL = Duration.ofSeconds(2);
    private static final Duration STOP_GRACE = Duration.ofSeconds(30);
    private static final Duration PORTS_FREED = Duration.ofSeconds(60);
    private static final Duration KILL_GRACE = Duration.ofSeconds(10);
    private static final int LOG_TAIL_LINES = 80;
    /** Where OpenPATH's distribution under test serves HTTPS (docs/security.md). */
    static final int HTTPS_PORT = 8443;

    private final KarafSettings settings;
    private final String readinessPath;
    private final Restconf restconf;
    private final AtomicBoolean stopped = new AtomicBoolean();
    private final Thread shutdownHook;
    private volatile Process script;
    private volatile Instant launched;
    // what restart(whileDown, variables) gave the start script last
    private volatile Map<String, String> startVariables = Map.of();

    private KarafDistribution(final KarafSettings settings, final String readinessPath) throws IOException {
        this.settings = settings;
        this.readinessPath = readinessPath;
        restconf = new Restconf(AdminAccount.USER, AdminAccount.password(settings.home()));
        shutdownHook = new Thread(this::stopProcesses, "karaf-under-test-stopper");
        script = launch(settings, startVariables, ProcessBuilder.Redirect.to(settings.logDirectory()
            .resolve("karaf-console.log").toFile()));
        launched = Instant.now();
    }

    /**
     * Starts the distribution and waits until RESTCONF answers 200 on {@value #READINESS_PATH}.
     *
     * @param settings where the distribution and the JDK are
     * @return the running distribution; close it to stop it
     * @throws IOException if it cannot be started
     * @throws IllegalStateException if a port it needs is taken, or it does not come up; the message then carries
     *     the tail of {@code data/log/karaf.log}
     */
    public static KarafDistribution start(final KarafSettings settings) throws IOException {
        return start(settings, READINESS_PATH);
    }

    /**
     * Starts a distribution and waits until RESTCONF answers 200 on the given resource.
     *
     * @param settings where the distribution and the JDK are
     * @param readinessPath a RESTCONF resource, relative to {@code /rests}, that answers 200 once it is up
     * @return the running distribution; close it to stop it
     * @throws IOException if it cannot be started
     * @throws IllegalStateException if a port it needs is taken, or it does not come up; the message then carries
     *     the tail of {@code data/log/karaf.log}
     */
    public static KarafDistribution start(final KarafSettings settings, final String readinessPath)
            throws IOException {
        KarafPorts.requireFree();
        makeScriptsExecutable(settings.home().resolve("bin"));
        final var karaf = new KarafDistribution(settings, readinessPath);
        Runtime.getRuntime().addShutdownHook(karaf.shutdownHook);
        karaf.awaitRestconf();
        return karaf;
    }

    /**
     * Restarts the controller in place, as an operator's stop and start would: the JVM gets SIGTERM (the config
     * datastore's journal stays in the distribution folder), then {@code bin/karaf server} runs again in the same
     * folder; returns once RESTCONF serves its readiness resource again. {@code karaf.log} goes on in the same file.
     *
     * @param whileDown what happens while no controller runs (e.g. switches power-cycled)
     * @return how long the controller took from its start to answering RESTCONF
     * @throws IOException if it cannot be started again
     * @throws IllegalStateException if it does not come up again (the message carries the log tail)
     */
    public synchronized Duration restart(final Runnable whileDown) throws IOException {
        return restart(whileDown, startVariables);
    }

    /**
     * Restarts the controller in place like {@link #restart(Runnable)}, its start script given these environment
     * variables from now on (this start and the later ones), e.g. {@code OPENPATH_OPENFLOW_TLS} as
     * {@code ./openpath run --openflow-tls} sets it.
     *
     * @param whileDown what happens while no controller runs
     * @param variables the variables, none for the distribution's defaults
     * @return how long the controller took from its start to answering RESTCONF
     * @throws IOException if it cannot be started again
     * @throws IllegalStateException if it does not come up again (the message carries the log tail)
     */
    public synchronized Duration restart(final Runnable whileDown, final Map<String, String> variables)
            throws IOException {
        startVariables = Map.copyOf(variables);
        stopProcesses();
        whileDown.run();
        KarafPorts.awaitFree(PORTS_FREED);
        stopped.set(false);
        final long enabledBefore = encryptionServiceStarts();
        script = launch(settings, startVariables, ProcessBuilder.Redirect.appendTo(consoleLog().toFile()));
        launched = Instant.now();
        final var firstLaunch = launched;
        if (!restconfWithin(AAA_WAIT) && encryptionServiceStarts() == enabledBefore) {
            // docs/upstream-issues.md: AAA's encryption service sometimes does not come back when the controller
            // restarts, and RESTCONF then answers 401 to every request; only another restart clears it
            LOG.warn("AAA's encryption service did not start within {} s of the restart (upstream defect, "
                + "docs/upstream-issues.md); restarting the controller once more", AAA_WAIT.toSeconds());
            stopProcesses();
            KarafPorts.awaitFree(PORTS_FREED);
            stopped.set(false);
            script = launch(settings, startVariables, ProcessBuilder.Redirect.appendTo(consoleLog().toFile()));
            launched = Instant.now();
        }
        awaitRestconf();
        return Duration.between(firstLaunch, Instant.now());
    }

    /**
     * Crashes the controller, as a power cut or {@code kill -9} would: the JVM gets SIGKILL (no shutdown, nothing
     * flushed that was not already written), then the controller starts again in the same folder like
     * {@link #restart}.
     *
     * @param whileDown what happens while no controller runs
     * @return how long the controller took from its start to answering RESTCONF
     * @throws IOException if it cannot be started again
     * @throws IllegalStateException if it does not come up again (the message carries the log tail)
     */
    public synchronized Duration crashAndRestart(final Runnable whileDown) throws IOException {
        final var jvm = karafJvm();
        LOG.info("Killing the Karaf JVM (pid {}) with SIGKILL", jvm.pid());
        jvm.destroyForcibly();
        try {
            jvm.onExit().get(KILL_GRACE.toSeconds(), TimeUnit.SECONDS);
        } catch (ExecutionException | TimeoutException e) {
            throw new IllegalStateException("The Karaf JVM (pid " + jvm.pid() + ") survived SIGKILL", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("Interrupted while killing the Karaf JVM", e);
        }
        return restart(whileDown);
    }

    /**
     * Waits for RESTCONF's readiness resource to answer 200, leaving the controller running either way.
     */
    private boolean restconfWithin(final Duration wait) {
        final var lastAnswer = new AtomicReference<>("no answer yet");
        try {
            await("RESTCONF answering 200 on GET " + readinessPath).atMost(wait).pollInterval(BOOT_POLL)
                .failFast("Karaf exited before RESTCONF came up", () -> !script.isAlive())
                .until(() -> probe(lastAnswer));
            return true;
        } catch (ConditionTimeoutException | TerminalFailureException e) {
            LOG.info("RESTCONF not up within {} s: {}", wait.toSeconds(), lastAnswer.get());
            return false;
        }
    }

    // how often karaf.log says AAA's encryption service was enabled
    private long encryptionServiceStarts() {
        try (var lines = Files.lines(karafLog(), StandardCharsets.UTF_8)) {
            return lines.filter(line -> line.contains("OSGiEncryptionServiceConfigurator")
                && line.contains("Encryption Service enabled")).count();
        } catch (IOException | UncheckedIOException e) {
            LOG.debug("Cannot read {}", karafLog(), e);
            return -1;
        }
    }

    private static Process launch(final KarafSettings settings, final Map<String, String> variables,
            final ProcessBuilder.Redirect console) throws IOException {
        final var builder = new ProcessBuilder(settings.home().resolve("bin").resolve("karaf").toString(), "server")
            .directory(settings.home().toFile())
            .redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()))
            .redirectErrorStream(true)
            .redirectOutput(console);
        final var environment = builder.environment();
        environment.keySet().removeIf(name -> name.startsWith("KARAF_"));
        environment.put("JAVA_HOME", settings.javaHome().toString());
        if (AdminAccount.generatesItsPassword(settings.home())) {
            // OpenPATH's distribution serves HTTPS too when asked (bin/setenv); SecurityIT checks it
            environment.put("OPENPATH_HTTPS_PORT", String.valueOf(HTTPS_PORT));
        }
        environment.putAll(variables);
        LOG.info("Starting {} server on JAVA_HOME={}, console output in {}", settings.home(), settings.javaHome(),
            settings.logDirectory().resolve("karaf-console.log"));
        return builder.start();
    }

    /**
     * Returns the distribution's folder (its {@code bin/karaf}, and the datastore's journal folders).
     *
     * @return the Karaf home
     */
    public Path home() {
        return settings.home();
    }

    /**
     * Returns the JDK the controller runs on (its {@code bin/keytool} makes certificates as the start script does).
     *
     * @return the JDK's folder
     */
    public Path javaHome() {
        return settings.javaHome();
    }

    /**
     * Returns a RESTCONF client for this distribution.
     *
     * @return the client, closed with this distribution
     */
    public Restconf restconf() {
        return restconf;
    }

    /**
     * Returns the resident set size of the Karaf JVM now.
     *
     * @return e.g. {@code 734 MiB}
     */
    public String jvmResidentSetSize() {
        return residentSetSize(karafJvm());
    }

    /**
     * Writes a thread dump of the Karaf JVM ({@code jstack} of the JDK it runs on) into the log folder, to show where
     * a command that did not finish is stuck.
     *
     * @param label names the file: {@code threads-<label>.txt}
     * @return the file written
     * @throws IOException if {@code jstack} cannot run or the file cannot be written
     */
    public Path dumpThreads(final String label) throws IOException {
        final var file = settings.logDirectory().resolve("threads-" + label + ".txt");
        Files.writeString(file, threadDump(), StandardCharsets.UTF_8);
        LOG.info("Thread dump of the Karaf JVM written to {}", file);
        return file;
    }

    /**
     * Returns the names of the Karaf JVM's live threads.
     *
     * @return thread names, as {@code jstack} of the JDK it runs on lists them
     * @throws IOException if {@code jstack} cannot run
     */
    public List<String> threadNames() throws IOException {
        return threadDump().lines().filter(line -> line.startsWith("\""))
            .map(line -> line.substring(1, line.indexOf('"', 1))).toList();
    }

    private String threadDump() throws IOException {
        final var jvm = karafJvm();
        final var result = Commands.run(List.of(settings.javaHome().resolve("bin").resolve("jstack").toString(),
            Long.toString(jvm.pid())), Map.of(), Duration.ofSeconds(60));
        if (!result.succeeded()) {
            throw new IOException(result.describe());
        }
        return result.output();
    }

    /**
     * Returns the distribution's {@code data/log/karaf.log}.
     *
     * @return the log file
     */
    public Path logFile() {
        return karafLog();
    }

    /**
     * Counts the lines of {@code karaf.log} that contain a text.
     *
     * @param text the text
     * @return how many lines contain it
     * @throws IOException if the log cannot be read
     */
    public long logLines(final String text) throws IOException {
        try (var lines = Files.lines(karafLog(), StandardCharsets.UTF_8)) {
            return lines.filter(line -> line.contains(text)).count();
        }
    }

    /**
     * Stops the distribution (SIGTERM, then SIGKILL after 30 seconds) and copies {@code karaf.log} into the log
     * folder. Idempotent.
     */
    @Override
    public void close() {
        if (stopped.get()) {
            return;
        }
        try {
            Runtime.getRuntime().removeShutdownHook(shutdownHook);
        } catch (IllegalStateException e) {
            LOG.debug("JVM is shutting down, the hook stops Karaf", e);
            return;
        }
        stopProcesses();
        restconf.close();
    }

    private void awaitRestconf() {
        final var lastAnswer = new AtomicReference<>("no answer yet");
        try {
            await("RESTCONF answering 200 on GET " + readinessPath)
                .atMost(BOOT_TIMEOUT)
                .pollInterval(BOOT_POLL)
                .failFast("Karaf exited before RESTCONF came up", () -> !script.isAlive())
                .until(() -> probe(lastAnswer));
        } catch (ConditionTimeoutException | TerminalFailureException e) {
            final var message = "The Karaf under test did not come up: " + e.getMessage()
                + (script.isAlive() ? "" : " (bin/karaf exit code " + script.exitValue() + ")")
                + "\nLast answer of GET " + readinessPath + ": " + lastAnswer.get()
                + "\n--- last lines of data/log/karaf.log ---\n" + tail(karafLog())
                + "\n--- last lines of the console (" + consoleLog() + ") ---\n" + tail(consoleLog());
            close();
            throw new IllegalStateException(message, e);
        }
        final var jvm = karafJvm();
        LOG.info("Karaf under test is up: RESTCONF answered 200 after {} s; JVM pid {}, RSS {}",
            Duration.between(launched, Instant.now()).toMillis() / 1000.0, jvm.pid(), residentSetSize(jvm));
    }

    private boolean probe(final AtomicReference<String> lastAnswer) {
        try {
            final var response = restconf.get(readinessPath);
            lastAnswer.set(response.toString());
            return response.status() == 200;
        } catch (IOException e) {
            lastAnswer.set(e.toString());
            return false;
        }
    }

    private void stopProcesses() {
        if (!stopped.compareAndSet(false, true)) {
            return;
        }
        // bin/karaf is a shell script that runs java as its child: stop the JVM first, then the script.
        final var descendants = script.descendants().toList();
        LOG.info("Stopping the Karaf under test: script pid {}, descendants {}", script.pid(),
            descendants.stream().map(ProcessHandle::pid).toList());
        terminate(descendants);
        terminate(List.of(script.toHandle()));
        copyKarafLogs();
    }

    private static void terminate(final List<ProcessHandle> processes) {
        processes.forEach(ProcessHandle::destroy);
        try {
            awaitExit(processes, STOP_GRACE);
        } catch (ConditionTimeoutException e) {
            final var survivors = processes.stream().filter(ProcessHandle::isAlive).toList();
            LOG.warn("Processes {} ignored SIGTERM for {}, killing them", survivors.stream()
                .map(ProcessHandle::pid).toList(), STOP_GRACE, e);
            survivors.forEach(ProcessHandle::destroyForcibly);
            awaitExit(survivors, KILL_GRACE);
        }
    }

    private static void awaitExit(final List<ProcessHandle> processes, final Duration timeout) {
        await("processes " + processes.stream().map(ProcessHandle::pid).toList() + " exiting")
            .atMost(timeout)
            .pollInterval(Duration.ofMillis(250))
            .until(() -> processes.stream().noneMatch(ProcessHandle::isAlive));
    }

    private void copyKarafLogs() {
        final var logFolder = settings.home().resolve("data").resolve("log");
        if (!Files.isDirectory(logFolder)) {
            return;
        }
        try (Stream<Path> logs = Files.list(logFolder)) {
            for (var log : logs.filter(path -> path.getFileName().toString().startsWith("karaf.log")).toList()) {
                Files.copy(log, settings.logDirectory().resolve(log.getFileName()),
                    StandardCopyOption.REPLACE_EXISTING);
            }
            LOG.info("Karaf logs copied to {}", settings.logDirectory());
        } catch (IOException e) {
            LOG.warn("Could not copy the Karaf logs from {}", logFolder, e);
        }
    }

    /**
     * Returns Karaf's JVM process (the launch script's child), e.g. to read what CPU it uses.
     *
     * @return the process
     */
    public ProcessHandle jvm() {
        return karafJvm();
    }

    private ProcessHandle karafJvm() {
        return Stream.concat(Stream.of(script.toHandle()), script.descendants())
            .filter(process -> process.info().command().map(command -> command.endsWith("/java")).orElse(false))
            .findFirst()
            .orElse(script.toHandle());
    }

    private static String residentSetSize(final ProcessHandle process) {
        try (Stream<String> lines = Files.lines(Path.of("/proc", Long.toString(process.pid()), "status"))) {
            return lines.filter(line -> line.startsWith("VmRSS:"))
                .map(line -> Long.parseLong(line.replaceAll("\\D", "")) / 1024 + " MiB")
                .findFirst()
                .orElse("unknown");
        } catch (IOException e) {
            return "unknown (" + e.getMessage() + ")";
        }
    }

    private Path karafLog() {
        return settings.home().resolve("data").resolve("log").resolve("karaf.log");
    }

    private Path consoleLog() {
        return settings.logDirectory().resolve("karaf-console.log");
    }

    private static String tail(final Path file) {
        if (!Files.isRegularFile(file)) {
            return "(" + file + " does not exist)";
        }
        try {
            final var lines = new String(Files.readAllBytes(file), StandardCharsets.UTF_8).lines().toList();
            return String.join("\n", lines.subList(Math.max(0, lines.size() - LOG_TAIL_LINES), lines.size()));
        } catch (IOException e) {
            return "(cannot read " + file + ": " + e.getMessage() + ")";
        }
    }

    private static void makeScriptsExecutable(final Path bin) throws IOException {
        final var executable = Set.of(PosixFilePermission.OWNER_EXECUTE, PosixFilePermission.GROUP_EXECUTE,
            PosixFilePermission.OTHERS_EXECUTE);
        try (Stream<Path> files = Files.list(bin)) {
            for (var file : files.filter(Files::isRegularFile)
                    .filter(path -> !path.getFileName().toString().endsWith(".bat")).toList()) {
                final var permissions = Files.getPosixFilePermissions(file);
                if (!permissions.containsAll(executable)) {
                    permissions.addAll(executable);
                    Files.setPosixFilePermissions(file, permissions);
                }
            }
        }
    }
}
