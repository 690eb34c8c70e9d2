# The stage runner of the test command (tools/test.sh sources it): runs each stage alone with its
# output live, or several at once in the background, each into a log of its own printed whole when it
# ends, and at the end (also when a stage fails) prints every stage's time and the total.
#
#   stage NAME COMMAND [ARGS...]            runs alone; the script stops when it fails
#   stage_start NAME COMMAND [ARGS...]      starts in the background (its log: $STAGE_LOG_DIR)
#   stage_wait                              waits for the started ones, prints each log as it ends;
#                                           then stops the script if any failed, the others finished
#   step NAME COMMAND [ARGS...]             inside a background stage: one of the things it runs one
#                                           after another, timed; its row is printed under the stage's
#                                           row, and a failing step stops the stage
#   stage_wait_for_one_before               inside a background stage: waits until one of the stages
#                                           started before it has ended (a core is free again)
#   stages_summary                          the table (with how busy the cores were while stages ran at
#                                           once, and over the run); tools/test.sh runs it on exit
#
# COMMAND is usually a function of the caller; it runs with `set -e` like the rest of the script.
# Background stages run in their own process group, so that stopping the script (Ctrl+C, a CI
# timeout) stops them too. Needs bash 5.1 (`wait -n -p`).

STAGE_LOG_DIR="${STAGE_LOG_DIR:-$(mktemp -d "${TMPDIR:-/tmp}/stages-XXXXXX")}"
STAGE_NAMES=()
STAGE_SECONDS=()
STAGE_RESULTS=()
# The group of each stage: "" when it ran alone, else the number of the stages it ran beside.
STAGE_GROUPS=()
STAGE_GROUP_SECONDS=()
STAGE_GROUP_BUSY=()
STAGE_CURRENT=""
STAGE_STARTED_US=$((${EPOCHREALTIME/./}))
STAGE_GROUP_COUNT=0
declare -A STAGE_PIDS=() STAGE_PID_STARTED=() STAGE_PID_LOG=()

stage_now_us() { echo $((${EPOCHREALTIME/./})); }

# The machine's CPU time so far, "busy idle" in clock ticks (Linux's /proc/stat; empty elsewhere): how busy
# the cores were while stages ran at once says whether another parallel lane would pay.
stage_cpu_ticks() {
  [ -r /proc/stat ] || return 0
  local cpu user nice system idle iowait irq softirq steal rest
  read -r cpu user nice system idle iowait irq softirq steal rest </proc/stat
  echo "$((user + nice + system + irq + softirq + steal)) $((idle + iowait))"
}

stage_cpu_busy() { # ticks_at_start → " · cores busy N%", or nothing without /proc/stat
  [ -n "$1" ] || return 0
  local busy0 idle0 busy1 idle1
  read -r busy0 idle0 <<<"$1"
  read -r busy1 idle1 <<<"$(stage_cpu_ticks)"
  local total=$((busy1 - busy0 + idle1 - idle0))
  ((total > 0)) && printf ' · cores busy %d%%' $(((busy1 - busy0) * 100 / total))
  return 0
}
STAGE_STARTED_TICKS=$(stage_cpu_ticks)

stage_record() { # name seconds result group
  STAGE_NAMES+=("$1")
  STAGE_SECONDS+=("$2")
  STAGE_RESULTS+=("$3")
  STAGE_GROUPS+=("$4")
}

stage_seconds_since() { # start_us → seconds with one decimal
  local us=$(($(stage_now_us) - $1))
  printf '%d.%d' $((us / 1000000)) $((us % 1000000 / 100000))
}

stage() {
  local name=$1
  shift
  echo "== $name"
  STAGE_CURRENT=$name
  STAGE_CURRENT_STARTED=$(stage_now_us)
  # Not `"$@" || …`: that would turn `set -e` off inside the stage. A failure exits the script, and
  # the summary (on exit) records the stage that was running as failed.
  "$@"
  stage_record "$name" "$(stage_seconds_since "$STAGE_CURRENT_STARTED")" ok ""
  STAGE_CURRENT=""
}

