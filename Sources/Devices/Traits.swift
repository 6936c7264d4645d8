// The small vocabularies of a trait collection. Raw values are the JSON spellings (docs/document-format.md §4, §5).

/// `UIUserInterfaceSizeClass` without `unspecified`: a resolved target always has both.
public enum SizeClass: String, Sendable, Hashable, CaseIterable {
    case compact
    case regular
}

/// `UIUserInterfaceIdiom`, the two the catalog knows.
public enum Idiom: String, Sendable, Hashable, CaseIterable {
    case phone
    case pad
}

/// Interface orientation; the two landscape sides share one geometry (the catalog's insets are
/// symmetric), so they are one case.
public enum Orientation: String, Sendable, Hashable, CaseIterable {
    case portrait
    case landscape
}

/// `UIUserInterfaceLayoutDirection`: decides which side `leading`/`trailing` mean.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
    case leftToRight
    case rightToLeft
}

/// What sits at the top of the screen, which decides whether the top safe-area inset survives a
/// hidden status bar (a notch does; a home-button bezel does not).
public enum ScreenFeature: String, Sendable, Hashable, CaseIterable {
    case homeButton = "home-button"
    case homeIndicator = "home-indicator"
    case notch
    case dynamicIsland = "dynamic-island"

    /// True when the top inset comes from the hardware rather than the status bar.
    public var hasTopSensorHousing: Bool { self == .notch || self == .dynamicIsland }
}

/// iPad Split View: the share of the screen the app's window gets.
public enum Multitasking: String, Sendable, Hashable, CaseIterable {
    case full
    case twoThirds
    case half
    case oneThird
}
