#!/usr/bin/env bash
# `npm test`, the README's test command and what CI runs: the one list of test stages, each timed.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/stages.sh

# typecheck and lint are single-threaded and the package stage keeps about one core busy: side by
# side, two cores take about half their sum (≈ 2m50 on CI) instead of 2m28 then 1m40 (decision 0020).
# test:package packs the package, and its prepack builds dist/, the site the e2e stage serves.
side_by_side typecheck 'npm run --silent typecheck' lint 'npm run --silent lint' package 'npm run --silent test:package'
stage conformance npm run --silent test:conformance
stage unit npm run --silent test:unit
stage e2e npx playwright test
print_stages "npm test"
