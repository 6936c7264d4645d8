import Primitives

/// A sink for JSON written as a stream of events, so a response's shape is written once and
/// goes either straight to bytes (`JSONBytesEmitter`, the service's hot path: no tree, no
/// per-node allocation) or into a `JSONValue` (`JSONTreeEmitter`, for callers that edit or
/// pretty-print the tree).
///
/// Callers keep the events well formed: in an object each value follows a `key`; containers
/// close in the order they opened.
public protocol JSONEmitter {
    mutating func beginObject()
    mutating func endObject()
    mutating func beginArray()
    mutating func endArray()
    mutating func key(_ key: String)
    mutating func number(_ value: Double)
    mutating func string(_ value: String)
    mutating func bool(_ value: Bool)
    /// A subtree that already exists as a value.
    mutating func value(_ value: JSONValue)
}

/// A value with one JSON shape, written once as events: `JSONBytesEmitter` turns it into the
/// wire bytes, `jsonValue` into a tree.
public protocol JSONEmittable {
    func emit<Emitter: JSONEmitter>(into json: inout Emitter)
}

extension JSONEmittable {
    public var jsonValue: JSONValue {
        var tree = JSONTreeEmitter()
        emit(into: &tree)
        return tree.root
    }

    /// The value's JSON text, charged to the request's budget (`WorkBudget.current`): compact
    /// bytes are written straight from the events (`JSONBytesEmitter`, cut short once the budget
    /// is exhausted), other styles through the tree. `capacity`: a guess at the compact size.
    @inlinable public func serialized(style: JSONWriter.Style = .compact, capacity: Int = 1_024) -> [UInt8] {
        guard style == .compact else {
            let bytes = JSONWriter.write(jsonValue, style: style)
            WorkBudget.current.hold(bytes.count)
            return bytes
        }
        var bytes = JSONBytesEmitter(capacity: capacity)
        emit(into: &bytes)
        bytes.finish()
        return bytes.bytes
    }
}

extension JSONEmitter {
    @inlinable public mutating func member(_ key: String, _ value: Double) {
        self.key(key)
        number(value)
    }

    @inlinable public mutating func member(_ key: String, _ value: String) {
        self.key(key)
        string(value)
    }

    @inlinable public mutating func member(_ key: String, _ value: some JSONEmittable) {
        self.key(key)
        value.emit(into: &self)
    }

    /// `key: {id: value, …}` in the given order.
    @inlinable public mutating func members<Value: JSONEmittable>(
        _ key: String, _ values: some Sequence<(String, Value)>
    ) {
        self.key(key)
        beginObject()
        for (id, value) in values { member(id, value) }
        endObject()
    }
}

/// Compact JSON bytes, exactly what `JSONWriter.write(_:style: .compact)` gives for the same
/// tree. O(output).
///
/// The bytes are response bytes of the request it works for (`WorkBudget.current`): they are
/// charged to its memory as they grow, and once the budget is exhausted the emitter
/// `isStopped`: it ignores every further event, and `bytes` are not a whole JSON text.
public struct JSONBytesEmitter: JSONEmitter {
    public private(set) var bytes: [UInt8] = []
    /// Per open container, innermost last: whether it already has a member or element.
    private var hasContent: [Bool] = []
    private var afterKey = false
    private var poll = BudgetPoll()
    private var charged = 0
    public private(set) var isStopped = false

    static let chargeBatch = 64 * 1024

    public init(capacity: Int = 1_024) {
        bytes.reserveCapacity(capacity)
    }

    /// Charges the bytes written since the last charge when there are `chargeBatch` of them,
    /// and polls the budget every `WorkBudget.pollInterval` containers: called as each object
    /// or array opens, which every few scalars do.
    private mutating func account() {
        guard bytes.count - charged >= Self.chargeBatch || poll.shouldStop() else { return }
        let held = poll.budget.hold(bytes.count - charged)
        charged = bytes.count
        if !held || poll.checkNow() { isStopped = true }
    }

    /// A comma before every member or element but the first; none right after a key.
    private mutating func separate() {
        guard !isStopped else { return }
        if afterKey {
            afterKey = false
            return
        }
        guard let last = hasContent.indices.last else { return }
        if hasContent[last] { bytes.append(UInt8(ascii: ",")) }
        hasContent[last] = true
    }

    private mutating func open(_ bracket: UInt8) {
        account()
        separate()
        guard !isStopped else { return }
        bytes.append(bracket)
        hasContent.append(false)
    }

    private mutating func close(_ bracket: UInt8) {
        guard !isStopped else { return }
        hasContent.removeLast()
        bytes.append(bracket)
    }

    public mutating func beginObject() { open(UInt8(ascii: "{")) }
    public mutating func endObject() { close(UInt8(ascii: "}")) }
    public mutating func beginArray() { open(UInt8(ascii: "[")) }
    public mutating func endArray() { close(UInt8(ascii: "]")) }

    public mutating func key(_ key: String) {
        separate()
        guard !isStopped else { return }
        JSONWriter.writeString(key, into: &bytes)
        bytes.append(UInt8(ascii: ":"))
        afterKey = true
    }

    public mutating func number(_ value: Double) {
        separate()
        guard !isStopped else { return }
        JSONWriter.writeNumber(value, into: &bytes)
    }

    public mutating func string(_ value: String) {
        separate()
        guard !isStopped else { return }
        JSONWriter.writeString(value, into: &bytes)
    }

    public mutating func bool(_ value: Bool) {
        separate()
        guard !isStopped else { return }
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    public mutating func value(_ value: JSONValue) {
        separate()
        guard !isStopped else { return }
        JSONWriter.append(value, into: &bytes)
    }

    /// Charges what is left uncharged; call once the last event is written.
    public mutating func finish() {
        guard !isStopped else { return }
        if !poll.budget.hold(bytes.count - charged) { isStopped = true }
        charged = bytes.count
    }
}

/// The same events as a `JSONValue`. O(output).
public struct JSONTreeEmitter: JSONEmitter {
    /// An open container. Members and elements are appended where they are stored (through the
    /// stack's last element), never to a copy taken out of it: a copy would share the buffer, so
    /// each append would copy the whole container — O(n²) for an object of n members.
    private struct Open {
        var isObject: Bool
        var members: [(key: String, value: JSONValue)] = []
        var elements: [JSONValue] = []
        var key = ""
    }

    private var open: [Open] = []
    /// The finished tree once the outermost container has closed (or a lone value was given).
    public private(set) var root: JSONValue = .null

    public init() {}

    private mutating func add(_ value: JSONValue) {
        let last = open.count - 1
        guard last >= 0 else {
            root = value
            return
        }
        if open[last].isObject {
            open[last].members.append((open[last].key, value))
            open[last].key = ""
        } else {
            open[last].elements.append(value)
        }
    }

    public mutating func beginObject() { open.append(Open(isObject: true)) }

    public mutating func endObject() {
        guard let last = open.popLast(), last.isObject else { return }
        add(.object(last.members))
    }

    public mutating func beginArray() { open.append(Open(isObject: false)) }

    public mutating func endArray() {
        guard let last = open.popLast(), !last.isObject else { return }
        add(.array(last.elements))
    }

    public mutating func key(_ key: String) {
        guard let last = open.indices.last, open[last].isObject else { return }
        open[last].key = key
    }

    public mutating func number(_ value: Double) { add(.number(value)) }
    public mutating func string(_ value: String) { add(.string(value)) }
    public mutating func bool(_ value: Bool) { add(.bool(value)) }
    public mutating func value(_ value: JSONValue) { add(value) }
}
