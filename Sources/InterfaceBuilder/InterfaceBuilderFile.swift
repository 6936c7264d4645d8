import Devices
import Geometry

/// An iOS Interface Builder file, read far enough to find its view trees: the document kind, the
/// design device, the image sizes of `<resources>` and, in file order, every tree's root element
/// with the element that owns it (a storyboard's view controller, or the xib's top-level object).
///
/// Keeps true: `trees` are in file order and each root has a `<rect key="frame">` or is a
/// view controller's `view`.
public struct InterfaceBuilderFile: Sendable {
    public enum Kind: String, Sendable { case storyboard, xib }

    /// Where one tree sits: the root view element, and the view controller that owns it (nil for a
    /// xib's top-level view or cell).
    public struct TreeSource: Sendable {
        /// The IB id of the view controller, or of the top-level object.
        public var scene: String
        public var root: XMLElement
        public var controller: XMLElement?
    }

    public var kind: Kind
    /// `<device id="retina4_7" orientation="portrait">`, or an old file's simulated destination.
    public var device: String?
    /// True when `device` comes from a `<device>` element (files of Xcode 8 and later).
    public var namesDevice = false
    public var orientation: Orientation
    /// `launchScreen="YES"`: shown before the status bar is.
    public var launchScreen: Bool
    /// `toolsVersion` (Xcode's build of IB), 0 when absent.
    public var toolsVersion: Int
    public var imageSizes: [String: Size]
    public var trees: [TreeSource]
    /// The bars each storyboard controller is shown with, from its segues.
    var context = SceneContext(objects: [])
    /// Top-level objects and scenes that hold no view tree the importer knows (a navigation or
    /// split view controller, a gesture recognizer), with their element names, in file order.
    public var skipped: [(id: String, element: String)]

    /// Reads the document element of an IB file. A macOS (Cocoa) file and XML that is not IB are
    /// errors; everything else is found or skipped. O(elements of the top two levels and scenes).
    public static func read(_ document: XMLElement) -> Result<InterfaceBuilderFile, InterfaceBuilderError> {
        guard document.name == "document", let type = document["type"] else {
            return .failure(
                .notInterfaceBuilder(
                    "the XML is not an Interface Builder document: its root element is <\(document.name)>, not <document type=\"com.apple.InterfaceBuilder3.CocoaTouch…\">"
                ))
        }
        let kind: Kind
        switch type {
        case "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB": kind = .storyboard
        case "com.apple.InterfaceBuilder3.CocoaTouch.XIB": kind = .xib
        case _ where type.hasPrefix("com.apple.InterfaceBuilder3.Cocoa."):
            return .failure(
                InterfaceBuilderError(
                    code: "cocoa_document",
                    message:
                        "\(type) is a macOS (Cocoa) Interface Builder file; only iOS (CocoaTouch) files are laid out"
                ))
        default:
            return .failure(
                .notInterfaceBuilder(
                    "document type \"\(type)\" is not an iOS Interface Builder file (com.apple.InterfaceBuilder3.CocoaTouch.XIB or .Storyboard.XIB)"
                ))
        }
        var file = InterfaceBuilderFile(
            kind: kind, device: nil, orientation: .portrait, launchScreen: document.flag("launchScreen"),
            toolsVersion: Int(document["toolsVersion"]?.split(separator: ".").first ?? "") ?? 0,
            imageSizes: [:], trees: [], skipped: [])
        file.readDevice(document)
        for image in document.child("resources")?.children("image") ?? [] {
            if let name = image["name"], let width = image.number("width"), let height = image.number("height") {
                file.imageSizes[name] = Size(width: width, height: height)
            }
        }
        switch kind {
        case .storyboard:
            let objects = (document.child("scenes")?.children("scene") ?? []).flatMap {
                $0.child("objects")?.children ?? []
            }
            for object in objects { file.addObject(object) }
            file.context = SceneContext(objects: objects)
        case .xib:
            for object in document.child("objects")?.children ?? [] { file.addObject(object) }
        }
        return .success(file)
    }

    private mutating func readDevice(_ document: XMLElement) {
        if let device = document.child("device") {
            self.device = device["id"]
            namesDevice = true
            orientation = device["orientation"] == "landscape" ? .landscape : .portrait
            return
        }
        // Files of Xcode 7 and before name a simulated destination on each object instead.
        var stack = [document]
        var visited = 0
        while let element = stack.popLast(), visited < 10_000 {
            visited += 1
            if element.name == "simulatedScreenMetrics", let type = element["type"] {
                device = String(type.split(separator: ".").first ?? "")
                return
            }
            stack += element.children.reversed()
        }
    }

    /// A top-level object of a scene or xib: a view controller's `view` is a tree, and so is a
    /// view with a stored frame (a xib's view or cell, a storyboard scene's extra view); a
    /// container controller or a gesture recognizer has none of its own.
    private mutating func addObject(_ object: XMLElement) {
        guard object.name != "placeholder", object.name != "exit", let id = object["id"] else { return }
        if let root = object.children.first(where: { $0["key"] == "view" }) {
            trees.append(TreeSource(scene: id, root: root, controller: object))
        } else if object.child("rect", key: "frame") != nil {
            trees.append(TreeSource(scene: id, root: object, controller: nil))
        } else {
            skipped.append((id, object.name))
        }
    }
}
