/// Where a decoded value sits in the request body, before it is a JSON Pointer: the pointer of
/// the list holding it and its index there (`nil`: `list` is the whole pointer).
///
/// Only error paths and diagnostics read a stored value's pointer, so decoded views and
/// constraint entries keep this (the list's string is shared by its elements) and build the
/// text when it is read. O(1) to keep; O(pointer length) to read.
struct PointerLocation: Sendable {
    var list: String
    var position: Int?

    init(list: String, position: Int? = nil) {
        self.list = list
        self.position = position
    }

    var pointer: String { position.map { list.appendingPointer($0) } ?? list }

    /// The pointer with `suffix` (already escaped, e.g. `/constraints`) after it, in one go.
    func pointer(appending suffix: String) -> String {
        position.map { String(joining: list, "/", String($0), suffix) } ?? String(joining: list, suffix, "")
    }
}
