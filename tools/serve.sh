#!/usr/bin/env bash
# Set up what the site needs (pinned runtime into static/vendor/) and serve the
# repository root on http://127.0.0.1:${PORT:-8000}/ (Ctrl+C stops it).
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/setup.sh --site-only
PORT="${PORT:-8000}"
echo
echo "  Open http://127.0.0.1:${PORT}/"
echo
exec python3 -m http.server "$PORT" --bind 127.0.0.1
