#!/bin/sh
# Runs reference OpenPATH switches against a controller, e.g.
#   ./run.sh --controller 127.0.0.1:6653 --switches 20 --dpid 0x100 --ports 4 --link-ring
# Needs a JDK >= 21 (JAVA_HOME, else java on the PATH) and the module installed
# (cd .. && ./mvnw -o install -pl reference-switch).
set -e
cd "$(dirname "$0")"
CP_FILE=target/run-classpath.txt
if [ ! -f "$CP_FILE" ] || [ pom.xml -nt "$CP_FILE" ]; then
    ../mvnw -q -o dependency:build-classpath -Dmdep.outputFile="$CP_FILE" -Dmdep.includeScope=runtime
fi
JAR=$(ls target/openpath-reference-switch-*.jar 2>/dev/null | grep -v -e sources -e javadoc | head -1)
[ -n "$JAR" ] || JAR=target/classes
SIMPLE=$(ls ~/.m2/repository/org/slf4j/slf4j-simple/2.0.17/slf4j-simple-2.0.17.jar 2>/dev/null || true)
JAVA="${JAVA_HOME:+$JAVA_HOME/bin/}java"
exec "$JAVA" -Dorg.slf4j.simpleLogger.defaultLogLevel=info -cp "$JAR:$(cat "$CP_FILE")${SIMPLE:+:$SIMPLE}" \
    org.openpath.refswitch.ReferenceSwitchMain "$@"
