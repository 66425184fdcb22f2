extension Money {
    /// The ICU version in use at run time, such as `72.1`.
    public static var icuVersion: String { ICULocaleData.versions.icu }
    /// The CLDR version of ICU's data, such as `42.0`.
    public static var cldrVersion: String { ICULocaleData.versions.cldr }
    /// The ICU major version the package was compiled against; tests branch on it where CLDR changed.
    public static var icuMajorVersion: Int { ICULocaleData.compiledMajorVersion }
}
