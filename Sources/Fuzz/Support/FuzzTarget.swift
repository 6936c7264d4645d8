/// What every fuzz target is: one input in, the target's checks run on it (a failed check ends
/// the process, `FuzzCheck`). Each target's executable adds only its entry point, `FuzzEntry.swift`:
/// libFuzzer's callback when scripts/fuzz.sh builds it with `-D FUZZING`, else the replay tool.
public protocol FuzzTarget {
    static func run(_ data: UnsafeRawBufferPointer)
}

extension FuzzTarget {
    /// The replay tool (`FuzzReplay`): `@main extension SomeFuzzTarget {}` makes it the
    /// executable's `main` in a plain build.
    public static func main() { FuzzReplay.main(run) }

    /// One libFuzzer input, for the target's `LLVMFuzzerTestOneInput`, under the time-per-input
    /// check (`FuzzTime`), as the replay tool runs each input.
    public static func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        FuzzTime.run(UnsafeRawBufferPointer(start: data, count: size), run)
        return 0
    }
}
