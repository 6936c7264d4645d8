// Arithmetic for building expressions: `2 * x + y - 10`. Relations are not operators (they would
// clash with `==` of Hashable types); build them with `Constraint(lhs, .equal, rhs)`.

public func * (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, lhs)]) }
public func * (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, rhs)]) }

public func * (lhs: Double, rhs: Expression) -> Expression {
    Expression(rhs.terms.map { Term($0.variable, $0.coefficient * lhs) }, constant: rhs.constant * lhs)
}

public func * (lhs: Expression, rhs: Double) -> Expression { rhs * lhs }

public func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}

public func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
public func + (lhs: Expression, rhs: Double) -> Expression { lhs + Expression(constant: rhs) }
public func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + Expression(constant: rhs) }

public prefix func - (operand: Expression) -> Expression { -1 * operand }
public prefix func - (operand: Variable) -> Expression { Expression([Term(operand, -1)]) }

public func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs + -rhs }
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + -rhs }
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + -rhs }
public func - (lhs: Expression, rhs: Double) -> Expression { lhs + Expression(constant: -rhs) }
public func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + Expression(constant: -rhs) }
