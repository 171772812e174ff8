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

# stage <name> <command…>
stage() {
  local name=$1
  shift
  local start=$SECONDS status=0
  echo
  echo "=== stage $name: $*"
  "$@" || status=$?
  local took=$((SECONDS - start))
  echo "=== stage $name: $(format_seconds "$took")$([ "$status" -eq 0 ] || echo ", FAILED with status $status")"
  STAGE_TABLE+=("$(printf '  %-14s %8s%s' "$name" "$(format_seconds "$took")" "$([ "$status" -eq 0 ] || echo '  FAILED')")")
  if [ "$status" -ne 0 ]; then
    print_stages "stopped at $name"
    exit "$status"
  fi
}
