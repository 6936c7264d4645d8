import JSON

/// The document's `controller` (docs/document-format.md §1): which bars the root view controller sits under. They
/// set `topLayoutGuide`/`bottomLayoutGuide` and the safe area from the device catalog.
public struct ControllerOptions: Sendable, Hashable {
    /// `prefersStatusBarHidden`, spelled as a choice: `auto` is iOS 8+'s default (hidden when
    /// the vertical size class is compact, i.e. iPhone landscape).
    public enum StatusBar: String, Sendable, Hashable, CaseIterable {
        case auto
        case visible
        case hidden
    }

    public var navigationBar: Bool
    public var tabBar: Bool
    public var toolbar: Bool
    public var statusBar: StatusBar
    /// A large-title navigation bar (iOS 11+): 52 points taller where the vertical size class is
    /// regular; iPhone landscape collapses it to the small bar, as UIKit does.
    public var largeTitle: Bool

    public init(
        navigationBar: Bool = false, tabBar: Bool = false, toolbar: Bool = false,
        statusBar: StatusBar = .auto, largeTitle: Bool = false
    ) {
        self.navigationBar = navigationBar
        self.tabBar = tabBar
        self.toolbar = toolbar
        self.statusBar = statusBar
        self.largeTitle = largeTitle
    }

    /// No bars, status bar as the system decides.
    public static let none = ControllerOptions()

    /// Decodes a `controller` object, reporting every problem with a pointer under `pointer`.
    public static func decode(_ json: JSONValue, pointer: String) -> Result<ControllerOptions, DocumentProblems> {
        var problems: [DocumentProblem] = []
        guard var reader = JSONReader.Object(json, pointer: pointer, what: "'controller'", problems: &problems) else {
            return .failure(DocumentProblems(problems))
        }
        var options = ControllerOptions()
        options.navigationBar = reader.bool("navigationBar") ?? false
        options.tabBar = reader.bool("tabBar") ?? false
        options.toolbar = reader.bool("toolbar") ?? false
        options.statusBar = reader.enumeration("statusBar") ?? .auto
        options.largeTitle = reader.bool("largeTitle") ?? false
        if options.largeTitle && !options.navigationBar {
            reader.problem("largeTitle", "'largeTitle' needs 'navigationBar': true")
        }
        reader.rejectUnknownKeys()
        reader.drain(into: &problems)
        return problems.isEmpty ? .success(options) : .failure(DocumentProblems(problems))
    }
}
