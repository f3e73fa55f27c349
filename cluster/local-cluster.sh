# shellcheck shell=bash
#
# ./openpath cluster — three members of the built distribution on this machine, as an OpenDaylight cluster.
# Sourced by ../openpath, whose helpers (die, step, info, find_run_jdk, deploy_controller, group_pids, ...) it uses.
#
# Each member runs in a network namespace of its own (openpath-m1..3, address $OPENPATH_CLUSTER_NET.1..3, default
# 10.254.77.x), joined by a Linux bridge (opcl0, $OPENPATH_CLUSTER_NET.254 for this machine): OpenFlowPlugin takes its
# OpenFlow listeners from the clustered configuration datastore, so every member listens on 6653 and 6633, which on
# one shared address only one member could. Hence root (ip netns); nothing leaves the bridge.
# The members' files: $OPENPATH_CLUSTER_DIR (default .openpath/cluster)/member-N, copies of the assembly that keep
# their datastore across rebuilds like ./openpath run's controller does; one admin password for all three
# (admin-password there, owner-only), given to each member's first start. OPENPATH_CLUSTER_DISTRIBUTION: an unpacked
# distribution to run instead of this checkout's build (the cluster test sets it).

CLUSTER_SIZE=3
CLUSTER_DIR="${OPENPATH_CLUSTER_DIR:-$STATE_DIR/cluster}"
CLUSTER_NET="${OPENPATH_CLUSTER_NET:-10.254.77}"
CLUSTER_BRIDGE=opcl0
CLUSTER_PASSWORD_FILE="$CLUSTER_DIR/admin-password"
CLUSTER_BOOT_TIMEOUT="${OPENPATH_BOOT_TIMEOUT:-600}"
CLUSTER_HEARTBEAT_PAUSE="${OPENPATH_CLUSTER_HEARTBEAT_PAUSE:-10}"
# the suite's cluster singleton group (orchestrator, renderer, state-sync): cluster status shows the member that runs it
CLUSTER_SINGLETON_GROUP=openpath

member_dir() { printf '%s/member-%s' "$CLUSTER_DIR" "$1"; }
member_ns() { printf 'openpath-m%s' "$1"; }
member_addr() { printf '%s.%s' "$CLUSTER_NET" "$1"; }
member_pid_file() { printf '%s/member-%s.pid' "$CLUSTER_DIR" "$1"; }
member_log() { printf '%s/data/log/karaf.log' "$(member_dir "$1")"; }

cluster_password() { tr -d '\n' <"$CLUSTER_PASSWORD_FILE"; }

# curl as the cluster's admin against member $1; $2 path under /rests, further arguments go to curl
member_curl() {
    local n=$1 path=$2
    shift 2
    printf 'user = "admin:%s"\n' "$(cluster_password | sed 's/[\\"]/\\&/g')" |
        curl -s -K - --max-time 10 "$@" "http://$(member_addr "$n"):8181/rests$path" 2>/dev/null
}

member_restconf_code() {
    member_curl "$1" /data/openpath-nf-catalog:nf-catalog -o /dev/null -w '%{http_code}' || true
}

# The PID of member $1 if it runs; returns 1 otherwise (and drops a stale pid file)
member_pid() {
    local f pid
    f=$(member_pid_file "$1")
    [[ -f "$f" ]] || return 1
    pid=$(tr -dc '0-9' <"$f")
    # alive: the leader or a process of its group; a live leader must still be ours (not a reused PID)
    if [[ -n "$pid" && -n "$(group_pids "$pid")" ]]; then
        if [[ ! -r "/proc/$pid/cmdline" ]] || tr '\0' ' ' <"/proc/$pid/cmdline" | grep -Eq 'karaf|java|openpath'; then
            printf '%s' "$pid"
            return 0
        fi
    fi
    rm -f "$f"
    return 1
}

