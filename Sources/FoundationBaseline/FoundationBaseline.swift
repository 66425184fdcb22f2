import Foundation

/// Foundation's currency formatting, as a Swift user without tipfmt would write it.
public enum FoundationBaseline {}
