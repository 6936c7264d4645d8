import Primitives

/// The randomized tests' generator: seeded, so every failure replays with its seed.
public typealias SeededGenerator = SplitMix64
