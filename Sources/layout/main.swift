// `layout`: the engine offline (`layout --help`). Parses arguments, reads the input, runs
// `LayoutCommand` (Sources/LayoutCLI), writes the output.
import Glibc
import LayoutCLI

func fail(_ text: String) -> Never {
    FileIO.write(Array(text.utf8), to: STDERR_FILENO)
    exit(2)
}

let command: LayoutCommand
switch LayoutCommand.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(let parsed): command = parsed
case .failure(let error): fail(error.text)
}

var input: [UInt8] = []
if let file = command.file {
    switch FileIO.read(file) {
    case .success(let bytes): input = bytes
    case .failure(let failure): fail("layout: \(failure.message)\n")
    }
}
let outcome = command.run(input: input)
if let path = command.outputPath, outcome.status == 0 {
    if case .failure(let failure) = FileIO.write(outcome.stdout, toFile: path) { fail("layout: \(failure.message)\n") }
} else {
    FileIO.write(outcome.stdout, to: STDOUT_FILENO)
}
FileIO.write(Array(outcome.stderr.utf8), to: STDERR_FILENO)
exit(outcome.status)
