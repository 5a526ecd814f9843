#!/usr/bin/env bash
# Idempotent set-up on a fresh Debian machine (run as root, or with sudo).
#   bash tools/setup.sh              everything: runtime + Chromium + test venv
#   bash tools/setup.sh --site-only  only what serving the site needs
# Steps: Node/npm if missing; npm ci + copy the pinned runtime into static/vendor/
# (tools/vendor.py); Debian's chromium if /usr/bin/chromium is missing; a venv in
# .venv/ with the pinned test tools of requirements-dev.txt.
set -euo pipefail
cd "$(dirname "$0")/.."

SITE_ONLY=0
[ "${1:-}" = "--site-only" ] && SITE_ONLY=1

SUDO=""
if [ "$(id -u)" != "0" ] && command -v sudo >/dev/null 2>&1; then SUDO="sudo"; fi
APT_UPDATED=0
apt_install() {
  if [ "$APT_UPDATED" = "0" ]; then
    $SUDO apt-get update
    APT_UPDATED=1
  fi
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends "$@"
}

if ! command -v npm >/dev/null 2>&1; then
  echo "setup: installing Node.js and npm (Debian)"
  apt_install nodejs npm
fi

python3 tools/vendor.py

if [ "$SITE_ONLY" = "1" ]; then
  exit 0
fi

if [ ! -x /usr/bin/chromium ]; then
  echo "setup: installing Chromium (Debian)"
  apt_install chromium
fi

if [ ! -x .venv/bin/python ]; then
  echo "setup: creating .venv"
  python3 -m venv .venv
fi
REQ_HASH="$(sha256sum requirements-dev.txt | cut -d' ' -f1)"
if [ "$(cat .venv/.requirements.sha256 2>/dev/null || true)" != "$REQ_HASH" ]; then
  echo "setup: pip install -r requirements-dev.txt"
  .venv/bin/python -m pip install --disable-pip-version-check -q -r requirements-dev.txt
  echo "$REQ_HASH" > .venv/.requirements.sha256
fi
echo "setup: ready"
