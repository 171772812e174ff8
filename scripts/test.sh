#!/usr/bin/env bash
# `npm test`, the README's test command and what CI runs: the one list of test stages, each timed.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/stages.sh

# Both are single-threaded: side by side, two cores take the longer one's time, not the sum.
side_by_side typecheck 'npm run --silent typecheck' lint 'npm run --silent lint'
stage unit npm run --silent test:unit
# test:package packs the package, and its prepack builds dist/, the site the e2e stage serves.
stage package npm run --silent test:package
stage e2e npx playwright test
print_stages "npm test"
