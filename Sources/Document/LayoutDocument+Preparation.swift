/// What depends on the document alone, never on a target, is worked out once when the document
/// is decoded and reused by every target and label pass of the request: VFL parses (against the
/// view ids and tree, the metrics and spacing defaults) and duplicate constraint ids.
extension LayoutDocument {
    /// Fills `duplicateConstraintIds`, and `metricIndex` when there are more metrics than
    /// `directScanLimit` (a few are found faster by comparing than by hashing). VFL entries are
    /// parsed as they are decoded (`ConstraintEntryDecoder.parseVisualFormat`), so each is stored
    /// once, already parsed.
    mutating func prepare() {
        duplicateConstraintIds = findDuplicateConstraintIds()
        metricIndex = metrics.count > Self.directScanLimit ? Self.index(metrics) : nil
    }

    /// Name → position of the first metric of that name. O(metrics).
    static func index(_ metrics: [(name: String, value: Double)]) -> [String: Int] {
        var index: [String: Int] = [:]
        index.reserveCapacity(metrics.count)
        for (position, metric) in metrics.enumerated() where index[metric.name] == nil { index[metric.name] = position }
        return index
    }

    /// Ids used by more than one constraint entry (groups' members included, whatever their
    /// `when`), with their counts, in order of first repetition.
    ///
    /// Derived ids are paths, distinct from each other, so two entries can only share an id
    /// when one of them names itself: a short list compares just those pairs (no hashing);
    /// past `directScanLimit` ids, a dictionary counts them. O(entries × named) or O(entries).
    public func findDuplicateConstraintIds() -> [(id: String, count: Int)] {
        var ids: [IdUse] = []
        ids.reserveCapacity(constraints.count)
        func collect(_ entries: [ConstraintEntry]) {
            // By index: reads two fields rather than copying each entry out.
            for index in entries.indices {
                if case .group(let group) = entries[index].form {
                    collect(group.entries)
                } else {
                    ids.append(IdUse(id: entries[index].id, isExplicit: entries[index].hasExplicitId))
                }
            }
        }
        collect(constraints)
        guard ids.contains(where: \.isExplicit) else { return [] }
        guard ids.count > Self.directScanLimit else {
            func same(_ a: Int, _ b: Int) -> Bool { (ids[a].isExplicit || ids[b].isExplicit) && ids[a].id == ids[b].id }
            var duplicates: [(id: String, count: Int)] = []
            for position in ids.indices {
                // The second use of an id is where it becomes a duplicate.
                var earlier = 0
                for other in 0..<position where same(other, position) { earlier += 1 }
                guard earlier == 1 else { continue }
                var count = 2
                for other in (position + 1)..<ids.count where same(other, position) { count += 1 }
                duplicates.append((ids[position].id, count))
            }
            return duplicates
        }
        var seen: [String: Int] = [:]
        var duplicates: [String] = []
        for use in ids {
            let id = use.id
            let count = seen[id, default: 0]
            if count == 1 { duplicates.append(id) }
            seen[id] = count + 1
        }
        return duplicates.map { ($0, seen[$0] ?? 2) }
    }

    /// One constraint id in document order. A struct, not a tuple: a list of tuples is destroyed
    /// through the runtime's generic tuple witness, element by element.
    private struct IdUse {
        var id: String
        var isExplicit: Bool
    }

    /// Up to this many constraint ids (or view ids), comparing costs less than hashing each.
    static let directScanLimit = 48

    /// True when a view's `installed` or a group's `when` names devices: then two targets of the
    /// same traits may still install different views or constraints.
    public var hasDeviceConditions: Bool {
        func names(_ entries: [ConstraintEntry]) -> Bool {
            entries.contains { entry in
                guard case .group(let group) = entry.form else { return false }
                return group.when.device != nil || names(group.entries)
            }
        }
        return views.contains { $0.installed?.device != nil } || names(constraints)
    }

    /// The constraints of one VFL entry, or Apple's error for it.
    public func parseVisualFormat(_ entry: VisualFormatEntry) -> Result<[VisualFormatConstraint], VisualFormatError> {
        Self.parseVisualFormat(
            entry,
            context: Self.visualFormatContext(
                views: views, viewIndex: viewIndex, metrics: metrics,
                metricIndex: metricIndex,
                defaults: defaults, extra: entry.metrics))
    }

