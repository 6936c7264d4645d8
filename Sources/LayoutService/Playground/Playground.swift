/// The browser playground: the page at `/` and the files it loads from `/playground/{file}`,
/// written in the repository's `playground/` folder and embedded by scripts/embed-playground.sh
/// (Generated/EmbeddedFiles.swift), so the binary needs no file at run time.
enum Playground {
    /// The name of the page among the files; the others are its scripts, styles and icon.
    static let pageName = "index.html"

    static let page: StaticFile = files[pageName] ?? StaticFile(name: pageName, text: "")

    /// Every file by name. Built once; a lookup is O(name length).
    static let files: [String: StaticFile] = Dictionary(
        EmbeddedFiles.playground.map { ($0.name, StaticFile(name: $0.name, text: $0.text)) },
        uniquingKeysWith: { first, _ in first })

    /// The page runs only its own files: no inline script or style, no eval, no other origin,
    /// and it cannot be framed.
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; "
        + "img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    static let pageHeaders: [(name: String, value: String)] = [
        ("Content-Security-Policy", contentSecurityPolicy), ("Referrer-Policy", "no-referrer")
    ]
}

extension LayoutService {
    /// `GET /` and `GET /playground/{file}`: answered inline; 404 when the configuration turns
    /// the playground off or the file is not one of the page's.
    func playgroundResponse(_ route: Route, file: String?, _ request: ServiceRequest) -> ServiceResponse {
        guard configuration.servesPlayground else { return Problem.notFound(path: request.path).response }
        if route == .playground { return Playground.page.response(to: request, extraHeaders: Playground.pageHeaders) }
        guard let file, file != Playground.pageName, let asset = Playground.files[file] else {
            return Problem.notFound(path: request.path).response
        }
        return asset.response(to: request)
    }
}