stage_start() {
  local name=$1
  shift
  local log
  log="$STAGE_LOG_DIR/$(printf '%02d' "$((${#STAGE_NAMES[@]} + ${#STAGE_PIDS[@]}))")-${name//[^A-Za-z0-9]/_}.log"
  rm -f "$log.status" "$log.steps"
  # Job control on: the stage gets a process group of its own (stage_stop_all can end it whole) and
  # keeps Ctrl+C, which a background job of a script otherwise ignores. Its exit status goes to a
  # file, read by stage_wait (the inner subshell keeps `set -e`; the outer one must outlive it).
  set -m
  (
    set +e
    (
      set -e
      STAGE_STEPS_FILE="$log.steps"
      "$@"
    ) >"$log" 2>&1 </dev/null
    echo $? >"$log.status"
  ) &
  local pid=$!
  set +m
  STAGE_PIDS[$pid]=$name
  STAGE_PID_STARTED[$pid]=$(stage_now_us)
  STAGE_PID_LOG[$pid]=$log
  echo "== $name: started beside the others (log: $log)"
}

stage_wait() {
  local group=$((++STAGE_GROUP_COUNT)) group_started failed=0 pid status name seconds group_ticks
  group_started=$(stage_now_us)
  group_ticks=$(stage_cpu_ticks)
  for pid in "${!STAGE_PID_STARTED[@]}"; do
    if ((STAGE_PID_STARTED[$pid] < group_started)); then group_started=${STAGE_PID_STARTED[$pid]}; fi
  done
  while ((${#STAGE_PIDS[@]} > 0)); do
    for pid in "${!STAGE_PIDS[@]}"; do
      [ -f "${STAGE_PID_LOG[$pid]}.status" ] || continue
      wait "$pid" || true
      status=$(<"${STAGE_PID_LOG[$pid]}.status")
      name=${STAGE_PIDS[$pid]}
      seconds=$(stage_seconds_since "${STAGE_PID_STARTED[$pid]}")
      if ((status == 0)); then
        echo "== $name ($(stage_clock "$seconds"), ok):"
        stage_record "$name" "$seconds" ok "$group"
      else
        echo "== $name ($(stage_clock "$seconds"), failed, exit $status):"
        stage_record "$name" "$seconds" "failed ($status)" "$group"
        if ((failed == 0)); then failed=$status; fi
      fi
      stage_record_steps "${STAGE_PID_LOG[$pid]}.steps" "$group"
      cat "${STAGE_PID_LOG[$pid]}"
      unset "STAGE_PIDS[$pid]" "STAGE_PID_STARTED[$pid]" "STAGE_PID_LOG[$pid]"
    done
    if ((${#STAGE_PIDS[@]} > 0)); then sleep 0.2; fi
  done
  STAGE_GROUP_SECONDS[group]=$(stage_seconds_since "$group_started")
  STAGE_GROUP_BUSY[group]=$(stage_cpu_busy "$group_ticks")
  if ((failed != 0)); then exit "$failed"; fi
}

# One step of a background stage (its steps run one after another, beside the other stages): its
# output goes to the stage's log, its time and result to the summary, under the stage's row. A step
# that fails stops the stage with its exit status, as a failing command would.
step() {
  local name=$1 started status
  shift
  echo "-- $name"
  started=$(stage_now_us)
  set +e
  (
    set -e
    "$@"
  )
  status=$?
  set -e
  local result=ok
  if ((status != 0)); then result="failed ($status)"; fi
  printf '%s\t%s\t%s\n' "$name" "$(stage_seconds_since "$started")" "$result" >>"${STAGE_STEPS_FILE:?step runs inside a background stage}"
  return "$status"
}

# Inside a background stage: returns once one of the stages started before it has ended. Its copy of
# STAGE_PID_LOG, taken when it was started, names exactly those stages.
stage_wait_for_one_before() {
  local log
  while :; do
    for log in "${STAGE_PID_LOG[@]}"; do
      [ -f "$log.status" ] && return 0
    done
    sleep 0.5
  done
}

# The steps a background stage ran, as rows of its group (named "- step").
stage_record_steps() { # steps_file group
  [ -f "$1" ] || return 0
  local name seconds result
  while IFS=$'\t' read -r name seconds result; do
    stage_record "- $name" "$seconds" "$result" "$2"
  done <"$1"
}

# Stops the background stages still running (their whole process groups), e.g. on Ctrl+C.
stage_stop_all() {
  local pid
  for pid in "${!STAGE_PIDS[@]}"; do
    kill -TERM -- "-$pid" 2>/dev/null || true
    stage_record "${STAGE_PIDS[$pid]}" "$(stage_seconds_since "${STAGE_PID_STARTED[$pid]}")" stopped "$STAGE_GROUP_COUNT"
    unset "STAGE_PIDS[$pid]"
  done
}

stage_clock() { # seconds → m:ss
  local whole=${1%.*}
  printf '%d:%02d' $((whole / 60)) $((whole % 60))
}

stages_summary() {
  local status=$1
  stage_stop_all
  if [ -n "$STAGE_CURRENT" ]; then
    stage_record "$STAGE_CURRENT" "$(stage_seconds_since "$STAGE_CURRENT_STARTED")" "failed ($status)" ""
    STAGE_CURRENT=""
  fi
  echo
  echo "== Stage times (m:ss; stages marked ‖ ran at the same time, the group's time under them)"
  local i group
  for i in "${!STAGE_NAMES[@]}"; do
    group=${STAGE_GROUPS[i]}
    printf '  %s %-56s %6s  %s\n' "$([ -n "$group" ] && echo '‖' || echo ' ')" "${STAGE_NAMES[i]}" \
      "$(stage_clock "${STAGE_SECONDS[i]}")" "${STAGE_RESULTS[i]}"
    if [ -n "$group" ] && { [ "$i" -eq $((${#STAGE_NAMES[@]} - 1)) ] || [ "${STAGE_GROUPS[i + 1]}" != "$group" ]; }; then
      [ -n "${STAGE_GROUP_SECONDS[group]:-}" ] &&
        printf '    %-56s %6s%s\n' "(together)" "$(stage_clock "${STAGE_GROUP_SECONDS[group]}")" "${STAGE_GROUP_BUSY[group]:-}"
    fi
  done
  printf '    %-56s %6s%s\n' "total" "$(stage_clock "$(stage_seconds_since "$STAGE_STARTED_US")")" \
    "$(stage_cpu_busy "$STAGE_STARTED_TICKS")"
}
