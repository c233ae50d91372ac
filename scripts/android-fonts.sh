#!/usr/bin/env bash
# Unpacks an Android phone's fonts (Roboto, Noto Serif) from Debian's packages into tests/e2e/android-fonts, for the
# browser test that draws pages with them (tests/e2e/font-arrival-android.spec.ts). Installs nothing: the machine's
# own fonts, which every other test draws with, stay as they are. Needs apt's package lists (`apt-get update`).
set -euo pipefail
cd "$(dirname "$0")/.."
out=tests/e2e/android-fonts
files=(Roboto-Regular.ttf Roboto-Bold.ttf NotoSerif-Regular.ttf NotoSerif-Bold.ttf)
missing=0
for file in "${files[@]}"; do [ -f "$out/$file" ] || missing=1; done
[ "$missing" = 0 ] && exit 0

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# apt-get download warns when run as root that its sandbox user cannot write here; the download is the same.
(cd "$work" && apt-get download -qq fonts-roboto-unhinted fonts-noto-core 2> >(grep -v "couldn't be accessed by user '_apt'" >&2))
for deb in "$work"/*.deb; do dpkg-deb -x "$deb" "$work/unpacked"; done
mkdir -p "$out"
for file in "${files[@]}"; do
  found=$(find "$work/unpacked" -name "$file" -print -quit)
  [ -n "$found" ] || { echo "android-fonts: $file is not in Debian's packages" >&2; exit 1; }
  cp "$found" "$out/"
done
echo "Android's fonts unpacked into $out"
