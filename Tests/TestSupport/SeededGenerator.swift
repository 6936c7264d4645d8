import Primitives

/// The randomized tests' generator: seeded, so every failure replays with its seed.
package typealias SeededGenerator = SplitMix64
