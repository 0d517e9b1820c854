#!/usr/bin/env bash
# Builds LayerKit's documentation with DocC (the Swift-DocC plugin cannot be fetched here, so
# this does by hand what `swift package generate-documentation` would).
#
#   bash Scripts/docs.sh                 # check: every symbol link resolves, no warnings
#   bash Scripts/docs.sh --output DIR    # also write static websites to DIR/<module>
#
# Each module's symbol graph is emitted into .build/docs (a build directory of its own, so the
# graphs stay there between runs), then `docc convert` runs on its catalog with warnings as
# errors. Each site is built to be served under /<module>/: open the result with
# `python3 -m http.server -d DIR` and browse to http://localhost:8000/LayerKit/documentation/layerkit.
set -euo pipefail
cd "$(dirname "$0")/.."
output=""
if [ "${1:-}" = "--output" ]; then output=${2:?give a folder after --output}; fi
scratch=.build/docs
for module in LayerKit LayerKitScenes LayerKitTesting LayerKitQuartzCore LayerKitUIKit LayerKitSwiftUI LayerKitRender; do
  graphs="$scratch/symbol-graphs/$module"
  mkdir -p "$graphs"
  swift build --scratch-path "$scratch" --target "$module" -Xswiftc -emit-symbol-graph \
    -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" > /dev/null
  # Keep this module's graph and its extensions of others; drop the graphs of the modules it
  # depends on, which their own catalogs document.
  find "$graphs" -name '*.symbols.json' ! -name "$module.symbols.json" ! -name "$module@*" -delete
  archive="$scratch/$module.doccarchive"
  hosting=()
  if [ -n "$output" ]; then
    hosting=(--transform-for-static-hosting --hosting-base-path "$module")
  fi
  # docc prints its diagnostics on standard output: show them only when it fails.
  if ! log=$(docc convert "Sources/$module/Documentation.docc" \
    --additional-symbol-graph-dir "$graphs" --fallback-display-name "$module" \
    --fallback-bundle-identifier "dev.layerkit.$module" --output-path "$archive" \
    --warnings-as-errors "${hosting[@]}" 2>&1); then
    echo "$log" >&2
    echo "documentation: $module has unresolved links or warnings (above)" >&2
    exit 1
  fi
  if [ -n "$output" ]; then
    mkdir -p "$output"
    rm -rf "${output:?}/$module"
    cp -R "$archive" "$output/$module"
    echo "wrote $output/$module"
  fi
done
echo "documentation: every link resolves"
