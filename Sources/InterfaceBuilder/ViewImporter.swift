import Document
import Geometry
import JSON
import Primitives

/// Turns one Interface Builder view tree into a layout document (docs/interface-builder.md):
/// every element with a stored frame, or under `<subviews>`, becomes a view keyed by its IB id
/// (`<parent>#<key>` for a view IB gives no id, such as an old cell's content view); the
/// constraints of every view become object constraints (ConstraintImporter.swift); size-class
/// variations become `installed` and `when` (SizeClassVariations.swift). What the document cannot
/// say becomes a `warning` diagnostic `unsupported_ib_feature` naming the IB id and element.
///
/// - Complexity: O(elements of the tree + constraints), polling the request's budget per view.
struct ViewImporter {
    let file: InterfaceBuilderFile
    var warnings: [Diagnostic] = []
    /// IB ids of the views emitted, for resolving constraint items.
    var viewIds: Set<String> = []
    /// IB guide id → the document's item name (`<view>.safeArea`, `<root>.topLayoutGuide`, …).
    var guides: [String: String] = [:]
    /// Each view's `<constraints>`, with the id of the view that holds them, in document order.
    var constraintLists: [(owner: String, element: XMLElement)] = []
    var variations = SizeClassVariations()
    /// Stored frames by view id, and the parent of each view (margins that follow the superview).
    var frames: [String: Rect] = [:]
    var margins: [String: EdgeInsets] = [:]
    /// Ids of the table view cells seen.
    var cells: Set<String> = []
    /// Ids of the table and collection views seen, and the cell outside its list's bounds that
    /// the walk is in (ViewImporter+CanvasAmbiguity.swift).
    var listIds: Set<String> = []
    var cellOffCanvas: String?
    /// `ambiguous_layout` warnings that hold on the design canvas only, in document order.
    var canvasDiagnostics: [Diagnostic] = []
    var poll = BudgetPoll()
    var cancelled = false

    /// The root's layout margins on the design canvas.
    let rootMargins: EdgeInsets

    /// The design device has a home indicator (and bars sized for it).
    let homeIndicator: Bool

    /// UIKit's system minimum side margin on the canvas (`DesignCanvas.sideMargin`).
    let sideMargin: Double
    /// The design device's scale (2 without one).
    let scale: Double

    init(file: InterfaceBuilderFile, canvas: DesignCanvas) {
        self.file = file
        rootMargins = canvas.rootMargins
        homeIndicator = (canvas.metrics?.safeArea.bottom ?? 0) > 0
        sideMargin = canvas.sideMargin
        scale = canvas.device?.scale ?? 2
    }

    /// Elements that hold no views: the walk never enters them.
    static let opaqueElements: Set<String> = [
        "constraints", "connections", "variation", "userDefinedRuntimeAttributes", "accessibility",
        "fontDescription", "color", "state", "string", "attributedString", "textInputTraits",
        "gestureRecognizers", "segments", "items", "point", "size", "rect", "autoresizingMask", "inset",
        "edgeInsets", "directionalEdgeInsets", "freeformSimulatedSizeMetrics", "navigationItem", "tabBarItem",
        "toolbarItems", "viewLayoutGuide", "layoutGuides", "layoutGuide", "buttonConfiguration", "imageReference",
        "preferredSymbolConfiguration", "backgroundConfiguration", "collectionViewFlowLayout", "size", "nil",
        "dataDetectorType", "simulatedMetricsContainer", "mask", "exclude", "include"
    ]

    /// The stored `<rect key="frame">` of a view element.
    static func frame(of element: XMLElement) -> Rect? {
        guard let rect = element.child("rect", key: "frame") else { return nil }
        return Rect(
            x: rect.number("x") ?? 0, y: rect.number("y") ?? 0, width: rect.number("width") ?? 0,
            height: rect.number("height") ?? 0)
    }

    /// The root view of the tree, with its subviews. `controller` holds the old top and bottom
    /// layout guides.
    mutating func importRoot(_ root: XMLElement, scene: String, controller: XMLElement?) -> JSONValue {
        let rootId = root["id"] ?? scene
        for guide in controller?.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? [] {
            guard let id = guide["id"] else { continue }
            guides[id] = rootId + (guide["type"] == "bottom" ? ".bottomLayoutGuide" : ".topLayoutGuide")
        }
        return view(root, id: rootId, parent: nil, isRoot: true)
    }

    mutating func warn(_ id: String, _ element: String, _ message: String) {
        warnings.append(
            Diagnostic(
                severity: .warning, code: DiagnosticCode.unsupportedIBFeature, message: message,
                fields: [("view", .string(id)), ("element", .string(element))]))
    }