check_member_number() {
    [[ "${1:-}" =~ ^[1-9]$ ]] && (($1 <= CLUSTER_SIZE)) ||
        die "'${1:-}' is not a member number (1..$CLUSTER_SIZE)." "Usage: ./openpath cluster $2 N"
}

require_root_for_cluster() {
    [[ $(id -u) -eq 0 ]] && return 0
    die "./openpath cluster needs root: each member runs in a network namespace of its own (ip netns)," \
        "because every member listens on the OpenFlow ports. Run it as root, e.g. sudo ./openpath cluster $*"
}

# The bridge and one namespace per member; whatever exists already is kept.
cluster_network_up() {
    require_cmd ip iproute2
    [[ "$CLUSTER_NET" =~ ^[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}$ ]] ||
        die "OPENPATH_CLUSTER_NET=$CLUSTER_NET is not the first three numbers of an IPv4 /24, e.g. 10.254.77"
    local holder
    holder=$(ip -4 -o addr show | awk -v net="$CLUSTER_NET." -v br="$CLUSTER_BRIDGE" \
        'index($4, net) == 1 && $2 != br { print $2; exit }')
    [[ -z "$holder" ]] || die "$CLUSTER_NET.0/24 is already used on this machine (interface $holder)." \
        "Choose another: OPENPATH_CLUSTER_NET=10.254.78 ./openpath cluster up"
    if ! ip link show "$CLUSTER_BRIDGE" >/dev/null 2>&1; then
        ip link add "$CLUSTER_BRIDGE" type bridge || die "cannot create the bridge $CLUSTER_BRIDGE"
    fi
    ip link set "$CLUSTER_BRIDGE" up
    ip -4 addr show dev "$CLUSTER_BRIDGE" | grep -q " $CLUSTER_NET.254/" ||
        ip addr add "$CLUSTER_NET.254/24" dev "$CLUSTER_BRIDGE"
    local n ns veth
    for ((n = 1; n <= CLUSTER_SIZE; n++)); do
        ns=$(member_ns "$n")
        veth="opcl-m$n"
        ip netns list | grep -qw "^$ns" || ip netns add "$ns" || die "cannot create the network namespace $ns"
        if ! ip link show "$veth" >/dev/null 2>&1; then
            ip link add "$veth" type veth peer name eth0 netns "$ns" || die "cannot create the veth pair $veth"
        fi
        ip link set "$veth" master "$CLUSTER_BRIDGE" up
        ip -n "$ns" link set lo up
        ip -n "$ns" link set eth0 up
        ip -n "$ns" -4 addr show dev eth0 | grep -q " $(member_addr "$n")/" ||
            ip -n "$ns" addr add "$(member_addr "$n")/24" dev eth0
    done
}

cluster_network_down() {
    local n
    for ((n = 1; n <= CLUSTER_SIZE; n++)); do
        ip link del "opcl-m$n" 2>/dev/null || true
        ip netns del "$(member_ns "$n")" 2>/dev/null || true
    done
    ip link del "$CLUSTER_BRIDGE" 2>/dev/null || true
}

# Deploys the assembly to member $1 (keeping its datastore and accounts; $2 = 1 drops the datastore) and writes its
# cluster files (bin/openpath-cluster-member).
cluster_deploy_member() {
    local n=$1 reset=$2
    local CONTROLLER DEPLOY_STAMP OPENFLOW_TLS_DIR
    CONTROLLER=$(member_dir "$n")
    DEPLOY_STAMP="$CONTROLLER/.deployed"
    OPENFLOW_TLS_DIR="$CONTROLLER/etc/openflow-tls"
    deploy_controller "$reset"
    local -a addrs=()
    local i
    for ((i = 1; i <= CLUSTER_SIZE; i++)); do addrs+=("$(member_addr "$i")"); done
    # three JVMs booting on one machine starve each other's heartbeats: without a longer pause than OpenDaylight's
    # 3 s, the split-brain resolver downs members that are merely busy (seen on 2 cores)
    "$CONTROLLER/bin/openpath-cluster-member" --heartbeat-pause "$CLUSTER_HEARTBEAT_PAUSE" "$n" "${addrs[@]}" \
        >/dev/null ||
        die "bin/openpath-cluster-member failed for member $n"
}

