#!/usr/bin/env bash
# Regenerates the embedded font subset. Not run by CI: the subset is committed.
# Needs Debian's fonts-noto-cjk and python3-fonttools (or `pip install fonttools`).
# Every character the renderer draws must be in charset.txt or printable ASCII;
# render's tests fail on a missing glyph.
set -euo pipefail
cd "$(dirname "$0")"
py=python3
"$py" -c 'import fontTools' 2>/dev/null || py=/usr/bin/python3   # Debian's python3-fonttools
"$py" -m fontTools.subset /usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc --font-number=3 \
  --text-file=charset.txt --unicodes=U+0020-007E,U+00A0-017F,U+0370-03FF,U+0400-045F,U+2018-201D,U+2026 \
  --layout-features='' --no-hinting --desubroutinize \
  --output-file=NotoSansCJKtc-Bold-subset.otf
ls -l NotoSansCJKtc-Bold-subset.otf
