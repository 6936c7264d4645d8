import Document
import Geometry
import JSON

/// The layout-relevant properties of one IB view element as document members, in the order the
/// document lists them (docs/document-format.md §2): text, font and lines; image; intrinsic-size
/// overrides; priorities; `hidden`; a stack view's arrangement. What the document cannot say is
/// collected in `unsupported` for the caller to warn about.
struct ViewProperties {
    let element: XMLElement
    let id: String
    var viewClass: ViewClass
    var kind: ViewKind
    var members: [(key: String, value: JSONValue)] = []
    var unsupported: [(element: String, message: String)] = []
    /// The file's `toolsVersion` (the Xcode build that saved it), read by `read(file:scale:)`.
    var toolsVersion = 0

    init(element: XMLElement, id: String, viewClass: ViewClass) {
        self.element = element
        self.id = id
        self.viewClass = viewClass
        kind = viewClass.kind
    }

    /// Reads the element; `scale` is the design device's, for the text a rounded-rect text field's
    /// size is measured from.
    mutating func read(file: InterfaceBuilderFile, scale: Double) {
        toolsVersion = file.toolsVersion
        if viewClass.approximated {
            unsupported.append(
                (element.name, "<\(element.name)>'s intrinsic width is not modelled: only its height is"))
        }
        var intrinsic: (width: Double?, height: Double?)? =
            viewClass.hasIntrinsicOverride ? (viewClass.intrinsicWidth, viewClass.intrinsicHeight) : nil
        switch element.name {
        case "label":
            let text = element["text"] ?? element.child("string", key: "text")?.text
            readText(text)
            intrinsic = iconSize(text: text, scale: scale) ?? helveticaLabelSize(text: text, scale: scale) ?? intrinsic
        case "textField":
            let text = element["text"] ?? element["placeholder"]
            readText(text)
            if element["borderStyle"] == "roundedRect" {
                intrinsic = roundedTextFieldSize(text: text, toolsVersion: file.toolsVersion, scale: scale)
            }
        case "textView" where element["scrollEnabled"] == "NO":
            // A text view that does not scroll sizes to its text: measured as a wrapping label.
            kind = .label
            readText(element["text"] ?? element.child("string", key: "text")?.text ?? "")
            members.append(("numberOfLines", .number(0)))
            unsupported.append(
                ("textView", "a non-scrolling text view is measured as a label (its text insets are not)"))
        case "button": intrinsic = readButton(file: file) ?? intrinsic
        case "segmentedControl" where !viewClass.approximated:
            // Since iOS 13 (the class is not approximated): its width from its titles.
            if let width = segmentedControlWidth(scale: scale) {
                intrinsic?.width = width
            } else {
                unsupported.append((element.name, "a segment without a title is not measured: only the height is"))
            }
        case "imageView":
            if let name = element["image"] ?? element.child("imageReference", key: "image")?["image"],
                let size = file.imageSizes[name]
            {
                members.append(("image", .object([("width", .number(size.width)), ("height", .number(size.height))])))
            }
        case "stackView": readStack()
        default: break
        }
        if element["placeholderIntrinsicWidth"] != nil || element["placeholderIntrinsicHeight"] != nil {
            intrinsic = (element.number("placeholderIntrinsicWidth"), element.number("placeholderIntrinsicHeight"))
        }
        if let insets = viewClass.alignmentInsets {
            members.append(
                (
                    "alignmentRectInsets",
                    .object([
                        ("top", .number(insets.top)), ("left", .number(insets.left)),
                        ("bottom", .number(insets.bottom)), ("right", .number(insets.right))
                    ])
                ))
        }
        if let intrinsic {
            members.append(
                (
                    "intrinsicContentSize",
                    .object([
                        ("width", intrinsic.width.map(JSONValue.number) ?? .null),
                        ("height", intrinsic.height.map(JSONValue.number) ?? .null)
                    ])
                ))
        }
        readPriorities()
        if element.flag("hidden") { members.append(("hidden", .bool(true))) }
    }

    /// A label's or text field's text, font, lines and wrapping width.
    mutating func readText(_ text: String?) {
        if element.child("attributedString", key: "attributedText") != nil {
            readAttributedText()
        } else if let text {
            members.append(("text", .string(text)))
            if let font = FontMapping.font(
                element.child("fontDescription", key: "fontDescription"), toolsVersion: toolsVersion)
            {
                members.append(("font", font))
            }
        }
        if let lines = element.number("numberOfLines"), lines != 1 { members.append(("numberOfLines", .number(lines))) }
        if let width = element.number("preferredMaxLayoutWidth"), width > 0 {
            members.append(("preferredMaxLayoutWidth", .number(width)))
        }
    }

    /// Attributed text: its fragments' characters and the first fragment's font.
    mutating func readAttributedText() {
        guard let attributed = element.child("attributedString", key: "attributedText") else { return }
        let fragments = attributed.children("fragment")
        let text = fragments.map { $0["content"] ?? $0.child("string", key: "content")?.text ?? "" }.joined()
        members.append(("text", .string(text)))
        let font = fragments.first?.child("attributes")?.child("font", key: "NSFont")
        if let font, let size = font.number("size") {
            members.append(
                (
                    "font",
                    .object([("size", .number(size)), ("weight", .string(FontMapping.weight(named: font["name"])))])
                ))
        }
        if fragments.count > 1 {
            unsupported.append(("attributedString", "attributed text is measured in its first fragment's font"))
        }
    }

