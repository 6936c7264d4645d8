import Document

// What `layout --help` and `layout COMMAND --help` print: each command's synopsis, options,
// examples and exit status, in the command line's own terms.

extension LayoutCommand {
    /// The exit status every command documents.
    static let exitStatus = """
        exit status:
          0  success
          1  a target has an error diagnostic (solve, validate)
          2  bad usage, or a FILE that cannot be read or is not a valid document
        """

    static let targetOptions = """
          --device ID          a device id or alias ('layout devices' lists them); both orientations
                               unless --orientation
          --orientation O      portrait or landscape, with --device or --all-devices
          --all-devices        every device of the catalog (25), both orientations unless --orientation
        """

    static let documentOptions = """
          --max-views N        views a document may have (default \(LayoutLimits.standard.maxViews)), as layoutd's flag
          --max-constraints N  constraint entries a document may have (default \(LayoutLimits.standard.maxConstraints))
          --no-presolve        give the simplex every constraint as given (slower; the benchmarks' peer)
        """

    /// The text of `layout help` (nil) or `layout help COMMAND`.
    public static func help(_ action: Action?) -> String {
        switch action {
        case .solve?:
            """
            usage: layout solve FILE [--device ID [--orientation O] | --all-devices] [--compact] [--timing]

            Solves the layout: one result per target with every view's frame (in its superview's
            coordinates), scroll views' content sizes and the diagnostics — the JSON that the service's
            POST /v1/layout answers. Without --device or --all-devices, FILE names its own targets.
            FILE may be an iOS .storyboard or .xib: every view tree is laid out, on its design canvas
            without target flags, each result naming its tree's IB id as "scene" and its frames keyed
            by IB ids.

            options:
            \(targetOptions)
              --compact            one line of JSON, byte for byte the service's answer
              --timing             also print each target's solve time on standard error
            \(documentOptions)
              -h, --help           this text

            examples:
              layout solve examples/seed-000-profile.json --device iphone-6 --orientation landscape
              layout solve examples/seed-003-login.json --all-devices --compact > frames.json
              layout solve request.json              (a {"document": …, "targets": […]} file)
              layout solve Main.storyboard --device iphone-x

            \(exitStatus)
            """
        case .validate?:
            """
            usage: layout validate FILE… [--device ID [--orientation O] | --all-devices] [--json] [--compact]

            Checks the layout on many targets at once — Interface Builder's issue navigator for every
            device, a step for CI: each distinct diagnostic once, with where it occurs, as a table per
            FILE (--json: POST /v1/validate's report with the indices of the targets, errorCount and
            warningCount). Without --device or --all-devices: FILE's own targets, else every device
            both ways (a .storyboard or .xib: every tree on every device both ways).

            options:
            \(targetOptions)
              --json               the report as JSON ({"files": [{file, report}]} for several files)
              --compact            one line of JSON, byte for byte the service's answer
            \(documentOptions)
              -h, --help           this text

            examples:
              layout validate examples/seed-003-login-mistakes.json
              layout validate examples/seed-001-size-classes.json --device ipad-9-7
              layout validate Main.storyboard Cells/*.xib --json

            \(exitStatus)
            """
        case .render?:
            """
            usage: layout render FILE [-o OUT.svg] [--whole-content] [--device ID [--orientation O] | --all-devices]

            Draws the layout as an SVG wireframe, one panel per target and state — POST /v1/render's
            picture. Views in a broken constraint are red, ambiguous views orange; scroll views clip
            their content. Without --device or --all-devices: FILE's own targets, else iphone-6 in
            both orientations.

            options:
              -o OUT.svg           write the picture to OUT.svg (default: standard output)
              --whole-content      draw everything laid out, unclipped, on a canvas as large as it needs
            \(targetOptions)
            \(documentOptions)
              -h, --help           this text

            examples:
              layout render examples/seed-000-profile.json -o profile.svg
              layout render examples/seed-002-scroll-view.json --device iphone-x --orientation landscape > scroll.svg

            exit status:
              0  drawn (error diagnostics are drawn, not failed)
              2  bad usage, or a FILE that cannot be read or is not a valid document, or OUT.svg cannot be written
            """
        case .system?:
            """
            usage: layout system FILE [--device ID [--orientation O]] [--compact] [--timing]

            Prints the first target's first-pass system as the solver receives it, in JSON: the
            variables, every constraint (terms, constant, relation, priority), the values this engine
            gives them and what reached the simplex — for solving the same system with another solver
            (benchmarks/shapes.py gives it to kiwisolver).

            options:
              --device ID          a device id or alias ('layout devices' lists them); without it,
                                   FILE's first target
              --orientation O      portrait or landscape, with --device (default portrait)
              --compact            one line of JSON
              --timing             add the solve's wall and CPU microseconds (the output then varies)
            \(documentOptions)
              -h, --help           this text

            examples:
              layout system examples/seed-003-login.json --device iphone-6 --orientation portrait --compact

            exit status:
              0  success
              2  bad usage, or a FILE that cannot be read or is not a valid document
            """
        case .import?:
            """
            usage: layout import FILE [--compact]

            Reads an iOS Interface Builder file (.storyboard or .xib) and prints one layout document
            per view tree — each view controller's view, each top-level view or cell of a xib — as
            {"trees": [{"scene", "document", "warnings"}]}: views keyed by IB ids, the design canvas
            as the document's designTarget, and a warning for each feature not mapped
            (docs/interface-builder.md). A document can be edited and sent to 'layout solve'.

            options:
              --compact            one line of JSON
              -h, --help           this text

            examples:
              layout import Main.storyboard > main.json

            exit status:
              0  success
              2  bad usage, or a FILE that cannot be read or is not an iOS Interface Builder file
            """
        case .devices?:
            """
            usage: layout devices [--json [--compact]]

            Lists the device catalog: id, size in points (portrait), scale, idiom and the models it
            stands for. An alias (iphone-8 for iphone-6) works wherever an id does.

            options:
              --json               the catalog as the service lists it, in JSON (with aliases, each
                                   orientation's traits, insets and bars), instead of the table
              --compact            with --json: one line
              -h, --help           this text

            examples:
              layout devices
              layout devices --json --compact > devices.json

            exit status:
              0  success
              2  bad usage
            """
        case .help?, nil:
            """
            usage: layout COMMAND [options]

            Solves iOS Auto Layout documents (docs/document-format.md) offline, with the engine and
            the answers of the layoutd service.

            commands:
              solve FILE           every view's frame and the diagnostics, per target
              validate FILE…       the diagnostics of many targets at once, merged, as a table
              render FILE          an SVG wireframe of each target
              system FILE          the first target's constraint system, as the solver receives it
              import FILE          an Interface Builder file's view trees as layout documents
              devices              the device catalog as a table
              help [COMMAND]       this text, or a command's ('layout COMMAND --help' too)

            FILE is a layout document or a {"document": …} request body, or for solve and import an
            iOS .storyboard or .xib; '-' reads standard input.

            examples:
              layout solve examples/seed-000-profile.json --device iphone-6 --orientation landscape
              layout validate examples/seed-003-login-mistakes.json
              layout devices

            \(exitStatus)
            """
        }
    }

    /// The synopsis line(s) of a help text: what a usage error repeats.
    public static func synopsis(_ action: Action?) -> String {
        guard let action, action != .help else {
            return "usage: layout COMMAND [options]; 'layout --help' lists the commands"
        }
        let usage = help(action).split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }
        return usage.joined(separator: "\n") + "\n'layout \(action.rawValue) --help' says more"
    }
}
