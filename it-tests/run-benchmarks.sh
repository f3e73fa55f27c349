#!/usr/bin/env bash
# Southbound benchmark (docs/southbound.md): 20 reference OpenPATH switches on the real distribution —
# experimenter messages per second controller->switch and switch->controller through OpenFlowPlugin, and
# FLOW_MODs with OpenPATH fields per second; rendering benchmark (docs/benchmarks.md): 1, 100, 1,000 chains from one
# PATCH to rules confirmed, vs one RESTCONF PUT per flow. Boots its own controller, so ./openpath stop first.
# Usage:  ./openpath bench it-tests [-Dopenpath.bench.switches=20 -Dopenpath.bench.messages=500 -Dopenpath.bench.flows=500
#                                    -Dopenpath.bench.clients=128]
# Maven flags such as -o go in MAVEN_ARGS. Figures: it-tests/target/southbound-benchmark.md
set -euo pipefail
module="$(cd "$(dirname "$0")" && pwd)"
cd "$module/.."
run_java="${OPENPATH_RUN_JAVA_HOME:?run JDK unknown: use ./openpath bench it-tests}"
./mvnw -B ${MAVEN_ARGS:-} verify -pl it-tests -Dsft.skip=true -Dopenpath.run.java.home="$run_java" \
    -Dit.test=SouthboundBenchmarkIT,RenderingBenchmarkIT -Dopenpath.bench=true -Dsurefire.failIfNoSpecifiedTests=false "$@"
cat "$module/target/southbound-benchmark.md" "$module/target/rendering-benchmark.md"