    /// A button: its title (and font), or, with an image and no title, the image's size with the
    /// content insets as its intrinsic size.
    mutating func readButton(file: InterfaceBuilderFile) -> (width: Double?, height: Double?)? {
        let normal = element.children("state").first { $0["key"] == "normal" }
        let configuration = element.child("buttonConfiguration", key: "configuration")
        let title = normal?["title"] ?? normal?.child("string", key: "title")?.text ?? configuration?["title"]
        let imageName = normal?["image"] ?? configuration?["image"] ?? element["image"]
        let imageSize = imageName.flatMap { file.imageSizes[$0] }
        let insets = element.child("inset", key: "contentEdgeInsets")
        let horizontal = (insets?.number("minX") ?? 0) + (insets?.number("maxX") ?? 0)
        let vertical = (insets?.number("minY") ?? 0) + (insets?.number("maxY") ?? 0)
        if let title, !title.isEmpty {
            members.append(("text", .string(title)))
            if let font = FontMapping.font(
                element.child("fontDescription", key: "fontDescription"), toolsVersion: toolsVersion)
            {
                members.append(("font", font))
            }
            if imageSize != nil {
                unsupported.append(("button", "a button's image beside its title is not measured: the title alone is"))
            }
            if configuration != nil {
                unsupported.append(
                    ("buttonConfiguration", "a configured (iOS 15) button is measured as a plain button with its title")
                )
            } else if imageSize == nil {
                let contentInsets = EdgeInsets(
                    top: insets?.number("minY") ?? 0, left: insets?.number("minX") ?? 0,
                    bottom: insets?.number("maxY") ?? 0, right: insets?.number("maxX") ?? 0)
                if let size = titleButtonSize(title: title, insets: contentInsets) { return size }
            }
            if horizontal != 0 || vertical != 0 {
                unsupported.append(
                    ("inset", "a button's contentEdgeInsets are not modelled beside an image or a configuration"))
            }
            return nil
        }
        kind = .view
        guard let imageSize else { return (nil, nil) }
        return (imageSize.width + horizontal, imageSize.height + vertical)
    }

    mutating func readPriorities() {
        func priority(_ name: String, _ fallback: Double) -> Double {
            element.number(name).map { min(1000, max(1, $0)) } ?? fallback
        }
        let hugging = (priority("horizontalHuggingPriority", 250), priority("verticalHuggingPriority", 250))
        let resistance = (
            priority("horizontalCompressionResistancePriority", 750),
            priority("verticalCompressionResistancePriority", 750)
        )
        let defaultHugging = kind == .label ? 251.0 : 250
        if hugging != (defaultHugging, defaultHugging) {
            members.append(
                (
                    "contentHuggingPriority",
                    .object([("horizontal", .number(hugging.0)), ("vertical", .number(hugging.1))])
                ))
        }
        if resistance != (750, 750) {
            members.append(
                (
                    "contentCompressionResistancePriority",
                    .object([("horizontal", .number(resistance.0)), ("vertical", .number(resistance.1))])
                ))
        }
    }

    /// `UIStackView`'s properties; IB leaves out the defaults (horizontal, fill, fill, 0).
    mutating func readStack() {
        if let axis = element["axis"] { members.append(("axis", .string(axis))) }
        if let value = element["distribution"] {
            if StackSpec.distributions.contains(value) {
                members.append(("distribution", .string(value)))
            } else {
                unsupported.append(("stackView", "stack distribution \"\(value)\" is not known: fill is used"))
            }
        }
        if let value = element["alignment"] {
            if StackSpec.alignments.contains(value) {
                members.append(("alignment", .string(value)))
            } else if value == "baseline" {
                members.append(("alignment", .string("lastBaseline")))
            } else {
                unsupported.append(("stackView", "stack alignment \"\(value)\" is not known: fill is used"))
            }
        }
        if let spacing = element.number("spacing") {
            members.append(("spacing", .number(spacing)))
        } else if element["spacingType"] == "standard" {
            // `UIStackView.spacingUseSystem`.
            members.append(("spacing", .number(ViewImporter.standardSpacing)))
        }
        // A stack whose margins the file sets arranges within them: in Interface Builder setting a
        // stack view's margins is all it takes (useyourloaf.com, "Adding padding to a stack
        // view"), the files carry no `layoutMarginsRelativeArrangement` for such stacks, and the
        // frames Xcode stores put their arranged views inside the margins.
        let ownMargins =
            element.child("edgeInsets", key: "layoutMargins") != nil
            || element.child("directionalEdgeInsets", key: "directionalLayoutMargins") != nil
        if element.flag("layoutMarginsRelativeArrangement")
            || (ownMargins && element["layoutMarginsRelativeArrangement"] != "NO")
        {
            members.append(("isLayoutMarginsRelativeArrangement", .bool(true)))
        }
        if element.flag("baselineRelativeArrangement") {
            unsupported.append(("stackView", "baselineRelativeArrangement is not modelled: spacing runs edge to edge"))
        }
    }
}
