#if canImport(Glibc)
    import Glibc
#endif

/// The invariant checks of the fuzz targets. A failed check prints what broke and aborts, which
/// libFuzzer reports as a crash and saves the input for; `precondition` would do the same in a
/// debug build but is compiled out of release ones, and a fuzz check must never be.
public enum FuzzCheck {
    /// Findings already reported and not fixed yet, named in the environment variable
    /// `FUZZ_ALLOW` (comma-separated, e.g. `nonfinite`), so a run can fuzz past them instead of
    /// stopping at the first repeat. docs/reliability.md lists the names.
    public static let allowedFindings: Set<String> = {
        guard let value = getenv("FUZZ_ALLOW") else { return [] }
        return Set(String(cString: value).split(separator: ",").map(String.init))
    }()

    /// True when the known finding `name` is to be let through (see `allowedFindings`).
    public static func allows(_ name: String) -> Bool { allowedFindings.contains(name) }

    /// Aborts with `message` when `condition` is false.
    public static func require(
        _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
        file: StaticString = #fileID, line: UInt = #line
    ) {
        guard !condition() else { return }
        fail("\(file):\(line): \(message())")
    }

    /// Aborts at once: for results a target must never see (an unexpected error type, say).
    public static func fail(_ message: String) -> Never {
        printError("fuzz invariant broken: \(message)")
        abort()
    }

    /// Writes one line to standard error (file descriptor 2, which needs no shared `FILE`).
    public static func printError(_ line: String) {
        var bytes = Array(line.utf8)
        bytes.append(UInt8(ascii: "\n"))
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            guard result > 0 else { return }
            written += result
        }
    }
}
