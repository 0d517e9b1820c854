#!/usr/bin/env bash
# Instruction counts of the benchmark's kernels and frames under callgrind, per evaluation (the
# kernels) or per layer (the tree cases), as BENCHMARKS.md records them: the release binary without its debug information, `--profile CASE 0.01` (one pass of 100 rounds), only the profile loop collected.
#
#   bash Scripts/callgrind.sh                  # every case below
#   bash Scripts/callgrind.sh basic spring     # those cases only
#
# Needs valgrind (apt-get install valgrind). The counts include the profile loop's own work
# (about 30 instructions an evaluation).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product layerkit-bench >/dev/null
# Without its debug information (valgrind 3.19 cannot read DWARF 5), keeping the symbols that
# --toggle-collect names.
binary=$(mktemp -d)/layerkit-bench
strip --strip-debug -o "$binary" .build/release/layerkit-bench
cases=("$@")
if [ ${#cases[@]} -eq 0 ]; then
  cases=(basic basic-number keyframes keyframes-number keyframes-reference paced-path spring spring-number tree-frame-only tree-frame tree-per-layer)
fi
for name in "${cases[@]}"; do
  out=$(mktemp)
  # What is counted: for the kernels the profile loop (Profile.run; its inputs are a few
  # animations), for the tree cases only the measured call (LayerTree.presentation(at:), a
  # layer's presentation(at:)), so that building the tree is left out. tree-frame (the frame
  # and every layer's opacity read from it) counts the whole loop, tree building included:
  # its read per layer (the caller's loop and value(of:_:)) is its count less tree-frame-only's
  # counted the same way (tree-read).
  case "$name" in
    tree-frame-only) collect=(--toggle-collect='*LayerKit0A4TreeC12presentation2at*') ;;
    tree-per-layer) collect=(--toggle-collect='*LayerKit0A0C12presentation2at*') ;;
    *) collect=(--toggle-collect='*7ProfileO3run*') ;;
  esac
  valgrind --tool=callgrind --callgrind-out-file="$out" "${collect[@]}" \
    "$binary" --profile "$name" 0.01 >"$out.stdout" 2>"$out.log"
  total=$(grep -E '^(summary|totals):' "$out" | head -1 | awk '{print $2}')
  # One pass of the profile loop is 100 rounds (it prints how many it ran): 10,000 evaluations
  # a round for the kernels, 10,000 layers a round for the tree cases.
  rounds=$(grep -oE '[0-9]+ frames' "$out.stdout" | awk '{print $1}')
  per=$(python3 -c "print(round($total / ($rounds * 10000)))")
  echo "$name: $per instructions each ($total over $rounds rounds of 10,000)"
  if [ "$name" = tree-frame ]; then
    valgrind --tool=callgrind --callgrind-out-file="$out.only" --toggle-collect='*7ProfileO3run*' \
      "$binary" --profile tree-frame-only 0.01 >"$out.stdout" 2>"$out.log"
    only=$(grep -E '^(summary|totals):' "$out.only" | head -1 | awk '{print $2}')
    only_rounds=$(grep -oE '[0-9]+ frames' "$out.stdout" | awk '{print $1}')
    read_per=$(python3 -c "print(round($total / ($rounds * 10000) - $only / ($only_rounds * 10000)))")
    echo "tree-read: $read_per instructions a layer: the caller's loop and PresentationFrame.value(of:_:)"
    rm -f "$out.only"
  fi
  rm -f "$out" "$out.log" "$out.stdout"
done
