#!/usr/bin/env bash
# Installs Debian's Chromium for the Playwright tests when it is missing (never
# `npx playwright install`: it downloads its own browser, which fails offline): the headless
# shell the e2e tests run in (as Playwright's own headless runs do; the full browser cost ~40%
# more CPU over the same specs), and the full browser the benches and Lighthouse use.
set -euo pipefail
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromium-headless-shell ]; then exit 0; fi
if [ "$(id -u)" != 0 ]; then echo "Chromium is missing: run 'apt-get install chromium chromium-headless-shell' as root" >&2; exit 1; fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends chromium chromium-headless-shell fonts-dejavu-core >/dev/null
/usr/bin/chromium-headless-shell --version
