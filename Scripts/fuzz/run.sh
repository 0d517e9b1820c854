#!/usr/bin/env bash
# Fuzzes LayerKit with libFuzzer (part of the Swift toolchain on Linux). Not run by CI.
#
#   bash Scripts/fuzz/run.sh [scenes|numbers] [seconds]
#
# Builds the target with the library's sources (libFuzzer needs its own main, so it is built with
# swiftc rather than as a package product), seeds it with Examples/, and runs it. A crash or hang
# leaves its input in .build/fuzz/ as crash-* or timeout-*; rerun one with
# `.build/fuzz/fuzz-<target> <file>`.
set -euo pipefail
cd "$(dirname "$0")/../.."
target=${1:-scenes}
seconds=${2:-60}
case "$target" in
  scenes) source=Scripts/fuzz/FuzzScenes.swift ;;
  numbers) source=Scripts/fuzz/FuzzNumbers.swift ;;
  *) echo "usage: $0 [scenes|numbers] [seconds]" >&2; exit 2 ;;
esac
out=.build/fuzz
mkdir -p "$out/corpus-$target"
[ "$target" = scenes ] && cp Examples/*.json "$out/corpus-$target/"
swiftc -sanitize=fuzzer,address -parse-as-library -use-ld=lld -O -module-name "Fuzz$target" \
  $(find Sources/LayerKit -name '*.swift') "$source" -o "$out/fuzz-$target"
cd "$out"
"./fuzz-$target" "corpus-$target" -max_total_time="$seconds" -max_len=4096 -timeout=5
