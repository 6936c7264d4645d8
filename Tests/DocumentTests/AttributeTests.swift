import Testing

@testable import Document

@Suite struct AttributeTests {
    @Test func rawValuesAreUIKits() {
        #expect(Attribute.leading.rawValue == 5)
        #expect(Attribute.firstBaseline.rawValue == 12)
        #expect(Attribute.centerYWithinMargins.rawValue == 20)
    }

    @Test func baselineIsAnAliasOfLastBaseline() {
        #expect(Attribute(name: "baseline") == .lastBaseline)
        #expect(Attribute(name: "lastBaseline") == .lastBaseline)
        #expect(Attribute(name: "middle") == nil)
    }

    @Test(arguments: Attribute.allCases.filter { $0 != .notAnAttribute })
    func everyAttributeRoundTripsByName(_ attribute: Attribute) {
        #expect(Attribute(name: attribute.name) == attribute)
        #expect(attribute.axis != nil)
        #expect(attribute.isSize != attribute.isLocation)
    }

    @Test func marginsFollowTheirEdgesAxis() {
        #expect(Attribute.leadingMargin.axis == .horizontal)
        #expect(Attribute.topMargin.axis == .vertical)
        #expect(Attribute.leadingMargin.isDirectional)
        #expect(Attribute.rightMargin.isAbsoluteHorizontalEdge)
    }

    @Test func relationsParseSymbolsAndNames() {
        #expect(Relation(text: ">=") == .greaterThanOrEqual)
        #expect(Relation(text: "lessThanOrEqual") == .lessThanOrEqual)
        #expect(Relation(text: "=") == nil)
    }

    @Test func prioritiesMustBeInZeroToAThousand() {
        #expect(LayoutPriority(1000).isRequired)
        #expect(!LayoutPriority(999).isRequired)
        #expect(!LayoutPriority(0).isValid)
        #expect(!LayoutPriority(1001).isValid)
        #expect(LayoutPriority(name: "defaultHigh") == LayoutPriority(750))
    }
}
