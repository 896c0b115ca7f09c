#!/usr/bin/env bash
# Installs the Debian 12 packages needed to build and test Innovation, if any are missing.
set -euo pipefail

PACKAGES=(
  build-essential cmake ninja-build pkg-config
  qt6-base-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-svg-dev libqt6svg6
  qt6-charts-dev qt6-translations-l10n libqt6opengl6-dev
  libboost-json1.81-dev libgl-dev
  xvfb xauth desktop-file-utils appstream dpkg-dev file
  clang libclang-rt-14-dev
  python3
  libsqlite3-dev libicu-dev
)

missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "All build dependencies are installed."
  exit 0
fi

echo "Installing: ${missing[*]}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
