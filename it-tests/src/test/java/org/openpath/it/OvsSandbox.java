/*
 * Copyright (c) 2026 OpenPATH contributors. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.it;

import static org.awaitility.Awaitility.await;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.awaitility.core.ConditionTimeoutException;
import org.eclipse.jdt.annotation.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A private Open vSwitch in userspace ({@code datapath_type=netdev}; no kernel module, no system service): its own
 * {@code ovsdb-server} and {@code ovs-vswitchd} in a temporary run folder, each started with {@code --detach} and a
 * pidfile there. Like the packaged service ({@code ovs-ctl}'s defaults) both run at niceness -10 and
 * {@code ovs-vswitchd} locks its memory: on a busy machine it still sees a port lose its carrier at once, which is what
 * a fast-failover group waits for (run at niceness 0 beside two busy processes, it saw a cut port down 150–530 ms late:
 * docs/benchmarks.md, "Failover"). Its bridges speak OpenFlow 1.3 only and connect to a controller on 127.0.0.1.
 * Closing it deletes its bridges and stops exactly the two daemons it started.
 */
public final class OvsSandbox implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(OvsSandbox.class);
    private static final Duration COMMAND_TIMEOUT = Duration.ofSeconds(30);
    private static final Duration EXIT_GRACE = Duration.ofSeconds(10);
    // ovs-ctl's default niceness for both daemons
    private static final String DAEMON_NICENESS = "-10";
    private static final List<Path> PROGRAM_FOLDERS = Stream.concat(
            Arrays.stream(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator))
                .filter(entry -> !entry.isBlank()).map(Path::of),
            Stream.of("/usr/sbin", "/usr/bin", "/usr/local/sbin", "/usr/local/bin", "/sbin").map(Path::of))
        .distinct()
        .toList();
    private static final List<Path> SCHEMAS = List.of(Path.of("/usr/share/openvswitch/vswitch.ovsschema"),
        Path.of("/usr/local/share/openvswitch/vswitch.ovsschema"));
    private static final String HOW_TO_INSTALL = "Open vSwitch is not installed: run the integration tests with "
        + "./openpath test (which installs it), or install it yourself: apt-get install -y openvswitch-switch";

    private final Path runDirectory;
    private final Path logDirectory;
    private final Map<String, String> environment;
    private final List<String> bridges = new ArrayList<>();
    private final List<Daemon> daemons = new ArrayList<>();
    private final @Nullable String namespace;
    private boolean closed;

    /**
     * One of the two daemons: its control socket and the process its pidfile named at start.
     */
    private record Daemon(String name, Path controlSocket, ProcessHandle process) {
        // Nothing else
    }

    private OvsSandbox(final Path runDirectory, final Path logDirectory, final @Nullable String namespace) {
        this.runDirectory = runDirectory;
        this.logDirectory = logDirectory;
        this.namespace = namespace;
        environment = Map.of("OVS_RUNDIR", runDirectory.toString(), "OVS_LOGDIR", runDirectory.toString(),
            "OVS_DBDIR", runDirectory.toString());
    }

    /**
     * Starts {@code ovsdb-server} and {@code ovs-vswitchd} in a new temporary run folder; their logs go to the
     * integration-test log folder.
     *
     * @return the running sandbox; close it to stop the daemons
     * @throws IOException if a command cannot be run
     * @throws IllegalStateException if Open vSwitch is not installed or a daemon fails to start
     */
    public static OvsSandbox start() throws IOException {
        return startIn(null);
    }

    /**
     * Starts a sandbox whose {@code ovs-vswitchd} runs in a new network namespace (deleted on close): its bridges'
     * kernel devices and the interfaces added to it cannot collide with another Open vSwitch on this machine, and
     * its bridges cannot reach a controller in the root namespace. Use {@link #addBridge(String, long)}.
     *
     * @return the running sandbox; close it to stop the daemons and delete the namespace
     * @throws IOException if a command cannot be run
     * @throws IllegalStateException if Open vSwitch is not installed or a daemon fails to start
     */
    public static OvsSandbox startIsolated() throws IOException {
        final var name = String.format("opovs%d", ProcessHandle.current().pid());
        Commands.runOrFail(List.of(program("ip").toString(), "netns", "add", name), Map.of(), COMMAND_TIMEOUT);
        return startIn(name);
    }

    private static OvsSandbox startIn(final @Nullable String namespace) throws IOException {
        final var schema = SCHEMAS.stream().filter(Files::isRegularFile).findFirst()
            .orElseThrow(() -> new IllegalStateException(HOW_TO_INSTALL + " (no vswitch.ovsschema in " + SCHEMAS
                + ")"));
        // Resolve every program up front, so that a missing one fails before anything is started.
        final var ovsdbTool = program("ovsdb-tool");
        final var ovsdbServer = program("ovsdb-server");
        final var vswitchd = program("ovs-vswitchd");
        program("ovs-vsctl");
        program("ovs-ofctl");
        program("ovs-appctl");

        // Unix socket paths are limited to 107 bytes: keep the run folder short, under the temporary folder.
        final var sandbox = new OvsSandbox(Files.createTempDirectory("openpath-ovs-"), ItLogs.directory(), namespace);
        try {
            sandbox.startDaemons(schema, ovsdbTool, ovsdbServer, vswitchd);
        } catch (IOException | IllegalStateException e) {
            sandbox.close();
            throw e;
        }
        return sandbox;
    }

    private void startDaemons(final Path schema, final Path ovsdbTool, final Path ovsdbServer, final Path vswitchd)
            throws IOException {
        final var database = runDirectory.resolve("conf.db");
        final var dbSocket = dbSocket();
        run(ovsdbTool.toString(), "create", database.toString(), schema.toString());

        final var dbControl = runDirectory.resolve("ovsdb-server.ctl");
        final var dbPidFile = runDirectory.resolve("ovsdb-server.pid");
        final var nice = List.of(program("nice").toString(), "-n", DAEMON_NICENESS);
        final var server = new ArrayList<>(nice);
        server.addAll(List.of(ovsdbServer.toString(), database.toString(), "--remote=punix:" + dbSocket,
            "--pidfile=" + dbPidFile, "--unixctl=" + dbControl, "--detach", "--no-chdir",
            "--log-file=" + logDirectory.resolve("ovsdb-server.log")));
        Commands.runOrFail(server, environment, COMMAND_TIMEOUT);
        daemons.add(new Daemon("ovsdb-server", dbControl, processOf(dbPidFile)));
        vsctl("--no-wait", "init");

        final var switchControl = runDirectory.resolve("ovs-vswitchd.ctl");
        final var switchPidFile = runDirectory.resolve("ovs-vswitchd.pid");
        final List<String> command = new ArrayList<>();
        final var ns = namespace;
        if (ns != null) {
            command.addAll(List.of(program("ip").toString(), "netns", "exec", ns));
        }
        command.addAll(nice);
        command.addAll(List.of(vswitchd.toString(), "unix:" + dbSocket, "--pidfile=" + switchPidFile,
            "--unixctl=" + switchControl, "--detach", "--no-chdir", "--mlockall",
            "--log-file=" + logDirectory.resolve("ovs-vswitchd.log")));
        Commands.runOrFail(command, environment, COMMAND_TIMEOUT);
        daemons.add(new Daemon("ovs-vswitchd", switchControl, processOf(switchPidFile)));
        LOG.info("Open vSwitch sandbox running in {}: {}", runDirectory, daemons);
    }

    /**
     * Adds an OpenFlow 1.3 bridge, in secure fail mode and without in-band control, that connects to a controller
     * on 127.0.0.1.
     *
     * @param name the bridge name
     * @param datapathId its datapath id; OpenDaylight names the node {@code openflow:<datapathId in decimal>}
     * @param controllerPort the controller's OpenFlow port, usually 6653
     * @throws IOException if {@code ovs-vsctl} cannot be run
     * @throws IllegalStateException if {@code ovs-vsctl} fails
     */
    public void addBridge(final String name, final long datapathId, final int controllerPort) throws IOException {
        vsctl("--", "add-br", name,
            "--", "set", "bridge", name, "datapath_type=netdev", "protocols=OpenFlow13", "fail_mode=secure",
            "other-config:disable-in-band=true", "other-config:datapath-id=" + String.format("%016x", datapathId),
            "--", "set-controller", name, "tcp:127.0.0.1:" + controllerPort);
        bridges.add(name);
    }

    /**
     * Adds an OpenFlow 1.3 bridge in secure fail mode that connects to no controller (its flows are set with
     * {@link #ofctl}).
     *
     * @param name the bridge name
     * @param datapathId its datapath id
     * @throws IOException if {@code ovs-vsctl} cannot be run
     * @throws IllegalStateException if {@code ovs-vsctl} fails
     */
    public void addBridge(final String name, final long datapathId) throws IOException {
        vsctl("--", "add-br", name,
            "--", "set", "bridge", name, "datapath_type=netdev", "protocols=OpenFlow13", "fail_mode=secure",
            "other-config:disable-in-band=true", "other-config:datapath-id=" + String.format("%016x", datapathId));
        bridges.add(name);
    }

    /**
     * Adds an OpenFlow 1.3 bridge like {@link #addBridge(String, long, int)}, connected to a controller at any address
     * and reconnecting at most {@code maxBackoff} after its connection ends (OVS's own default is 8 s), all in one
     * {@code ovs-vsctl} transaction: the bridge's first connection is its only one until it ends. (Re-pointing a
     * connected bridge with {@code set-controller} makes it reconnect within milliseconds, which OpenFlowPlugin
     * 0.20.1 can mishandle: docs/upstream-issues.md.)
     *
     * @param name the bridge name
     * @param datapathId its datapath id
     * @param controllerTarget the controller, e.g. {@code tcp:127.0.0.1:6653}
     * @param maxBackoff the longest wait between two connection attempts
     * @throws IOException if {@code ovs-vsctl} cannot be run
     * @throws IllegalStateException if {@code ovs-vsctl} fails
     */
    public void addBridge(final String name, final long datapathId, final String controllerTarget,
            final Duration maxBackoff) throws IOException {
        vsctl("--", "add-br", name,
            "--", "set", "bridge", name, "datapath_type=netdev", "protocols=OpenFlow13", "fail_mode=secure",
            "other-config:disable-in-band=true", "other-config:datapath-id=" + String.format("%016x", datapathId),
            "--", "--id=@controller", "create", "controller", "target=\"" + controllerTarget + "\"",
            "max_backoff=" + maxBackoff.toMillis(),
            "--", "set", "bridge", name, "controller=@controller");
        bridges.add(name);
    }

    /**
     * Gives the switch the key, certificate and CA certificate its {@code ssl:} controller connections use
     * ({@code ovs-vsctl set-ssl}; PEM files, the key unencrypted).
     *
     * @param privateKey the switch's private key
     * @param certificate its certificate
     * @param caCertificate the CA certificate the controller's certificate must chain to
     * @throws IOException if {@code ovs-vsctl} cannot be run
     * @throws IllegalStateException if {@code ovs-vsctl} fails
     */
    public void setSsl(final Path privateKey, final Path certificate, final Path caCertificate) throws IOException {
        vsctl("set-ssl", privateKey.toString(), certificate.toString(), caCertificate.toString());
    }

    /**
     * Links two bridges with a pair of patch ports with the given OpenFlow port numbers.
     *
     * @param bridge one bridge
     * @param port its OpenFlow port number for the link
     * @param otherBridge the other bridge
     * @param otherPort its OpenFlow port number for the link
     * @throws IOException if {@code ovs-vsctl} cannot be run
     * @throws IllegalStateException if {@code ovs-vsctl} fails
     */
    public void addPatchLink(final String bridge, final int port, final String otherBridge, final int otherPort)
            throws IOException {
        final var name = bridge + "-" + otherBridge;
        final var otherName = otherBridge + "-" + bridge;
        vsctl("--", "add-port", bridge, name,
            "--", "set", "interface", name, "type=patch", "options:peer=" + otherName, "ofport_request=" + port,
            "--", "add-port", otherBridge, otherName,
            "--", "set", "interface", otherName, "type=patch", "options:peer=" + name, "ofport_request=" + otherPort);
    }

    /**
     * Adds a kernel interface (in the sandbox's namespace, if any) to a bridge with the given OpenFlow port number.
     *
     * @param bridge the bridge
     * @param iface the interface name
     * @param port the OpenFlow port number
     * @throws IOException if {@code ovs-vsctl} cannot be run
     * @throws IllegalStateException if {@code ovs-vsctl} fails
     */
    public void addPort(final String bridge, final String iface, final int port) throws IOException {
        vsctl("--", "add-port", bridge, iface, "--", "set", "interface", iface, "ofport_request=" + port);
    }

    /**
     * Runs {@code ovs-ofctl -O OpenFlow13} with the given arguments, e.g. {@code add-flow br0 "in_port=1,..."}.
     *
     * @param arguments the arguments
     * @return what it printed
     * @throws IOException if {@code ovs-ofctl} cannot be run
     * @throws IllegalStateException if {@code ovs-ofctl} fails
     */
    public String ofctl(final String... arguments) throws IOException {
        final var command = new ArrayList<>(List.of(program("ovs-ofctl").toString(), "-O", "OpenFlow13"));
        command.addAll(List.of(arguments));
        return Commands.runOrFail(command, environment, COMMAND_TIMEOUT);
    }

    /**
     * Starts {@code ovs-ofctl -O OpenFlow13 --timestamp monitor} on a bridge: it connects to the bridge's management
     * socket and prints every asynchronous message the bridge sends (port status among them), each after the wall-clock
     * time it arrived. Open vSwitch sends asynchronous messages to such a connection only once it set a miss length,
     * hence the 128. The caller reads its standard output and destroys it.
     *
     * @param bridge the bridge
     * @return the process
     * @throws IOException if it cannot be started
     */
    public Process monitor(final String bridge) throws IOException {
        final var builder = new ProcessBuilder(program("ovs-ofctl").toString(), "-O", "OpenFlow13", "--timestamp",
            "monitor", bridge, "128").redirectErrorStream(true);
        builder.environment().putAll(environment);
        return builder.start();
    }

    /**
     * Returns the network namespace {@code ovs-vswitchd} runs in.
     *
     * @return the namespace, or {@code null} for the root namespace
     */
    public @Nullable String namespace() {
        return namespace;
    }

    /**
     * Returns the {@code ovs-vswitchd} process.
     *
     * @return the process handle
     */
    public ProcessHandle vswitchd() {
        return daemons.stream().filter(daemon -> daemon.name().equals("ovs-vswitchd")).findFirst()
            .orElseThrow().process();
    }

    /**
     * Deletes a bridge: the switch disconnects from the controller, as if it had failed.
     *
     * @param name the bridge name
     * @throws IOException if {@code ovs-vsctl} cannot be run
     * @throws IllegalStateException if {@code ovs-vsctl} fails
     */
    public void deleteBridge(final String name) throws IOException {
        vsctl("--", "--if-exists", "del-br", name);
        bridges.remove(name);
    }

    /**
     * Lists the flows of a bridge, as {@code ovs-ofctl -O OpenFlow13 dump-flows} prints them, one flow a line.
     *
     * @param bridge the bridge name
     * @return the flow lines, without the reply header
     * @throws IOException if {@code ovs-ofctl} cannot be run
     * @throws IllegalStateException if {@code ovs-ofctl} fails
     */
    public List<String> dumpFlows(final String bridge) throws IOException {
        return run(program("ovs-ofctl").toString(), "-O", "OpenFlow13", "dump-flows", bridge).lines()
            .map(String::strip)
            .filter(line -> !line.isEmpty() && !line.startsWith("OFPST_FLOW reply"))
            .toList();
    }

    /**
     * Deletes the bridges, asks both daemons to exit, kills whichever of the two is still alive after 10 seconds,
     * and removes the run folder. Idempotent.
     */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        for (var bridge : List.copyOf(bridges).reversed()) {
            try {
                vsctl("--if-exists", "del-br", bridge);
                bridges.remove(bridge);
            } catch (IOException | IllegalStateException e) {
                LOG.warn("Could not delete bridge {}", bridge, e);
            }
        }
        // ovs-vswitchd first (it is a client of ovsdb-server), then ovsdb-server.
        for (var daemon : List.copyOf(daemons).reversed()) {
            stop(daemon);
        }
        deleteRunDirectory();
        final var ns = namespace;
        if (ns != null) {
            try {
                Commands.runOrFail(List.of(program("ip").toString(), "netns", "delete", ns), Map.of(),
                    COMMAND_TIMEOUT);
            } catch (IOException | IllegalStateException e) {
                LOG.warn("Could not delete network namespace {}", ns, e);
            }
        }
    }

    private void stop(final Daemon daemon) {
        final var exit = daemon.name().equals("ovs-vswitchd") ? List.of("exit", "--cleanup") : List.of("exit");
        try {
            final var command = new ArrayList<>(List.of(program("ovs-appctl").toString(), "-t",
                daemon.controlSocket().toString()));
            command.addAll(exit);
            final var result = Commands.run(command, environment, COMMAND_TIMEOUT);
            if (!result.succeeded()) {
                LOG.warn("Asking {} to exit failed: {}", daemon.name(), result.describe());
            }
        } catch (IOException | IllegalStateException e) {
            LOG.warn("Could not ask {} to exit", daemon.name(), e);
        }
        final var process = daemon.process();
        try {
            awaitExit(process);
        } catch (ConditionTimeoutException e) {
            LOG.warn("{} (pid {}) still running after {}, killing it", daemon.name(), process.pid(), EXIT_GRACE, e);
            process.destroyForcibly();
            awaitExit(process);
        }
    }

    private static void awaitExit(final ProcessHandle process) {
        await("pid " + process.pid() + " exiting").atMost(EXIT_GRACE).pollInterval(Duration.ofMillis(100))
            .until(() -> !process.isAlive());
    }

    private void deleteRunDirectory() {
        try (Stream<Path> files = Files.walk(runDirectory)) {
            for (var file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(file);
            }
        } catch (IOException e) {
            LOG.warn("Could not delete {}", runDirectory, e);
        }
    }

    private String vsctl(final String... arguments) throws IOException {
        final var command = new ArrayList<>(List.of(program("ovs-vsctl").toString(),
            "--db=unix:" + dbSocket(), "--timeout=" + COMMAND_TIMEOUT.toSeconds()));
        command.addAll(List.of(arguments));
        return Commands.runOrFail(command, environment, COMMAND_TIMEOUT.plusSeconds(5));
    }

    private Path dbSocket() {
        return runDirectory.resolve("db.sock");
    }

    private String run(final String... command) throws IOException {
        return Commands.runOrFail(List.of(command), environment, COMMAND_TIMEOUT);
    }

    /**
     * Finds the daemon a pidfile names. The daemons write it before {@code --detach} returns; the process is checked
     * to be the one we started, so that closing never signals an unrelated process that reused a stale pid.
     */
    private static ProcessHandle processOf(final Path pidFile) throws IOException {
        final var pid = Long.parseLong(new String(Files.readAllBytes(pidFile), StandardCharsets.US_ASCII).strip());
        final var expected = pidFile.getFileName().toString().replace(".pid", "");
        return ProcessHandle.of(pid)
            .filter(process -> process.info().command().map(command -> command.endsWith("/" + expected))
                .orElse(false))
            .orElseThrow(() -> new IllegalStateException(expected + " (pid " + pid + " from " + pidFile
                + ") is not running"));
    }

    static Path program(final String name) {
        return find(name).orElseThrow(() -> new IllegalStateException(HOW_TO_INSTALL + " (no " + name + " in "
            + PROGRAM_FOLDERS + ")"));
    }

    private static Optional<Path> find(final String name) {
        return PROGRAM_FOLDERS.stream().map(folder -> folder.resolve(name)).filter(Files::isExecutable).findFirst();
    }
}
