#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C library calls that code here names by module, because a Swift method of the same name
/// shadows them (`ErrorReporter.exit`, `FileSystem.read`): one spelling for Linux's Glibc and
/// macOS's Darwin.
enum LibC {
    /// Ends the process with `code`.
    static func exit(_ code: Int32) -> Never {
        #if canImport(Glibc)
            Glibc.exit(code)
        #elseif canImport(Darwin)
            Darwin.exit(code)
        #endif
    }

    /// `read(2)`: up to `count` bytes from `descriptor`; the count read, or -1 and `errno`.
    static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(descriptor, buffer, count)
        #elseif canImport(Darwin)
            Darwin.read(descriptor, buffer, count)
        #endif
    }

    /// `pipe(2)`: a connected pair of descriptors in `descriptors`; 0, or -1 and `errno`.
    static func pipe(_ descriptors: UnsafeMutablePointer<Int32>) -> Int32 {
        #if canImport(Glibc)
            Glibc.pipe(descriptors)
        #elseif canImport(Darwin)
            Darwin.pipe(descriptors)
        #endif
    }

    /// `write(2)`: up to `count` bytes to `descriptor`; the count written, or -1 and `errno`.
    static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(descriptor, buffer, count)
        #elseif canImport(Darwin)
            Darwin.write(descriptor, buffer, count)
        #endif
    }
}
