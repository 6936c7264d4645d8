import Document
import Geometry

/// What an Interface Builder element name means for layout: the document kind it becomes and,
/// for the controls whose size UIKit fixes, that intrinsic size (in points, as Xcode stores their
/// frames; nil on an axis: no intrinsic metric). Text-bearing controls are measured from their
/// text by the document's kinds instead.
struct ViewClass {
    var kind: ViewKind
    var intrinsicWidth: Double?
    var intrinsicHeight: Double?
    /// Where the frame lies outside the alignment rectangle that constraints and the intrinsic
    /// size act on (UIKit's `alignmentRectInsets`), for the controls whose stored frames show it.
    var alignmentInsets: EdgeInsets? = nil
    /// True when UIKit's size for the class is not modelled (the importer warns).
    var approximated = false

    var hasIntrinsicOverride: Bool { intrinsicWidth != nil || intrinsicHeight != nil }

    /// The elements that are plain views for layout: containers, cells, and views whose content
    /// (maps, web pages, lists) has no intrinsic size.
    static let plainViews: Set<String> = [
        "view", "tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView",
        "tableViewCellContentView", "collectionViewCellContentView", "visualEffectView", "containerView",
        "tableView", "collectionView", "mapView", "webView", "wkWebView", "mtkView", "glkView", "sceneKitView",
        "arscnView", "arskView", "skView", "textView", "imageViewPlaceholder", "inputView"
    ]

    /// The class of `element`; nil for an element name the importer does not know.
    /// `toolsVersion` picks between the sizes of UIKit before and after iOS 13's controls;
    /// `homeIndicator` (the canvas has one) makes a toolbar 49 points tall, as on those phones.
    static func of(_ element: XMLElement, toolsVersion: Int, homeIndicator: Bool) -> ViewClass? {
        let modern = toolsVersion == 0 || toolsVersion >= 15000
        // Xcode 12 (iOS 14) and Xcode 26 (iOS 26) changed a progress view's and a switch's size.
        // 32700.99.1234 is no Xcode build but a placeholder some tools write: not iOS 26.
        let iOS14 = toolsVersion == 0 || toolsVersion >= 16000
        let iOS26 = (24000..<32700).contains(toolsVersion)
        switch element.name {
        case "label": return ViewClass(kind: .label)
        case "button": return ViewClass(kind: .button)
        case "imageView": return ViewClass(kind: .image)
        case "textField": return ViewClass(kind: .textField)
        case "scrollView": return ViewClass(kind: .scroll)
        case "stackView": return ViewClass(kind: .stack)
        // Xcode's stored frames of switches, sliders and segmented controls differ from their
        // constraints by these insets (docs/interface-builder.md): a switch's 51 × 31 frame (63 × 28
        // from iOS 26) has 2 points right of its alignment rectangle; a slider's 31-point frame,
        // 1 below and 2 each side; a segmented control's 32-point frame, 1 below.
        case "switch":
            return ViewClass(
                kind: .view, intrinsicWidth: iOS26 ? 61 : 49, intrinsicHeight: iOS26 ? 28 : 31,
                alignmentInsets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 2))
        case "slider":
            return ViewClass(
                kind: .view, intrinsicHeight: 30, alignmentInsets: EdgeInsets(top: 0, left: 2, bottom: 1, right: 2))
        case "progressView": return ViewClass(kind: .view, intrinsicHeight: iOS14 ? 4 : 2)
        case "activityIndicatorView":
            let large = ["whiteLarge", "large"].contains(element["style"] ?? "")
            return ViewClass(kind: .view, intrinsicWidth: large ? 37 : 20, intrinsicHeight: large ? 37 : 20)
        case "stepper": return ViewClass(kind: .view, intrinsicWidth: 94, intrinsicHeight: modern ? 32 : 29)
        case "pageControl": return ViewClass(kind: .view, intrinsicHeight: modern ? 26 : 37, approximated: true)
        case "segmentedControl" where modern:
            return ViewClass(
                kind: .view, intrinsicHeight: 31, alignmentInsets: EdgeInsets(top: 0, left: 0, bottom: 1, right: 0))
        case "segmentedControl": return ViewClass(kind: .view, intrinsicHeight: 28, approximated: true)
        case "searchBar": return ViewClass(kind: .view, intrinsicHeight: modern ? 56 : 44)
        case "navigationBar": return ViewClass(kind: .view, intrinsicHeight: 44)
        case "toolbar": return ViewClass(kind: .view, intrinsicHeight: homeIndicator ? 49 : 44)
        case "tabBar": return ViewClass(kind: .view, intrinsicHeight: 49)
        case "pickerView", "datePicker": return ViewClass(kind: .view, intrinsicWidth: 320, intrinsicHeight: 216)
        case _ where plainViews.contains(element.name): return ViewClass(kind: .view)
        default: return nil
        }
    }
}
