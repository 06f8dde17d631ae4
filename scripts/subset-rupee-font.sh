#!/usr/bin/env bash
# Cuts the rupee sign (U+20B9) out of Noto Sans latin-ext (variable weight) into a 1.3 KiB file,
# so a price in rupees does not download the whole latin-ext file (apps/web/src/fonts.css).
# Needs fontTools with Brotli: `apt-get install python3-fonttools python3-brotli`. Run it again
# after upgrading @fontsource-variable/noto-sans; the output is committed.
set -euo pipefail
cd "$(dirname "$0")/.."
/usr/bin/python3 -m fontTools.subset \
  node_modules/@fontsource-variable/noto-sans/files/noto-sans-latin-ext-wght-normal.woff2 \
  --unicodes=U+20B9 --flavor=woff2 --layout-features='*' \
  --output-file=apps/web/src/fonts/noto-sans-rupee-wght-normal.woff2