cluster_start_member() {
    local n=$1 dir pid_file log extra
    dir=$(member_dir "$n")
    pid_file=$(member_pid_file "$n")
    log="$dir/console.log"
    extra="-Xmx${JAVA_MAX_MEM:-2g}${EXTRA_JAVA_OPTS:+ $EXTRA_JAVA_OPTS}"
    [[ -f "$CACERTS" ]] && extra+=" -Djavax.net.ssl.trustStore=$CACERTS"
    echo "==== ./openpath cluster: member $n started $(date '+%F %T') ====" >>"$log"
    rm -f "$pid_file" "$pid_file.tmp"
    # its own session and process group in its own namespace; ip netns exec replaces itself with the inner shell,
    # which records its PID (the group leader) before it becomes Karaf
    # shellcheck disable=SC2016  # $$, $1 and $@ belong to the inner shell
    setsid nohup ip netns exec "$(member_ns "$n")" bash -c 'echo $$ >"$1"; shift; exec "$@"' openpath-member \
        "$pid_file.tmp" env -u JAVA -u KARAF_HOME -u KARAF_BASE -u KARAF_DATA -u KARAF_ETC -u OPENPATH_OPENFLOW_TLS \
        -u OPENPATH_HTTPS_PORT JAVA_HOME="$RUN_JAVA" EXTRA_JAVA_OPTS="$extra" \
        OPENPATH_ADMIN_PASSWORD="$(cluster_password)" "$dir/bin/karaf" server </dev/null >>"$log" 2>&1 &
    disown 2>/dev/null || true
    local tries=0
    while [[ ! -s "$pid_file.tmp" ]] && ((tries++ < 50)); do sleep 0.1; done
    [[ -s "$pid_file.tmp" ]] || die "member $n did not start (no PID recorded); see ${log#"$ROOT"/}"
    mv -f "$pid_file.tmp" "$pid_file"
    info "    member $n: pid $(cat "$pid_file"), $(member_addr "$n"), log ${log#"$ROOT"/}"
}

# Waits (up to 240 s) until member $1's web server answers at all (any HTTP code): its features are installed.
member_wait_http() {
    local n=$1 t0=$SECONDS code
    while ((SECONDS - t0 < 240)); do
        code=$(member_restconf_code "$n")
        [[ -n "$code" && "$code" != 000 ]] && return 0
        member_pid "$n" >/dev/null || die "member $n exited while it booted; see $(member_log "$n")"
        sleep 2
    done
    warn "member $n's web server did not answer within 240 s; starting the next member anyway"
}

# Waits until every running member answers RESTCONF reads (they need the shards' leaders, so a majority).
cluster_wait() {
    local t0=$SECONDS n code pending next=20
    while :; do
        pending=""
        for ((n = 1; n <= CLUSTER_SIZE; n++)); do
            member_pid "$n" >/dev/null || continue
            code=$(member_restconf_code "$n")
            [[ "$code" == 200 ]] || pending+=" member-$n:${code:-000}"
        done
        [[ -z "$pending" ]] && { ok "    members up after $((SECONDS - t0)) s"; return 0; }
        ((SECONDS - t0 >= CLUSTER_BOOT_TIMEOUT)) &&
            die "not every member answers RESTCONF after $CLUSTER_BOOT_TIMEOUT s:$pending" \
                "Logs: $CLUSTER_DIR/member-N/data/log/karaf.log; ./openpath cluster down stops them"
        if ((SECONDS - t0 >= next)); then
            info "    $((SECONDS - t0)) s: waiting for$pending (HTTP code)"
            next=$((SECONDS - t0 + 20))
        fi
        sleep 2
    done
}

