import TestSupport
import Testing

@testable import Text

/// The system measurer's San Francisco table gives the widths Xcode stored for these labels
/// (data/sf-measurements.tsv, at @2x), where Helvetica's table does not.
@Suite struct SystemFontTests {
    let measurer = TextMeasurer.system
    let helvetica = TextMeasurer(faces: .helvetica)

    @Test(arguments: [
        ("Heading Offset", 17.0, FontWeight.regular, 116.0),
        ("Headline", 17, .semibold, 70.5),
        ("Restaurant name", 20, .medium, 156.5),
        ("Large Title", 34, .regular, 153.5),
        ("Лучшая серия", 15, .regular, 101)
    ])
    func oneLineLabelsMeasureWhatXcodeStored(text: String, size: Double, weight: FontWeight, stored: Double) {
        let font = Font(size: size, weight: weight)
        let size = measurer.intrinsicContentSize(text: text, font: font, numberOfLines: 1, preferredMaxLayoutWidth: nil)
        #expect(size.width == stored)
    }

    @Test func helveticaMissesWhatTheFitGetsRight() {
        let font = Font(size: 17, weight: .semibold)
        let size = helvetica.intrinsicContentSize(
            text: "Headline", font: font, numberOfLines: 1, preferredMaxLayoutWidth: nil)
        #expect(size.width != 70.5)
    }

    @Test func twentyPointsAndAboveMeasureWithSFProDisplay() {
        for weight in [FontWeight.regular, .medium, .semibold, .bold] {
            let text = measurer.metrics(for: Font(size: 19.5, weight: weight))
            let display = measurer.metrics(for: Font(size: 20, weight: weight))
            #expect(text.name.hasPrefix("SFProText-"))
            #expect(display.name.hasPrefix("SFProDisplay-"))
            #expect(display.advance(of: "a")! < text.advance(of: "a")!)
        }
    }

    @Test func eachOfTheFourWeightsHasItsOwnFace() {
        let names = [FontWeight.regular, .medium, .semibold, .bold].map {
            measurer.metrics(for: Font(size: 17, weight: $0)).name
        }
        #expect(names == ["SFProText-Regular", "SFProText-Medium", "SFProText-Semibold", "SFProText-Bold"])
        #expect(measurer.metrics(for: Font(size: 17, weight: .thin)).name == "SFProText-Regular")
        #expect(measurer.metrics(for: Font(size: 17, weight: .heavy)).name == "SFProText-Bold")
    }
}