    /// The VFL parser of a document being decoded, from what is decoded before its constraints.
    /// One context serves every entry without metrics of its own.
    static func visualFormatParser(
        views: [ViewSpec], viewIndex: [String: Int], metrics: [(name: String, value: Double)],
        defaults: DocumentDefaults
    ) -> (VisualFormatEntry) -> Result<[VisualFormatConstraint], VisualFormatError> {
        // Built once: an entry's context looks the document's metrics up in it, never scans a
        // long list of them.
        let metricIndex = metrics.count > directScanLimit ? index(metrics) : nil
        let shared = visualFormatContext(
            views: views, viewIndex: viewIndex, metrics: metrics, metricIndex: metricIndex,
            defaults: defaults, extra: [])
        return { entry in
            // `shared` is passed as it is, not copied into a local first (a copy retains each lookup).
            guard !entry.metrics.isEmpty else { return parseVisualFormat(entry, context: shared) }
            return parseVisualFormat(
                entry,
                context: visualFormatContext(
                    views: views, viewIndex: viewIndex, metrics: metrics,
                    metricIndex: metricIndex, defaults: defaults,
                    extra: entry.metrics))
        }
    }

    private static func parseVisualFormat(
        _ entry: VisualFormatEntry,
        context: VisualFormatContext
    ) -> Result<[VisualFormatConstraint], VisualFormatError> {
        var options = VisualFormatOptions()
        switch entry.options {
        case .mask(let mask): options = VisualFormatOptions(rawValue: UInt(mask))
        case .names(let names): for name in names { options.formUnion(VisualFormatOptions(name: name) ?? []) }
        }
        return Result { () throws(VisualFormatError) in
            try VisualFormatParser.parse(entry.format, options: options, context: context)
        }
    }

    /// What a VFL string of this document is parsed against: its views (ids and whether each
    /// has a superview), the metrics (`extra` first) and the spacing defaults. The lookup
    /// captures the names (or the index and views), not the whole document.
    private static func visualFormatContext(
        views: [ViewSpec], viewIndex: [String: Int], metrics: [(name: String, value: Double)],
        metricIndex: [String: Int]?, defaults: DocumentDefaults,
        extra: [(name: String, value: Double)]
    ) -> VisualFormatContext {
        let spacing: VisualFormatSpacing.Superview
        switch defaults.superviewSpacing {
        case .points(let points): spacing = .points(points)
        case .margins: spacing = .margins
        }
        let sizes = VisualFormatSpacing(sibling: defaults.siblingSpacing, superview: spacing)
        // Among a few views and metrics, comparing a name's bytes with each costs less than
        // building its string and hashing it.
        if views.count <= directScanLimit && metrics.count + extra.count <= directScanLimit {
            let names = VisualFormatNames(views: views, extra: extra, metrics: metrics)
            return VisualFormatContext(spacing: sizes, resolve: names.resolve)
        }
        let metric = metricLookup(metrics: metrics, index: metricIndex, extra: extra)
        return VisualFormatContext(spacing: sizes) { bytes in
            let name = String(decoding: bytes, as: UTF8.self)
            let view = viewIndex[name]
            let isGuide = VisualFormatContext.layoutGuideNames.contains(where: { isSameName($0, name) })
            // A view named like a guide is the view (UIKit's views dictionary decides).
            return VisualFormatName(
                name: view.map { views[$0].id } ?? name, metric: metric(name), isItem: view != nil || isGuide,
                hasSuperview: view.map { views[$0].parent != nil } ?? isGuide)
        }
    }

    /// `a == b` for names of a VFL context. View ids and metric names are ASCII identifiers
    /// (decoding checks both), as are the names the VFL parser reads (it refuses non-ASCII
    /// formats), so names of different lengths differ without a string comparison.
    private static func isSameName(_ a: String, _ b: String) -> Bool {
        a.utf8.count == b.utf8.count && a == b
    }

    /// Metrics of a VFL object first, then the document's.
    public func metricLookup(extra: [(name: String, value: Double)]) -> (String) -> Double? {
        Self.metricLookup(metrics: metrics, index: metricIndex, extra: extra)
    }

    /// O(1) a lookup in a long list (`index` given, or made here for an entry's own list of more
    /// than `directScanLimit`), O(a few) in a short one.
    private static func metricLookup(
        metrics: [(name: String, value: Double)], index: [String: Int]?,
        extra: [(name: String, value: Double)]
    ) -> (String) -> Double? {
        func find(_ name: String, in list: [(name: String, value: Double)], _ index: [String: Int]?) -> Double? {
            // The index compares as `==` does; names match only when spelt with the same bytes.
            guard let index else { return list.first(where: { isSameName($0.name, name) })?.value }
            return index[name].flatMap { isSameName(list[$0].name, name) ? list[$0].value : nil }
        }
        guard extra.count > directScanLimit else {
            return { name in extra.first(where: { isSameName($0.name, name) })?.value ?? find(name, in: metrics, index)
            }
        }
        let extraIndex = Self.index(extra)
        return { name in find(name, in: extra, extraIndex) ?? find(name, in: metrics, index) }
    }
}
