import Glibc
import Requests
import Testing

@testable import LayoutCLI

/// How the command line takes what a person types: `--flag=value` as `--flag value`, enumerated
/// values in any case as device ids, and a file it cannot read named with the reason.
@Suite struct FlagSpellingTests {
    static let document = Array(
        #"{"root": {"id": "root", "subviews": [{"id": "a"}]}, "constraints": ["H:|[a]|", "V:|[a]|"]}"#.utf8)

    /// The message of the usage error `arguments` make, nil when they parse.
    static func usageError(_ arguments: [String]) -> String? {
        if case .failure(let error) = LayoutCommand.parse(arguments) { return error.message }
        return nil
    }

    @Test func everyValueFlagTakesTheGNUFormWithAnEqualsSign() throws {
        let spaced = try LayoutCommand.parse([
            "solve", "f.json", "--device", "iphone-6", "--orientation", "landscape",
            "--max-views", "10", "--max-constraints", "20"
        ]).get()
        let joined = try LayoutCommand.parse([
            "solve", "f.json", "--device=iphone-6", "--orientation=landscape", "--max-views=10",
            "--max-constraints=20"
        ]).get()
        #expect(joined == spaced)
        #expect(joined.device == "iphone-6" && joined.limits.maxViews == 10)
        // The value is everything after the first `=`, an empty one included.
        #expect(try LayoutCommand.parse(["solve", "f.json", "--device=a=b"]).get().device == "a=b")
        #expect(
            Self.usageError(["solve", "f.json", "--orientation="])
                == "--orientation needs portrait or landscape")
    }

    @Test func aFlagWithoutAValueRefusesOneAndAnUnknownFlagIsNamedWhole() {
        #expect(
            Self.usageError(["solve", "f.json", "--compact=yes"])
                == "--compact takes no value")
        #expect(
            Self.usageError(["solve", "f.json", "--colour=red"])
                == "unknown option '--colour=red'")
    }

    @Test func anOrientationMatchesInAnyCaseAsADeviceIdDoes() throws {
        let typed = try LayoutCommand.parse(["solve", "-", "--device", "iPhone-6", "--orientation", "Landscape"]).get()
        #expect(typed.orientations == [.landscape])
        let canonical = try LayoutCommand.parse(["solve", "-", "--device", "iphone-6", "--orientation", "landscape"])
            .get()
        #expect(typed.run(input: Self.document).stdout == canonical.run(input: Self.document).stdout)
        #expect(
            Self.usageError(["solve", "-", "--device", "iphone-6", "--orientation", "sideways"])
                == "--orientation needs portrait or landscape")
    }

    @Test func aMissingFileSaysThereIsNoSuchFile() {
        #expect(
            FileIO.read("/nonexistent/nope.json").failureMessage
                == "cannot read /nonexistent/nope.json: No such file or directory")
    }

    @Test func aFolderSaysItIsADirectory() {
        #expect(FileIO.read("/tmp").failureMessage == "cannot read /tmp: Is a directory")
    }

    @Test func aFileWithoutReadPermissionSaysPermissionDenied() throws {
        var template = Array("/tmp/layout-unreadable-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        try #require(descriptor >= 0)
        close(descriptor)
        let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        defer { unlink(path) }
        chmod(path, 0)
        // The superuser reads it anyway: then there is no refusal to word.
        guard geteuid() != 0 else { return }
        #expect(FileIO.read(path).failureMessage == "cannot read \(path): Permission denied")
    }

    @Test func aFileThatCannotBeWrittenSaysWhy() {
        guard case .failure(let failure) = FileIO.write([1], toFile: "/nonexistent/out.svg") else {
            Issue.record("writing into a missing folder succeeded")
            return
        }
        #expect(failure.message == "cannot write /nonexistent/out.svg: No such file or directory")
    }
}

extension Result where Failure == FileIO.Failure {
    /// The failure's message, nil on success.
    fileprivate var failureMessage: String? {
        if case .failure(let failure) = self { return failure.message }
        return nil
    }
}
