#!/usr/bin/env bash
# Installs Debian's Chromium for the Playwright tests when it is missing (never
# `npx playwright install`: it downloads its own browser, which fails offline).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" != 0 ]; then echo "Chromium is missing: run 'apt-get install chromium' as root" >&2; exit 1; fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
/usr/bin/chromium --version
