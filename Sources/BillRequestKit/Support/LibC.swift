#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C library calls that code here names through `LibC`, because a Swift method of the same
/// name shadows them (`ErrorReporter.exit`, `FileSystem.read`).
///
/// The C functions are taken once, at file scope, where no method shadows their names, so Linux's
/// Glibc and macOS's Darwin need no spelling of their own.
package enum LibC {
    /// Ends the process with `code`.
    package static func exit(_ code: Int32) -> Never { cExit(code) }

    /// `read(2)`: up to `count` bytes from `descriptor`; the count read, or -1 and `errno`.
    package static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        cRead(descriptor, buffer, count)
    }

    /// `pipe(2)`: a connected pair of descriptors in `descriptors`; 0, or -1 and `errno`.
    package static func pipe(_ descriptors: UnsafeMutablePointer<Int32>) -> Int32 { cPipe(descriptors) }

    /// `write(2)`: up to `count` bytes to `descriptor`; the count written, or -1 and `errno`.
    package static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        cWrite(descriptor, buffer, count)
    }
}

private let cExit: @Sendable (Int32) -> Never = exit
private let cRead: @Sendable (Int32, UnsafeMutableRawPointer?, Int) -> Int = read
private let cPipe: @Sendable (UnsafeMutablePointer<Int32>) -> Int32 = pipe
private let cWrite: @Sendable (Int32, UnsafeRawPointer?, Int) -> Int = write
