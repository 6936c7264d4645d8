import FuzzSupport
import InterfaceBuilder
import LayoutModel

/// Fuzzes the Interface Builder importer: any bytes end in trees or in one error. Placeholder
/// until the importer's entry point lands.
enum InterfaceBuilderFuzzTarget: FuzzTarget {
    static func run(_ data: UnsafeRawBufferPointer) {
        _ = XMLReader.read(Array(data))
    }
}
