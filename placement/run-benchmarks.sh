#!/usr/bin/env bash
# Runs the placement JMH benchmarks (src/test/java/org/openpath/placement/bench).
# Usage, from anywhere:  placement/run-benchmarks.sh [JMH options]
#   e.g. placement/run-benchmarks.sh -p arity=4,8,10 -p requests=100,300
# Without options JMH uses the annotations: 1 fork, 5 x 1 s warmup, 5 x 1 s measurement, fat-tree k=8, 300 requests.
# Maven flags such as -o go in MAVEN_ARGS, e.g.  MAVEN_ARGS=-o placement/run-benchmarks.sh
set -euo pipefail
module="$(cd "$(dirname "$0")" && pwd)"
cd "$module/.."
./mvnw -B -q -pl placement test-compile dependency:build-classpath \
    -Dmdep.includeScope=test -Dmdep.outputFile=target/benchmark.classpath
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
cd "$module"
exec "$java" -cp "target/test-classes:target/classes:$(cat target/benchmark.classpath)" \
    org.openjdk.jmh.Main "$@" 'org\.openpath\.placement\.bench\..*'
