import FuzzSupport

#if FUZZING
/// libFuzzer's entry point; libFuzzer's own `main` drives it.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzTime.run(UnsafeRawBufferPointer(start: data, count: size), SolveFuzzTarget.run)
    return 0
}
#else
@main enum FuzzEntry {
    static func main() { FuzzReplay.main(SolveFuzzTarget.run) }
}
#endif
