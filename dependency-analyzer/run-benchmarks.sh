#!/usr/bin/env bash
# Runs the dependency analyser's JMH benchmarks (src/test/java/org/openpath/analyzer/bench).
# Usage, from anywhere:  dependency-analyzer/run-benchmarks.sh [JMH options]
# Without options JMH uses the annotations: 1 fork, 8 x 1 s warmup, 5 x 2 s measurement per configuration.
# Maven flags such as -o go in MAVEN_ARGS, e.g.  MAVEN_ARGS=-o dependency-analyzer/run-benchmarks.sh
set -euo pipefail
module="$(cd "$(dirname "$0")" && pwd)"
cd "$module/.."
./mvnw -B -q -pl dependency-analyzer test-compile dependency:build-classpath \
    -Dmdep.includeScope=test -Dmdep.outputFile=target/benchmark.classpath
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
cd "$module"
exec "$java" -cp "target/test-classes:target/classes:$(cat target/benchmark.classpath)" \
    org.openjdk.jmh.Main "$@" 'org\.openpath\.analyzer\.bench\..*'
