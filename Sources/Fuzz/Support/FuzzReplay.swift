import Foundation

/// The entry point of a fuzz target built without libFuzzer: runs every file named on the command
/// line, or every file in a directory named there, through the target, so a corpus or a saved
/// crash can be replayed under a debugger or a plain `swift run` (`swift run fuzz-vfl fuzz/corpus/vfl`).
public enum FuzzReplay {
    /// Runs `target` on each input in name order, under the time-per-input check (`FuzzTime`),
    /// and prints how many ran. O(total bytes of the inputs) plus the target's own cost.
    public static func main(_ target: (UnsafeRawBufferPointer) -> Void) {
        let arguments = CommandLine.arguments.dropFirst()
        guard !arguments.isEmpty else {
            FuzzCheck.printError("usage: \(CommandLine.arguments[0]) FILE_OR_DIRECTORY...")
            exit(2)
        }
        var count = 0
        for argument in arguments {
            for path in files(at: argument) {
                guard let data = FileManager.default.contents(atPath: path) else {
                    FuzzCheck.printError("cannot read \(path)")
                    exit(2)
                }
                data.withUnsafeBytes { FuzzTime.run($0, target) }
                count += 1
            }
        }
        print("replayed \(count) inputs")
    }

    /// The path itself, or the regular files directly inside it, sorted for a stable order.
    static func files(at path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return [path]
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            FuzzCheck.printError("cannot list \(path): \(error)")
            exit(2)
        }
        return names.sorted().map { "\(path)/\($0)" }.filter { !$0.hasSuffix("/.gitkeep") }
    }
}
