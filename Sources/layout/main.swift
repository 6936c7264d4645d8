// `layout`: the engine offline (SPEC §6). Parses arguments, reads the input, runs the library's
// `LayoutCommand`, writes the output. Everything else lives in LayoutModel.
import Glibc
import LayoutModel

/// Reads a whole file, or standard input for "-"; nil when it cannot be read.
func readInput(_ path: String) -> [UInt8]? {
    let descriptor = path == "-" ? STDIN_FILENO : open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { if descriptor != STDIN_FILENO { close(descriptor) } }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 { return nil }
        if count == 0 { return bytes }
        bytes += chunk[0..<count]
    }
}

func write(_ bytes: [UInt8], to descriptor: Int32) {
    var offset = 0
    while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        if written <= 0 { return }
        offset += written
    }
}

let command: LayoutCommand
switch LayoutCommand.parse(Array(CommandLine.arguments.dropFirst())) {
case let .success(parsed): command = parsed
case let .failure(error):
    write(Array("layout: \(error.message)\n\(LayoutCommand.usage)\n".utf8), to: STDERR_FILENO)
    exit(2)
}

var input: [UInt8] = []
if let file = command.file {
    guard let bytes = readInput(file) else {
        write(Array("layout: cannot read \(file)\n".utf8), to: STDERR_FILENO)
        exit(2)
    }
    input = bytes
}
let outcome = command.run(input: input)
if let path = command.outputPath, outcome.status == 0 {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else {
        write(Array("layout: cannot write \(path)\n".utf8), to: STDERR_FILENO)
        exit(2)
    }
    write(outcome.stdout, to: descriptor)
    close(descriptor)
} else {
    write(outcome.stdout, to: STDOUT_FILENO)
}
write(Array(outcome.stderr.utf8), to: STDERR_FILENO)
exit(outcome.status)
