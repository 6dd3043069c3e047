#!/usr/bin/env bash
# Regenerates the embedded font subset. Not run by CI: the subset is committed.
# Needs Debian's fonts-noto-cjk (or FONT=<path to NotoSansCJK-Bold.ttc>) and python3-fonttools
# (or `pip install fonttools`).
# The subset holds printable ASCII, Latin, Greek and Cyrillic (for names), the characters the
# renderer draws itself (charset.txt: Xiangqi's pieces, the river's words, marks), and every
# character in the bot's message catalogues (bot/locales), since any of their words may be
# put on a picture. render's and the bot's tests fail on a missing glyph.
set -euo pipefail
cd "$(dirname "$0")"
font="${FONT:-/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc}"
py=python3
"$py" -c 'import fontTools' 2>/dev/null || py=/usr/bin/python3   # Debian's python3-fonttools
text="$(mktemp)"
trap 'rm -f "$text"' EXIT
cat charset.txt ../bot/locales/*/*.ftl > "$text"
"$py" -m fontTools.subset "$font" --font-number=3 \
  --text-file="$text" --unicodes=U+0020-007E,U+00A0-017F,U+0370-03FF,U+0400-045F,U+2018-201D,U+2026 \
  --layout-features='' --no-hinting --desubroutinize \
  --output-file=NotoSansCJKtc-Bold-subset.otf
ls -l NotoSansCJKtc-Bold-subset.otf
