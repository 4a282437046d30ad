#!/usr/bin/env bash
# Writes apps/web/src/fonts/tajawal-{400,700}.woff2 from @fontsource/tajawal's arabic and latin files:
# the characters the app writes, Arabic and Latin in one file per weight (docs/decisions/029).
# Needs fontTools with brotli (pip install fonttools brotli, or Debian's python3-fonttools
# python3-brotli); run it again only when the font or the kept characters change, and commit the files.
set -euo pipefail
cd "$(dirname "$0")/.."
FILES=node_modules/@fontsource/tajawal/files
OUT=apps/web/src/fonts
# Arabic and its supplement, the joiners and direction marks (ZWNJ, ZWJ, LRM, RLM, ALM), the
# ornate parentheses; Latin: ASCII, the no-break space, guillemets, ×, dashes, quotes, bullet, ellipsis
ARABIC='U+0600-06FF,U+0750-077F,U+200C-200F,U+2010-2011,U+FD3E-FD3F'
LATIN='U+0020-007E,U+00A0,U+00AB,U+00BB,U+00D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026'
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for weight in 400 700; do
  pyftsubset "$FILES/tajawal-arabic-$weight-normal.woff2" --unicodes="$ARABIC" --layout-features='*' \
    --output-file="$work/arabic.ttf"
  pyftsubset "$FILES/tajawal-latin-$weight-normal.woff2" --unicodes="$LATIN" --layout-features='*' \
    --output-file="$work/latin.ttf"
  pyftmerge --output-file="$work/merged.ttf" "$work/arabic.ttf" "$work/latin.ttf"
  pyftsubset "$work/merged.ttf" --unicodes='*' --layout-features='*' --flavor=woff2 \
    --output-file="$OUT/tajawal-$weight.woff2"
done
ls -l "$OUT"