# The member (member-N) that runs singleton service group $2, asked through member $1; empty when none or unknown
singleton_owner() {
    member_curl "$1" /operations/odl-entity-owners:get-entity-owner -X POST -H 'Content-Type: application/json' \
        -d "{\"input\":{\"type\":\"org.opendaylight.mdsal.ServiceEntityType\",\"name\":\"$2\"}}" |
        sed -n 's/.*"owner-node" *: *"\([^"]*\)".*/\1/p'
}

cluster_up() {
    local reset=0 a
    for a in "$@"; do
        case "$a" in
            --reset) reset=1 ;;
            *) die "unknown option for cluster up: $a" "Usage: ./openpath cluster up [--reset]" ;;
        esac
    done
    require_root_for_cluster up
    require_cmd curl curl
    find_run_jdk
    if [[ -n "${OPENPATH_CLUSTER_DISTRIBUTION:-}" ]]; then
        # an unpacked distribution to run instead of this checkout's build (the cluster test's)
        ASSEMBLY=$(readlink -f "$OPENPATH_CLUSTER_DISTRIBUTION")
        [[ -x "$ASSEMBLY/bin/karaf" ]] ||
            die "OPENPATH_CLUSTER_DISTRIBUTION=$OPENPATH_CLUSTER_DISTRIBUTION holds no distribution (no bin/karaf)"
    else
        local reason
        reason=$(build_reason)
        if [[ -n "$reason" ]]; then
            info "Build needed: $reason."
            do_build
        fi
    fi
    mkdir -p "$CLUSTER_DIR"
    chmod 700 "$CLUSTER_DIR"
    if [[ ! -s "$CLUSTER_PASSWORD_FILE" ]]; then
        (umask 077 && head -c 18 /dev/urandom | od -An -tx1 | tr -d ' \n' >"$CLUSTER_PASSWORD_FILE")
        FIRST_START_PASSWORD=$(cluster_password)
    fi
    cluster_network_up
    local n started=0
    for ((n = 1; n <= CLUSTER_SIZE; n++)); do
        if member_pid "$n" >/dev/null; then continue; fi
        cluster_deploy_member "$n" "$reset"
    done
    step "Starting the cluster members (run JDK $RUN_JAVA, heap ${JAVA_MAX_MEM:-2g} each)"
    for ((n = 1; n <= CLUSTER_SIZE; n++)); do
        if member_pid "$n" >/dev/null; then
            info "    member $n: already running (pid $(member_pid "$n"))"
            continue
        fi
        cluster_start_member "$n"
        started=$((started + 1))
        # one at a time: the first seed node forms the cluster, the others join it, and members that boot together
        # on a small machine starve each other; the next starts once this one's web server answers
        ((n < CLUSTER_SIZE)) && member_wait_http "$n"
    done
    step "Waiting for every member to answer RESTCONF (up to $CLUSTER_BOOT_TIMEOUT s)…"
    cluster_wait
    cluster_status_table
    if [[ -n "${FIRST_START_PASSWORD:-}" ]]; then
        printf '\n%sThe admin password of the cluster is  %s%s  (every member; kept in %s)\n' "$C_BOLD" \
            "$FIRST_START_PASSWORD" "$C_OFF" "${CLUSTER_PASSWORD_FILE#"$ROOT"/}"
    fi
    cat <<EOF

  RESTCONF      http://$(member_addr 1):8181/rests  (or .2, .3: any member; user admin)
  OpenFlow      tcp $(member_addr 1):6653, $(member_addr 2):6653, $(member_addr 3):6653  (connect each switch to all three)
  switches      ./openpath switches --controller $(member_addr 1):6653,$(member_addr 2):6653,$(member_addr 3):6653 --echo-interval 10 --link-ring
  status        ./openpath cluster status      kill one: ./openpath cluster kill N    start it again: ./openpath cluster start N
  stop          ./openpath cluster down
