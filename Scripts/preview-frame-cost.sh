#!/usr/bin/env bash
# The preview page's frame cost in a real browser: 100 layers with three animations each, 10 s at
# 60 fps, every frame applied and laid out once in headless Chromium; prints the page's own
# measurement (frames, median, p99 and max milliseconds per frame) and the 60 fps budget.
#
#   bash Scripts/preview-frame-cost.sh [rounds]     # default 3 rounds; the median of each
#
# A figure, not a test: wall-clock time depends on the machine and its load, so `swift test`
# asserts only that the probe measures every frame (PreviewTests). Needs Debian's
# chromium-headless-shell.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds="${1:-3}"
browser="$(command -v chromium-headless-shell || command -v chromium || true)"
[ -n "$browser" ] || { echo "preview-frame-cost: install chromium-headless-shell" >&2; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 - "$work/hundred.json" <<'PY'
import json, sys
layers = [{
  "name": f"l{i}", "bounds": [0, 0, 20, 20], "position": [10 + (i % 10) * 60, 10 + (i // 10) * 45],
  "animations": [
    {"type": "basic", "keyPath": "position.x", "byValue": 40, "duration": 2, "repeatCount": 5},
    {"type": "basic", "keyPath": "opacity", "fromValue": 1, "toValue": 0.2, "duration": 10},
    {"type": "basic", "keyPath": "backgroundColor", "fromValue": [1, 0, 0, 1],
     "toValue": [0, 0, 1, 1], "duration": 10}]} for i in range(100)]
json.dump({"layers": layers}, open(sys.argv[1], "w"))
PY
swift build -c release --product layerkit > /dev/null
"$(swift build -c release --show-bin-path)/layerkit" preview "$work/hundred.json" \
  --from 0 --to 10 --fps 60 --output "$work/hundred.html" 2> /dev/null
for round in $(seq "$rounds"); do
  "$browser" --headless --no-sandbox --disable-gpu --dump-dom "file://$work/hundred.html#perf" \
    2> /dev/null | python3 -c '
import html, json, re, sys
m = re.search(r"<pre id=\"probe\" hidden=\"\">(.*?)</pre>", sys.stdin.read(), re.S)
perf = json.loads(html.unescape(m.group(1)))["perf"]
print(f"round '"$round"': {perf[\"frames\"]} frames, median {perf[\"median\"]:.2f} ms, "
      f"p99 {perf[\"p99\"]:.2f} ms, max {perf[\"max\"]:.2f} ms (budget 16.67 ms at 60 fps)")'
done
