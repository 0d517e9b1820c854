// A libFuzzer target for LayerKit (see Scripts/fuzz/run.sh). Standard input: any bytes, as the
// command reads them from a pipe (UTF-8 with an optional byte-order mark, invalid bytes an
// error), then checked and sampled. The command never traps, prints nothing on standard output
// when it fails, and exits 0, 1 or 2.
// Not part of the package: run.sh builds it against the library modules.

import LayerKit

@testable import LayerKitCommands

/// The libFuzzer entry point: one input, any bytes.
@_cdecl("LLVMFuzzerTestOneInput") public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int)
  -> CInt
{
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let files = FileAccess(
    read: { path in
      guard path == "-" else { throw FileAccessError(description: "no such file") }
      return try decodeText(bytes)
    },
    write: { _, _, _ in })
  for arguments in [
    ["check", "-"], ["sample", "-", "--at", "0,0.5,2"], ["events", "-", "--until", "3"],
  ] {
    let result = LayerKitCommand.run(arguments, files: files)
    guard [0, 1, 2].contains(result.status) else { fatalError("status \(result.status)") }
    if result.status != 0, !result.standardOutput.isEmpty {
      fatalError("\(arguments) failed with output: \(result.standardOutput)")
    }
  }
  return 0
}
