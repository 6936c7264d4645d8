/// What depends on the document alone, never on a target, is worked out once when the document
/// is decoded and reused by every target and label pass of the request: VFL parses (against the
/// view ids and tree, the metrics and spacing defaults) and duplicate constraint ids.
extension LayoutDocument {
    /// Fills `VisualFormatEntry.parsed` and `duplicateConstraintIds`. O(Σ format lengths + entries).
    mutating func prepare() {
        parseVisualFormats()
        duplicateConstraintIds = findDuplicateConstraintIds()
    }

    /// Ids used by more than one constraint entry (groups' members included, whatever their
    /// `when`), with their counts, in order of first repetition.
    func findDuplicateConstraintIds() -> [(id: String, count: Int)] {
        var seen: [String: Int] = [:]
        var duplicates: [String] = []
        func visit(_ entries: [ConstraintEntry]) {
            for entry in entries {
                if case let .group(group) = entry.form { visit(group.entries); continue }
                let count = seen[entry.id, default: 0]
                if count == 1 { duplicates.append(entry.id) }
                seen[entry.id] = count + 1
            }
        }
        visit(constraints)
        return duplicates.map { ($0, seen[$0] ?? 2) }
    }

    /// True when a view's `installed` or a group's `when` names devices: then two targets of the
    /// same traits may still install different views or constraints.
    var hasDeviceConditions: Bool {
        func names(_ entries: [ConstraintEntry]) -> Bool {
            entries.contains { entry in
                guard case let .group(group) = entry.form else { return false }
                return group.when.device != nil || names(group.entries)
            }
        }
        return views.contains { $0.installed?.device != nil } || names(constraints)
    }

    /// Fills `VisualFormatEntry.parsed` for every VFL entry, groups included.
    private mutating func parseVisualFormats() {
        let document = self
        func parse(_ entries: inout [ConstraintEntry]) {
            for index in entries.indices {
                switch entries[index].form {
                case var .visualFormat(entry):
                    entry.parsed = document.parseVisualFormat(entry)
                    entries[index].form = .visualFormat(entry)
                case var .group(group):
                    parse(&group.entries)
                    entries[index].form = .group(group)
                case .equation:
                    break
                }
            }
        }
        parse(&constraints)
    }

    /// The constraints of one VFL entry, or Apple's error for it.
    func parseVisualFormat(_ entry: VisualFormatEntry) -> Result<[VisualFormatConstraint], VisualFormatError> {
        var options = VisualFormatOptions()
        switch entry.options {
        case let .mask(mask): options = VisualFormatOptions(rawValue: UInt(mask))
        case let .names(names): for name in names { options.formUnion(VisualFormatOptions(name: name) ?? []) }
        }
        let spacing: VisualFormatSpacing.Superview
        switch defaults.superviewSpacing {
        case let .points(points): spacing = .points(points)
        case .margins: spacing = .margins
        }
        let document = self
        let context = VisualFormatContext(
            metric: metricLookup(extra: entry.metrics),
            isView: { document.viewIndex[$0] != nil },
            layoutGuidesAreItems: true,
            hasSuperview: { name in
                VisualFormatContext.layoutGuideNames.contains(name) || document.viewIndex[name].map { document.views[$0].parent != nil } ?? false
            },
            spacing: VisualFormatSpacing(sibling: defaults.siblingSpacing, superview: spacing))
        return Result { () throws(VisualFormatError) in try VisualFormatParser.parse(entry.format, options: options, context: context) }
    }

    /// Metrics of a VFL object first, then the document's.
    func metricLookup(extra: [(name: String, value: Double)]) -> (String) -> Double? {
        let metrics = metrics
        return { name in extra.first(where: { $0.name == name })?.value ?? metrics.first(where: { $0.name == name })?.value }
    }
}
