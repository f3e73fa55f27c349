#!/usr/bin/env bash
# Regenerates docs/restconf-cookbook.md with real responses from a running controller.
#
#   ./openpath run --reset && docs/cookbook/generate.sh
#
# Starts its own Open vSwitch daemons in a temporary folder (userspace datapath, three bridges that connect to the
# controller on 127.0.0.1:6653 as openflow:33, openflow:34 and openflow:35), runs every cookbook request with curl,
# and writes the requests and the responses into the cookbook. Stops only the daemons it started.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
OUT=${1:-$ROOT/docs/restconf-cookbook.md}
BASE=${OPENPATH_RESTCONF:-http://127.0.0.1:8181/rests}
AUTH=admin:admin
RUN=$(mktemp -d /tmp/openpath-cookbook.XXXXXX)
export OVS_RUNDIR=$RUN OVS_LOGDIR=$RUN OVS_DBDIR=$RUN

die() { echo "cookbook: $*" >&2; exit 1; }
command -v ovs-vsctl >/dev/null || die "Open vSwitch is not installed (apt-get install -y openvswitch-switch)"
command -v curl >/dev/null || die "curl is not installed"
curl -fsS -u $AUTH -o /dev/null "$BASE/data/openpath-nf-catalog:nf-catalog" \
    || die "no controller answers at $BASE: start it with ./openpath run --reset"

stop_ovs() {
    set +e
    for br in opbr21 opbr22 opbr23; do ovs-vsctl --db=unix:$RUN/db.sock --timeout=5 --if-exists del-br $br; done
    [[ -S $RUN/ovs-vswitchd.ctl ]] && ovs-appctl -t $RUN/ovs-vswitchd.ctl exit --cleanup
    [[ -S $RUN/ovsdb-server.ctl ]] && ovs-appctl -t $RUN/ovsdb-server.ctl exit
    rm -rf "$RUN"
}
trap stop_ovs EXIT
ovsdb-tool create $RUN/conf.db /usr/share/openvswitch/vswitch.ovsschema
ovsdb-server $RUN/conf.db --remote=punix:$RUN/db.sock --pidfile=$RUN/ovsdb-server.pid \
    --unixctl=$RUN/ovsdb-server.ctl --detach --no-chdir --log-file=$RUN/ovsdb-server.log
ovs-vsctl --db=unix:$RUN/db.sock --no-wait init
ovs-vswitchd unix:$RUN/db.sock --pidfile=$RUN/ovs-vswitchd.pid --unixctl=$RUN/ovs-vswitchd.ctl --detach \
    --no-chdir --log-file=$RUN/ovs-vswitchd.log
add_bridge() {
    ovs-vsctl --db=unix:$RUN/db.sock -- add-br "$1" -- set bridge "$1" datapath_type=netdev protocols=OpenFlow13 \
        fail_mode=secure other-config:disable-in-band=true other-config:datapath-id=$(printf %016x "$2") \
        -- set-controller "$1" tcp:127.0.0.1:6653
}

exec 3>"$OUT"
cat >&3 <<'HEAD'
# RESTCONF cookbook

Every request the orchestrator answers, with the response a real controller gave. Regenerate this file with

    ./openpath run --reset && docs/cookbook/generate.sh

(it starts three userspace Open vSwitch bridges, `openflow:33`..`openflow:35`, as OpenPATH nodes). All requests use
basic authentication `admin:admin`; `$R` below stands for
`curl -s -u admin:admin -H 'Content-Type: application/json' -H 'Accept: application/yang-data+json'` and `$B` for `http://127.0.0.1:8181/rests`.
Long responses are cut after 40 lines (marked `...`).
HEAD

step() { printf '\n## %s\n\n%s\n' "$1" "$2" >&3; }
call() {   # method path [body [shown-body]]
    local method=$1 path=$2 body=${3:-} display=${4:-}
    local shown="\$R -X $method \"\$B$path\""
    if [[ -n $display ]]; then shown+=" -d $display"; elif [[ -n $body ]]; then shown+=" -d '$body'"; fi
    printf '\n```sh\n%s\n```\n\n' "$shown" >&3
    local args=(-s -u $AUTH -H 'Content-Type: application/json' -H 'Accept: application/yang-data+json' -X "$method" -w '\n%{http_code}' "$BASE$path")
    [[ -n $body ]] && args+=(-d "$body")
    local response code
    response=$(curl "${args[@]}")
    code=${response##*$'\n'}
    response=${response%$'\n'*}
    printf 'HTTP %s\n' "$code" >&3
    if [[ -n $response ]]; then
        printf '```json\n' >&3
        printf '%s' "$response" | python3 -m json.tool --indent 2 2>/dev/null | awk 'NR<=40 {print} NR==41 {print "..."}' >&3 \
            || printf '%s\n' "$response" >&3
        printf '```\n' >&3
    fi
}
wait_for() {   # path grep-pattern seconds
    for _ in $(seq 1 "$3"); do
        curl -s -u $AUTH "$BASE$1" | grep -q "$2" && return 0
        sleep 1
    done
    die "timed out waiting for $2 at $1"
}

T='{"openpath-topology:openpath-topology":{"node":['
T+='{"node-id":"openflow:33","description":"rack 1","capacity":{"cpu-cores":16,"memory":32768,"nic-bandwidth":"40"}},'
T+='{"node-id":"openflow:34","description":"rack 2","capacity":{"cpu-cores":16,"memory":32768,"nic-bandwidth":"40"}},'
T+='{"node-id":"openflow:35","description":"rack 3","capacity":{"cpu-cores":16,"memory":32768,"nic-bandwidth":"40"}}],'
T+='"link":[{"link-id":"l-33-34","source-node":"openflow:33","destination-node":"openflow:34","bandwidth":"40"},'
T+='{"link-id":"l-34-35","source-node":"openflow:34","destination-node":"openflow:35","bandwidth":"40"},'
T+='{"link-id":"l-33-35","source-node":"openflow:33","destination-node":"openflow:35","bandwidth":"40"}]}}'

step "Configure OpenPATH nodes and links" \
"A node is an OpenFlow switch of the inventory (\`openflow:<dpid>\`) with the capacity it offers to NFs. Links can also
come from LLDP (\`network-topology\` \`flow:1\`); configured ones state bandwidth and latency."
call PUT /data/openpath-topology:openpath-topology "$T"
add_bridge opbr21 33; add_bridge opbr22 34; add_bridge opbr23 35
wait_for /data/openpath-topology:openpath-topology-state '"openflow:35"' 60
for n in 33 34 35; do wait_for "/data/openpath-topology:openpath-topology-state/node=openflow%3A$n" '"status":"connected"' 60; done

step "See which nodes are usable" \
"Configured nodes become \`connected\` when their switch connects to the controller; a connected switch without
configuration is \`unconfigured\` and not used."
call GET /data/openpath-topology:openpath-topology-state

step "Refused: a link to a node that is not configured" "Nothing is stored; the message names the node."
call PUT /data/openpath-topology:openpath-topology/link=bad \
  '{"openpath-topology:link":[{"link-id":"bad","source-node":"openflow:33","destination-node":"openflow:99","bandwidth":"10"}]}'

step "Refused: a capacity out of range" "YANG ranges are checked by RESTCONF itself."
call PUT /data/openpath-topology:openpath-topology/node=openflow%3A99 \
  '{"openpath-topology:node":[{"node-id":"openflow:99","capacity":{"cpu-cores":0,"memory":1024,"nic-bandwidth":"10"}}]}'

WEB='{"openpath-chains:service-chain":[{"name":"web","nf":[{"name":"fw","type":"firewall"},{"name":"mon","type":"traffic-monitor"},{"name":"ids","type":"ids"}],"priority":[{"higher":"fw","lower":"mon"}],"classifier":{"destination-prefix":"10.0.0.0/8","protocol":"tcp","destination-ports":{"lower":80,"upper":443}},"sla":{"traffic-rate":"2","max-latency":2000},"backup":true,"dynamic-rule":[{"nf":"ids","result":"suspicious","insert-nf-type":"sandbox"}]}]}'
step "Request a chain" \
"The NFs in their sequential order, templates, classifier, SLA, affinity, backup and dynamic rules. The request is
validated when it is committed; processing (analysis, placement) follows at once."
call PUT /data/openpath-chains:service-chains/service-chain=web "$WEB"
wait_for /data/openpath-chains:service-chain-states/service-chain-state=web '"status":"placed"' 30

step "Why it was accepted, where it runs" \
"\`status\`, \`reason\` and \`running-on\` first; \`fields\` selects them."
call GET "/data/openpath-chains:service-chain-states/service-chain-state=web?fields=status;reason;running-on;last-change"

step "How it was parallelised" "The dependency matrix (a verdict and a reason per pair) and the service graph."
call GET /data/openpath-chains:service-chain-states/service-chain-state=web/analysis

step "Where its sub-SFCs are" "Working and backup sub-SFCs, hops between nodes, expected latency."
call GET /data/openpath-chains:service-chain-states/service-chain-state=web/placement

step "Queue progress" "Counters for long batches (1,000 chains in one PUT show \`queued\` going down)."
call GET /data/openpath-chains:service-chain-states/processing

step "Refused: an unknown NF type" "400, \`invalid-value\`, and nothing is stored."
call PUT /data/openpath-chains:service-chains/service-chain=bad \
  '{"openpath-chains:service-chain":[{"name":"bad","nf":[{"name":"fw","type":"firewal"}]}]}'

step "Refused: cyclic templates" "The message walks the cycle and names the template behind each step."
call PUT /data/openpath-chains:service-chains/service-chain=bad \
  '{"openpath-chains:service-chain":[{"name":"bad","nf":[{"name":"a","type":"firewall"},{"name":"b","type":"nat"}],"order":[{"nf":"a","other-nf":"b","relation":"before"},{"nf":"b","other-nf":"a","relation":"before"}]}]}'

step "Refused: contradictory templates" "Both templates are named."
call PUT /data/openpath-chains:service-chains/service-chain=bad \
  '{"openpath-chains:service-chain":[{"name":"bad","nf":[{"name":"a","type":"firewall"},{"name":"b","type":"nat"}],"position":[{"nf":"a","place":"first"}],"order":[{"nf":"a","other-nf":"b","relation":"after"}]}]}'

step "Refused: an impossible classifier" "An empty port range; the same for ports with a protocol other than tcp/udp/sctp, or IPv4 and IPv6 prefixes mixed."
call PUT /data/openpath-chains:service-chains/service-chain=bad \
  '{"openpath-chains:service-chain":[{"name":"bad","nf":[{"name":"a","type":"firewall"}],"classifier":{"protocol":"tcp","destination-ports":{"lower":8080,"upper":80}}}]}'

step "Valid but unplaceable: stored as rejected" "The request is kept; the state says why it is not served."
call PUT /data/openpath-chains:service-chains/service-chain=huge \
  '{"openpath-chains:service-chain":[{"name":"huge","nf":[{"name":"w","type":"wan-optimizer"}],"sla":{"traffic-rate":"300"}}]}'
wait_for /data/openpath-chains:service-chain-states/service-chain-state=huge rejected 30
call GET "/data/openpath-chains:service-chain-states/service-chain-state=huge?fields=status;reason"
call DELETE /data/openpath-chains:service-chains/service-chain=huge

step "Dry run: analyse without storing" "The same analysis a stored request gets; nothing is written."
call POST /operations/openpath-chains:analyze-chain \
  '{"input":{"name":"probe","nf":[{"name":"nat","type":"nat"},{"name":"lb","type":"load-balancer"},{"name":"mon","type":"traffic-monitor"}]}}'

step "Dry run: place with another algorithm" "Nothing is reserved."
call POST /operations/openpath-chains:compute-placement \
  '{"input":{"name":"probe","algorithm":"strawman-simple","nf":[{"name":"fw","type":"firewall"},{"name":"nat","type":"nat"}]}}'

step "An NF alert inserts the NF a dynamic rule names" \
"Until switches report alerts over the OpenFlow extension, an RPC raises them. The IDS flags a flow; the chain's rule
inserts a sandbox after it, placed with the chain."
call POST /operations/openpath-nf-control:report-nf-alert \
  '{"input":{"chain":"web","nf":"ids","result":"suspicious","flow":{"source-prefix":"192.0.2.7/32"}}}'
call GET "/data/openpath-chains:service-chain-states/service-chain-state=web?fields=reason;inserted-nf(name;nf-type;after-nf;result;inserted-at;alerts);placement/sub-sfc(id;role;node;nf)"

step "Refused: removing an NF type a chain uses" \
"A PUT of the catalog without \`ids\` names the chain. (A DELETE is refused too, but netconf 9.0.1's RESTCONF answers
every failed DELETE with 500 \"Transaction to delete failed\" and drops the message.)"
CATALOG=$(curl -s -u $AUTH "$BASE/data/openpath-nf-catalog:nf-catalog" | python3 -c '
import json,sys
d=json.load(sys.stdin); c=d["openpath-nf-catalog:nf-catalog"]
c["nf-type"]=[t for t in c["nf-type"] if t["name"]!="ids"]
print(json.dumps(d))')
printf '\n```sh\nCATALOG=$(curl -s -u admin:admin "$B/data/openpath-nf-catalog:nf-catalog" | python3 -c '"'"'\nimport json,sys\nd=json.load(sys.stdin); c=d["openpath-nf-catalog:nf-catalog"]\nc["nf-type"]=[t for t in c["nf-type"] if t["name"]!="ids"]\nprint(json.dumps(d))'"'"')\n```\n' >&3
call PUT /data/openpath-nf-catalog:nf-catalog "$CATALOG" '"$CATALOG"'

step "A node fails: the chain moves to its backup, then protection is restored" \
"Here the switch of the working node is deleted. The orchestrator applies the failure plan (backups take over),
then reserves fresh backups; the node shows \`failed\`."
NODE=$(curl -s -u $AUTH "$BASE/data/openpath-chains:service-chain-states/service-chain-state=web/placement" \
    | python3 -c 'import json,sys; d=json.load(sys.stdin)["openpath-chains:placement"]; print([s["node"] for s in d["sub-sfc"] if s["role"]=="working"][0])')
printf '\n```sh\novs-vsctl del-br opbr%x    # the bridge of %s\n```\n' "${NODE#openflow:}" "$NODE" >&3
ovs-vsctl --db=unix:$RUN/db.sock del-br "opbr$(printf %x "${NODE#openflow:}")"
wait_for "/data/openpath-topology:openpath-topology-state/node=openflow%3A${NODE#openflow:}" failed 60
wait_for /data/openpath-chains:service-chain-states/service-chain-state=web '"running-on":"backup"' 30
call GET "/data/openpath-chains:service-chain-states/service-chain-state=web?fields=status;reason;running-on;placement/sub-sfc(id;role;node;active)"
call GET "/data/openpath-topology:openpath-topology-state/node=openflow%3A${NODE#openflow:}"

step "Delete a chain" "Its capacity is released."
call DELETE /data/openpath-chains:service-chains/service-chain=web
sleep 2
call GET "/data/openpath-topology:openpath-topology-state?fields=node(node-id;status;working-sub-sfcs;backup-sub-sfcs)"
call DELETE /data/openpath-topology:openpath-topology
exec 3>&-
echo "Wrote $OUT"
