#!/usr/bin/env bash
# Fuzzes LayerKit with libFuzzer (part of the Swift toolchain on Linux).
#
#   bash Scripts/fuzz/run.sh TARGET [SECONDS] [RUNS]   # one target, for SECONDS or RUNS runs
#   bash Scripts/fuzz/run.sh all 60                    # every target for 60 s each (CI's smoke)
#
# Targets (Scripts/fuzz/Fuzz<Name>.swift): scenes, numbers, finite, arcs, deep, stdin, preview.
#
# The library's modules are compiled once with coverage and AddressSanitizer into static
# libraries in .build/fuzz (libFuzzer needs its own main, so these are built with swiftc rather
# than SwiftPM), then each target links them. Scene targets start from Examples/. A crash, a
# leak or a hang leaves its input in .build/fuzz/<sanitizers>/ as crash-*, leak-* or timeout-*;
# rerun one with `.build/fuzz/<sanitizers>/fuzz-<target> <file>`. The last line of each run gives
# the number of runs.
set -euo pipefail
cd "$(dirname "$0")/../.."
target=${1:?usage: $0 TARGET|all [SECONDS] [RUNS]}
seconds=${2:-60}
runs=${3:--1}
# FUZZ_SANITIZE=fuzzer builds without AddressSanitizer: three times as many runs a second, for
# the long runs; traps and V6 findings still stop them.
sanitize=${FUZZ_SANITIZE:-fuzzer,address}
out=.build/fuzz/${sanitize//,/-}
# Swift's own crash reporter trips over AddressSanitizer; libFuzzer reports instead.
export SWIFT_BACKTRACE=enable=no
mkdir -p "$out"
flags=(-sanitize="$sanitize" -parse-as-library -O -g -I "$out" -package-name LayerKit)

# One static library per module, rebuilt when any of its sources is newer.
module() {
  local name=$1 folder=$2
  shift 2
  local library="$out/lib$name.a"
  if [ -f "$library" ] && [ -z "$(find "$folder" -name '*.swift' -newer "$library")" ]; then
    return
  fi
  echo "building $name for fuzzing" >&2
  # shellcheck disable=SC2046
  swiftc "${flags[@]}" -module-name "$name" -enable-testing -emit-module \
    -emit-module-path "$out/$name.swiftmodule" -emit-library -static -o "$library" "$@" \
    $(find "$folder" -name '*.swift')
}
module LayerKit Sources/LayerKit
module LayerKitScenes Sources/LayerKitScenes -L "$out"
module LayerKitSwiftUI Sources/LayerKitSwiftUI -L "$out"
module LayerKitRender Sources/LayerKitRender -L "$out"
module LayerKitCommands Sources/LayerKitCommands -L "$out"

fuzz() {
  local name=$1
  local source="Scripts/fuzz/Fuzz${name^}.swift"
  local binary="$out/fuzz-$name"
  if [ ! -f "$binary" ] || [ "$source" -nt "$binary" ] || [ "$out/libLayerKit.a" -nt "$binary" ] \
    || [ Scripts/fuzz/FuzzInput.swift -nt "$binary" ] \
    || [ "$out/libLayerKitScenes.a" -nt "$binary" ] || [ "$out/libLayerKitCommands.a" -nt "$binary" ] \
    || [ "$out/libLayerKitSwiftUI.a" -nt "$binary" ] || [ "$out/libLayerKitRender.a" -nt "$binary" ]
  then
    swiftc "${flags[@]}" -use-ld=lld -module-name "Fuzz$name" "$source" \
      Scripts/fuzz/FuzzInput.swift -L "$out" \
      -lLayerKitCommands -lLayerKitRender -lLayerKitSwiftUI -lLayerKitScenes -lLayerKit \
      -o "$binary"
  fi
  local corpus="$out/corpus-$name"
  mkdir -p "$corpus"
  case "$name" in scenes | stdin | deep) cp Examples/*.json "$corpus/" ;; esac
  (cd "$out" && "./fuzz-$name" "corpus-$name" -max_total_time="$seconds" -runs="$runs" \
    -max_len=4096 -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 2>&1 \
    | grep -E "^(#[0-9]+.*(DONE|pulse)|stat::number_of_executed_units|==[0-9]+==ERROR|SUMMARY|artifact_prefix)" \
    | tail -n 4) || { echo "fuzz-$name failed" >&2; return 1; }
}

if [ "$target" = all ]; then
  for name in scenes numbers finite arcs deep stdin preview; do
    echo "== fuzz $name"
    fuzz "$name"
  done
else
  fuzz "$target"
fi
