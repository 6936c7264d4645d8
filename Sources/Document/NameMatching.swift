import Primitives

/// Names a person types — a device id, an orientation, a query parameter's value — match in any
/// case of their ASCII letters, as the device catalog's lookups do (`DeviceCatalog`), and what
/// they find is the canonical spelling. The command line's flags and the service's query match
/// through it, so `--orientation Landscape` and `?orientation=Landscape` agree.
public enum NameMatching {
    /// The first of `choices` equal to `text`, else the first equal to it ignoring ASCII case,
    /// else nil. O(choices × length).
    public static func choice(_ text: String, in choices: [String]) -> String? {
        choices.first { $0 == text } ?? choices.first { $0.equalsIgnoringASCIICase(text) }
    }
}

extension RawRepresentable where Self: CaseIterable, RawValue == String {
    /// The case whose raw value is `text` in any case of its ASCII letters (`Landscape` is
    /// `landscape`); nil when none is. O(cases × length).
    public init?(foldingCase text: String) {
        guard let raw = NameMatching.choice(text, in: Self.allCases.map(\.rawValue)) else { return nil }
        self.init(rawValue: raw)
    }
}
