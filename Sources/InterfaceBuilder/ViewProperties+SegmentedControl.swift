import Document
import Engine

extension ViewProperties {
    /// The width a segment adds to its widest title: UIKit's padding around a segment's title
    /// since iOS 13, as the stored frames of segmented controls sized by their titles show.
    static let segmentPadding: Double = 21

    /// The intrinsic width of a segmented control since iOS 13 (files of Xcode 11 and later):
    /// equal segments, each its widest title in the system font at 13 points plus the padding.
    /// Nil when a segment has no title (an image segment: not modelled). O(titles).
    func segmentedControlWidth(scale: Double) -> Double? {
        let titles = element.child("segments")?.children("segment").map { $0["title"] } ?? []
        guard !titles.isEmpty else { return nil }
        var widest = 0.0
        for title in titles {
            guard let title, !title.isEmpty else { return nil }
            var spec = ViewSpec(id: id, kind: .label, pointer: "", parent: nil, depth: 0)
            spec.text = title
            spec.font = FontSpec(size: 13)
            widest = max(widest, TextSizing.intrinsicSize(of: spec, wrapWidth: nil, scale: scale).width ?? 0)
        }
        return Double(titles.count) * (widest + Self.segmentPadding)
    }
}
