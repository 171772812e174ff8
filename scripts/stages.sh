# Sourced by scripts/test.sh and .ci/run: runs named stages and prints how long each took, so a
# stage that grows shows in the CI log. A failing stage ends the run with its status (as `&&` did),
# after printing the table so far.

STAGE_TABLE=()
STAGE_START=$SECONDS

format_seconds() {
  printf '%dm%02ds' $(($1 / 60)) $(($1 % 60))
}

print_stages() {
  echo
  echo "=== stage times ($1)"
  local row
  for row in "${STAGE_TABLE[@]}"; do echo "$row"; done
  printf '  %-14s %8s\n' total "$(format_seconds $((SECONDS - STAGE_START)))"
}

# record_stage <name> <seconds> <status>: the stage's closing line and its row in the table.
record_stage() {
  local name=$1 took=$2 status=$3
  echo "=== stage $name: $(format_seconds "$took")$([ "$status" -eq 0 ] || echo ", FAILED with status $status")"
  STAGE_TABLE+=("$(printf '  %-14s %8s%s' "$name" "$(format_seconds "$took")" "$([ "$status" -eq 0 ] || echo '  FAILED')")")
}

stop_if_failed() {
  if [ "$2" -ne 0 ]; then
    print_stages "stopped at $1"
    exit "$2"
  fi
}

# stage <name> <command…>
stage() {
  local name=$1
  shift
  local start=$SECONDS status=0
  echo
  echo "=== stage $name: $*"
  "$@" || status=$?
  record_stage "$name" $((SECONDS - start)) "$status"
  stop_if_failed "$name" "$status"
}

# side_by_side <name> <command> [<name> <command>…]: runs single-threaded stages at once, so two
# cores do in the time of the longest what one did in their sum. Each command is one string for
# `bash -c`; each stage's output is held and printed whole when all have ended, with its own time.
side_by_side() {
  local dir names=() commands=() pids=() name i
  dir=$(mktemp -d)
  while [ $# -ge 2 ]; do
    names+=("$1")
    commands+=("$2")
    (
      start=$SECONDS
      status=0
      bash -c "$2" >"$dir/$1.log" 2>&1 || status=$?
      echo "$status $((SECONDS - start))" >"$dir/$1.result"
    ) &
    pids+=($!)
    shift 2
  done
  wait "${pids[@]}"
  local failed=() status took
  for i in "${!names[@]}"; do
    name=${names[$i]}
    read -r status took <"$dir/$name.result"
    echo
    echo "=== stage $name (side by side with the others): ${commands[$i]}"
    cat "$dir/$name.log"
    record_stage "$name" "$took" "$status"
    [ "$status" -eq 0 ] || failed+=("$name $status")
  done
  rm -rf "$dir"
  if [ "${#failed[@]}" -gt 0 ]; then
    read -r name status <<<"${failed[0]}"
    stop_if_failed "$name" "$status"
  fi
}
