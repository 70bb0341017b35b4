#!/usr/bin/env bash
# Runs a heavy job (a test suite, a build, a benchmark) only when no other holds this machine: on two cores, two
# suites at once make both slow and the browser journeys flaky. The lock is flock(1) on a file in the system temp
# folder; a job started inside a locked one (npm test runs test:unit) already holds it and runs at once.
set -euo pipefail
if [ -n "${QUANTLEAP_HEAVY_JOB:-}" ] || ! command -v flock >/dev/null; then
  exec "$@"
fi
lock="${TMPDIR:-/tmp}/quantleap-heavy-job.lock"
exec 9>>"$lock"
if ! flock -n 9; then
  echo "Another heavy job holds this machine: $(cat "$lock.holder" 2>/dev/null || echo 'unknown'). Waiting for its turn to end…" >&2
  flock 9
  echo "Our turn: starting $*" >&2
fi
printf '%s (pid %s, in %s, since %s)\n' "$*" "$$" "$PWD" "$(date '+%H:%M:%S')" >"$lock.holder"
export QUANTLEAP_HEAVY_JOB=$$
# The job does not inherit the lock's descriptor, so nothing it leaves running can keep the lock. Under set -e a
# failing job ends this script with the job's own status.
"$@" 9>&-
