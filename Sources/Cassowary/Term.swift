/// `coefficient · variable`, one summand of an `Expression`.
package struct Term: Hashable, Sendable {
    package var variable: Variable
    package var coefficient: Double

    package init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}
