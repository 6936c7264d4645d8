// The Cassowary module: an incremental simplex solver for linear equality and inequality
// constraints with exact (lexicographic) priorities. It imports nothing, not even Foundation.
