/// The views issue's seams into the engine's autoresizing step (SPEC §2.2).
extension LayoutSystem {
    /// True when the view's frame and mask become NSAutoresizingMaskLayoutConstraints: its own
    /// `translatesAutoresizingMaskIntoConstraints`, else the document default — except for a
    /// stack view's arranged subviews, which UIStackView always switches off.
    package func translatesAutoresizingMask(_ index: Int) -> Bool {
        let view = document.views[index]
        if let parent = view.parent, document.views[parent].kind == .stack { return false }
        return view.translatesAutoresizingMaskIntoConstraints ?? document.defaults.translatesAutoresizingMaskIntoConstraints
    }

    /// The screen the root's subviews were laid out on at design time, when the root has no
    /// `frame`: the document's `designTarget` (a target, resolved against the catalog with the
    /// document's controller), else the target's own screen — so autoresizing views keep their
    /// frames. A `designTarget` that does not decode or resolve counts as absent.
    package func rootDesignScreen() -> Size {
        guard let json = document.designTarget,
              case let .success(spec) = TargetSpec.decode(json, pointer: "/designTarget"),
              case let .success(target) = ResolvedTarget.resolve(spec, controller: document.controller,
                                                                  defaultLayoutDirection: geometry.layoutDirection)
        else { return geometry.screen }
        return target.size
    }
}
