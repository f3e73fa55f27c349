#!/usr/bin/env bash
# Rule economy of the renderer (docs/benchmarks.md, paper Fig. 36): chains of length 4 on a k=4 fat tree (8 leaf
# switches, 16 hosts), placed with the OpenPATH algorithm and rendered, vs one rule per hop per chain.
# Usage, from anywhere:  impl/run-benchmarks.sh [chain counts...]   (or ./openpath bench impl); report in
# impl/target/rule-economy.md
# Maven flags such as -o go in MAVEN_ARGS.
set -euo pipefail
module="$(cd "$(dirname "$0")" && pwd)"
cd "$module/.."
# the YANG code generator skips a target folder it thinks is up to date: start clean
./mvnw -B -q ${MAVEN_ARGS:-} -pl impl clean test-compile dependency:build-classpath -Dsft.skip=true \
    -Dmdep.includeScope=test -Dmdep.outputFile=target/benchmark.classpath
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
cd "$module"
out="target/rule-economy.md"
# arguments: chain counts to show (default 16 64 256)
"$java" -Dopenpath.bench.out="$out" -cp "target/test-classes:target/classes:$(cat target/benchmark.classpath)" \
    org.openpath.southbound.bench.RuleEconomy "$@"
cat "$out"
