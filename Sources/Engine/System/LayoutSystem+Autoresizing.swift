/// Which views the autoresizing step (3d) turns into constraints (docs/document-format.md §2).
extension LayoutSystem {
    /// True when the view's frame and mask become NSAutoresizingMaskLayoutConstraints: its own
    /// `translatesAutoresizingMaskIntoConstraints`, else the document default — except for a
    /// stack view's arranged subviews, which UIStackView always switches off.
    public func translatesAutoresizingMask(_ index: Int) -> Bool {
        let view = document.views[index]
        if let parent = view.parent, document.views[parent].kind == .stack { return false }
        return view.translatesAutoresizingMaskIntoConstraints
            ?? document.defaults.translatesAutoresizingMaskIntoConstraints
    }
}
