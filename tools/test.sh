#!/usr/bin/env bash
# The one test command: set up (idempotent), then every test under tests/ —
# engine unit, property and scenario tests and the browser tests in headless
# Chromium.  Extra arguments go to pytest (e.g. -k browser, -x).
# Exits non-zero when anything fails.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/setup.sh
exec .venv/bin/python -m pytest "$@"
