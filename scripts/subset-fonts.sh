#!/usr/bin/env bash
# Cuts small files out of the self-hosted fonts (apps/web/src/fonts.css); the output is committed.
# Needs fontTools with Brotli: `apt-get install python3-fonttools python3-brotli`. Run it again
# after upgrading @fontsource-variable/noto-sans or @fontsource-variable/noto-sans-arabic.
set -euo pipefail
cd "$(dirname "$0")/.."
python=/usr/bin/python3
out=apps/web/src/fonts
files=node_modules/@fontsource-variable

# The rupee sign (U+20B9) out of Noto Sans latin-ext: 1.3 KiB, so a price in rupees does not
# download the whole 164 KiB latin-ext file for one glyph.
"$python" -m fontTools.subset "$files/noto-sans/files/noto-sans-latin-ext-wght-normal.woff2" \
  --unicodes=U+20B9 --flavor=woff2 --layout-features='*' \
  --output-file="$out/noto-sans-rupee-wght-normal.woff2"

# Noto Sans latin at the weights the styles use (400-700; font-normal to font-bold): 22 KiB
# instead of 35, on every page's first load (it is preloaded). Same outlines at those weights.
"$python" -m fontTools.varLib.instancer \
  "$files/noto-sans/files/noto-sans-latin-wght-normal.woff2" wght=400:700 \
  -o "$out/noto-sans-latin-wght-normal.woff2"

# The Arabic letters, marks, Arabic-Indic digits and punctuation (U+0600-066F: every character
# of the Arabic texts, apps/web/src/fonts.test.ts) with the joiners and hyphens, at the weights
# the styles use (400-700): 24 KiB instead of the whole 162 KiB file, which stays for the rest of
# its range (U+0670-06FF's letters of other languages written in Arabic script, presentation
# forms, Arabic Supplement and Extended, mathematical letters). Every layout feature is kept, so
# letters join as before. (Session 30: the core was U+0600-06FF, 37 KiB.)
whole_arabic="$files/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2"
subset=$(mktemp --suffix=.woff2)
trap 'rm -f "$subset"' EXIT
"$python" -m fontTools.subset "$whole_arabic" \
  --unicodes=U+0600-066F,U+200C-200E,U+2010-2011 --flavor=woff2 --layout-features='*' \
  --output-file="$subset"
"$python" -m fontTools.varLib.instancer "$subset" wght=400:700 \
  -o "$out/noto-sans-arabic-core-wght-normal.woff2"
