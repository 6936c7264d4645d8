// Arithmetic for building expressions: `2 * x + y - 10`. Relations are not operators (they would
// clash with `==` of Hashable types); build them with `Constraint(lhs, .equal, rhs)`.

package func * (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, lhs)]) }
package func * (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, rhs)]) }

package func * (lhs: Double, rhs: Expression) -> Expression {
    Expression(rhs.terms.map { Term($0.variable, $0.coefficient * lhs) }, constant: rhs.constant * lhs)
}

package func * (lhs: Expression, rhs: Double) -> Expression { rhs * lhs }

package func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}

package func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
package func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
package func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
package func + (lhs: Expression, rhs: Double) -> Expression { lhs + Expression(constant: rhs) }
package func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + Expression(constant: rhs) }

package prefix func - (operand: Expression) -> Expression { -1 * operand }
package prefix func - (operand: Variable) -> Expression { Expression([Term(operand, -1)]) }

package func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }
package func - (lhs: Expression, rhs: Variable) -> Expression { lhs + -rhs }
package func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + -rhs }
package func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + -rhs }
package func - (lhs: Expression, rhs: Double) -> Expression { lhs + Expression(constant: -rhs) }
package func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + Expression(constant: -rhs) }
