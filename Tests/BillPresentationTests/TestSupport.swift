// SplitMix64, the string helpers and the money shorthands come from the shared TestSupport
// target, re-exported so every file of this target has them.
@_exported import TestSupport
