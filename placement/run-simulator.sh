#!/usr/bin/env bash
# Runs the placement simulator (paper section 7.5): every algorithm on fat-tree k=4 and leaf-spine 4x4x4, 20..300
# requests, fixed seeds, then placement timing on fat-trees k=4..10. Writes results.csv, summary.csv and timing.csv.
# Usage, from anywhere:  placement/run-simulator.sh [output-dir] [repetitions]    (defaults: docs/placement 5)
#                        placement/run-simulator.sh [output-dir] [repetitions] sweep
#                          (priced admission's settings against the baselines: admission-sweep.csv)
# Plots:                 python3 placement/plot_results.py [output-dir]          (needs matplotlib)
# Maven flags such as -o go in MAVEN_ARGS, e.g.  MAVEN_ARGS=-o placement/run-simulator.sh
set -euo pipefail
module="$(cd "$(dirname "$0")" && pwd)"
cd "$module/.."
root="$(pwd)"
out="${1:-$root/docs/placement}"
case "$out" in /*) ;; *) out="$root/$out" ;; esac
./mvnw -B -q -pl placement compile dependency:build-classpath -Dmdep.outputFile=target/simulator.classpath
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
cd "$module"
exec "$java" -cp "target/classes:$(cat target/simulator.classpath)" \
    org.openpath.placement.sim.SimulatorMain "$out" "${2:-5}" ${3:+"$3"}
