import Document
import FuzzLayoutSupport
import FuzzSupport

/// Fuzzes request and document decoding (`JSONParser` then `LayoutRequest.decode`): any JSON
/// ends in a request within the limits or in problems that each carry a message and a JSON
/// Pointer, the same each time; a decoded document keeps `LayoutDocument`'s invariants.
///
/// Input: a request body; a bare document gets its target from `FuzzRequest.query`.
enum DocumentFuzzTarget: FuzzTarget {
    static func run(_ data: UnsafeRawBufferPointer) {
        guard let body = FuzzRequest.json(data) else { return }
        switch FuzzRequest.decode(body) {
        case .success(let request):
            check(request.document)
            FuzzCheck.require(
                !request.targets.isEmpty && request.targets.count <= FuzzRequest.limits.maxTargets,
                "\(request.targets.count) targets decoded")
            FuzzCheck.require(request.targetPointers.count == request.targets.count, "a pointer per target")
        case .failure(let problems):
            FuzzRequest.check(problems)
            if case .failure(let again) = FuzzRequest.decode(body) {
                FuzzCheck.require(again.problems == problems.problems, "two decodings report different problems")
            } else {
                FuzzCheck.fail("the second decoding succeeded")
            }
        }
    }

    static func check(_ document: LayoutDocument) {
        FuzzCheck.require(
            !document.views.isEmpty && document.views.count <= FuzzRequest.limits.maxViews,
            "\(document.views.count) views decoded")
        FuzzCheck.require(
            document.constraints.count <= FuzzRequest.limits.maxConstraints, "\(document.constraints.count) constraints"
        )
        FuzzCheck.require(Set(document.views.map(\.id)).count == document.views.count, "duplicate view ids")
        for (index, view) in document.views.enumerated() {
            FuzzCheck.require(document.viewIndex[view.id] == index, "viewIndex disagrees for \(view.id)")
        }
        for metric in document.metrics {
            FuzzCheck.require(metric.value.isFinite, "metric \(metric.name) is \(metric.value)")
        }
    }
}
