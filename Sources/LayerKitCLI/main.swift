import Foundation
import LayerKitCommands

// The `layerkit` command: everything happens in LayerKitCommands; this shell only connects it to
// the process's arguments, streams and exit status.
let result = LayerKitCommand.run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(result.standardOutput.utf8))
FileHandle.standardError.write(Data(result.standardError.utf8))
exit(result.status)
