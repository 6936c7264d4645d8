import FuzzSupport

// This executable's entry point (FuzzSupport/FuzzTarget.swift).
#if FUZZING
    @_cdecl("LLVMFuzzerTestOneInput")
    func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        InterfaceBuilderFuzzTarget.fuzz(data, size)
    }
#else
    @main extension InterfaceBuilderFuzzTarget {}
#endif