EOF
}

cluster_status_table() {
    local n pid code owner=""
    local -a pids=() codes=()
    for ((n = 1; n <= CLUSTER_SIZE; n++)); do
        pid=$(member_pid "$n" || true)
        code=-
        [[ -n "$pid" ]] && code=$(member_restconf_code "$n")
        pids[n]=${pid:-down}
        codes[n]=${code:-000}
        # the owner of the singleton group, as a member that answers sees it
        [[ -z "$owner" && "$code" == 200 ]] && owner=$(singleton_owner "$n" "$CLUSTER_SINGLETON_GROUP")
    done
    printf '\n  %-9s %-13s %-8s %-5s %s\n' member address pid http "runs the suite (orchestrator, renderer, state-sync)"
    for ((n = 1; n <= CLUSTER_SIZE; n++)); do
        printf '  %-9s %-13s %-8s %-5s %s\n' "member-$n" "$(member_addr "$n")" "${pids[n]}" "${codes[n]}" \
            "$([[ "$owner" == "member-$n" ]] && echo yes || echo -)"
    done
    [[ -n "$owner" ]] || info "  (no member answered which one runs the suite)"
}

cluster_kill() {
    require_root_for_cluster kill
    check_member_number "${1:-}" kill
    local n=$1 pid
    pid=$(member_pid "$n") || die "member $n is not running"
    local pids
    pids=$(group_pids "$pid" | tr '\n' ' ')
    kill -KILL -- "-$pid" 2>/dev/null || true
    local p
    for p in $pids; do kill -KILL "$p" 2>/dev/null || true; done
    rm -f "$(member_pid_file "$n")"
    ok "member $n killed (SIGKILL: pid ${pids% })"
}

cluster_stop_member() {
    local n=$1 pid pids p waited=0 alive
    pid=$(member_pid "$n") || return 0
    pids=$(group_pids "$pid" | tr '\n' ' ')
    kill -TERM -- "-$pid" 2>/dev/null || true
    for p in $pids; do kill -TERM "$p" 2>/dev/null || true; done
    while :; do
        alive=""
        for p in $pids; do kill -0 "$p" 2>/dev/null && alive+="$p "; done
        [[ -z "$alive" ]] && break
        if ((waited >= 30)); then
            warn "member $n still alive after 30 s (${alive% }); sending SIGKILL"
            for p in $alive; do kill -KILL "$p" 2>/dev/null || true; done
            break
        fi
        sleep 1
        waited=$((waited + 1))
    done
    rm -f "$(member_pid_file "$n")"
    info "    member $n stopped"
}

cluster_main() {
    local sub=${1:-status}
    (($# > 0)) && shift
    case "$sub" in
        up) cluster_up "$@" ;;
        down)
            require_root_for_cluster down
            step "Stopping the cluster members"
            local n
            for ((n = 1; n <= CLUSTER_SIZE; n++)); do cluster_stop_member "$n"; done
            cluster_network_down
            ok "Stopped; the members' data stays in ${CLUSTER_DIR#"$ROOT"/} (cluster up --reset empties it)."
            ;;
        status)
            [[ -s "$CLUSTER_PASSWORD_FILE" ]] || die "No cluster was set up here (./openpath cluster up)."
            cluster_status_table
            ;;
        kill) cluster_kill "$@" ;;
        start)
            require_root_for_cluster start
            check_member_number "${1:-}" start
            member_pid "$1" >/dev/null && die "member $1 is running (pid $(member_pid "$1"))"
            find_run_jdk
            cluster_network_up
            cluster_start_member "$1"
            cluster_wait
            cluster_status_table
            ;;
        *) die "unknown cluster command: $sub" "Usage: ./openpath cluster up [--reset] | down | status | kill N | start N" ;;
    esac
}
