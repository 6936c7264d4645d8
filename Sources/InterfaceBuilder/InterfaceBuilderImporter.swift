import Devices
import JSON

/// The Interface Builder importer: from the bytes of an iOS `.storyboard` or `.xib` to one layout
/// document per view tree (`ImportedTree`), in file order — each view controller's root view of a
/// storyboard, each top-level view or cell of a xib — keyed by IB ids, each with its design canvas
/// (DesignCanvas.swift). The whole mapping is docs/interface-builder.md.
public enum InterfaceBuilderImporter {
    /// True when `bytes` look like an Interface Builder file rather than JSON: the first
    /// character that is not white space is `<`. The front doors route on it.
    public static func looksLikeXML(_ bytes: [UInt8]) -> Bool {
        var index = 0
        // A UTF-8 byte-order mark may come first.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: "<")
    }

    /// Every view tree of the file. Malformed or hostile XML, XML that is not an iOS IB document,
    /// and a file with no view tree are errors; a feature the importer cannot map is a warning of
    /// its tree. Runs within the calling thread's `WorkBudget`.
    /// - Complexity: O(bytes).
    public static func importTrees(
        _ bytes: [UInt8], limits: XMLLimits = .standard, catalog: DeviceCatalog = .standard
    ) -> Result<[ImportedTree], InterfaceBuilderError> {
        let root: XMLElement
        switch XMLReader.read(bytes, limits: limits) {
        case .success(let element): root = element
        case .failure(let error): return .failure(error)
        }
        let file: InterfaceBuilderFile
        switch InterfaceBuilderFile.read(root) {
        case .success(let read): file = read
        case .failure(let error): return .failure(error)
        }
        guard !file.trees.isEmpty else {
            return .failure(
                InterfaceBuilderError(
                    code: "no_view_tree", message: "the \(file.kind.rawValue) holds no view to lay out"))
        }
        var trees: [ImportedTree] = []
        for source in file.trees {
            let canvas = DesignCanvas(file: file, source: source, catalog: catalog)
            var importer = ViewImporter(file: file, canvas: canvas)
            let rootView = importer.importRoot(source.root, scene: source.scene, controller: source.controller)
            let (constraints, canvasConstraints) = importer.constraintEntries()
            if importer.cancelled { return .failure(XMLReader.budgetError) }
            var members: [(key: String, value: JSONValue)] = [("name", .string(source.scene))]
            if let controller = canvas.controllerJSON { members.append(("controller", controller)) }
            members += [("designTarget", canvas.targetJSON), ("root", rootView)]
            var tree = ImportedTree(
                scene: source.scene, document: .object(members + [("constraints", .array(constraints))]),
                warnings: importer.warnings)
            if let canvasConstraints {
                tree.canvasDocument = .object(members + [("constraints", .array(canvasConstraints))])
            }
            tree.canvasDiagnostics = importer.canvasDiagnostics
            trees.append(tree)
        }
        return .success(trees)
    }
}
