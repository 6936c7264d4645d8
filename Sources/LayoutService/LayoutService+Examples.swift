import JSON

/// `GET /v1/examples` and `GET /v1/examples/{name}`: the repository's `examples/*.json`, embedded
/// by scripts/embed-playground.sh, answered inline byte for byte as the files are written.
enum Examples {
    /// Each example by name (the file name without `.json`), in file-name order.
    static let documents: [StaticFile] = EmbeddedFiles.examples.map { StaticFile(name: $0.name, text: $0.text) }

    /// `{"examples": [{"name": …, "href": "/v1/examples/…"}]}`.
    static let list = StaticFile(
        name: "examples.json",
        text: String(
            decoding: JSONWriter.write(
                .object([
                    (
                        "examples",
                        .array(
                            documents.map { example in
                                let name = String(example.name.dropLast(".json".count))
                                return .object([("name", .string(name)), ("href", .string("/v1/examples/" + name))])
                            })
                    )
                ])), as: UTF8.self))
}

extension LayoutService {
    /// One example document; 404 for a name that is not one. O(examples).
    func exampleResponse(name: String, _ request: ServiceRequest) -> ServiceResponse {
        guard let example = Examples.documents.first(where: { $0.name == name + ".json" }) else {
            return Problem.notFound(path: request.path).response
        }
        return example.response(to: request)
    }
}
