#!/bin/sh
# Runs reference OpenPATH switches against a controller, e.g.
#   ./run.sh --controller 127.0.0.1:6653 --switches 20 --dpid 0x100 --ports 4 --link-ring
# Needs a JDK >= 21 (JAVA_HOME, else java on the PATH) and a build that packaged this module
# (./openpath build or ./openpath test): the jar and target/lib, its runtime dependencies.
set -e
# no cd: paths the caller gives (e.g. --tls key files) stay relative to where it runs
HERE=$(cd "$(dirname "$0")" && pwd)
JAR=""
for candidate in "$HERE"/target/openpath-reference-switch-*.jar; do
    case "$candidate" in
        *-sources.jar | *-javadoc.jar | *-tests.jar | *-test-sources.jar) ;;
        *) [ -f "$candidate" ] && JAR=$candidate ;;
    esac
done
if [ -z "$JAR" ] || [ ! -d "$HERE/target/lib" ]; then
    echo "run.sh: the reference switch is not packaged (no target/openpath-reference-switch-*.jar or target/lib)." >&2
    echo "  Build first: ./openpath build   (or ./openpath test)" >&2
    exit 1
fi
JAVA="${JAVA_HOME:+$JAVA_HOME/bin/}java"
exec "$JAVA" -Dorg.slf4j.simpleLogger.defaultLogLevel=info -Dorg.slf4j.simpleLogger.showDateTime=true \
    -cp "$JAR:$HERE/target/lib/*" org.openpath.refswitch.ReferenceSwitchMain "$@"
