import Document

/// The attributes one stack view lays its arranged views out along: the stacking axis (`lead`,
/// `trail`, `size`, `center`) and the cross axis (`crossStart`, `crossEnd`, `crossSize`,
/// `crossCenter`). A horizontal stack runs leading → trailing and aligns on top/bottom; a
/// vertical one runs top → bottom and aligns on leading/trailing (UIKit's `UIStackView`).
struct StackArrangement: Sendable {
    enum Alignment: Sendable, Hashable {
        case fill, start, center, end, firstBaseline, lastBaseline
    }

    enum Distribution: Sendable, Hashable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    let isHorizontal: Bool
    let alignment: Alignment
    let distribution: Distribution
    let spacing: Double

    /// `alignment` names as documents spell them; `top`/`leading` and `bottom`/`trailing` share
    /// UIKit's raw values. Baseline alignment exists only for horizontal stacks (Apple: "valid
    /// for horizontal stacks only"); a vertical stack asked for it fills, the default.
    init(_ spec: StackSpec) {
        isHorizontal = spec.axis != "vertical"
        switch spec.alignment {
        case "leading", "top": alignment = .start
        case "trailing", "bottom": alignment = .end
        case "center": alignment = .center
        case "firstBaseline": alignment = isHorizontal ? .firstBaseline : .fill
        case "lastBaseline": alignment = isHorizontal ? .lastBaseline : .fill
        default: alignment = .fill
        }
        switch spec.distribution {
        case "fillEqually": distribution = .fillEqually
        case "fillProportionally": distribution = .fillProportionally
        case "equalSpacing": distribution = .equalSpacing
        case "equalCentering": distribution = .equalCentering
        default: distribution = .fill
        }
        spacing = spec.spacing
    }

    var lead: Attribute { isHorizontal ? .leading : .top }
    var trail: Attribute { isHorizontal ? .trailing : .bottom }
    var size: Attribute { isHorizontal ? .width : .height }
    var center: Attribute { isHorizontal ? .centerX : .centerY }
    var crossStart: Attribute { isHorizontal ? .top : .leading }
    var crossEnd: Attribute { isHorizontal ? .bottom : .trailing }
    var crossSize: Attribute { isHorizontal ? .height : .width }
    var crossCenter: Attribute { isHorizontal ? .centerY : .centerX }
    /// `H` or `V`, for the VFL-style descriptions of spacing constraints.
    var letter: String { isHorizontal ? "H" : "V" }

    /// The cross-axis attribute arranged views are made equal on (`UISV-alignment`); `nil` for
    /// `fill`, which equates both edges.
    var alignedAttribute: Attribute? {
        switch alignment {
        case .fill: nil
        case .start: crossStart
        case .end: crossEnd
        case .center: crossCenter
        case .firstBaseline: .firstBaseline
        case .lastBaseline: .lastBaseline
        }
    }
}
