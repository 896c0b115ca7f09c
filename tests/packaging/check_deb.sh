#!/bin/bash
# check_deb.sh PACKAGES_DIR VERSION APP_ID "PROGRAM..."
# Unpacks the newest innovation_VERSION_*.deb in PACKAGES_DIR into a temporary root and checks it: the package's
# dependencies (from dpkg-shlibdeps), the desktop entry, AppStream metainfo and SVG icon (validated again where
# they are installed), and every program answering --version and --help from the unpacked root.
set -u
dir=$1 version=$2 app_id=$3 programs=$4
fail=0
bad() { echo "FAIL: $*"; fail=1; }

deb=$(ls -t "$dir"/innovation_"$version"_*.deb 2>/dev/null | head -n1)
[ -n "$deb" ] || { echo "FAIL: no innovation_${version}_*.deb in $dir (the test package_deb builds it)"; exit 1; }
echo "package: $deb"
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
dpkg-deb -x "$deb" "$root" || { echo "FAIL: dpkg-deb -x $deb"; exit 1; }

# Metadata: name, version, architecture, and dependencies computed by dpkg-shlibdeps.
[ "$(dpkg-deb -f "$deb" Package)" = innovation ] || bad "Package is not 'innovation'"
[ "$(dpkg-deb -f "$deb" Version)" = "$version" ] || bad "Version is not $version"
[ "$(dpkg-deb -f "$deb" Architecture)" = "$(dpkg --print-architecture)" ] || bad "Architecture is not $(dpkg --print-architecture)"
depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends"
needed="libc6 libstdc++6 libqt6core6 libqt6network6"
case " $programs " in *" innovation "*) needed="$needed libqt6gui6 libqt6widgets6 libqt6svg6 libqt6charts6" ;; esac
names=" $(tr ',' '\n' <<<"$depends" | sed 's/(.*)//; s/|.*//' | tr -d ' ' | tr '\n' ' ')"
for lib in $needed; do
  [[ "$names" == *" $lib "* ]] || bad "Depends lacks $lib (is CPACK_DEBIAN_PACKAGE_SHLIBDEPS on?)"
done

# The programs, run from the unpacked root.
export QT_QPA_PLATFORM=offscreen XDG_RUNTIME_DIR="$root/run"
mkdir -m 700 "$root/run"
for p in $programs; do
  exe="$root/usr/bin/$p"
  if [ ! -x "$exe" ]; then
    bad "the package has no usr/bin/$p: does the target $p exist and have an install(TARGETS $p ...) rule?"
    continue
  fi
  out=$(timeout 60 "$exe" --version 2>&1); rc=$?
  if [ $rc -ne 0 ] || ! grep -qF "$version" <<<"$out"; then
    bad "$p --version (exit $rc) does not print $version: $out"
  else
    echo "$p --version: $out"
  fi
  out=$(timeout 60 "$exe" --help 2>&1); rc=$?
  if [ $rc -ne 0 ] || ! grep -qiE "usage|commands" <<<"$out"; then
    bad "$p --help (exit $rc) prints no usage: $(head -c 400 <<<"$out")"
  else
    echo "$p --help: $(head -n1 <<<"$out")"
  fi
done

# Desktop integration, where the package installs it.
desktop="$root/usr/share/applications/$app_id.desktop"
metainfo="$root/usr/share/metainfo/$app_id.metainfo.xml"
icon="$root/usr/share/icons/hicolor/scalable/apps/$app_id.svg"
if [ -f "$desktop" ]; then
  if command -v desktop-file-validate >/dev/null; then desktop-file-validate "$desktop" || bad "desktop-file-validate $desktop"; fi
  exec_name=$(sed -n 's/^Exec=\([^ ]*\).*/\1/p' "$desktop")
  [ -x "$root/usr/bin/$exec_name" ] || bad "the desktop entry starts '$exec_name', which the package lacks"
  grep -qx "Icon=$app_id" "$desktop" || bad "the desktop entry's Icon is not $app_id"
else
  bad "the package has no usr/share/applications/$app_id.desktop"
fi
if [ -f "$metainfo" ]; then
  if command -v appstreamcli >/dev/null; then appstreamcli validate --no-net "$metainfo" || bad "appstreamcli validate $metainfo"; fi
else
  bad "the package has no usr/share/metainfo/$app_id.metainfo.xml"
fi
if [ -f "$icon" ]; then
  grep -q "<svg" "$icon" || bad "$icon is not an SVG"
else
  bad "the package has no usr/share/icons/hicolor/scalable/apps/$app_id.svg"
fi

echo "files:"
(cd "$root" && find . -path ./run -prune -o -type f -print | sort | sed 's/^\.\//  \//')
if [ $fail -ne 0 ]; then echo "package check FAILED"; exit 1; fi
echo "package check passed"