    /// One view and its subtree.
    mutating func view(_ element: XMLElement, id: String, parent: String?, isRoot: Bool) -> JSONValue {
        if poll.shouldStop() { cancelled = true }
        viewIds.insert(id)
        if element.name == "tableViewCell" { cells.insert(id) }
        let viewClass = ViewClass.of(element, toolsVersion: file.toolsVersion, homeIndicator: homeIndicator)
        if viewClass == nil {
            warn(id, element.name, "<\(element.name)> is not a class the importer knows: laid out as a plain view")
        }
        var members: [(key: String, value: JSONValue)] = [("id", .string(id))]
        var properties = ViewProperties(element: element, id: id, viewClass: viewClass ?? ViewClass(kind: .view))
        properties.read(file: file, scale: scale)
        for (element, message) in properties.unsupported { warn(id, element, message) }
        if properties.kind != .view { members.append(("kind", .string(properties.kind.rawValue))) }
        if let customClass = element["customClass"] { members.append(("customClass", .string(customClass))) }

        var frame = Self.frame(of: element)
        var mask = Self.autoresizingMask(element)
        if frame == nil, element["key"] == "contentView", let parent, let bounds = frames[parent] {
            // Files of Xcode 6 store no frame for a cell's content view: it fills the cell.
            frame = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
            mask = ["flexibleWidth", "flexibleHeight"]
        }
        if let frame { frames[id] = frame }
        let enclosingCell = enterCanvasCell(element, id: id, parent: parent)
        if isRoot {
            if let frame {
                members.append(("frame", Self.json(Rect(x: 0, y: 0, width: frame.width, height: frame.height))))
            }
        } else {
            // A fixed frame is laid out by its autoresizing mask, whatever the flag says.
            if element["translatesAutoresizingMaskIntoConstraints"] != "NO" || element.flag("fixedFrame") {
                members.append(("translatesAutoresizingMaskIntoConstraints", .bool(true)))
            }
            if let frame { members.append(("frame", Self.json(frame))) }
            if !mask.isEmpty { members.append(("autoresizingMask", .array(mask.map(JSONValue.string)))) }
        }
        members += properties.members
        if let insets = layoutMargins(element, id: id, parent: parent, isRoot: isRoot) {
            members.append(("layoutMargins", Self.json(insets)))
        }
        let (installed, approximated) = variations.condition(id)
        if let installed { members.append(("installed", installed)) }
        if approximated {
            warn(
                id, "variation",
                "the size classes that install \(id) are not a width × height set: installed everywhere")
        }

        for guide in element.children("viewLayoutGuide") {
            guard let guideId = guide["id"], let key = guide["key"] else { continue }
            switch key {
            case "safeArea", "contentLayoutGuide", "frameLayoutGuide": guides[guideId] = "\(id).\(key)"
            default: warn(id, "viewLayoutGuide", "layout guide \(guideId) (\(key)) is not modelled")
            }
        }
        for guide in element.child("layoutGuides")?.children ?? [] {
            warn(
                id, guide.name, "layout guide \(guide["id"] ?? "?") is not modelled; constraints naming it are left out"
            )
        }
        if let constraints = element.child("constraints") { constraintLists.append((id, constraints)) }
        var problems: [String] = []
        for variation in element.children("variation") {
            variations.read(variation, owner: id, warn: { problems.append($0) })
        }
        for problem in problems { warn(id, "variation", problem) }

        var subviews: [JSONValue] = []
        collectSubviews(of: element, parentId: id, into: &subviews)
        if !subviews.isEmpty { members.append(("subviews", .array(subviews))) }
        cellOffCanvas = enclosingCell
        return .object(members)
    }

    /// The views inside `element`: everything under `<subviews>`, keyed children with a stored
    /// frame (a table's header) and a cell's content view, and the cells of a list's containers.
    mutating func collectSubviews(of element: XMLElement, parentId: String, into subviews: inout [JSONValue]) {
        for child in element.children where !Self.opaqueElements.contains(child.name) {
            guard !cancelled else { return }
            if child.name == "subviews" {
                for subview in child.children { subviews.append(subviewJSON(subview, parentId: parentId)) }
            } else if Self.frame(of: child) != nil || child["key"] == "contentView" {
                subviews.append(subviewJSON(child, parentId: parentId))
            } else if !child.name.hasPrefix("simulated") {
                collectSubviews(of: child, parentId: parentId, into: &subviews)
            }
        }
    }

    mutating func subviewJSON(_ element: XMLElement, parentId: String) -> JSONValue {
        let id = element["id"] ?? "\(parentId)#\(element["key"] ?? element.name)"
        return view(element, id: id, parent: parentId, isRoot: false)
    }

    /// IB's `<autoresizingMask>` as the document's names.
    static func autoresizingMask(_ element: XMLElement) -> [String] {
        guard let mask = element.child("autoresizingMask", key: "autoresizingMask") else { return [] }
        let names = [
            ("flexibleMinX", "flexibleLeftMargin"), ("widthSizable", "flexibleWidth"),
            ("flexibleMaxX", "flexibleRightMargin"), ("flexibleMinY", "flexibleTopMargin"),
            ("heightSizable", "flexibleHeight"), ("flexibleMaxY", "flexibleBottomMargin")
        ]
        return names.compactMap { mask.flag($0.0) ? $0.1 : nil }
    }

    static func json(_ rect: Rect) -> JSONValue {
        .object([
            ("x", .number(rect.x)), ("y", .number(rect.y)), ("width", .number(rect.width)),
            ("height", .number(rect.height))
        ])
    }

    static func json(_ insets: EdgeInsets) -> JSONValue {
        .object([
            ("top", .number(insets.top)), ("left", .number(insets.left)), ("bottom", .number(insets.bottom)),
            ("right", .number(insets.right))
        ])
    }
}
