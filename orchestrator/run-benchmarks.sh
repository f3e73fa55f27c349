#!/usr/bin/env bash
# Runs the orchestrator JMH benchmarks (src/test/java/org/openpath/orchestrator/bench).
# Usage, from anywhere:  orchestrator/run-benchmarks.sh [JMH options]
#   e.g. orchestrator/run-benchmarks.sh -p chains=5000 -p nodes=20
# Without options JMH uses the annotations: 1 fork, 30 warmup and 20 measured single shots, 1,000 chains on 4 nodes.
# Maven flags such as -o go in MAVEN_ARGS, e.g.  MAVEN_ARGS=-o orchestrator/run-benchmarks.sh
set -euo pipefail
module="$(cd "$(dirname "$0")" && pwd)"
cd "$module/.."
./mvnw -B -q -pl orchestrator test-compile dependency:build-classpath \
    -Dmdep.includeScope=test -Dmdep.outputFile=target/benchmark.classpath
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
cd "$module"
exec "$java" -cp "target/test-classes:target/classes:$(cat target/benchmark.classpath)" \
    org.openjdk.jmh.Main "$@" 'org\.openpath\.orchestrator\.bench\..*'
