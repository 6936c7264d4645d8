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

if command.action == .validate, let file = command.file {
    // Many files, each read here; a file that cannot be read is reported with the others.
    let outcome = command.runValidate(([file] + command.moreFiles).map { ($0, FileIO.read($0)) })
    FileIO.write(outcome.stdout, to: STDOUT_FILENO)
    FileIO.write(Array(outcome.stderr.utf8), to: STDERR_FILENO)
    exit(outcome.status)
}
var input: [UInt8] = []
if let file = command.file {
    guard let bytes = FileIO.read(file) else { fail("layout: cannot read \(file)\n") }
    input = bytes
}
let outcome = command.run(input: input)
if let path = command.outputPath, outcome.status == 0 {
    guard FileIO.write(outcome.stdout, toFile: path) else { fail("layout: cannot write \(path)\n") }
} else {
    FileIO.write(outcome.stdout, to: STDOUT_FILENO)
}
FileIO.write(Array(outcome.stderr.utf8), to: STDERR_FILENO)
exit(outcome.status)
