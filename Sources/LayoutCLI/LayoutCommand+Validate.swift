import Devices
import JSON
import Requests
import States

// `layout validate FILE…`: Interface Builder's issue navigator for many files at once, a CI step.
// Each file goes through `run(input:)` (the service's report, `POST /v1/validate`'s bytes); the
// table is drawn from that report, so the two never disagree.

extension LayoutCommand {
    /// Every file of `inputs` validated in order (`bytes`: the file as read, or why not): the
    /// table by default, with `--json` the report itself for one file and `{"files": [{file,
    /// report | error}]}` for several. Status 2 when a file could not be read or decoded, else 1
    /// when a report has an error, else 0. O(Σ files' validation).
    public func runValidate(
        _ inputs: [(file: String, bytes: Result<[UInt8], FileIO.Failure>)], catalog: DeviceCatalog = .standard
    )
        -> Outcome
    {
        var status: Int32 = 0
        var entries: [JSONValue] = []
        var table = ""
        var stderr = ""
        for (file, bytes) in inputs {
            var one = self
            one.file = file
            one.pretty = false
            let outcome: Outcome
            switch bytes {
            case .success(let input): outcome = one.run(input: input, catalog: catalog)
            case .failure(let failure): outcome = Outcome(status: 2, stdout: [], stderr: "layout: \(failure.message)\n")
            }
            guard outcome.status != 2, let report = try? JSONParser.parse(outcome.stdout) else {
                status = 2
                stderr += outcome.stderr
                entries.append(.object([("file", .string(file)), ("error", .string(outcome.stderr))]))
                table += "\(file): not validated: \(outcome.stderr)"
                continue
            }
            if status == 0 { status = outcome.status }
            entries.append(.object([("file", .string(file)), ("report", report)]))
            table += ValidationTable.text(file: file, report: report)
        }
        guard json || !pretty else { return Outcome(status: status, stdout: Array(table.utf8), stderr: stderr) }
        let value: JSONValue
        if inputs.count == 1, case .object(let members) = entries[0], let report = members.last, report.key == "report"
        {
            value = report.value
        } else {
            value = .object([("files", .array(entries))])
        }
        return Outcome(status: status, stdout: JSONWriter.write(value, style: style) + [0x0A], stderr: stderr)
    }
}
