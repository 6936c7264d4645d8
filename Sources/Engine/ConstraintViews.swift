/// The views a constraint mentions (document indices), in order. Keeps true: up to two are
/// stored inline — every document, intrinsic, root and autoresizing constraint — so building
/// and dropping a constraint allocates nothing for them; only a stack view's spacing constraints
/// (more views) keep an array.
public struct ConstraintViews: RandomAccessCollection, Equatable, Sendable, ExpressibleByArrayLiteral {
    private var first0 = 0
    private var second1 = 0
    private var more: [Int]?
    public private(set) var count: Int

    public init(_ view: Int) {
        first0 = view
        count = 1
    }

    public init(_ view: Int, _ other: Int) {
        first0 = view
        second1 = other
        count = 2
    }

    public init(_ views: [Int]) {
        count = views.count
        switch views.count {
        case 0: break
        case 1: first0 = views[0]
        case 2:
            first0 = views[0]
            second1 = views[1]
        default: more = views
        }
    }

    public init(arrayLiteral views: Int...) { self.init(views) }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> Int {
        precondition(position >= 0 && position < count, "ConstraintViews index out of range")
        if let more { return more[position] }
        return position == 0 ? first0 : second1
    }

    public static func == (lhs: ConstraintViews, rhs: ConstraintViews) -> Bool { lhs.elementsEqual(rhs) }
}
