/// Which views the autoresizing step (3d) turns into constraints (docs/document-format.md §2).
extension LayoutSystem {
    /// True when the view's frame and mask become NSAutoresizingMaskLayoutConstraints: its own
    /// `translatesAutoresizingMaskIntoConstraints`, else the document default — except for a
    /// stack view's arranged subviews, which UIStackView always switches off.
    public func translatesAutoresizingMask(_ index: Int) -> Bool {
        // Fields read in place: a copy of the view is a retain of each of its strings.
        let views = document.views
        if let parent = views[index].parent, views[parent].kind == .stack { return false }
        return views[index].translatesAutoresizingMaskIntoConstraints
            ?? document.defaults.translatesAutoresizingMaskIntoConstraints
    }
}
