import Money

@main
struct Benchmarks {
    static func main() {
        print("benchmarks: not written yet")
    }
}
