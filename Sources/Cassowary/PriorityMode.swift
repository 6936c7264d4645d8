/// How a solver weighs optional constraints against each other.
public enum PriorityMode: Sendable, Hashable {
    /// UIKit's documented semantics: a higher priority beats any amount of error at lower ones
    /// (each distinct `Priority.value` is its own lexicographic level); within one level the
    /// errors add up with weight 1.
    case exact
    /// kiwi's semantics: every optional constraint's error is multiplied by `Priority.strength`
    /// and all of them are summed into one number, so enough weak errors outweigh a strong one.
    /// Kept for side-by-side comparison with kiwi.
    case weighted
}
